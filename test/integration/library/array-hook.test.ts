/**
 * The library's calls take a hook as a `string[]` (argv form: the file, then its arguments, no
 * shell) and run it; an empty one fails before anything runs, with the problem and the fix.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkHook, forAllPayloads, payloads, runCase, runTwice, UsageError } from '../../../src/index.js';

const guard = fileURLToPath(new URL('../../../fixtures/hooks/denies-rm-rf-exit-2.sh', import.meta.url));
const rmRf = payloads.preToolUse({ tool: 'Bash', command: 'rm -rf /' });

describe('a string[] hook', () => {
  it('runs as argv: bash, then the script, and the deny is read as a deny', async () => {
    const argv: string[] = ['bash'];
    argv.push(guard);
    const run = await runCase(argv, rmRf);
    expect(run.outcome.kind === 'exited' && run.outcome.exitCode).toBe(2);
    expect(run.effect.kind).toBe('deny');
    expect((await runCase(argv, payloads.preToolUse({ tool: 'Bash', command: 'ls' }))).effect.kind).toBe('no-effect');
  });

  it('reads a deny by exit 1 as held only when the hook is wired with "onFailure": "block"', async () => {
    const exitOne = fileURLToPath(new URL('../../../fixtures/hooks/denies-rm-rf-exit-1.sh', import.meta.url));
    expect((await runCase(['bash', exitOne], rmRf)).effect.kind).toBe('non-blocking-error');
    expect((await runCase(['bash', exitOne], rmRf, { onFailure: 'block' })).effect.kind).toBe('deny');
  });

  it('empty, is refused by every call before it runs, naming the call, the problem and the fix', async () => {
    const empty: string[] = [];
    for (const [name, call] of [
      ['runCase', () => runCase(empty, rmRf)],
      ['runTwice', () => runTwice(empty, rmRf)],
      ['checkHook', () => checkHook(empty)],
      ['forAllPayloads', () => forAllPayloads(empty, () => true, { runs: 1 })],
    ] as const) {
      const error: unknown = await call().then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error, name).toBeInstanceOf(UsageError);
      expect((error as Error).message).toBe(`${name}: the hook is an empty array; an array hook is the program then its arguments: give at least the program, e.g. ['python3', 'guard.py'].`);
    }
  });
});
