/**
 * How Claude Code reads a handler's `if` (one permission rule), measured in the real agent: one
 * contained session a row, the fake model asking for the row's Bash call (or, on UserPromptSubmit,
 * only answering the prompt), and the hook under the rule denying with exit 2; the hook fired when
 * the agent reported its run (src/live/if-rule-row.ts). The same on both versions measured (the
 * group rows on 2.1.332 and 2.1.335).
 * test/conformance/if-rules.test.ts measures every row again in the pinned agent and holds
 * `hookcheck explain`'s reading (src/audit/explain/if-condition.ts) and the if-never-fires lint to it.
 */

export interface IfRuleRow {
  readonly event: 'PreToolUse' | 'PostToolUse' | 'UserPromptSubmit';
  readonly rule: string;
  /** The Bash command the call runs; null on UserPromptSubmit, which is about no tool. */
  readonly command: string | null;
  readonly fires: boolean;
  /** Written on the matcher group instead of the handler, as some guides show it. */
  readonly on?: 'group';
}

export const IF_RULES_MEASURED_ON = ['2.1.332', '2.1.337'] as const;

export const IF_RULE_ROWS: readonly IfRuleRow[] = [
  // A rule, its legacy prefix form, a bare tool name, an exact command.
  { event: 'PreToolUse', rule: 'Bash(echo *)', command: 'echo one', fires: true },
  { event: 'PreToolUse', rule: 'Bash(ls *)', command: 'echo one', fires: false },
  { event: 'PreToolUse', rule: 'Bash(echo:*)', command: 'echo one', fires: true },
  { event: 'PreToolUse', rule: 'Bash(echo:*)', command: 'echoer', fires: false },
  { event: 'PreToolUse', rule: 'Bash(git:*)', command: 'git status', fires: true },
  { event: 'PreToolUse', rule: 'Bash', command: 'echo one', fires: true },
  { event: 'PreToolUse', rule: 'Bash(echo)', command: 'echo one', fires: false },
  // A rule about another tool never matches the call.
  { event: 'PreToolUse', rule: 'Write', command: 'echo one', fires: false },
  { event: 'PreToolUse', rule: 'Write(*)', command: 'echo one', fires: false },
  // Each command of a pipeline is matched alone.
  { event: 'PreToolUse', rule: 'Bash(echo *)', command: 'echo one | cat', fires: true },
  // Rules joined with `|` match none of the calls they name, however joined.
  { event: 'PreToolUse', rule: 'Bash(echo *)|Bash(ls *)', command: 'echo one', fires: false },
  { event: 'PreToolUse', rule: 'Bash(ls *)|Bash(echo *)', command: 'echo one', fires: false },
  { event: 'PreToolUse', rule: 'Bash(echo *) || Bash(ls *)', command: 'echo one', fires: false },
  { event: 'PreToolUse', rule: 'Bash|Write', command: 'echo one', fires: false },
  // Inside the parentheses `|` is a plain character: no alternation, and no pipe.
  { event: 'PreToolUse', rule: 'Bash(echo*|ls*)', command: 'echo one', fires: false },
  { event: 'PreToolUse', rule: 'Bash(*|*)', command: 'echo one | cat', fires: false },
  { event: 'PreToolUse', rule: 'Bash(echo *|*)', command: 'echo "a|b"', fires: true },
  // After the tool, the same reading.
  { event: 'PostToolUse', rule: 'Bash(echo *)', command: 'echo one', fires: true },
  { event: 'PostToolUse', rule: 'Bash(ls *)', command: 'echo one', fires: false },
  // Not a tool event: a hook with `if` never runs, whatever the rule.
  { event: 'UserPromptSubmit', rule: 'Bash(echo *)', command: null, fires: false },
  { event: 'UserPromptSubmit', rule: 'Bash', command: null, fires: false },
  // On the matcher group `if` is not read: the hook runs on every call the matcher selects.
  { event: 'PreToolUse', rule: 'Bash(ls *)', command: 'echo one', fires: true, on: 'group' },
  { event: 'PreToolUse', rule: 'Bash(echo *)', command: 'echo one', fires: true, on: 'group' },
];
