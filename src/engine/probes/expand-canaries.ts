/**
 * Canary sets become probes for one hook: sent on the tool event the hook is wired to, and only
 * for the tools its matcher selects (the agent would never send it the others).
 */
import { matcherMatches } from '../../../specs/claude-code/matcher.js';
import type { EventName } from '../../../specs/claude-code/events.js';
import { CANARY_SETS, type CanaryName } from '../../canaries/index.js';
import type { ProbeEffect } from '../../model/run/probe-config.js';
import type { Probe } from '../../model/run/probe-report.js';
import { AGENTS } from '../../agents/index.js';
import type { AgentRun } from '../../agents/agent-run.js';
import { modelledToolsMatcher } from '../../agents/modelled-tools.js';

/** Why another agent would never send the canary's call to this hook, or null. */
function notSentAs(run: AgentRun, matcher: string | undefined, event: EventName, canary: { readonly toolName: string; readonly toolInput: Readonly<Record<string, unknown>> }): string | null {
  const oracle = AGENTS[run.agent];
  const native = oracle.payloadFor(run.event, { hook_event_name: event, tool_name: canary.toolName, tool_input: canary.toolInput });
  if (native === null) return `${oracle.name}: its ${canary.toolName} calls are not modelled (only ${modelledToolsMatcher(run.agent).replaceAll('|', ', ')})`;
  return oracle.matcherSelects(matcher, native, run.version)
    ? null
    : `matcher ${JSON.stringify(matcher)} does not select ${oracle.name}'s ${String(native['tool_name'] ?? native['toolName'] ?? 'tool')}`;
}

/** Tool events that ask a hook before the call runs, and what holding the call back looks like there. */
const HOLDING_BACK: Partial<Record<EventName, readonly ProbeEffect[]>> = {
  PreToolUse: ['deny', 'ask'],
  PermissionRequest: ['deny'],
};

interface ExpandedCanaries {
  readonly probes: readonly Probe[];
  readonly notApplicable: readonly { readonly name: string; readonly reason: string }[];
}

/** `scoped`: each counts only where the guard guards its kind (audit's defaults; scope-canaries.ts). */
export function expandCanaries(
  names: readonly CanaryName[],
  events: readonly EventName[],
  matcher: string | undefined,
  agentVersion: string,
  agent?: AgentRun,
  { scoped = false } = {},
): ExpandedCanaries {
  const event = events.find((name) => HOLDING_BACK[name] !== undefined);
  const probes: Probe[] = [];
  const notApplicable: { name: string; reason: string }[] = [];
  for (const setName of names) {
    for (const canary of CANARY_SETS[setName].canaries) {
      const name = `${setName}: ${canary.name}`;
      if (event === undefined) {
        notApplicable.push({ name, reason: `the hook is wired to ${events.join(', ')}, not to PreToolUse or PermissionRequest` });
        continue;
      }
      const unsent =
        agent === undefined
          ? matcherMatches(matcher, canary.toolName, agentVersion)
            ? null
            : `matcher ${JSON.stringify(matcher)} does not select ${canary.toolName}`
          : notSentAs(agent, matcher, event, canary);
      if (unsent !== null) {
        notApplicable.push({ name, reason: unsent });
        continue;
      }
      probes.push({
        name,
        role: canary.role,
        origin: `canary:${setName}`,
        event,
        payload: { tool_name: canary.toolName, tool_input: canary.toolInput },
        args: [],
        setup: { files: {}, env: {} },
        // A benign look-alike only has to go through (evaluateProbe holds every benign probe to that);
        // how the hook answers otherwise is the other checks' business.
        expect: canary.role === 'control' ? { effect: [...HOLDING_BACK[event]!] } : {},
        ...(canary.family === undefined ? {} : { family: canary.family }),
        ...(scoped ? { scoped: true } : {}),
      });
    }
  }
  return { probes, notApplicable };
}
