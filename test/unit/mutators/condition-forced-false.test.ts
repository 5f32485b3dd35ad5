import { describe, expect, it } from 'vitest';
import conditionForcedFalse from '../../../mutators/condition-forced-false.js';
import { mutantsOf, mutationsOf } from '../../helpers/mutations.js';

describe(conditionForcedFalse.id, () => {
  it('forces a Python condition and each operand of its `and` false', async () => {
    expect(await mutantsOf(conditionForcedFalse, 'if held and age < ttl:\n    sys.exit(2)\n', 'python')).toEqual([
      'if False:\n    sys.exit(2)\n',
      'if False and age < ttl:\n    sys.exit(2)\n',
      'if held and False:\n    sys.exit(2)\n',
    ]);
  });

  it('forces a bash test, an if command and a list head false', async () => {
    const source = 'if grep -q rm <<<"$cmd"; then exit 2; fi\n[[ -f "$lock" ]] || exit 0\n';
    expect(await mutantsOf(conditionForcedFalse, source, 'bash')).toEqual(['if false; then exit 2; fi\n[[ -f "$lock" ]] || exit 0\n', 'if grep -q rm <<<"$cmd"; then exit 2; fi\nfalse || exit 0\n']);
  });

  it('forces a JavaScript if and a ternary condition false', async () => {
    expect(await mutantsOf(conditionForcedFalse, 'const d = n > 3 ? "deny" : "allow";\nif (d) out(d);\n', 'javascript')).toEqual([
      'const d = false ? "deny" : "allow";\nif (d) out(d);\n',
      'const d = n > 3 ? "deny" : "allow";\nif (false) out(d);\n',
    ]);
  });

  it('forces a TypeScript while condition false and describes it', async () => {
    const mutations = await mutationsOf(conditionForcedFalse, 'while (queue.length > 0) { queue.pop(); }\n', 'typescript');
    expect(mutations.map((mutation) => [mutation.replacement, mutation.description])).toEqual([['false', 'condition `queue.length > 0` forced false']]);
    expect(await mutantsOf(conditionForcedFalse, 'while (queue.length > 0) { queue.pop(); }\n', 'typescript')).toEqual(['while (false) { queue.pop(); }\n']);
  });

  it('leaves conditions that already are false alone', async () => {
    expect(await mutantsOf(conditionForcedFalse, 'if False:\n    pass\n', 'python')).toEqual([]);
    expect(await mutantsOf(conditionForcedFalse, 'if (false) {}\n', 'typescript')).toEqual([]);
    expect(await mutantsOf(conditionForcedFalse, 'if false; then :; fi\n', 'bash')).toEqual([]);
  });
});
