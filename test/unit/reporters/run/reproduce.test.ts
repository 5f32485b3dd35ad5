import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatReproduction, quoteWithoutScratch } from '../../../../src/reporters/run/reproduce.js';
import { createScratchArea } from '../../../../src/workspace/scratch-area.js';
import { fixturePath } from '../../../helpers/run-fixture.js';
import { tempDir } from '../../../helpers/temp-dir.js';

const testCase = { id: 'PreToolUse/valid/1', kind: 'valid' as const, event: 'PreToolUse' as const, label: 'x', stdin: `{"command":"echo 'quoted' \\"and\\" $HOME"}` };

/** Exit 1 when the payload's cwd is a folder and its transcript a file to read, 3 when either is gone. */
const CHECKS_FOLDERS = `#!/usr/bin/env node
const fs = require('node:fs');
const payload = JSON.parse(fs.readFileSync(0, 'utf8'));
const there = fs.statSync(payload.cwd, { throwIfNoEntry: false })?.isDirectory() && fs.statSync(payload.transcript_path, { throwIfNoEntry: false }) !== undefined;
process.stderr.write(there ? 'Blocked\\n' : 'gone: ' + payload.cwd + '\\n');
process.exit(there ? 1 : 3);
`;

describe(formatReproduction.name, () => {
  it('replays the exact payload when pasted into a shell', () => {
    const line = formatReproduction({ form: 'exec', file: fixturePath('echo-stdin.sh'), args: [] }, testCase);
    const output = execFileSync('bash', ['-c', `{ ${line}; } 2>&1`], { encoding: 'utf8' });
    expect(output).toBe(`${testCase.stdin}exit=0\n`);
  });

  it('runs shell-form commands through /bin/sh -c, as the agent does', () => {
    expect(formatReproduction({ form: 'shell', script: 'cat | wc -c' }, testCase)).toContain(`| /bin/sh -c 'cat | wc -c'; echo "exit=$?"`);
  });

  it('still reproduces after the run removed the scratch folders its payload named, and names none of them', async () => {
    const hook = join(tempDir('hookcheck-reproduce-'), 'checks-folders.js');
    writeFileSync(hook, CHECKS_FOLDERS);
    chmodSync(hook, 0o755);
    const scratch = await createScratchArea();
    const stdin = JSON.stringify({
      session_id: 's',
      transcript_path: scratch.transcriptPath,
      cwd: scratch.projectDir,
      hook_event_name: 'PreToolUse',
      tool_name: 'Read',
      tool_input: { file_path: `${scratch.projectDir}/src/app.ts` },
    });
    const during = spawnSync(hook, [], { input: stdin, cwd: scratch.projectDir });
    const line = formatReproduction({ form: 'exec', file: hook, args: [] }, { ...testCase, stdin });
    await scratch.remove();
    expect(line).not.toContain(scratch.root);
    const after = execFileSync('bash', ['-c', `{ ${line}; } 2>&1`], { encoding: 'utf8', cwd: tempDir('hookcheck-project-') });
    expect([during.status, after]).toEqual([1, 'Blocked\nexit=1\n']);
    // The line as it was, with the removed folders in it, tells another story: that is what this guards.
    const stale = execFileSync('bash', ['-c', `{ printf '%s' '${stdin}' | ${hook}; echo "exit=$?"; } 2>&1`], { encoding: 'utf8' });
    expect(stale).toMatch(/^gone: .*\nexit=3\n$/);
  });

  it('writes each scratch folder as what stands for it, and leaves every other path alone', () => {
    const root = '/tmp/hookcheck--18601-a3m9U169fhMl';
    expect(quoteWithoutScratch(`{"cwd":"${root}/project","transcript_path":"${root}/home/.claude/projects/scratch-project/session.jsonl","f":"${root}/home/.ssh/id_rsa"}`)).toBe(
      `'{"cwd":"'"$PWD"'","transcript_path":"'/dev/null'","f":"'"$HOME"'/.ssh/id_rsa"}'`,
    );
    expect(quoteWithoutScratch('{"cwd":"/home/ann/hookcheck-demo/project"}')).toBe(`'{"cwd":"/home/ann/hookcheck-demo/project"}'`);
  });
});

describe('a payload with a long repeat (the 1 MiB case)', () => {
  const piece = 'Runs the project test suite. ';
  const stdin = JSON.stringify({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: "echo 'it'", description: piece.repeat(36_200) } });

  it('is made again by the line, byte for byte, in a line of a few hundred characters', () => {
    const line = formatReproduction({ form: 'exec', file: 'wc', args: ['-c'] }, { ...testCase, stdin });
    expect(line.length).toBeLessThan(600);
    const hashed = formatReproduction({ form: 'exec', file: 'sha256sum', args: [] }, { ...testCase, stdin });
    const output = execFileSync('sh', ['-c', hashed], { encoding: 'utf8' });
    expect(output.split(' ')[0]).toBe(createHash('sha256').update(stdin).digest('hex'));
  });

  it('is written whole when short', () => {
    const short = JSON.stringify({ tool_input: { description: piece.repeat(100) } });
    expect(formatReproduction({ form: 'exec', file: 'wc', args: [] }, { ...testCase, stdin: short })).toContain(piece.repeat(100));
  });
});
