/** `--agent`: a hook's target as another agent runs it. */
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import type { HookTarget } from '../../model/run/hook-report.js';
import { UsageError } from '../../errors.js';
import { isCanaryName } from '../../canaries/index.js';
import type { AgentRunChoice } from '../agent-run-option.js';
import { withCanaries } from '../option-readers.js';
import { AGENTS } from '../../agents/index.js';
import { modelledToolsMatcher, unsendableProbe } from '../../agents/modelled-tools.js';
import { agentDefaultTimeoutMs, defaultTimeoutMs } from '../../config/build-targets.js';

/**
 * A hook run as another agent: on the Claude Code event its event answers to, with probes of the
 * calls modelled for it only, and that agent's default timeout where none is set. A matcher from Claude Code's settings names Claude Code's tools: only one given
 * with --matcher is the agent's. The config's canaries are chosen again for the agent.
 */
export function asAgent(target: HookTarget, { run, event }: AgentRunChoice, matcher: string | undefined, timeoutGiven: boolean): HookTarget {
  const setOf = (name: string) => name.split(': ')[0]!;
  const isCanary = (name: string) => name.includes(': ') && isCanaryName(setOf(name));
  const canarySets = [
    ...new Set([
      ...(target.probes ?? []).flatMap(({ origin }) => (origin?.startsWith('canary:') ? [origin.slice('canary:'.length)] : [])),
      ...(target.probesNotSent ?? []).filter(({ name }) => isCanary(name)).map(({ name }) => setOf(name)),
    ]),
  ];
  const own = (target.probes ?? []).filter(({ origin }) => !origin?.startsWith('canary:'));
  const unsent = unsendableProbe(run.agent, own);
  if (unsent !== undefined) {
    throw new UsageError(
      `Probe "${unsent.name}" is a ${String(unsent.payload!['tool_name'])} call; run as ${run.agent}, hookcheck sends ${modelledToolsMatcher(run.agent).split('|').join(', ')} calls only.`,
      {
        hint: 'Write the probe as one of those calls, or run the hook as Claude Code.',
      },
    );
  }
  // A timeout nobody set is the agent's default, not Claude Code's budget for the event.
  const defaulted = !timeoutGiven && target.timeoutMs === defaultTimeoutMs(target.events);
  const oracle = AGENTS[run.agent];
  const { matcher: _claudeMatcher, ...rest } = target;
  const asAgentTarget: HookTarget = {
    ...rest,
    ...(matcher === undefined ? {} : { matcher }),
    events: [event],
    agent: run,
    ...(defaulted && 'facts' in oracle ? { timeoutMs: agentDefaultTimeoutMs(oracle.facts.defaultTimeoutMs) } : {}),
    probes: own,
    probesNotSent: (target.probesNotSent ?? []).filter(({ name }) => !isCanary(name)),
  };
  return withCanaries(asAgentTarget, canarySets.filter(isCanaryName), false, LATEST_VERSION);
}
