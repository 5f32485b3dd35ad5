/**
 * A hook as the library takes it: any `string[]` is a command array, checked at run time, so a list
 * built by the caller that is empty or holds a non-string fails with what is wrong and how to fix it.
 */
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/errors.js';
import { assertHookSubject, hookCommandOf, isHookSubject } from '../../../src/library/hook-subject.js';

/** The UsageError `check` throws; fails the test when it throws none. */
function usageErrorOf(check: () => unknown): UsageError {
  try {
    check();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return error as UsageError;
  }
  throw new Error('no error was thrown');
}

describe(hookCommandOf.name, () => {
  it('takes a string[] built at run time as exec form: the program, then its arguments, no shell', () => {
    const argv: string[] = ['python3', '-u'];
    argv.push('--strict');
    expect(hookCommandOf(argv, '/project')).toEqual({ form: 'exec', file: 'python3', args: ['-u', '--strict'] });
    expect(hookCommandOf(['./guard.sh'], '/project')).toEqual({ form: 'exec', file: '/project/guard.sh', args: [] });
  });

  it('refuses an empty array rather than spawning nothing', () => {
    const error = usageErrorOf(() => hookCommandOf([]));
    expect(error.message).toMatch(/the hook is an empty array; .*give at least the program, e\.g\. \['python3', 'guard\.py'\]/);
  });
});

describe(assertHookSubject.name, () => {
  it('names the caller, the problem and the fix', () => {
    expect(usageErrorOf(() => assertHookSubject([], 'runCase')).message).toMatch(/^runCase: the hook is an empty array; /);
    const word = usageErrorOf(() => assertHookSubject(['node', 3], 'checkHook'));
    expect(word.message).toBe("checkHook: word 1 of the hook array is a number (3), not a string; the array is the program's argv: write every word as a string (String(3) for a number).");
    expect(word.hint).toMatch(/command array .* script path .* \{ shell/);
    expect(usageErrorOf(() => assertHookSubject(['', 'guard.py'], 'runCase')).message).toMatch(/first word \(the program\) is an empty string/);
    expect(usageErrorOf(() => assertHookSubject('', 'runCase')).message).toMatch(/empty string; give the script's path/);
    expect(usageErrorOf(() => assertHookSubject({ shell: 42 }, 'runCase')).message).toMatch(/\{ shell \} holds 42, not a command line/);
    expect(usageErrorOf(() => assertHookSubject({ command: 'x' }, 'runCase')).message).toMatch(/an object \(\{"command":"x"\}\) is not a hook/);
  });

  it('passes every form a hook takes', () => {
    for (const hook of [['python3', 'guard.py'], ['./guard.sh'], './guard.sh', { shell: 'exit 0' }]) {
      expect(() => assertHookSubject(hook, 'runCase')).not.toThrow();
      expect(isHookSubject(hook)).toBe(true);
    }
    for (const hook of [[], [1], '', { shell: '' }, null, 7]) expect(isHookSubject(hook)).toBe(false);
  });
});
