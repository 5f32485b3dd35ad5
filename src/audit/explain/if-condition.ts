/**
 * A handler's `if` field: one permission rule such as `Bash(git *)` (PROTOCOLS.md §1.3, §1.4).
 * Claude Code evaluates it only on tool events; elsewhere a hook with `if` never runs. hookcheck
 * evaluates the tool name and `Bash(…)` patterns against the command; anything else it says it
 * did not evaluate rather than guess. What it says was measured in the real agent
 * (specs/claude-code/if-rules.ts): rules joined with `|` match none of the calls they name, a `|`
 * inside the parentheses is a plain character, and the legacy `git:*` prefix form still fires.
 */
import { boundedMatches } from '../../safe-regex/bounded-regex.js';
import { splitBashCommand } from './bash-command.js';

type IfOutcome = 'matches' | 'no-match' | 'never-runs' | 'not-evaluated';

export interface IfVerdict {
  readonly rule: unknown;
  readonly outcome: IfOutcome;
  readonly reason: string;
}

interface IfQuery {
  readonly event: string;
  /** The tool of the call; null on events that are not about a tool. */
  readonly tool: string | null;
  readonly command: string | null;
}

const RULE = /^([A-Za-z_][\w-]*)(?:\(([\s\S]*)\))?$/;

export function explainIf(rule: unknown, query: IfQuery): IfVerdict {
  const shown = `if ${JSON.stringify(rule)}`;
  if (query.tool === null) return { rule, outcome: 'never-runs', reason: `${shown}: "if" is evaluated only on tool events, and on ${query.event} a hook with "if" never runs` };
  const joined = typeof rule === 'string' ? joinedRules(rule) : null;
  if (joined !== null)
    return {
      rule,
      outcome: 'no-match',
      reason: `${shown} joins ${joined.length} rules with "|", but "if" holds one rule: Claude Code reads the whole string as one, which matches none of the calls it names`,
    };
  const parsed = typeof rule === 'string' ? RULE.exec(rule.trim()) : null;
  if (parsed === null) return { rule, outcome: 'not-evaluated', reason: `${shown}: not evaluated (not a Tool or Tool(pattern) rule hookcheck reads)` };
  const [, tool, specifier] = parsed as unknown as [string, string, string | undefined];
  if (!sameTool(tool, query.tool)) return { rule, outcome: 'no-match', reason: `${shown} is about ${tool}, and this call is ${query.tool}` };
  if (specifier === undefined || specifier.trim() === '*') return { rule, outcome: 'matches', reason: `${shown} matches every ${query.tool} call` };
  if (query.tool !== 'Bash') return { rule, outcome: 'not-evaluated', reason: `${shown}: not evaluated (hookcheck evaluates only Bash(…) patterns; this one depends on the tool input)` };
  if (query.command === null) return { rule, outcome: 'not-evaluated', reason: `${shown}: not evaluated (give --command, or a --payload with tool_input.command)` };
  return { rule, ...matchBash(shown, specifier.trim(), query.command) };
}

/**
 * The rules of `rule` when it joins several with `|` outside any parentheses (`Bash(git *)|Bash(npm
 * *)`, `Bash|Write`, `A || B`); null when it is one rule (a `|` inside the parentheses is part of
 * its pattern).
 */
export function joinedRules(rule: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < rule.length; index++) {
    const char = rule[index];
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === '|' && depth === 0) {
      parts.push(rule.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(rule.slice(start));
  const rules = parts.map((part) => part.trim()).filter((part) => part !== '');
  return parts.length > 1 ? rules : null;
}

/** The tool a single rule is about (`Bash` of `Bash(git *)`); undefined where the rule is not one Tool or Tool(pattern). */
export function ruleTool(rule: string): string | undefined {
  return RULE.exec(rule.trim())?.[1];
}

/** `mcp__memory` (a whole server) covers `mcp__memory__create`; other names must be equal. */
function sameTool(ruleTool: string, tool: string): boolean {
  return ruleTool === tool || (ruleTool.startsWith('mcp__') && !ruleTool.slice(5).includes('__') && tool.startsWith(`${ruleTool}__`));
}

function matchBash(shown: string, pattern: string, command: string): Pick<IfVerdict, 'outcome' | 'reason'> {
  const split = splitBashCommand(command);
  if (split === null)
    return { outcome: 'matches', reason: `${shown}: ${JSON.stringify(command)} cannot be parsed (an unclosed quote, $( or backtick), and Claude Code then fails open: the hook runs` };
  if (split.dynamic && !namesOnlyTheCommand(pattern)) {
    return { outcome: 'matches', reason: `${shown}: the command uses $(), backticks or $VAR, and a pattern naming more than the command runs the hook anyway` };
  }
  const hit = split.subcommands.find((subcommand) => globMatches(pattern, subcommand));
  if (hit !== undefined) {
    const where = split.subcommands.length > 1 ? `the subcommand ${JSON.stringify(hit)}` : JSON.stringify(hit);
    return { outcome: 'matches', reason: `${shown} matches ${where}` };
  }
  const tried = split.subcommands.map((subcommand) => JSON.stringify(subcommand)).join(', ');
  return { outcome: 'no-match', reason: `${shown} matches none of the subcommands: ${tried || '(none)'}` };
}

/** `git`, `git *`, `git:*`, `git*`: the pattern says nothing beyond the command name. */
function namesOnlyTheCommand(pattern: string): boolean {
  const name = pattern.replace(/(?::\*| \*|\*)$/, '');
  return name !== '' && !/[\s*]/.test(name);
}

/** Permission-rule glob: `*` is any text; a trailing ` *` also matches the bare command; `x:*` is the legacy prefix form. */
function globMatches(pattern: string, command: string): boolean {
  const legacy = /^(.+):\*$/.exec(pattern);
  if (legacy) return command === legacy[1] || command.startsWith(`${legacy[1]} `);
  if (!pattern.includes('*')) return command === pattern;
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[\\s\\S]*');
  const optionalTail = pattern.endsWith(' *') && pattern.indexOf('*') === pattern.length - 1;
  const body = optionalTail ? `${escape(pattern.slice(0, -2))}(?: [\\s\\S]*)?` : escape(pattern);
  return boundedMatches(`^${body}$`, '', command);
}
