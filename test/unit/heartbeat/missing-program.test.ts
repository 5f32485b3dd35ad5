import { describe, expect, it } from 'vitest';
import { missingProgram, missingProgramIn } from '../../../src/heartbeat/missing-program.js';

describe('a program a tick could not start', () => {
  it("reads sh's, bash's and Python subprocess's words for it", () => {
    expect(missingProgram({ stderr: 'sh: 1: claude: not found\n' })).toBe('claude');
    expect(missingProgram({ stderr: 'tick.sh: line 9: nvidia-smi: command not found\n' })).toBe('nvidia-smi');
    // A script that logs its stderr with its stdout (2>&1), and the programs that start others.
    expect(missingProgram({ stderr: '', stdout: 'Invoking Claude Code...\nheartbeat.sh: line 55: claude: command not found\n' })).toBe('claude');
    expect(missingProgram({ stderr: "timeout: failed to run command 'claude': No such file or directory\n" })).toBe('claude');
    expect(missingProgram({ stderr: "env: 'uv': No such file or directory\n" })).toBe('uv');
    expect(
      missingProgram({
        stderr:
          'Traceback (most recent call last):\n  File "/usr/lib/python3.11/subprocess.py", line 1950, in _execute_child\nFileNotFoundError: [Errno 2] No such file or directory: \'nvidia-smi\'\n',
      }),
    ).toBe('nvidia-smi');
  });

  it('is not a missing data file, nor words that only look alike', () => {
    expect(missingProgram({ stderr: "FileNotFoundError: [Errno 2] No such file or directory: 'state/heartbeat.json'\n" })).toBeNull();
    expect(missingProgram({ stderr: 'state file not found: run --init\n' })).toBeNull();
    expect(missingProgram({ stderr: '' })).toBeNull();
  });

  it('names the first one of a run of ticks, and what to do', () => {
    expect(missingProgramIn([{ stderr: '' }, { stderr: 'bash: claude: command not found' }])).toMatch(/^a tick could not start `claude` .*Install it system-wide/);
    expect(missingProgramIn([{ stderr: 'busy' }])).toBeNull();
  });
});

describe('the excerpt of a long tick output in the report', () => {
  it('keeps the start and the end, where a traceback names its exception, and says what was left out', async () => {
    const { excerpt } = await import('../../../src/reporters/heartbeat/heartbeat-document.js');
    const traceback = `Traceback (most recent call last):\n${'  File "x.py", line 1, in f\n'.repeat(200)}botocore.exceptions.NoCredentialsError: Unable to locate credentials\n`;
    const shown = excerpt(traceback);
    expect(shown.startsWith('Traceback (most recent call last):')).toBe(true);
    expect(shown).toContain('NoCredentialsError: Unable to locate credentials');
    expect(shown).toMatch(/\[… \d+ characters left out …\]/);
    expect(excerpt('short')).toBe('short');
  });
});
