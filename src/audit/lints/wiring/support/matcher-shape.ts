/**
 * What a written matcher is, beyond `readMatcher`: whether its event reads matchers at all, whether
 * it is a permission rule in disguise (`Bash(git *)`), whether it matches every tool, and a real
 * tool name an unanchored regex catches by accident (PROTOCOLS.md §1.4, §11.9).
 */
import { EVENTS, type EventName } from '../../../../../specs/claude-code/events.js';
import { matcherMatches } from '../../../../../specs/claude-code/matcher.js';
import { boundedMatches } from '../../../../safe-regex/bounded-regex.js';

/** Built-in tool names, current and recent (PROTOCOLS.md §1.4 plus tools whose names contain others). */
const TOOL_NAMES = [
  'Bash',
  'PowerShell',
  'Edit',
  'Write',
  'Read',
  'Glob',
  'Grep',
  'Agent',
  'Task',
  'WebFetch',
  'WebSearch',
  'AskUserQuestion',
  'ExitPlanMode',
  'EnterPlanMode',
  'NotebookEdit',
  'NotebookRead',
  'MultiEdit',
  'TodoWrite',
  'BashOutput',
  'KillShell',
  'LS',
  'Skill',
  'SlashCommand',
  'ListMcpResourcesTool',
  'ReadMcpResourceTool',
] as const;

/** MCP names as Claude Code forms them, and the look-alike an unanchored `mcp__` catches (affaan-m/ECC#2838). */
const MCP_NAMES = ['mcp__memory__create_entities', 'mcp__github__create_issue', 'mcp__plugin_github_github__create_issue', 'notmcp__x__y'];

/** Events whose matcher is tested against `tool_name`. */
export function isToolEvent(event: EventName): boolean {
  return EVENTS[event].matcherField === 'tool_name';
}

/** `FileChanged` splits its matcher into literal file names: regex rules do not apply to it. */
export function readsRegex(event: EventName): boolean {
  return EVENTS[event].matcherField !== null && event !== 'FileChanged';
}

/**
 * A permission rule written as a matcher: a tool name, then parentheses around an argument pattern
 * (`Bash(git *)`, `Edit(*.ts)`, `Bash(npm:*)`). `Notebook(Edit|Read)` is a regex group, not a rule.
 */
export function isArgumentStyle(matcher: string): boolean {
  const match = /^\s*(?:[A-Z][A-Za-z]*|mcp__[\w-]+)\((.*)\)\s*$/.exec(matcher);
  return match !== null && !/^[\w|]*$/.test(match[1]!);
}

/** True when the matcher fires for every tool, as `*`, `""`, no matcher or `.*` do. */
export function matchesEveryTool(matcher: string | undefined, version: string): boolean {
  return [...TOOL_NAMES, ...MCP_NAMES.slice(0, 3)].every((name) => matcherMatches(matcher, name, version));
}

/**
 * A tool name the regex matches but `^(?:regex)$` does not: proof that it over-matches. Tries the
 * built-in tools, then MCP names, including ones built from the `mcp__<server>` the matcher names.
 */
export function overMatchExample(matcher: string): string | undefined {
  return candidateNames(matcher).find((name) => boundedMatches(matcher, '', name) && !boundedMatches(`^(?:${matcher})$`, '', name));
}

function candidateNames(matcher: string): string[] {
  const named = (matcher.match(/mcp__[\w-]+/g) ?? []).flatMap((token) => {
    const [server = '', ...tool] = token.slice('mcp__'.length).split('__');
    const rest = tool.join('__');
    return [`mcp__${server}__tool`, ...(rest === '' ? [] : [`${token}_v2`])];
  });
  return [...TOOL_NAMES, ...named, ...MCP_NAMES];
}

/** `^(?:m)$`, written as simply as the matcher allows: `^Edit.*$`, `^(Edit|Write)$`. */
export function anchoredForm(matcher: string): string {
  const core = matcher.replace(/^\^/, '').replace(/(?<!\\)\$$/, '');
  return core.includes('|') ? `^(${core})$` : `^${core}$`;
}
