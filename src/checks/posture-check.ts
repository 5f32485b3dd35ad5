/**
 * posture: the hook's answer to garbage (empty, malformed, wrong-typed, another event's payload).
 * Fail-open hooks (the default) must neither block nor crash; fail-closed hooks must block, with a
 * reason that says retrying will not help.
 */
import { canBlock } from '../../specs/claude-code/events.js';
import { isBlocking } from '../oracle/effect.js';
import { describeOutcome } from '../runner/outcome.js';
import type { CaseResult } from '../engine/types.js';
import type { Finding } from '../findings/finding.js';
import { makeFinding, type Check } from './check.js';

/** A reason that tells Claude the input itself is the problem, so the same call will fail again. */
const INPUT_PROBLEM_WORDS = /malformed|invalid|unreadable|unparsable|could ?n[o']t (parse|read)|cannot (parse|read)|not valid|no valid|retry|garbage|corrupt/i;

/**
 * Garbage that no agent sends: every agent writes one JSON object with a JSON encoder, which never
 * emits invalid UTF-8 or a raw NUL, never an array or a bare scalar, and no tool input nests hundreds
 * of levels deep. A crash there is worth knowing (another caller may pass raw input along) but is no
 * failure inside an agent. Empty stdin, missing or mistyped fields and another event's payload do
 * reach hooks (hooks run by hand or by wrappers, schema drift between versions, miswiring).
 */
const NEVER_SENT = new Set(['deep nesting', 'invalid UTF-8', 'a raw NUL byte', 'a JSON array', 'a JSON scalar or empty value']);

const postureCheck: Check<'posture'> = {
  id: 'posture',
  title: 'The hook survives garbage as its posture says',
  description: 'Open: garbage neither blocks nor crashes. Closed: garbage blocks with a reason that says retrying will not help.',
  run({ results, posture }) {
    const garbage = results.filter(({ testCase }) => testCase.kind === 'garbage');
    return garbage.flatMap((result) => (posture === 'open' ? judgeOpen(result) : judgeClosed(result)));
  },
};

function judgeOpen({ testCase, outcome, effect }: CaseResult): Finding[] {
  const { id, label } = testCase;
  const neverSent = testCase.mutation !== undefined && NEVER_SENT.has(testCase.mutation);
  const severity = neverSent ? 'warning' : 'error';
  const note = neverSent ? ' No agent sends this input (agents send one JSON object), so inside an agent this never happens.' : '';
  if (isBlocking(effect.kind)) return [makeFinding('posture', 'posture-blocks-garbage', severity, { label, effect: describeEffect(effect.kind), note }, id)];
  const crashed = outcome.kind === 'killed' || outcome.kind === 'timed-out' || effect.kind === 'non-blocking-error';
  // Exit 0 with an answer the agent rejects is no crash, but the agent reports a hook error all the same.
  const how = outcome.kind === 'exited' && outcome.exitCode === 0 ? 'exited 0 with an answer Claude Code rejects' : describeOutcome(outcome);
  return crashed ? [makeFinding('posture', 'posture-crashes-on-garbage', severity, { label, outcome: how, note }, id)] : [];
}

function judgeClosed({ testCase, effect }: CaseResult): Finding[] {
  const { id, label, event } = testCase;
  if (!canBlock(event)) return [];
  if (!isBlocking(effect.kind)) return [makeFinding('posture', 'posture-fails-open', 'error', { label, effect: describeEffect(effect.kind) }, id)];
  const reason = effect.reason ?? '';
  return INPUT_PROBLEM_WORDS.test(reason) ? [] : [makeFinding('posture', 'posture-reason-unclear', 'warning', { label, reason: reason || '(none)' }, id)];
}

function describeEffect(kind: string): string {
  return kind === 'deny' ? 'denied the call' : kind === 'stop' ? 'stopped Claude' : kind === 'block' ? 'blocked' : `had effect "${kind}"`;
}

export default postureCheck;
