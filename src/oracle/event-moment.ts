/**
 * When a hook on a Claude Code event answers, as a session shows it: about a call (before it runs
 * or after), at the end of a turn, or before the prompt reaches the model. One place, so the next
 * pre-call or end-of-turn event is added once for the oracle and the live replays alike.
 */
import type { EventName } from '../../specs/claude-code/events.js';

/** When a row's hook answers: about a call (before or after it), at the end of a turn, or before the prompt. */
export type RowMoment = 'call' | 'end-of-turn' | 'prompt';

/**
 * A session's start (and a compaction, asked before a turn, and the instructions it loads) is before
 * the prompt reaches the model; its end is after the final answer. A subagent's start is before its
 * own prompt reaches the model, its stop after its own final answer.
 */
export function momentOfEvent(event: EventName | null): RowMoment {
  if (event === 'Stop' || event === 'SessionEnd' || event === 'SubagentStop') return 'end-of-turn';
  return event === 'UserPromptSubmit' || event === 'SessionStart' || event === 'PreCompact' || event === 'InstructionsLoaded' || event === 'SubagentStart' ? 'prompt' : 'call';
}

/** Whether a hook on `event` answers before the call runs: the pre-tool event, and a permission request. */
export function isBeforeCall(event: EventName | null): boolean {
  return event === 'PreToolUse' || event === 'PermissionRequest';
}

/** Whether a hook on `event` answers after the call ran: whether it succeeded or failed. */
export function isAfterCall(event: EventName | null): boolean {
  return event === 'PostToolUse' || event === 'PostToolUseFailure';
}
