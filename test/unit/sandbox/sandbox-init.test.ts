/**
 * The sandbox's init loads nothing when it runs (each case pays for what it loads), so strict and
 * warnings are held here instead: the script compiles under both with nothing to say.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { INIT_SCRIPT } from '../../../src/sandbox/sandbox-init.js';

/** What perl says compiling `script` with strict and warnings (exec's "unlikely to be reached" aside: it is the point). */
const compile = (script: string) => spawnSync('perl', ['-Mstrict', '-Mwarnings', '-M-warnings=exec', '-c', '-e', script], { encoding: 'utf8' }).stderr;

describe('the sandbox init', () => {
  it('compiles under strict and warnings with no warning', () => {
    expect(compile(INIT_SCRIPT)).toBe('-e syntax OK\n');
  });

  it('would be caught using a variable it never declared, or a warning', () => {
    expect(compile(`${INIT_SCRIPT}\n$undeclared = 1;`)).toMatch(/Global symbol "\$undeclared" requires explicit package name/);
    expect(compile(`${INIT_SCRIPT}\nmy $x; my $x;`)).toMatch(/masks earlier declaration/);
  });
});
