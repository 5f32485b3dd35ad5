/**
 * silent: on every valid payload the hook did nothing the agent would notice, and nothing else in
 * the run shows it doing its job. What counts as its job depends on its role: a govern hook must
 * decide somewhere, an inject hook add context somewhere, an observe hook change some file (known
 * only when the state experiments ran; without them an observer's silence is no sign).
 */
import { diffSnapshots } from '../sandbox/state-diff.js';
import { makeFinding, roleOf, type Check, type CheckContext } from './check.js';

const silentCheck: Check<'silent'> = {
  id: 'silent',
  title: 'The hook shows evidence that it works',
  description: 'At least one valid payload gets an observable effect (deny, block, ask, context, stop…), or the hook does its job elsewhere in the run.',
  run(context) {
    const valid = context.results.filter(({ testCase }) => testCase.kind === 'valid');
    const allQuiet = valid.length > 0 && valid.every(({ outcome, effect }) => outcome.kind === 'exited' && effect.kind === 'no-effect');
    if (!allQuiet) return [];
    const role = roleOf(context);
    if (role.role === 'govern' && role.evidence !== null) return [];
    if (role.role === 'inject' && context.results.some(({ testCase, effect }) => testCase.kind !== 'garbage' && effect.context.length > 0)) return [];
    if (role.role === 'observe' && !changedNothing(context)) return [];
    if (passedProbeShowingWork(context)) return [];
    const also = role.role === 'observe' ? ', and changed no file either' : '';
    return [makeFinding('silent', 'silent-no-effect', 'warning', { cases: valid.length, also, role: `role ${role.role}: ${role.why}` })];
  },
};

/**
 * A probe of the user's that passed while expecting files, context, a reason or output shows the
 * hook at work, however quiet the generated payloads found it (they name files the project lacks).
 */
function passedProbeShowingWork({ target, probes }: CheckContext): boolean {
  const shows = new Set(
    (target.probes ?? []).filter(({ expect }) => expect.files !== undefined || expect.context !== undefined || expect.reason !== undefined || expect.stdout !== undefined).map(({ name }) => name),
  );
  return (probes?.results ?? []).some((result) => result.passed && result.origin === 'config' && shows.has(result.name));
}

/** True only when the experiments saw the hook's single run leave every file as it was. */
function changedNothing({ experiments }: CheckContext): boolean {
  if (experiments === undefined) return false;
  const { before, afterOnce } = experiments.idempotency;
  const diff = diffSnapshots(before, afterOnce);
  return diff.added.length === 0 && diff.removed.length === 0 && diff.changed.length === 0;
}

export default silentCheck;
