/**
 * env: the hook behaves differently with the caller's whole environment than with the clean one an
 * agent gives it. Hooks do not inherit your shell: a guard that only works because your shell
 * exports a variable does nothing in the agent.
 */
import { makeFinding, type Check } from './check.js';

const envCheck: Check<'env'> = {
  id: 'env',
  title: 'The hook does not depend on your shell',
  description: "The same payload gets the same effect with the caller's environment and with the clean one.",
  run({ experiments }) {
    const env = experiments?.env;
    if (!experiments || !env?.full || env.full.effect.kind === env.clean.effect.kind) return [];
    const variables = env.variables.length > 0 ? env.variables.join(', ') : 'several variables together (bisection could not narrow them)';
    return [makeFinding('env', 'env-dependent', 'warning', { label: experiments.label, full: env.full.effect.kind, clean: env.clean.effect.kind, variables }, experiments.caseId)];
  },
};

export default envCheck;
