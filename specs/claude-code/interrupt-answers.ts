/**
 * What Claude Code does with an Interrupt hook's answer, measured in the real agent: one contained
 * session a row (src/live/interrupt-row.ts). The fake model holds the first turn open; the session
 * sends the control request the agent SDK's `interrupt()` sends; the Interrupt hook answers as the
 * row says; a follow-up prompt then starts the next turn. Every row showed the same: the next turn
 * went ahead, no text of the answer reached the model, the agent's stream reported no run of the
 * hook, and its debug log only noted the exit status (and, for a JSON answer it rejects, the reason).
 * test/conformance/interrupt-event.test.ts measures the rows again; the oracle is held to them in
 * test/unit/oracle/interrupt-event.test.ts.
 */
import { MARKERS } from './truth/answers.js';

export const INTERRUPT_MEASURED_ON = ['2.1.335'] as const;

/** The channels whose marked text could reach the model (`reason` also marks a stopReason). */
export const INTERRUPT_CHANNELS = ['stdout', 'stderr', 'reason', 'context'] as const;
type InterruptChannel = (typeof INTERRUPT_CHANNELS)[number];

/** Marks the follow-up prompt: it reached the model when this word did. */
export const FOLLOW_UP_WORD = 'zqfollowupword';

/** The prompt of the interrupted turn, and the follow-up that starts the next one. */
export const INTERRUPT_PROMPTS = { first: `Say ${MARKERS.prompt}.`, followUp: `Say ${FOLLOW_UP_WORD}.` } as const;

export interface InterruptFacts {
  /** The follow-up prompt reached the model: the session went on after the interrupt. */
  readonly continued: boolean;
  /** How the agent's stream labelled the hook run; null: it reported none. */
  readonly hookLabel: string | null;
  /** For each channel: its marked text reached the model. */
  readonly reached: Readonly<Record<InterruptChannel, boolean>>;
}

export interface InterruptRow {
  readonly id: string;
  readonly answer: { readonly stdout: string; readonly stderr: string; readonly exit: number };
  readonly facts: InterruptFacts;
}

const json = (value: object): string => JSON.stringify(value);
const STDERR = `${MARKERS.stderr} refused`;
/** What 2.1.335 showed for every row. */
const IGNORED: InterruptFacts = { continued: true, hookLabel: null, reached: { stdout: false, stderr: false, reason: false, context: false } };

const answers: readonly [string, InterruptRow['answer']][] = [
  ['plain/0', { stdout: `${MARKERS.stdout} from the hook`, stderr: '', exit: 0 }],
  ['block/0', { stdout: json({ decision: 'block', reason: MARKERS.reason }), stderr: '', exit: 0 }],
  ['continue-false/0', { stdout: json({ continue: false, stopReason: MARKERS.reason }), stderr: '', exit: 0 }],
  // Rejected: no hookSpecificOutput names Interrupt ("Hook JSON output validation failed" in the debug log).
  ['context/0', { stdout: json({ hookSpecificOutput: { hookEventName: 'Interrupt', additionalContext: MARKERS.context } }), stderr: '', exit: 0 }],
  ['text/2', { stdout: '', stderr: STDERR, exit: 2 }],
  ['block/2', { stdout: json({ decision: 'block', reason: MARKERS.reason }), stderr: STDERR, exit: 2 }],
  ['text/1', { stdout: `${MARKERS.stdout} from the hook`, stderr: STDERR, exit: 1 }],
];

export const INTERRUPT_ROWS: readonly InterruptRow[] = answers.map(([id, answer]) => ({ id, answer, facts: IGNORED }));
