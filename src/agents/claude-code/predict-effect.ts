/**
 * The Claude Code oracle: a pure function from (event, outcome, version) to the effect the agent
 * would apply, following the exit-code contract of PROTOCOLS.md §1.10 and its version history.
 */
import { EVENTS, type EventName } from '../../../specs/claude-code/events.js';
import { hasBehaviour } from '../../../specs/claude-code/versions.js';
import type { HookOutcome } from '../../model/outcome.js';
import type { Effect, ProtocolNote } from '../../oracle/effect.js';
import { isPlainObject, readStdout, tryParse, type StdoutCut, type StdoutReading } from '../../oracle/read-stdout.js';
import { applyAnswer } from './apply-answer.js';
import { failedClosed, failsClosed } from './fail-closed.js';
import type { HandlerWiring } from '../../oracle/handler-wiring.js';
import { validateAnswer } from './validate-answer.js';

/** How a death by signal reaches the oracle: a non-zero exit that is neither 0 nor 2. */
const SIGNAL_EXIT = -1;

/** What the model is told when a hook blocks without saying why. */
export const GENERIC_BLOCK_TEXT = 'Blocked by hook';

/** Claude Code caps context, messages and plain stdout at this many characters. */
export const TEXT_CAP = 10_000;

/**
 * Predicts what Claude Code `version` does when a hook on `event` ends with `outcome`; `wiring` is
 * what the handler's entry adds (`"onFailure": "block"`).
 */
export function predictEffect(event: EventName, outcome: HookOutcome, version: string, wiring: HandlerWiring = {}): Effect {
  if (failsClosed(event, outcome, wiring)) return failedClosed((stderr) => predictExit(event, 2, '', stderr, version), outcome);
  switch (outcome.kind) {
    case 'timed-out':
      // The hook is cancelled and its output discarded: no decision, the action proceeds.
      return { kind: 'timed-out', context: [], notes: [] };
    case 'spawn-failed':
      return nonBlockingError('the hook could not start', []);
    case 'killed':
      // The agent sees a failing exit (Claude Code 2.1.332 reports exit 1): a valid JSON answer
      // printed before the signal is still honoured, like on any non-zero exit.
      return predictExit(event, SIGNAL_EXIT, outcome.stdout, outcome.stderr, version, cutOf(outcome));
    case 'exited':
      return predictExit(event, outcome.exitCode, outcome.stdout, outcome.stderr, version, cutOf(outcome));
  }
}

/** Stdout cut at the capture cap: the oracle must not judge what it never saw. */
function cutOf(outcome: HookOutcome): StdoutCut | undefined {
  return outcome.stdoutTruncated ? { bytes: outcome.stdoutBytes } : undefined;
}

/**
 * Events whose exit code and output are ignored altogether (PROTOCOLS.md §1.6). Interrupt: the agent
 * does not wait for the hook, and drops its answer whatever it is (measured on 2.1.335).
 */
const ANSWER_IGNORED = new Set<EventName>(['StopFailure', 'InstructionsLoaded', 'Interrupt']);

function predictExit(event: EventName, exitCode: number, stdout: string, stderr: string, version: string, cut?: StdoutCut): Effect {
  if (ANSWER_IGNORED.has(event)) return { kind: 'no-effect', context: [], notes: [] };
  // A first stdout line {"async": true} sends the hook to the background: what it prints after
  // is not this call's answer, even a deny (measured on 2.1.332: no hook error, the tool ran).
  if (exitCode === 0 && wentAsync(stdout)) return { kind: 'no-effect', context: [], notes: [{ code: 'stdout-went-async' }] };
  const reading = readStdout(stdout, cut);
  const notes: ProtocolNote[] = [...noteStderrDecision(stderr), ...noteStdoutShape(reading)];
  const answer = reading.kind === 'json' ? readAnswer(event, reading.value, notes) : null;
  const effect =
    exitCode === 2
      ? predictExit2(event, reading, answer, stderr, version, notes)
      : exitCode === 0
        ? predictSuccess(event, reading, answer, stdout, version, notes)
        : predictOtherExit(event, exitCode, answer, stderr, version, notes);
  return withCapNotes(effect, EVENTS[event].plainStdoutIsContext ? stdout : '');
}

