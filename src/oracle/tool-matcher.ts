/**
 * How an agent other than Claude Code matches a hook's matcher against its tool name (PROTOCOLS.md
 * §3 Gemini, §4.1 Codex, §5 Copilot): a regex searched in the name, a regex over the whole name, or
 * no matcher at all (Cline runs every hook file on every call). `*`, empty or absent select all.
 */
import { boundedMatches } from '../safe-regex/bounded-regex.js';
import type { ToolMatching } from '../../specs/agents/agent-facts.js';

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
