import { describe, expect, it } from 'vitest';
import { answerAsks } from '../../../src/oracle/answer-asks.js';

describe(answerAsks.name, () => {
  it('names each field that asks the agent for something, in every form the agents read', () => {
    expect(answerAsks(JSON.stringify({ decision: 'block', reason: 'r', hookSpecificOutput: { hookEventName: 'PostToolUse', additionalContext: 'c' } }))).toEqual([
      'decision: "block"',
      'hookSpecificOutput.additionalContext',
    ]);
    expect(answerAsks('{"continue": false}')).toEqual(['continue: false']);
    expect(answerAsks('{"cancel": true, "contextModification": "c"}')).toEqual(['cancel: true', 'contextModification']);
    expect(answerAsks('{"permissionDecision": "deny", "modifiedResult": {}}')).toEqual(['permissionDecision: "deny"', 'modifiedResult']);
  });

  it('finds nothing asked in an answer that lets everything be, or in one that is no JSON object', () => {
    for (const stdout of ['', 'plain text', '{}', '{"decision": "allow"}', '{"continue": true, "cancel": false}', '{"additionalContext": "  "}', '[{"decision": "block"}]', '{"decision": "block"']) {
      expect(answerAsks(stdout), stdout).toEqual([]);
    }
  });
});
