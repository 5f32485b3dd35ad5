import { describe, expect, it } from 'vitest';
import exitCodeFlipped from '../../../mutators/exit-code-flipped.js';
import { mutantsOf, mutationsOf } from '../../helpers/mutations.js';

describe(exitCodeFlipped.id, () => {
  it('flips bash `exit 2` and `exit 0`, not other codes or a bare exit', async () => {
    expect(await mutantsOf(exitCodeFlipped, 'if x; then exit 2; fi\nexit 0\nexit 1\nexit\n', 'bash')).toEqual([
      'if x; then exit 0; fi\nexit 0\nexit 1\nexit\n',
      'if x; then exit 2; fi\nexit 2\nexit 1\nexit\n',
    ]);
  });

  it('flips Python sys.exit, exit and SystemExit, not other codes', async () => {
    expect(await mutantsOf(exitCodeFlipped, 'sys.exit(2)\nexit(0)\nraise SystemExit(2)\nsys.exit(1)\n', 'python')).toEqual([
      'sys.exit(0)\nexit(0)\nraise SystemExit(2)\nsys.exit(1)\n',
      'sys.exit(2)\nexit(2)\nraise SystemExit(2)\nsys.exit(1)\n',
      'sys.exit(2)\nexit(0)\nraise SystemExit(0)\nsys.exit(1)\n',
    ]);
  });

  it('flips the return codes of the main() whose result is the exit code, not of other functions', async () => {
    const source = 'def helper():\n    return 2\n\ndef main():\n    if risky():\n        return 2\n    return 0\n\nsys.exit(main())\n';
    expect(await mutantsOf(exitCodeFlipped, source, 'python')).toEqual([
      'def helper():\n    return 2\n\ndef main():\n    if risky():\n        return 0\n    return 0\n\nsys.exit(main())\n',
      'def helper():\n    return 2\n\ndef main():\n    if risky():\n        return 2\n    return 2\n\nsys.exit(main())\n',
    ]);
  });

  it('flips JavaScript process.exit and process.exitCode', async () => {
    expect(await mutantsOf(exitCodeFlipped, 'if (bad) process.exit(2);\nprocess.exitCode = 0;\nprocess.exit(code);\n', 'javascript')).toEqual([
      'if (bad) process.exit(0);\nprocess.exitCode = 0;\nprocess.exit(code);\n',
      'if (bad) process.exit(2);\nprocess.exitCode = 2;\nprocess.exit(code);\n',
    ]);
  });

  it('flips TypeScript process.exit and Deno.exit, and describes it', async () => {
    const source = 'process.exit(0);\nDeno.exit(2);\n';
    expect(await mutantsOf(exitCodeFlipped, source, 'typescript')).toEqual(['process.exit(2);\nDeno.exit(2);\n', 'process.exit(0);\nDeno.exit(0);\n']);
    expect((await mutationsOf(exitCodeFlipped, source, 'typescript'))[1]?.description).toBe('exit code 2 changed to 0 in `Deno.exit(2)`');
  });

  it('leaves exits that are not 0 or 2, and look-alikes, alone', async () => {
    expect(await mutantsOf(exitCodeFlipped, 'log.exit(2)\nsys.exit(code)\n', 'python')).toEqual([]);
    expect(await mutantsOf(exitCodeFlipped, 'child.exit(2);\nprocess.exit(1);\n', 'typescript')).toEqual([]);
    expect(await mutantsOf(exitCodeFlipped, 'echo exit 2\nreturn 2\n', 'bash')).toEqual([]);
  });
});
