/**
 * determinism: the same payload, sent twice in a row, gets the same effect. A hook that denies a
 * call once and allows it the next time (a one-shot token, a counter, a cache) cannot be relied on,
 * and an agent that fires a hook twice (two settings files, a resumed session) will see both.
 */
import { changedAnswerSeverity } from './changed-answer.js';
import { makeFinding, type Check } from './check.js';

const determinismCheck: Check<'determinism'> = {
  id: 'determinism',
  title: 'The same payload gets the same effect',
  description: 'Cases run twice in a row have the same effect both times.',
  run({ results }) {
    return results.flatMap(({ testCase, outcome, effect, repeat }) => {
      if (repeat === undefined || repeat.effect.kind === effect.kind) return [];
      // A run that timed out has the timeout check's finding; its effect is no answer to compare.
      if (outcome.kind === 'timed-out' || repeat.outcome.kind === 'timed-out') return [];
      const severity = changedAnswerSeverity(effect.kind, repeat.effect.kind, testCase.kind);
      return [makeFinding('determinism', 'effect-differs-on-replay', severity, { first: effect.kind, second: repeat.effect.kind, label: testCase.label }, testCase.id)];
    });
  },
};

export default determinismCheck;
