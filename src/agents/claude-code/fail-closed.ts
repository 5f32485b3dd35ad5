/**
 * `"onFailure": "block"` on a command handler: a hook that fails (exits neither 0 nor 2, dies by a
 * signal, cannot start, or outlives its timeout) holds the call back, as an exit 2 would, whatever
 * JSON it printed. Measured in 2.1.332 and 2.1.335 (specs/claude-code/on-failure.ts): on PreToolUse
 * row by row (a plain-text or broken-JSON answer on exit 0 is not a failure), and on every event of
 * the truth table for a hook that exits 1 (it keeps the prompt back, stops a compaction, is not
 * read at a Stop, changes nothing at a session's start). The agent's SDK documents the
 * events that never read it (the ones whose block only keeps the agent working) and that an async
 * handler ignores it; the caller leaves async handlers out.
 */
import type { EventName } from '../../../specs/claude-code/events.js';
import type { HookOutcome } from '../../model/outcome.js';
import type { Effect } from '../../oracle/effect.js';
import type { HandlerWiring } from '../../oracle/handler-wiring.js';


/** Events where Claude Code does not read `onFailure`: a failure there lets the agent go on. */
const ON_FAILURE_NOT_READ = new Set<EventName>(['Stop', 'SubagentStop', 'TaskCompleted', 'TeammateIdle']);

/** What the agent tells the model when the failure blocks (its own words, shortened). */
const FAILED_CLOSED_REASON = 'the hook failed; blocking because onFailure is "block"';

/** Whether a failure of a handler wired as `wiring` holds the call back on `event`. */
export function failureBlocks(event: EventName, wiring: HandlerWiring): boolean {
  return wiring.onFailure === 'block' && !ON_FAILURE_NOT_READ.has(event);
}

/** Whether `outcome` is a failure `"onFailure": "block"` turns into a block on `event`. */
export function failsClosed(event: EventName, outcome: HookOutcome, wiring: HandlerWiring): boolean {
  if (!failureBlocks(event, wiring)) return false;
  switch (outcome.kind) {
    case 'timed-out':
    case 'spawn-failed':
    case 'killed':
      return true;
    case 'exited':
      return outcome.exitCode !== 0 && outcome.exitCode !== 2;
  }
}

/** The failure read as exit 2 with the agent's reason: `effectOfExit2` is the oracle's exit-2 reading. */
export function failedClosed(effectOfExit2: (stderr: string) => Effect, outcome: HookOutcome): Effect {
  const own = outcome.kind === 'exited' || outcome.kind === 'killed' ? outcome.stderr.trim() : '';
  const effect = effectOfExit2(own === '' ? FAILED_CLOSED_REASON : `${FAILED_CLOSED_REASON}: ${own}`);
  return { ...effect, hookError: true, failedClosed: true };
}
