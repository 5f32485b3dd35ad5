import { describe, expect, it } from 'vitest';
import booleanReturnForced from '../../../mutators/boolean-return-forced.js';
import { mutantsOf, mutationsOf } from '../../helpers/mutations.js';

const lockHeld = `def lock_held(path):
    if not os.path.exists(path):
        return False
    age = time.time() - os.path.getmtime(path)
    return age < TTL


x = 1
`;

describe(booleanReturnForced.id, () => {
  it('makes a Python lock_held() always say held, and never held', async () => {
    expect(await mutantsOf(booleanReturnForced, lockHeld, 'python')).toEqual(['def lock_held(path):\n    return True\n\n\nx = 1\n', 'def lock_held(path):\n    return False\n\n\nx = 1\n']);
    expect((await mutationsOf(booleanReturnForced, lockHeld, 'python')).map((mutation) => mutation.description)).toEqual([
      '`lock_held` made to always return True',
      '`lock_held` made to always return False',
    ]);
  });

  it('starts on the def line, so a disable comment above the def applies', async () => {
    const [mutation] = await mutationsOf(booleanReturnForced, lockHeld, 'python');
    expect(mutation?.location.start.line).toBe(1);
  });

  it('forces a one-line Python def and a def declared to return bool', async () => {
    expect(await mutantsOf(booleanReturnForced, 'def risky(c): return "rm" in c\n', 'python')).toEqual(['def risky(c): return True\n', 'def risky(c): return False\n']);
    expect(await mutantsOf(booleanReturnForced, 'def ok(c) -> bool:\n    return check(c)\n', 'python')).toEqual(['def ok(c) -> bool:\n    return True\n', 'def ok(c) -> bool:\n    return False\n']);
  });

  it('leaves a Python main() returning exit codes alone, and judges a nested def apart from its parent', async () => {
    const source = 'def main():\n    if bad():\n        return 2\n    return 0\n\ndef outer(n):\n    def inner(x):\n        return x > n\n    return inner\n';
    const head = 'def main():\n    if bad():\n        return 2\n    return 0\n\ndef outer(n):\n    def inner(x):\n';
    expect(await mutantsOf(booleanReturnForced, source, 'python')).toEqual([`${head}        return True\n    return inner\n`, `${head}        return False\n    return inner\n`]);
  });

  it('forces a JavaScript function and an arrow function with an expression body', async () => {
    const source = 'function isRisky(cmd) {\n  if (!cmd) return false;\n  return cmd.includes("rm -rf");\n}\nconst isBash = (t) => t === "Bash";\n';
    expect(await mutantsOf(booleanReturnForced, source, 'javascript')).toEqual([
      'function isRisky(cmd) { return true; }\nconst isBash = (t) => t === "Bash";\n',
      'function isRisky(cmd) { return false; }\nconst isBash = (t) => t === "Bash";\n',
      'function isRisky(cmd) {\n  if (!cmd) return false;\n  return cmd.includes("rm -rf");\n}\nconst isBash = (t) => true;\n',
      'function isRisky(cmd) {\n  if (!cmd) return false;\n  return cmd.includes("rm -rf");\n}\nconst isBash = (t) => false;\n',
    ]);
    expect((await mutationsOf(booleanReturnForced, source, 'javascript')).map((mutation) => mutation.description)).toEqual([
      '`isRisky` made to always return true',
      '`isRisky` made to always return false',
      '`isBash` made to always return true',
      '`isBash` made to always return false',
    ]);
  });

  it('forces a TypeScript method declared to return boolean', async () => {
    const source = 'class Lock {\n  held(): boolean {\n    return this.check();\n  }\n}\n';
    expect(await mutantsOf(booleanReturnForced, source, 'typescript')).toEqual(['class Lock {\n  held(): boolean { return true; }\n}\n', 'class Lock {\n  held(): boolean { return false; }\n}\n']);
  });

  it('leaves a JavaScript function that returns a string alone, and judges a callback apart from its caller', async () => {
    const source = 'function decide(x) { return x ? "deny" : "allow"; }\nfunction count(xs) { return xs.filter((x) => { return x > 1; }).length; }\n';
    expect(await mutantsOf(booleanReturnForced, source, 'javascript')).toEqual([
      'function decide(x) { return x ? "deny" : "allow"; }\nfunction count(xs) { return xs.filter((x) => { return true; }).length; }\n',
      'function decide(x) { return x ? "deny" : "allow"; }\nfunction count(xs) { return xs.filter((x) => { return false; }).length; }\n',
    ]);
  });

  it('forces a bash function that returns 0 or 1 to always succeed, and to always fail', async () => {
    const source = 'lock_held() {\n  [[ -f "$LOCK" ]] || return 1\n  return 0\n}\n';
    expect(await mutantsOf(booleanReturnForced, source, 'bash')).toEqual(['lock_held() { return 0; }\n', 'lock_held() { return 1; }\n']);
    expect((await mutationsOf(booleanReturnForced, source, 'bash'))[0]?.description).toBe('`lock_held` made to always return 0 (true)');
  });

  it('leaves a bash function that returns a status it computed, or returns nothing, alone', async () => {
    expect(await mutantsOf(booleanReturnForced, 'check() {\n  grep -q x f\n  return $?\n}\nlog() { echo "$1"; }\n', 'bash')).toEqual([]);
  });
});
