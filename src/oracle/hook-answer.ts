/**
 * A hook's answer as the other agents' oracles read it: how it ended, and its two streams. The
 * builders make the few effects a pre-tool answer has outside Claude Code.
 */
import type { HookOutcome } from '../model/outcome.js';
import type { Effect, ProtocolNote } from './effect.js';
import { isPlainObject, tryParse } from './read-stdout.js';

export interface HookAnswer {
  /** The exit code; `signal` when killed after printing; the agent never saw an answer for the rest. */
  readonly ended: number | 'signal' | 'timed-out' | 'spawn-failed';
  readonly stdout: string;
  readonly stderr: string;
}

export function answerOf(outcome: HookOutcome): HookAnswer {
  const ended = outcome.kind === 'exited' ? outcome.exitCode : outcome.kind === 'killed' ? 'signal' : outcome.kind;
  return { ended, stdout: outcome.stdout, stderr: outcome.stderr };
}

/** The whole text parsed as one JSON object, or null. */
export function jsonObject(text: string): Record<string, unknown> | null {
  const parsed = tryParse(text.trim());
  return parsed.ok && isPlainObject(parsed.value) ? parsed.value : null;
}

/** The text as JSON; a JSON string holding JSON is decoded twice, as Gemini CLI and Qwen Code do. */
export function decodeJson(text: string): unknown {
  const once = tryParse(text);
  if (!once.ok) return undefined;
  if (typeof once.value !== 'string') return once.value;
  const twice = tryParse(once.value);
  return twice.ok ? twice.value : once.value;
}

/** The `hookSpecificOutput` object of an answer, or null. */
export function specificOutput(answer: Record<string, unknown> | null): Record<string, unknown> | null {
  const specific = answer?.['hookSpecificOutput'];
  return isPlainObject(specific) ? specific : null;
}

export const stringField = (value: Record<string, unknown> | null, field: string): string | undefined => {
  const found = value?.[field];
  return typeof found === 'string' ? found : undefined;
};

/** Claude Code's context form, `hookSpecificOutput.additionalContext`, the one most agents read. */
export const claudeContext = (answer: Record<string, unknown> | null): string | undefined => stringField(specificOutput(answer), 'additionalContext');

/** The tool call goes on; `hookError` when the agent reports the hook as failed. */
export function proceeds(options: { hookError?: boolean; notes?: readonly ProtocolNote[] } = {}): Effect {
  return { kind: options.hookError === true ? 'non-blocking-error' : 'no-effect', context: [], notes: options.notes ?? [], ...(options.hookError === true ? { hookError: true } : {}) };
}

/** The tool call is refused; `reason` is what the model is told (none: the agent's own words). */
export function denies(reason: string | undefined, options: { hookError?: boolean; endsTurn?: boolean } = {}): Effect {
  return {
    kind: 'deny',
    context: [],
    notes: [],
    ...(reason === undefined ? {} : { reason }),
    ...(options.hookError === true ? { hookError: true } : {}),
    ...(options.endsTurn === true ? { endsTurn: true } : {}),
  };
}

/** After the call: the hook's `reason` is what the model is told about it (none: nothing). */
export function blocks(reason: string | undefined): Effect {
  return { kind: 'block', context: [], notes: [], ...(reason === undefined ? {} : { reason }) };
}

/**
 * Plain text a hook printed on exit 0 that is no attempt at JSON (it does not start with `{`), as
 * context for the model: how Codex and Qwen Code read it before a prompt; null for anything else.
 */
export function plainTextContext({ ended, stdout }: HookAnswer): Effect | null {
  const text = stdout.trim();
  return ended === 0 && text !== '' && !text.startsWith('{') ? { kind: 'context', context: [text], notes: [] } : null;
}

export const timedOut = (): Effect => ({ kind: 'timed-out', context: [], notes: [] });

/** An answer the agent reads nothing of (a session's end): it goes on as it would, a failing exit shown as a hook error. */
export function ignored({ ended }: HookAnswer): Effect {
  return ended === 'timed-out' ? timedOut() : proceeds({ hookError: ended !== 0 });
}
