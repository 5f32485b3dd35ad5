/**
 * The data the engine produces: what was run, what happened, what the agent would do with it.
 * Reporters and the CLI only read these; nothing here knows how it will be shown.
 */
import type { EventName } from '../../specs/claude-code/events.js';
import type { Effect } from '../oracle/effect.js';
import type { HookCommand } from '../runner/hook-command.js';
import type { HookOutcome } from '../runner/outcome.js';
import type { Finding } from '../findings/finding.js';

export type Posture = 'open' | 'closed';

/** A hook to test, with everything needed to run it. */
export interface HookTarget {
  readonly command: HookCommand;
  readonly events: readonly EventName[];
  readonly matcher?: string;
  /** Per-invocation timeout. */
  readonly timeoutMs: number;
  /** Where the events came from: the command line, a settings file, or the default. */
  readonly eventsFrom: string;
}

/**
 * - `valid`: a realistic payload of a wired event.
 * - `garbage`: input the hook must survive (posture).
 * - `large-payload`: a valid payload larger than a pipe buffer (reading stdin, EPIPE).
 * - `stdin-open`: a valid payload with stdin never closed.
 */
export type CaseKind = 'valid' | 'garbage' | 'large-payload' | 'stdin-open';

export interface TestCase {
  readonly id: string;
  readonly kind: CaseKind;
  readonly event: EventName;
  readonly label: string;
  readonly stdin: string;
  readonly keepStdinOpen?: boolean;
  /** Overrides the target's timeout (the stdin-open probe uses a short one). */
  readonly timeoutMs?: number;
}

/** What a headless agent session visibly did with a hook's answer. */
export type LiveEffect = 'blocked' | 'context' | 'hook-error' | 'proceeded';

/** The same case replayed inside the real agent (`--live`). */
export interface LiveResult {
  readonly agentVersion: string;
  /** What the agent visibly did: blocked, context, hook-error or proceeded. */
  readonly effect: LiveEffect;
  /** What the oracle's effect predicts in the same terms. */
  readonly predicted: string;
  readonly toolRan: boolean;
  readonly modelSaw: string | null;
  /** The hook's exit code as the agent reported it (null when it reported none). */
  readonly hookExitCode: number | null;
  readonly agreesWithOracle: boolean;
}

export interface CaseResult {
  readonly testCase: TestCase;
  readonly outcome: HookOutcome;
  readonly effect: Effect;
  readonly live?: LiveResult;
}

export interface DurationStats {
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}

export type Verdict = 'pass' | 'warn' | 'fail';

export interface HookReport {
  readonly target: HookTarget;
  readonly agent: 'claude-code';
  readonly agentVersion: string;
  readonly posture: Posture;
  readonly results: readonly CaseResult[];
  readonly findings: readonly Finding[];
  /** Why the run stopped after its first case (the rest were not run), or null. */
  readonly stoppedEarly: string | null;
  readonly verdict: Verdict;
  readonly durationsMs: DurationStats;
}

export interface RunResult {
  readonly hooks: readonly HookReport[];
}