function wentAsync(stdout: string): boolean {
  const text = stdout.trimStart();
  const end = text.indexOf('\n');
  const first = (end === -1 ? text : text.slice(0, end)).trim();
  if (!first.startsWith('{')) return false;
  const parsed = tryParse(first);
  return parsed.ok && isPlainObject(parsed.value) && parsed.value['async'] === true;
}

type Answer = { value: Record<string, unknown>; rejected: boolean } | null;

function readAnswer(event: EventName, value: Record<string, unknown>, notes: ProtocolNote[]): Answer {
  if (EVENTS[event].jsonDiscarded) {
    notes.push({ code: 'json-discarded-on-event', detail: `${event} discards JSON output` });
    return null;
  }
  const validation = validateAnswer(event, value);
  notes.push(...validation.notes);
  return { value, rejected: validation.rejected };
}

function predictSuccess(event: EventName, reading: StdoutReading, answer: Answer, stdout: string, version: string, notes: ProtocolNote[]): Effect {
  if (answer?.rejected) return nonBlockingError('the JSON output does not match the schema', notes);
  if (answer) {
    const effect = applyAnswer(event, answer.value, notes);
    // A PreCompact answer that does not block joins the compaction's instructions as it was printed (2.1.332).
    return event === 'PreCompact' && effect.kind !== 'block' ? { ...effect, kind: 'context', context: [stdout.trim()] } : effect;
  }
  const invalidObject = reading.kind === 'invalid-json' || reading.kind === 'multiple-json';
  if (invalidObject && hasBehaviour(version, 'invalidJsonObjectIsError')) {
    return nonBlockingError('Hook output looks like a JSON object but is not valid JSON', notes);
  }
  // A WorktreeCreate command hook answers with the worktree's path on its last stdout line.
  if (event === 'WorktreeCreate' && reading.kind === 'plain') {
    return { kind: 'allow', reason: stdout.trim().split('\n').at(-1)!, context: [], notes };
  }
  if ((reading.kind === 'plain' || reading.kind === 'invalid-json' || reading.kind === 'multiple-json') && EVENTS[event].plainStdoutIsContext) {
    return { kind: 'context', context: [stdout.trim()], notes };
  }
  return { kind: 'no-effect', context: [], notes };
}

function predictExit2(event: EventName, reading: StdoutReading, answer: Answer, stderr: string, version: string, notes: ProtocolNote[]): Effect {
  const spec = EVENTS[event];
  const jsonEffect = answer && !answer.rejected ? applyAnswer(event, answer.value, notes) : null;
  const blocks =
    (spec.exit2 === 'block' || spec.exit2 === 'fails-operation' || spec.exit2 === 'feedback') &&
    !(event === 'PreCompact' && !hasBehaviour(version, 'preCompactExit2Blocks'));
  if (!blocks) {
    // The exit code does nothing here; valid JSON is still read, stderr may reach the user.
    const userMessage = spec.exit2 === 'user-notice' && stderr.trim() ? stderr.trim() : jsonEffect?.userMessage;
    return jsonEffect ? { ...jsonEffect, userMessage } : { kind: 'no-effect', context: [], userMessage, notes };
  }
  if (answer?.rejected && !hasBehaviour(version, 'exit2InvalidJsonBlocks')) {
    return nonBlockingError('exit 2 with schema-invalid JSON', notes);
  }
  if (jsonEffect && event === 'PreToolUse' && !hasBehaviour(version, 'exit2WithJsonBlocksPreToolUse')) return jsonEffect;
  // `continue: false` overrides every event decision, the exit-2 block included.
  if (jsonEffect?.kind === 'stop') return jsonEffect;
  const invalidObject = reading.kind === 'invalid-json' || reading.kind === 'multiple-json';
  if (invalidObject && !hasBehaviour(version, 'exit2InvalidJsonBlocks')) {
    return nonBlockingError('exit 2 with invalid JSON', notes);
  }
  // JSON cannot cancel the block, but its own blocking decision wins over stderr: without a reason
  // of its own, the model gets the agent's generic text, not stderr (measured on 2.1.332).
  const jsonBlocks = jsonEffect?.kind === 'deny' || jsonEffect?.kind === 'block';
  const reason = jsonBlocks ? jsonEffect.reason?.trim() || GENERIC_BLOCK_TEXT : stderr.trim();
  if (!reason) notes.push({ code: 'decision-without-reason', detail: 'exit 2 with empty stderr: Claude is told nothing about why' });
  const kind = event === 'PreToolUse' || event === 'PreSkillShellCommand' || event === 'Elicitation' ? 'deny' : 'block';
  const endsTurn = jsonEffect?.endsTurn ? { endsTurn: true } : {};
  return { kind, reason, context: jsonEffect?.context ?? [], userMessage: jsonEffect?.userMessage, ...endsTurn, notes };
}

