/**
 * The oracle against the measured `onFailure` table (specs/claude-code/on-failure.ts): every row's
 * failure, as an outcome, is predicted to hold the call back exactly when the real agent held it.
 */
import { describe, expect, it } from 'vitest';
import { ON_FAILURE_EVENT_ROWS, ON_FAILURE_MEASURED_ON, ON_FAILURE_ROWS, type OnFailureRow } from '../../../../specs/claude-code/on-failure.js';
import { MARKERS, truthRows } from '../../../../specs/claude-code/truth/answers.js';
import { predictFacts } from '../../../../src/agents/claude-code/predict-facts.js';
import { predictEffect } from '../../../../src/agents/claude-code/predict-effect.js';
import type { HookOutcome } from '../../../../src/model/outcome.js';
import { answeredOutcome } from '../../../../src/oracle/answered-outcome.js';
import { isBlocking } from '../../../../src/oracle/effect.js';
import { AGENTS, OTHER_AGENT_IDS } from '../../../../src/agents/index.js';

const ALLOW = JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'allow' } });

/** The outcome the row's hook (src/live/on-failure-row.ts) ends with. */
function outcomeOf(failure: OnFailureRow['failure']): HookOutcome {
  switch (failure) {
    case 'exit-1':
      return answeredOutcome(1, '', 'the guard crashed');
    case 'not-found':
      return answeredOutcome(127, '', 'hookcheck-no-such-program-xyz: not found');
    case 'timeout':
      return { ...answeredOutcome(0), kind: 'timed-out', timeoutMs: 2_000, killedWith: 'SIGTERM' };
    case 'exit-2':
      return answeredOutcome(2, '', 'denied');
    case 'exit-0':
      return answeredOutcome(0);
    case 'plain-stdout':
      return answeredOutcome(0, 'checked\n');
    case 'invalid-json':
      return answeredOutcome(0, '{not json\n');
    case 'exit-1-allow-json':
      return answeredOutcome(1, `${ALLOW}\n`);
  }
}

describe.each(ON_FAILURE_MEASURED_ON)('"onFailure": "block" in the oracle, Claude Code %s', (version) => {
  it.each(ON_FAILURE_ROWS.map((row) => [`${row.failure} on the ${row.on}`, row] as const))('%s: held back as measured', (_name, row) => {
    // Only the handler's field reaches the oracle: the group's is not read (on-failure-ignored).
    const effect = predictEffect('PreToolUse', outcomeOf(row.failure), version, row.on === 'handler' ? { onFailure: 'block' } : {});
    expect(isBlocking(effect.kind)).toBe(!row.toolRan);
  });
});

describe.each(ON_FAILURE_MEASURED_ON)('"onFailure": "block" on every event of the truth table, Claude Code %s', (version) => {
  it.each(ON_FAILURE_EVENT_ROWS.map((row) => [row.event, row] as const))('%s: the oracle predicts what the session showed of a hook that exits 1', (event, row) => {
    const answer = truthRows().find((candidate) => candidate.id === `${event}/empty/1/text`)!.answer;
    const outcome = answeredOutcome(1, answer.stdout, answer.stderr);
    const facts = predictFacts(event, outcome, predictEffect(event, outcome, version, { onFailure: 'block' }));
    const { modelTexts, ranRewrite: _rewrite, ...shown } = facts;
    expect({ ...shown, stderrReached: modelTexts.some((text) => text.includes(MARKERS.stderr)) }).toEqual(row.facts);
  });

  it('would tell a prediction without the field apart: the prompt and the compaction go on, the call runs', () => {
    const differs = ON_FAILURE_EVENT_ROWS.filter(({ event, facts }) => {
      const answer = truthRows().find((candidate) => candidate.id === `${event}/empty/1/text`)!.answer;
      const outcome = answeredOutcome(1, answer.stdout, answer.stderr);
      const without = predictFacts(event, outcome, predictEffect(event, outcome, version));
      return without.toolRan !== facts.toolRan || without.promptReached !== facts.promptReached || without.continued !== facts.continued;
    });
    expect(differs.map(({ event }) => event)).toEqual(['PreToolUse', 'UserPromptSubmit', 'PreCompact']);
  });
});

describe('"onFailure": "block" where Claude Code does not read it', () => {
  it('lets a Stop hook that exits 1 end the turn, as without it', () => {
    const effect = predictEffect('Stop', answeredOutcome(1, '', 'boom'), ON_FAILURE_MEASURED_ON[1], { onFailure: 'block' });
    expect(effect.kind).toBe('non-blocking-error');
    expect(effect.failedClosed).toBeUndefined();
  });

  it('marks a failure it turned into a block, with the agent reporting a hook error', () => {
    const effect = predictEffect('PreToolUse', answeredOutcome(1, '', 'boom'), ON_FAILURE_MEASURED_ON[1], { onFailure: 'block' });
    expect(effect).toMatchObject({ kind: 'deny', failedClosed: true, hookError: true });
    expect(effect.reason).toContain('boom');
  });
});

describe('the fail-closed switch each oracle names', () => {
  it('is "onFailure": "block" for a Claude Code event where a failure can hold something back, and none at Stop', () => {
    expect(AGENTS['claude-code'].failClosedSwitch('PreToolUse')).toBe('"onFailure": "block"');
    expect(AGENTS['claude-code'].failClosedSwitch('Stop')).toBeNull();
    expect(AGENTS['claude-code'].failClosedSwitch('SessionEnd')).toBeNull();
  });

  it.each(OTHER_AGENT_IDS)('is none in %s, which reads no such switch', (agent) => {
    const native = AGENTS[agent].nativeEvent('PreToolUse')!;
    expect(AGENTS[agent].failClosedSwitch(native)).toBeNull();
  });
});
