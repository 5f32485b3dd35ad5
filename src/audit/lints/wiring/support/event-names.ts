/**
 * What an event key that Claude Code does not know was probably meant to be: another agent's name
 * for the same moment (PROTOCOLS.md §0, §2, §3, §9), or the nearest Claude Code name by edit distance.
 */
import { closestMatch, eventEditsAllowed } from '../../../../util/edit-distance.js';
import { EVENT_NAMES, isEventName, type EventName } from '../../../../../specs/claude-code/events.js';
import { AGENTS, OTHER_AGENT_IDS } from '../../../../agents/index.js';

interface EventSuggestion {
  readonly event: EventName;
  /** Why: `Gemini CLI's name` for a foreign name, absent for a near spelling. */
  readonly because?: string;
}

const normalise = (name: string): string => name.toLowerCase().replace(/[\s_-]/g, '');

/** The names the agents hookcheck models give Claude Code's events, by their facts (Gemini CLI's `BeforeTool`). */
const MODELLED_NAMES = OTHER_AGENT_IDS.flatMap((id) =>
  Object.entries(AGENTS[id].facts.claudeNames ?? {})
    .filter(([claude, own]) => isEventName(claude) && normalise(claude) !== normalise(own))
    .map(([claude, own]) => [normalise(own), [claude as EventName, AGENTS[id].name]] as const),
);

/** Other agents' event names (compared without case or separators) → the Claude Code event. */
const FOREIGN_NAMES: Readonly<Record<string, readonly [EventName, string]>> = {
  ...Object.fromEntries(MODELLED_NAMES),
  // Agents hookcheck does not model yet (PROTOCOLS.md §0, §9).
  beforeshellexecution: ['PreToolUse', 'Cursor'],
  beforemcpexecution: ['PreToolUse', 'Cursor'],
  beforereadfile: ['PreToolUse', 'Cursor'],
  aftermcpexecution: ['PostToolUse', 'Cursor'],
  aftershellexecution: ['PostToolUse', 'Cursor'],
  afterfileedit: ['PostToolUse', 'Cursor'],
  beforesubmitprompt: ['UserPromptSubmit', 'Cursor'],
  agentspawn: ['SessionStart', 'Kiro'],
  preruncommand: ['PreToolUse', 'Windsurf'],
  prewritecode: ['PreToolUse', 'Windsurf'],
  premcptooluse: ['PreToolUse', 'Windsurf'],
  postruncommand: ['PostToolUse', 'Windsurf'],
  postwritecode: ['PostToolUse', 'Windsurf'],
  preuserprompt: ['UserPromptSubmit', 'Windsurf'],
};

/** The known event `key` spells in another casing (`preToolUse` → `PreToolUse`), if any. */
export function caseVariantOf(key: string): EventName | undefined {
  return EVENT_NAMES.find((name) => name !== key && name.toLowerCase() === key.toLowerCase());
}

/** A Claude Code event close to `key`, or undefined when none is close enough to be a fair guess. */
export function suggestEvent(key: string): EventSuggestion | undefined {
  const plain = normalise(key);
  const foreign = FOREIGN_NAMES[plain];
  if (foreign !== undefined) return { event: foreign[0], because: `${foreign[1]}'s name` };
  const event = closestMatch(plain, EVENT_NAMES, eventEditsAllowed(plain)) as EventName | null;
  return event === null ? undefined : { event };
}