function predictOtherExit(event: EventName, exitCode: number, answer: Answer, stderr: string, version: string, notes: ProtocolNote[]): Effect {
  const exitText = exitCode === SIGNAL_EXIT ? 'death by signal' : `exit ${exitCode}`;
  if (event === 'WorktreeCreate') return { kind: 'block', reason: stderr.trim() || exitText, context: [], notes };
  if (answer && !answer.rejected) {
    // Applied, and still reported as a failed hook (measured on 2.1.332: the user sees a hook error).
    if (hasBehaviour(version, 'jsonOnNonZeroExitHonoured')) return { ...applyAnswer(event, answer.value, notes), hookError: true };
    notes.push({ code: 'json-ignored-on-exit', detail: `Claude Code ${version} ignores JSON on ${exitText}` });
  }
  const firstLine = stderr.trim().split('\n')[0] ?? '';
  return nonBlockingError(`Failed with non-blocking status code: ${firstLine || exitText}`, notes);
}

function nonBlockingError(message: string, notes: ProtocolNote[]): Effect {
  return { kind: 'non-blocking-error', userMessage: message, hookError: true, context: [], notes };
}

function noteStdoutShape(reading: StdoutReading): ProtocolNote[] {
  switch (reading.kind) {
    case 'invalid-json':
      return [{ code: 'stdout-invalid-json', detail: reading.error }];
    case 'multiple-json':
      return [{ code: 'stdout-multiple-json' }];
    case 'too-large':
      return [{ code: 'stdout-too-large-to-judge', detail: `${reading.bytes} bytes` }];
    case 'plain':
      if (reading.brokenObject) return [{ code: 'stdout-invalid-json', detail: 'it starts with "{" but does not end with "}", so it is read as plain text' }];
      if (reading.bannerBeforeJson) return [{ code: 'stdout-banner-before-json' }];
      if (reading.jsonNotObject) return [{ code: 'stdout-json-not-object' }];
      return [];
    default:
      return [];
  }
}

/** Decision JSON printed on stderr is never read as a decision. */
function noteStderrDecision(stderr: string): ProtocolNote[] {
  const parsed = tryParse(stderr.trim());
  if (!parsed.ok || !isPlainObject(parsed.value)) return [];
  const keys = ['decision', 'hookSpecificOutput', 'continue', 'permissionDecision'];
  return keys.some((key) => key in (parsed.value as object)) ? [{ code: 'decision-json-on-stderr' }] : [];
}

function withCapNotes(effect: Effect, stdout: string): Effect {
  // Reasons are not capped: a deny reason over the cap reaches the model whole (measured on 2.1.332).
  const texts = [...effect.context, effect.userMessage ?? ''];
  const plainTooLong = stdout.length > TEXT_CAP && !stdout.trimStart().startsWith('{');
  if (!plainTooLong && texts.every((text) => text.length <= TEXT_CAP)) return effect;
  return { ...effect, notes: [...effect.notes, { code: 'text-over-cap', detail: `over ${TEXT_CAP} characters: Claude Code saves it to a file and shows a preview` }] };
}
