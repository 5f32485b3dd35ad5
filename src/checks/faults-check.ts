/**
 * faults: the hook on a machine that is not the author's: read-only HOME, a project it cannot write,
 * a full disk, CLAUDE_PROJECT_DIR or CLAUDE_ENV_FILE unset, no jq/git/python/node on PATH (and no
 * network, always, in the sandbox). With posture open it must neither block nor crash; with posture
 * closed it must not crash. A fault only counts when the same payload ran cleanly without it.
 */
import { isBlocking } from '../oracle/effect.js';
import { describeOutcome } from '../runner/outcome.js';
import { FAULT_DESCRIPTIONS } from '../sandbox/sandbox-settings.js';
import { isCrash } from '../engine/run-observation.js';
import type { Finding } from '../findings/finding.js';
import { makeFinding, type Check } from './check.js';

const faultsCheck: Check<'faults'> = {
  id: 'faults',
  title: 'The hook survives an unfriendly machine',
  description: 'Under injected faults the hook neither crashes nor (posture open) blocks, where it did neither without them.',
  run({ experiments, posture }) {
    if (!experiments) return [];
    const baseline = experiments.idempotency.once;
    if (isCrash(baseline)) return [];
    const findings: Finding[] = [];
    for (const { fault, run } of experiments.faults) {
      if (run === undefined) continue;
      // `detail` keeps one finding per fault when repeats are folded.
      const args = { fault: FAULT_DESCRIPTIONS[fault], label: experiments.label, detail: fault };
      if (isCrash(run)) findings.push(makeFinding('faults', 'fault-crashes', 'error', { ...args, outcome: describeOutcome(run.outcome), stderr: run.outcome.stderr }, experiments.caseId));
      else if (posture === 'open' && isBlocking(run.effect.kind) && !isBlocking(baseline.effect.kind)) findings.push(makeFinding('faults', 'fault-blocks', 'error', { ...args, effect: run.effect.kind }, experiments.caseId));
    }
    return findings;
  },
};

export default faultsCheck;
