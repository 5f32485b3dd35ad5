/**
 * silent: on every valid payload the hook did nothing the agent would notice. That is not proof of
 * a bug, but it is no evidence the hook works either (probes and controls make it decisive).
 */
import { makeFinding, type Check } from './check.js';

const silentCheck: Check<'silent'> = {
  id: 'silent',
  title: 'The hook shows evidence that it works',
  description: 'At least one valid payload gets an observable effect (deny, block, ask, context, stop…).',
  run({ results }) {
    const valid = results.filter(({ testCase }) => testCase.kind === 'valid');
    const allQuiet = valid.length > 0 && valid.every(({ outcome, effect }) => outcome.kind === 'exited' && effect.kind === 'no-effect');
    return allQuiet ? [makeFinding('silent', 'silent-no-effect', 'warning', { cases: valid.length })] : [];
  },
};

export default silentCheck;
