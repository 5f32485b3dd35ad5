/**
 * faults: the hook on a machine that is not the author's: read-only HOME, a project it cannot write,
 * a full disk, CLAUDE_PROJECT_DIR or CLAUDE_ENV_FILE unset, no jq/git/python/node on PATH (and no
 * network, always, in the sandbox). With posture open it must neither block nor crash; with posture
 * closed it must not crash. A fault only counts when the same payload ran cleanly without it, and
 * is a warning: each takes away what the hook needs (the severity rule, findings/finding.ts).
 * A fault that leaves the hook's own interpreter missing is the machine's launch problem: the
 * script never runs, so it cannot fall back; that is said once, as information, not per fault.
 */
import { EVENTS, isEventName } from '../../specs/claude-code/events.js';
import { isBlocking, type Effect } from '../oracle/effect.js';
import { judgedAs } from '../model/run/judged-as.js';
import { describeOutcome, type HookOutcome } from '../model/outcome.js';
import { FAULT_DESCRIPTIONS, type Fault } from '../sandbox/sandbox-settings.js';
import { isCrash } from '../model/run/run-observation.js';
import type { Finding } from '../findings/finding.js';
import { makeFinding, type Check } from './check.js';
import { launchProblem } from './launch-check.js';

const faultsCheck: Check<'faults'> = {
  id: 'faults',
  title: 'The hook survives an unfriendly machine',
  description: 'Under injected faults the hook neither crashes nor (posture open) blocks, where it did neither without them.',
  run({ experiments, posture, results, target, agentVersion }) {
    if (!experiments) return [];
    const agent = judgedAs(target, agentVersion).oracle.name;
    const event = results.find(({ testCase }) => testCase.id === experiments.caseId)?.testCase.event;
    const baseline = experiments.idempotency.once;
    if (isCrash(baseline)) return [];
    const findings: Finding[] = [];
    const unlaunched: { fault: Fault; outcome: HookOutcome }[] = [];
    for (const { fault, run } of experiments.faults) {
      if (run === undefined) continue;
      if (launchProblem(run.outcome) === 'launch-interpreter-missing') {
        unlaunched.push({ fault, outcome: run.outcome });
        continue;
      }
      // `detail` keeps one finding per fault when repeats are folded.
      const args = { fault: FAULT_DESCRIPTIONS[fault], label: experiments.label, detail: fault };
      // Every fault takes away something the hook needs (a writable HOME or project, disk space, a
      // variable Claude Code always sets, a tool): the severity rule makes that a warning, worth
      // fixing before the hook meets such a machine, not harm in an agent that has what it needs.
      const severity = 'warning';
      if (isCrash(run))
        findings.push(
          makeFinding(
            'faults',
            'fault-crashes',
            severity,
            { ...args, outcome: describeOutcome(run.outcome), stderr: run.outcome.stderr, reading: crashReading(agent, run.effect.kind) },
            experiments.caseId,
          ),
        );
      // Where the hook is the operation (WorktreeCreate makes the worktree), failing it is the honest answer when the machine cannot.
      else if (posture === 'open' && !hookIsTheOperation(event) && isBlocking(run.effect.kind) && !isBlocking(baseline.effect.kind))
        findings.push(makeFinding('faults', 'fault-blocks', 'error', { ...args, effect: run.effect.kind }, experiments.caseId));
    }
    const first = unlaunched[0];
    if (first !== undefined) {
      const faults = unlaunched.map(({ fault }) => FAULT_DESCRIPTIONS[fault]).join('; ');
      const stderr = first.outcome.kind === 'spawn-failed' ? first.outcome.message : first.outcome.stderr;
      findings.push(makeFinding('faults', 'fault-interpreter-missing', 'info', { faults, interpreter: interpreterNamed(stderr), stderr, detail: 'interpreter' }, experiments.caseId));
    }
    return findings;
  },
};

/** What the agent the hook runs in does with the crash: most show a hook error and go on; some take it for a deny or a block. */
function crashReading(agent: string, effect: Effect['kind']): string {
  return isBlocking(effect) ? `${agent} takes that crash for a ${effect}` : `${agent} shows a hook error`;
}

/** Events whose operation the hook performs: any failure fails it, and there is nothing to fall back to. */
function hookIsTheOperation(event: string | undefined): boolean {
  return event !== undefined && isEventName(event) && EVENTS[event].exit2 === 'fails-operation';
}

/** The interpreter a launch failure names: `env: 'python3': No such file…` (GNU quotes it ‘so’), `bad interpreter: /x/node`. */
function interpreterNamed(stderr: string): string {
  const match =
    /env: ['‘]?([^'‘’:\s]+)['’]?: No such file/.exec(stderr) ??
    /bad interpreter: ([^\s:]+)/.exec(stderr) ??
    /#! line asks for (?:\S*\/env\s+(?:-S\s+)?)?(\S+)/.exec(stderr) ??
    /Failed to spawn: `?([^`\s]+)`?/.exec(stderr);
  return match?.[1] ?? 'its interpreter';
}

export default faultsCheck;
