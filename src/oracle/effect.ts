/**
 * The effect an agent applies to a hook's answer: the oracle's vocabulary, shared by the engine,
 * the checks, the audit and the live agent driver.
 */

export const EFFECT_KINDS = ['allow', 'deny', 'ask', 'defer', 'block', 'context', 'stop', 'no-effect', 'non-blocking-error', 'timed-out'] as const;

export type EffectKind = (typeof EFFECT_KINDS)[number];

/** Protocol problems the oracle notices while reading an answer; the `output` check reports them. */
export type NoteCode =
  | 'stdout-invalid-json'
  | 'stdout-multiple-json'
  | 'stdout-too-large-to-judge'
  | 'stdout-banner-before-json'
  | 'stdout-json-not-object'
  | 'output-schema-invalid'
  | 'hook-event-name-mismatch'
  | 'output-unknown-field'
  | 'output-misplaced-field'
  | 'stdout-echoes-input'
  | 'decision-json-on-stderr'
  | 'decision-without-reason'
  | 'text-over-cap'
  | 'json-ignored-on-exit'
  | 'json-discarded-on-event'
  | 'answer-not-read'
  | 'stdout-went-async'
  | 'deprecated-decision';

export interface ProtocolNote {
  readonly code: NoteCode;
  readonly detail?: string;
}

export interface Effect {
  readonly kind: EffectKind;
  /** Why: shown to Claude for deny/block, to the user for stop/ask. */
  readonly reason?: string;
  /** Text added to Claude's context. */
  readonly context: readonly string[];
  /** Text shown to the user (systemMessage, or a hook-error notice). */
  readonly userMessage?: string;
  /** The agent reports the run as a hook error (the user sees it), even where it applied the answer. */
  readonly hookError?: boolean;
  /** `continue: false`: the agent ends the turn once the rest of the effect is applied. */
  readonly endsTurn?: boolean;
  /** `updatedInput`: the tool input the agent runs instead of the one the model sent; before a prompt, `{ prompt }` the agent sends instead. */
  readonly rewrite?: Readonly<Record<string, unknown>>;
  /** The hook failed and its wiring (`"onFailure": "block"`) made the agent hold the call back instead of going on. */
  readonly failedClosed?: boolean;
  readonly notes: readonly ProtocolNote[];
}

/** Effects by which a hook visibly did something; the rest are silence or failure. */
export function isObservable(kind: EffectKind): boolean {
  return kind !== 'no-effect' && kind !== 'non-blocking-error' && kind !== 'timed-out';
}

/** Effects that stop, deny or hold back what the agent was doing. */
export function isBlocking(kind: EffectKind): boolean {
  return kind === 'deny' || kind === 'block' || kind === 'stop';
}
