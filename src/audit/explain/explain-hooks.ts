/**
 * `hookcheck explain`: which of the wired handlers Claude Code runs for one event and matcher
 * value, and why each one does or does not (PROTOCOLS.md §1.2–1.5). Pure: hooks and a query in,
 * an Explanation out; discovery and printing belong to the CLI and the reporters.
 */
import { EVENTS, isEventName } from '../../../specs/claude-code/events.js';
import { firedEvent } from '../fired-event.js';
import type { WiredHook, WiringScope } from '../types.js';
import { looksLikeEvent } from './close-event.js';
import { mergeDuplicates } from './duplicates.js';
import type { ExplainedHandler, ExplainQuery, Explanation } from './explanation.js';
import { explainIf } from './if-condition.js';
import { explainMatcher } from './matcher-rule.js';
import { explanationNotes } from './notes.js';

export type { ExplainedHandler, ExplainedSource, ExplainQuery, Explanation } from './explanation.js';

const SCOPE_ORDER: readonly WiringScope[] = ['user', 'project', 'local', 'plugin', 'skill', 'agent'];

export function explainHooks(hooks: readonly WiredHook[], query: ExplainQuery): Explanation {
  const fires: { hook: WiredHook; handler: ExplainedHandler }[] = [];
  const doesNotFire: ExplainedHandler[] = [];
  const ordered = [...hooks].sort((a, b) => SCOPE_ORDER.indexOf(a.scope) - SCOPE_ORDER.indexOf(b.scope));
  for (const hook of ordered) {
    const verdict = judge(hook, query);
    if (verdict === null) continue;
    if (verdict.fires) fires.push({ hook, handler: verdict.handler });
    else doesNotFire.push(verdict.handler);
  }
  return {
    event: query.event,
    matcherField: EVENTS[query.event].matcherField,
    value: query.value,
    command: query.command,
    agentVersion: query.agentVersion,
    fires: mergeDuplicates(fires),
    doesNotFire,
    notes: explanationNotes(query),
  };
}

/** null: the handler is about another event and does not look like it is meant for this one. */
function judge(hook: WiredHook, query: ExplainQuery): { fires: boolean; handler: ExplainedHandler } | null {
  const { event } = query;
  const entry = (reason: string, extra: Partial<ExplainedHandler> = {}): ExplainedHandler => ({ ...base(hook), reason, versionNotes: [], conditions: [], notes: [], alsoIn: [], ...extra });
  if (firedEvent(hook) !== event) {
    if (hook.scope === 'agent' && hook.event === event) return { fires: false, handler: entry(`an agent's ${event} hook runs as SubagentStop, when agent "${hook.owner ?? '?'}" finishes`) };
    if (!isEventName(hook.event) && looksLikeEvent(hook.event, event)) {
      const why = hook.event.toLowerCase() === event.toLowerCase() ? 'event names are case-sensitive' : 'it is not an event Claude Code knows';
      return { fires: false, handler: entry(`event key ${JSON.stringify(hook.event)} is not ${event}: ${why}, so Claude Code never runs it (write "${event}")`) };
    }
    return null;
  }
  if (hook.inactive !== undefined) return { fires: false, handler: entry(hook.inactive) };
  const matcher = explainMatcher(event, hook.matcher, query.value, query.agentVersion);
  const matched = { versionNotes: matcher.versionNotes };
  if (matcher.fires === false) return { fires: false, handler: entry(matcher.reason, matched) };
  const conditions = matcher.fires === null ? [matcher.reason] : [];
  const reason = matcher.fires === null ? `matcher ${JSON.stringify(hook.matcher)} filters on ${EVENTS[event].matcherField ?? ''}, which was not given` : matcher.reason;
  let ifVerdict;
  if ('if' in hook.handler) {
    const tool = EVENTS[event].matcherField === 'tool_name' ? query.value : null;
    ifVerdict = explainIf(hook.handler['if'], { event, tool, command: query.command });
    if (ifVerdict.outcome === 'no-match' || ifVerdict.outcome === 'never-runs') {
      return { fires: false, handler: entry(ifVerdict.reason, { ...matched, matcherRule: matcher.reason, if: ifVerdict }) };
    }
    if (ifVerdict.outcome === 'not-evaluated') conditions.push(ifVerdict.reason);
  }
  if (hook.pluginName !== undefined) conditions.push(`plugin "${hook.pluginName}" is installed and enabled`);
  if (hook.scope === 'skill') conditions.push(`skill "${hook.owner ?? '?'}" has been invoked (its hooks register then and stay for the rest of the session)`);
  if (hook.scope === 'agent') conditions.push(`agent "${hook.owner ?? '?'}" is the one running (its hooks are active only while it runs)`);
  return { fires: true, handler: entry(reason, { ...matched, ...(ifVerdict ? { if: ifVerdict } : {}), conditions, notes: handlerNotes(hook) }) };
}

function base(hook: WiredHook): Pick<ExplainedHandler, 'id' | 'label' | 'scope' | 'line' | 'event' | 'matcher' | 'type' | 'command'> {
  return {
    id: hook.id,
    label: hook.label,
    scope: hook.scope,
    ...(hook.location.line === undefined ? {} : { line: hook.location.line }),
    event: hook.event,
    ...('matcher' in hook ? { matcher: hook.matcher } : {}),
    type: hook.type,
    ...(hook.command === undefined ? {} : { command: hook.command }),
  };
}

function handlerNotes(hook: WiredHook): string[] {
  const notes: string[] = [];
  if (hook.handler['asyncRewake'] === true) notes.push('asyncRewake: runs in the background and cannot block; exit 2 wakes Claude with its stderr');
  else if (hook.async) notes.push('async: runs in the background and cannot block; its output arrives on the next turn');
  if (hook.handler['once'] === true) notes.push(hook.scope === 'skill' ? 'once: runs only the first time in a session' : 'once: honoured only in skill frontmatter, so ignored here');
  return notes;
}
