/**
 * `hookcheck explain --agent <id>`: which of the hooks another agent wires it runs for one of its
 * events and tool, by its own rules, read from its facts: event names as that agent reads them (with
 * case or without), and its matcher semantics (a regex searched in the tool name, one over the whole
 * name, or none). Pure, like explainHooks.
 */
import { isAgentEvent, suggestAgentEvent } from '../../agents/agent-events.js';
import { AGENTS, type OtherAgentId } from '../../agents/index.js';
import { selectingName } from '../../oracle/tool-matcher.js';
import type { WiredHook } from '../types.js';
import type { ExplainedHandler, Explanation } from './explanation.js';

export interface AgentExplainQuery {
  readonly agent: OtherAgentId;
  /** The agent's own event name. */
  readonly event: string;
  /** The agent's tool name (`run_shell_command`), when given. */
  readonly value: string | null;
}

const MATCHING_WORDS = { regex: 'a regex searched in the tool name', 'anchored-regex': 'a regex over the whole tool name', none: 'no matcher' } as const;

export function explainAgentHooks(hooks: readonly WiredHook[], query: AgentExplainQuery): Explanation {
  const oracle = AGENTS[query.agent];
  const { ignoreCase, toolMatching: matching } = oracle.facts;
  const fires: ExplainedHandler[] = [];
  const doesNotFire: ExplainedHandler[] = [];
  const sameEvent = (event: string) => (ignoreCase === true ? event.toLowerCase() === query.event.toLowerCase() : event === query.event);
  for (const hook of hooks.filter(({ agent }) => agent === query.agent)) {
    const entry = (reason: string, conditions: string[] = []): ExplainedHandler => ({
      id: hook.id,
      label: hook.label,
      scope: hook.scope,
      ...(hook.location.line === undefined ? {} : { line: hook.location.line }),
      event: hook.event,
      ...('matcher' in hook ? { matcher: hook.matcher } : {}),
      type: hook.type,
      ...(hook.command === undefined ? {} : { command: hook.command }),
      reason,
      versionNotes: [],
      conditions,
      notes: [],
      alsoIn: [],
    });
    if (!sameEvent(hook.event)) {
      const meant = isAgentEvent(query.agent, hook.event) ? undefined : suggestAgentEvent(query.agent, hook.event)?.event;
      if (meant !== undefined && sameEvent(meant)) doesNotFire.push(entry(`event key ${JSON.stringify(hook.event)} is not a ${oracle.name} event, so it never runs (write "${query.event}")`));
      continue;
    }
    if (hook.type !== 'command') {
      doesNotFire.push(entry(`a "${hook.type}" handler: ${oracle.name} runs command hooks`));
      continue;
    }
    const matcher = typeof hook.matcher === 'string' ? hook.matcher : undefined;
    if (matching === 'none' || matcher === undefined || matcher === '' || matcher === '*') {
      fires.push(entry(matching === 'none' ? `${oracle.name} hooks have no matcher: it runs on every call` : 'no matcher: it runs on every call'));
      continue;
    }
    const rule = `matcher ${JSON.stringify(matcher)} is ${MATCHING_WORDS[matching]}`;
    if (query.value === null) fires.push(entry(rule, [`the tool's name matches ${JSON.stringify(matcher)}`]));
    else {
      // A tool also answers to its aliases (Codex's apply_patch to Edit and Write).
      const alias = selectingName(oracle.facts, matcher, query.value);
      const as = alias === undefined || alias === query.value ? '' : ` as ${JSON.stringify(alias)}, a name ${JSON.stringify(query.value)} answers to`;
      if (alias !== undefined) fires.push(entry(`${rule}, and it matches ${JSON.stringify(query.value)}${as}`));
      else doesNotFire.push(entry(`${rule}, and it does not match ${JSON.stringify(query.value)}`));
    }
  }
  return {
    agent: { id: query.agent, name: oracle.name },
    event: query.event,
    matcherField: query.value === null ? null : 'tool name',
    value: query.value,
    command: null,
    agentVersion: oracle.latestVersion,
    fires,
    doesNotFire,
    notes: [`${oracle.name}'s rules: event names ${ignoreCase === true ? 'without case' : 'as written (case-sensitive)'}; matchers: ${MATCHING_WORDS[matching]}.`],
  };
}
