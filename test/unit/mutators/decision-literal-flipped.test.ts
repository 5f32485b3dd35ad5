import { describe, expect, it } from 'vitest';
import decisionLiteralFlipped from '../../../mutators/decision-literal-flipped.js';
import { mutantsOf, mutationsOf } from '../../helpers/mutations.js';

describe(decisionLiteralFlipped.id, () => {
  it('flips Python decision strings in any quote style, and a decision inside JSON text', async () => {
    const source = `out = {"permissionDecision": "deny"}\nd = 'block'\nprint('{"decision": "ask"}')\n`;
    expect(await mutantsOf(decisionLiteralFlipped, source, 'python')).toEqual([
      `out = {"permissionDecision": "allow"}\nd = 'block'\nprint('{"decision": "ask"}')\n`,
      `out = {"permissionDecision": "deny"}\nd = 'approve'\nprint('{"decision": "ask"}')\n`,
      `out = {"permissionDecision": "deny"}\nd = 'block'\nprint('{"decision": "allow"}')\n`,
    ]);
  });

  it('leaves longer words, prose and f-string fields alone', async () => {
    const source = 'a = "denied"\nb = "deny this"\nc = f"{deny}"\nd = "allowance"\n';
    expect(await mutantsOf(decisionLiteralFlipped, source, 'python')).toEqual([]);
  });

  it('flips JavaScript strings, template strings and escaped JSON', async () => {
    const source = 'const a = \'allow\';\nconst b = `approve`;\nconst c = "{\\"decision\\":\\"block\\"}";\n';
    expect(await mutantsOf(decisionLiteralFlipped, source, 'javascript')).toEqual([
      'const a = \'deny\';\nconst b = `approve`;\nconst c = "{\\"decision\\":\\"block\\"}";\n',
      'const a = \'allow\';\nconst b = `block`;\nconst c = "{\\"decision\\":\\"block\\"}";\n',
      'const a = \'allow\';\nconst b = `approve`;\nconst c = "{\\"decision\\":\\"approve\\"}";\n',
    ]);
  });

  it('flips a TypeScript decision and describes it, but not a template with a substitution', async () => {
    const source = 'const out = { permissionDecision: "deny" as const };\nconst t = `deny${x}`;\n';
    expect(await mutantsOf(decisionLiteralFlipped, source, 'typescript')).toEqual(['const out = { permissionDecision: "allow" as const };\nconst t = `deny${x}`;\n']);
    expect((await mutationsOf(decisionLiteralFlipped, source, 'typescript'))[0]?.description).toBe('decision `deny` flipped to `allow` in `"deny"`');
  });

  it('flips bash strings, raw strings, words and JSON in a heredoc', async () => {
    const source = `decision="deny"\necho '{"permissionDecision": "ask"}'\njq -n --arg d block '{}'\ncat <<EOF\n{"decision": "approve", "reason": "$why"}\nEOF\n`;
    expect(await mutantsOf(decisionLiteralFlipped, source, 'bash')).toEqual([
      `decision="allow"\necho '{"permissionDecision": "ask"}'\njq -n --arg d block '{}'\ncat <<EOF\n{"decision": "approve", "reason": "$why"}\nEOF\n`,
      `decision="deny"\necho '{"permissionDecision": "allow"}'\njq -n --arg d block '{}'\ncat <<EOF\n{"decision": "approve", "reason": "$why"}\nEOF\n`,
      `decision="deny"\necho '{"permissionDecision": "ask"}'\njq -n --arg d approve '{}'\ncat <<EOF\n{"decision": "approve", "reason": "$why"}\nEOF\n`,
      `decision="deny"\necho '{"permissionDecision": "ask"}'\njq -n --arg d block '{}'\ncat <<EOF\n{"decision": "block", "reason": "$why"}\nEOF\n`,
    ]);
  });

  it('leaves a bash command named like a decision, a variable and prose alone', async () => {
    expect(await mutantsOf(decisionLiteralFlipped, 'allow "$x"\necho "$deny"\necho "deny it"\n', 'bash')).toEqual([]);
  });
});
