import { describe, expect, it } from 'vitest';
import conditionForcedTrue from '../../../mutators/condition-forced-true.js';
import { mutantsOf, mutationsOf } from '../../helpers/mutations.js';

describe(conditionForcedTrue.id, () => {
  it('forces a Python if, elif, while and conditional expression true', async () => {
    const source = 'if age < ttl:\n    sys.exit(2)\nelif stale:\n    pass\nwhile busy:\n    wait()\nx = a if ready else b\n';
    expect(await mutantsOf(conditionForcedTrue, source, 'python')).toEqual([
      'if True:\n    sys.exit(2)\nelif stale:\n    pass\nwhile busy:\n    wait()\nx = a if ready else b\n',
      'if age < ttl:\n    sys.exit(2)\nelif True:\n    pass\nwhile busy:\n    wait()\nx = a if ready else b\n',
      'if age < ttl:\n    sys.exit(2)\nelif stale:\n    pass\nwhile True:\n    wait()\nx = a if ready else b\n',
      'if age < ttl:\n    sys.exit(2)\nelif stale:\n    pass\nwhile busy:\n    wait()\nx = a if True else b\n',
    ]);
  });

  it('forces each operand of a Python `or` apart, so an uncovered check shows', async () => {
    const source = 'if "rm" in cmd or "sudo" in cmd:\n    deny()\n';
    expect(await mutantsOf(conditionForcedTrue, source, 'python')).toEqual(['if True:\n    deny()\n', 'if True or "sudo" in cmd:\n    deny()\n', 'if "rm" in cmd or True:\n    deny()\n']);
  });

  it('forces a bash if, elif and while condition, whether a test or a command', async () => {
    const source = 'if [[ -f "$lock" ]]; then exit 2; elif grep -q rm <<<"$cmd"; then exit 2; fi\nwhile read -r line; do :; done\n';
    expect(await mutantsOf(conditionForcedTrue, source, 'bash')).toEqual([
      'if true; then exit 2; elif grep -q rm <<<"$cmd"; then exit 2; fi\nwhile read -r line; do :; done\n',
      'if [[ -f "$lock" ]]; then exit 2; elif true; then exit 2; fi\nwhile read -r line; do :; done\n',
      'if [[ -f "$lock" ]]; then exit 2; elif grep -q rm <<<"$cmd"; then exit 2; fi\nwhile true; do :; done\n',
    ]);
  });

  it('forces the commands before `&&`/`||` in a bash list, but not the last one', async () => {
    expect(await mutantsOf(conditionForcedTrue, '[[ -f "$lock" ]] && exit 2\n', 'bash')).toEqual(['true && exit 2\n']);
    expect(await mutantsOf(conditionForcedTrue, 'a && b || exit 0\n', 'bash')).toEqual(['true || exit 0\n', 'true && b || exit 0\n', 'a && true || exit 0\n']);
  });

  it('forces every operand of a list that is an if condition, the last one too', async () => {
    expect(await mutantsOf(conditionForcedTrue, 'if a && b; then exit 2; fi\n', 'bash')).toEqual(['if true; then exit 2; fi\n', 'if true && b; then exit 2; fi\n', 'if a && true; then exit 2; fi\n']);
  });

  it('forces a JavaScript if, while, do-while and ternary condition, inside its parentheses', async () => {
    const source = 'if (age < ttl) process.exit(2);\nwhile (busy) wait();\ndo { x++; } while (x < 3);\nconst d = risky ? "deny" : "allow";\n';
    expect(await mutantsOf(conditionForcedTrue, source, 'javascript')).toEqual([
      'if (true) process.exit(2);\nwhile (busy) wait();\ndo { x++; } while (x < 3);\nconst d = risky ? "deny" : "allow";\n',
      'if (age < ttl) process.exit(2);\nwhile (true) wait();\ndo { x++; } while (x < 3);\nconst d = risky ? "deny" : "allow";\n',
      'if (age < ttl) process.exit(2);\nwhile (busy) wait();\ndo { x++; } while (true);\nconst d = risky ? "deny" : "allow";\n',
      'if (age < ttl) process.exit(2);\nwhile (busy) wait();\ndo { x++; } while (x < 3);\nconst d = true ? "deny" : "allow";\n',
    ]);
  });

  it('forces a TypeScript condition and each side of its `&&`', async () => {
    const source = "if (input.tool_name === 'Bash' && isRisky(cmd as string)) { deny(); }\n";
    expect(await mutantsOf(conditionForcedTrue, source, 'typescript')).toEqual([
      'if (true) { deny(); }\n',
      'if (true && isRisky(cmd as string)) { deny(); }\n',
      "if (input.tool_name === 'Bash' && true) { deny(); }\n",
    ]);
  });

  it('says which condition it forced, and where', async () => {
    const [mutation] = await mutationsOf(conditionForcedTrue, 'x = 1\nif age < ttl:\n    pass\n', 'python');
    expect(mutation).toMatchObject({
      original: 'age < ttl',
      replacement: 'True',
      description: 'condition `age < ttl` forced true',
      location: { start: { line: 2, column: 4 }, end: { line: 2, column: 13 } },
    });
  });

  it('leaves conditions that already are true, and code without conditions, alone', async () => {
    expect(await mutantsOf(conditionForcedTrue, 'while True:\n    poll()\nprint(1)\n', 'python')).toEqual([]);
    expect(await mutantsOf(conditionForcedTrue, 'while (true) { poll(); }\n', 'javascript')).toEqual([]);
    expect(await mutantsOf(conditionForcedTrue, 'while true; do poll; done\necho hi | grep h\n', 'bash')).toEqual([]);
    expect(await mutantsOf(conditionForcedTrue, 'const x: number = f(1);\n', 'typescript')).toEqual([]);
  });
});
