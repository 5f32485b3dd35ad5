/**
 * posture: the hook's answer to garbage (empty, malformed, wrong-typed, another event's payload).
 * Fail-open hooks (the default) must neither block nor crash; fail-closed hooks must block, with a
 * reason that says retrying will not help.
 */
import { canBlock } from '../../specs/claude-code/events.js';
import { isBlocking } from '../oracle/effect.js';
import { describeOutcome } from '../model/outcome.js';
import type { CaseResult } from '../model/run/hook-report.js';
import type { Finding } from '../findings/finding.js';
import { agentNameOf, makeFinding, type Check } from './check.js';

/** A reason that tells Claude the input itself is the problem, so the same call will fail again. */
const INPUT_PROBLEM_WORDS = /malformed|invalid|unreadable|unparsable|could ?n[o']t (parse|read)|cannot (parse|read)|not valid|no valid|retry|garbage|corrupt/i;

/**
 * No agent sends garbage: each one hookcheck models writes one JSON object of the event's shape with
 * a JSON encoder, never empty stdin, text, a cut-off document, an array, another event's payload or
 * a payload missing its required fields. So on an open posture a crash or a block here is a warning
 * (the severity rule, findings/finding.ts): worth fixing for a hook run by hand or by a wrapper, never
 * harm inside an agent. A closed posture is the author's own promise that garbage blocks: an error.
 */
const NOT_SENT_NOTE = "No agent sends this input (each writes one JSON object of the event's shape), so inside an agent it never happens: it breaks a hook run by hand or by a wrapper.";

const postureCheck: Check<'posture'> = {
  id: 'posture',
  title: 'The hook survives garbage as its posture says',
  description: 'Open: garbage neither blocks nor crashes. Closed: garbage blocks with a reason that says retrying will not help.',
  run({ results, posture, target }) {
    const garbage = results.filter(({ testCase }) => testCase.kind === 'garbage');
    return garbage.flatMap((result) => (posture === 'open' ? judgeOpen(result, agentNameOf(target)) : judgeClosed(result)));
  },
};

function judgeOpen({ testCase, outcome, effect }: CaseResult, agent: string): Finding[] {
  const { id, label } = testCase;
  const severity = 'warning';
  const note = NOT_SENT_NOTE;
  if (isBlocking(effect.kind)) return [makeFinding('posture', 'posture-blocks-garbage', severity, { label, effect: describeEffect(effect.kind), note }, id)];
  const crashed = outcome.kind === 'killed' || outcome.kind === 'timed-out' || effect.kind === 'non-blocking-error';
  // Exit 0 with an answer the agent rejects is no crash, but the agent reports a hook error all the same.
  const how = outcome.kind === 'exited' && outcome.exitCode === 0 ? `exited 0 with an answer ${agent} rejects` : describeOutcome(outcome);
  return crashed ? [makeFinding('posture', 'posture-crashes-on-garbage', severity, { label, outcome: how, agent, note }, id)] : [];
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
