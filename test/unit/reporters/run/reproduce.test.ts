import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { formatReproduction } from '../../../../src/reporters/run/reproduce.js';
import { fixturePath } from '../../../helpers/run-fixture.js';

const testCase = { id: 'PreToolUse/valid/1', kind: 'valid' as const, event: 'PreToolUse' as const, label: 'x', stdin: `{"command":"echo 'quoted' \\"and\\" $HOME"}` };

describe(formatReproduction.name, () => {
  it('replays the exact payload when pasted into a shell', () => {
    const line = formatReproduction({ form: 'exec', file: fixturePath('echo-stdin.sh'), args: [] }, testCase);
    const output = execFileSync('bash', ['-c', `{ ${line}; } 2>&1`], { encoding: 'utf8' });
    expect(output).toBe(`${testCase.stdin}exit=0\n`);
  });

  it('runs shell-form commands through /bin/sh -c, as the agent does', () => {
    expect(formatReproduction({ form: 'shell', script: 'cat | wc -c' }, testCase)).toContain(`| /bin/sh -c 'cat | wc -c'; echo "exit=$?"`);
  });
});
