/**
 * How an agent other than Claude Code matches a hook's matcher against its tool name (PROTOCOLS.md
 * §3 Gemini, §4.1 Codex, §5 Copilot): a regex searched in the name, a regex over the whole name, or
 * no matcher at all (Cline runs every hook file on every call). `*`, empty or absent select all.
 */
import { boundedMatches } from '../safe-regex/bounded-regex.js';
import type { AgentFacts, ToolMatching } from '../../specs/agents/agent-facts.js';

export type { ToolMatching };

export function toolMatcherSelects(matching: ToolMatching, matcher: string | undefined, toolName: string): boolean {
  if (matching === 'none' || matcher === undefined || matcher === '' || matcher === '*') return true;
  try {
    // Bounded: a matcher is the user's regex, and it must not hang the run. Invalid: the agent skips the entry.
    return boundedMatches(matching === 'anchored-regex' ? `^(?:${matcher})$` : matcher, '', toolName);
  } catch {
    return false;
  }
}

/**
 * The name under which an agent's matcher selects the tool `toolName`: the name itself, or one of
 * the aliases it answers to (matched as the agent matches them); undefined when none is selected.
 */
export function selectingName(facts: Pick<AgentFacts, 'toolMatching' | 'toolAliases' | 'aliasMatching'>, matcher: string | undefined, toolName: string): string | undefined {
  if (toolMatcherSelects(facts.toolMatching, matcher, toolName)) return toolName;
  const aliases = facts.toolAliases?.[toolName] ?? [];
  if (facts.aliasMatching !== 'exact') return aliases.find((alias) => toolMatcherSelects(facts.toolMatching, matcher, alias));
  return aliases.find((alias) => wholeNames(matcher ?? '').includes(alias));
}

/** The names a matcher gives whole: itself, and its `|`-joined parts unless it starts as a regex group or anchor. */
function wholeNames(matcher: string): string[] {
  const pattern = matcher.trim();
  const parts = pattern.includes('|') && !pattern.startsWith('^') && !pattern.startsWith('(') ? pattern.split('|').map((part) => part.trim()) : [];
  return [pattern, ...parts];
}
