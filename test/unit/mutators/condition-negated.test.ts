import { describe, expect, it } from 'vitest';
import conditionNegated from '../../../mutators/condition-negated.js';
import { mutantsOf, mutationsOf } from '../../helpers/mutations.js';

describe(conditionNegated.id, () => {
  it('negates a Python condition, with parentheses only where they are needed', async () => {
    expect(await mutantsOf(conditionNegated, 'if age < ttl:\n    pass\n', 'python')).toEqual(['if not (age < ttl):\n    pass\n']);
    expect(await mutantsOf(conditionNegated, 'if lock_held(path):\n    pass\n', 'python')).toEqual(['if not lock_held(path):\n    pass\n']);
  });

  it('removes the `not` of a condition that already is a negation', async () => {
    expect(await mutantsOf(conditionNegated, 'while not done:\n    step()\n', 'python')).toEqual(['while done:\n    step()\n']);
  });

  it('negates a bash test or command with `!`, and removes an existing `!`', async () => {
    expect(await mutantsOf(conditionNegated, 'if [[ -f "$lock" ]]; then exit 2; fi\n', 'bash')).toEqual(['if ! [[ -f "$lock" ]]; then exit 2; fi\n']);
    expect(await mutantsOf(conditionNegated, 'if ! grep -q rm f; then exit 0; fi\n', 'bash')).toEqual(['if grep -q rm f; then exit 0; fi\n']);
  });

  it('negates the operands of a bash list, never the list as a whole', async () => {
    expect(await mutantsOf(conditionNegated, 'if a && b; then exit 2; fi\n', 'bash')).toEqual(['if ! a && b; then exit 2; fi\n', 'if a && ! b; then exit 2; fi\n']);
  });

  it('negates a JavaScript condition and removes an existing `!`', async () => {
    expect(await mutantsOf(conditionNegated, 'if (a < b) f();\nif (!ok) g();\nconst v = isRisky(c) ? 2 : 0;\n', 'javascript')).toEqual([
      'if (!(a < b)) f();\nif (!ok) g();\nconst v = isRisky(c) ? 2 : 0;\n',
      'if (a < b) f();\nif (ok) g();\nconst v = isRisky(c) ? 2 : 0;\n',
      'if (a < b) f();\nif (!ok) g();\nconst v = !isRisky(c) ? 2 : 0;\n',
    ]);
  });

  it('negates a TypeScript condition and says so', async () => {
    const source = 'if (cmd.startsWith("rm")) { deny(); }\n';
    expect(await mutantsOf(conditionNegated, source, 'typescript')).toEqual(['if (!cmd.startsWith("rm")) { deny(); }\n']);
    expect((await mutationsOf(conditionNegated, source, 'typescript'))[0]?.description).toBe('condition `cmd.startsWith("rm")` negated');
  });

  it('finds nothing to negate outside conditions', async () => {
    expect(await mutantsOf(conditionNegated, 'x = not y\n', 'python')).toEqual([]);
    expect(await mutantsOf(conditionNegated, 'const x = !y;\n', 'javascript')).toEqual([]);
    expect(await mutantsOf(conditionNegated, 'echo hi\n', 'bash')).toEqual([]);
  });
});
