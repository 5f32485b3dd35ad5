/**
 * The data the engine produces: what was run, what happened, what the agent would do with it.
 * Reporters and the CLI only read these; nothing here knows how it will be shown.
 */
import type { AgentId } from '../../agents/index.js';
import type { AgentRun } from '../../agents/agent-run.js';
import type { EventName } from '../../../specs/claude-code/events.js';
import type { Effect } from '../../oracle/effect.js';
import type { HookCommand } from '../../runner/hook-command.js';
import type { HookOutcome, TimeoutConfirmed } from '../outcome.js';
import type { Finding } from '../../findings/finding.js';
import type { Regression } from '../../fuzz/regression.js';
import type { Experiments } from './experiments.js';
import type { TraceReport } from '../../sandbox/read-trace.js';
import type { Probe, ProbeReport } from './probe-report.js';
import type { ProjectView } from '../../workspace/project-view.js';
import type { HookRole, RoleJudgement } from './role.js';

export type Posture = 'open' | 'closed';

/** A hook to test, with everything needed to run it. */
export interface HookTarget {
  readonly command: HookCommand;
  readonly events: readonly EventName[];
  readonly matcher?: string;
  /** Per-invocation timeout. */
  readonly timeoutMs: number;
  /** Where the events came from: the command line, a settings file, the config, or the default. */
  readonly eventsFrom: string;
  /** The name the config gives the hook. */
  readonly name?: string;
  /** Probes from the config and the canaries chosen, run before anything else. */
  readonly probes?: readonly Probe[];
  /** Probes (mostly canaries) the agent would never send this hook, and why: the report lists them. */
  readonly probesNotSent?: readonly { readonly name: string; readonly reason: string }[];
  /** `none`: a script that reads no JSON (heartbeat, watchdog): only its probes run. */
  readonly input?: 'json' | 'none';
  /** Variables the config adds to the hook's environment. */
  readonly env?: Readonly<Record<string, string>>;
  /** Overrides the run's posture for this hook (the config's `posture`). */
  readonly posture?: Posture;
  /** A guard without working controls is a warning instead of "no evidence". */
  readonly allowNoControls?: boolean;
  /** What the hook is for, as the config declares it; absent: inferred from the run and the code. */
  readonly role?: HookRole;
  /** Bounded copies the hook sees as its project and HOME (the config's `project` and `home`). */
  readonly projectDir?: string;
  readonly homeDir?: string;
  /** Run as another agent than Claude Code (`--agent`, the config's `agent`): its payloads, judged by its oracle. */
  readonly agent?: AgentRun;
  /** Wired with `"async": true`: the agent runs it in the background and waits for no answer. */
  readonly async?: boolean;
  /** Wired with `"onFailure": "block"` on the handler (Claude Code): a crash, a timeout or a program not found holds the call back. */
  readonly onFailure?: 'block';
  /** Other agents that wire the same command (audit): its answers are judged for them too (portability). */
  readonly alsoWiredFor?: readonly AgentId[];
}

/**
 * - `valid`: a realistic payload of a wired event.
 * - `garbage`: input the hook must survive (posture).
 * - `large-payload`: a valid payload larger than a pipe buffer (reading stdin, EPIPE).
 * - `stdin-open`: a valid payload with stdin never closed.
 * - `probe`: a probe from the config or a canary, with its own expectations.
 */
type CaseKind = 'valid' | 'garbage' | 'large-payload' | 'stdin-open' | 'probe';

/** Where a case comes from: the spec's named samples, the fuzzer, a saved regression, or a payload `hookcheck record` kept. */
type CaseOrigin = 'named' | 'generated' | 'regression' | 'recorded';

export interface TestCase {
  readonly id: string;
  readonly kind: CaseKind;
  readonly event: EventName;
  readonly label: string;
  /** Text, or bytes for input that is not UTF-8. */
  readonly stdin: string | Uint8Array;
  /** Absent means `named`. */
  readonly origin?: CaseOrigin;
  /** For generated garbage: what kind of invalid input (failures are grouped by it). */
  readonly mutation?: string;
  /** Run twice in a row: the second run must have the same effect (determinism). */
  readonly repeat?: boolean;
  readonly keepStdinOpen?: boolean;
  /** Overrides the target's timeout (the stdin-open probe uses a short one). */
  readonly timeoutMs?: number;
  /** Arguments added to the hook's command (probes of scripts that take arguments). */
  readonly args?: readonly string[];
  /** Variables added to the hook's environment for this case. */
  readonly env?: Readonly<Record<string, string>>;
}

/** What a headless agent session visibly did with a hook's answer. */
export type LiveEffect = 'blocked' | 'context' | 'hook-error' | 'proceeded';

/** The same case replayed inside the real agent (`--live`). */
export interface LiveResult {
  readonly agent: AgentId;
  readonly agentVersion: string;
  /** What the agent visibly did: blocked, context, hook-error or proceeded. */
  readonly effect: LiveEffect;
  /** What the oracle's effect predicts in the same terms. */
  readonly predicted: string;
  readonly toolRan: boolean;
  /** The agent went on after the hook (tool result sent back, Stop overridden); absent where the event shows nothing. */
  readonly continued?: boolean;
  readonly modelSaw: string | null;
  /** The hook's exit code as the agent reported it (null when it reported none). */
  readonly hookExitCode: number | null;
  readonly agreesWithOracle: boolean;
  /** Why the case could not be confirmed (the agent never ran the hook): neither agreement nor disagreement. */
  readonly unconfirmed?: string;
}

export interface CaseResult {
  readonly testCase: TestCase;
  readonly outcome: HookOutcome;
  readonly effect: Effect;
  readonly live?: LiveResult;
  /** The second run of a case marked `repeat`. */
  readonly repeat?: { readonly outcome: HookOutcome; readonly effect: Effect };
  /** What strace saw, for a traced run. */
  readonly trace?: TraceReport;
  /** The case timed out beside other work and was run again alone: `outcome` is that run's. */
  readonly ranAlone?: boolean;
  /** A timeout that stands: it timed out again alone, or the hook had already timed out alone. */
  readonly timeoutConfirmed?: TimeoutConfirmed;
}

/** A failure the fuzzer found, shrunk to a minimal case (which is among the results). */
export interface FuzzFailure {
  /** Stable: the same minimal case of the same hook failing the same way has the same id. */
  readonly id: string;
  readonly event: EventName;
  readonly kind: 'valid' | 'garbage';
  readonly mutation?: string;
  readonly check: string;
  readonly code: string;
  /** The minimal case's id among the results. */
  readonly caseId: string;
  readonly originalBytes: number;
  readonly minimalBytes: number;
  readonly shrinkSteps: number;
  readonly shrinkTries: number;
  /** False when a limit stopped shrinking early: the case is smaller, maybe not minimal. */
  readonly shrinkComplete: boolean;
  /** Generated cases that failed this way. */
  readonly occurrences: number;
  /** Ready to save in the regressions file. */
  readonly regression: Regression;
}

export interface FuzzReport {
  readonly seed: number;
  /** Generated cases per event of each kind. */
  readonly runs: number;
  readonly planned: number;
  readonly executed: { readonly valid: number; readonly garbage: number; readonly repeated: number };
  /** Why generation stopped before the plan was done, or null. */
  readonly stoppedBy: 'max-time' | null;
  /** Digest of the generated cases that ran (scratch folders as placeholders): equal runs, equal digests. */
  readonly digest: string;
  readonly failures: readonly FuzzFailure[];
}

/** A saved regression run again, and whether it still fails the same way. */
export interface RegressionStatus {
  readonly id: string;
  readonly status: 'still-failing' | 'fixed';
}

export interface DurationStats {
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}

/** `no-evidence`: a hook that decides (govern) and never fired on any case, controls included: its silence proves nothing. */
export type Verdict = 'pass' | 'warn' | 'fail' | 'no-evidence';

export interface HookReport {
  readonly target: HookTarget;
  readonly agent: AgentId;
  readonly agentVersion: string;
  readonly posture: Posture;
  readonly results: readonly CaseResult[];
  readonly findings: readonly Finding[];
  /** Why the run stopped after its first case (the rest were not run), or null. */
  readonly stoppedEarly: string | null;
  /** The run was stopped from outside while this hook ran: only what was measured is reported. */
  readonly interrupted?: true;
  readonly verdict: Verdict;
  readonly durationsMs: DurationStats;
  /** The fuzz phase, when it ran. */
  readonly fuzz?: FuzzReport;
  /** This hook's saved regressions, run first. */
  readonly regressions: readonly RegressionStatus[];
  /** What the hook did to the world (idempotency, concurrency, faults, env, side effects). */
  readonly experiments?: Experiments;
  /** How the hook was contained. */
  /** limits: the bounds on each invocation's resources that applied here, and those that could not. */
  readonly sandbox: { readonly kind: 'bwrap' | 'none'; readonly reason?: string; readonly limits?: { readonly applied: readonly string[]; readonly notApplied: readonly string[] } };
  /** What the hook saw of the project: what was copied, shown read-only, and left out (and why). */
  readonly project?: ProjectView;
  /** The probes and controls, run first: recall, false positives, and whether there is evidence. */
  readonly probes: ProbeReport;
  /** What the hook is for (observe, inject, govern), why, and the case that shows it deciding. */
  readonly role?: RoleJudgement;
}

export interface RunResult {
  readonly hooks: readonly HookReport[];
  /** Other agents the answers were also judged for (`--agents`); absent: Claude Code only. */
  readonly comparedWith?: readonly AgentId[];
  /** The run was stopped from outside (Ctrl-C): the report is partial. */
  readonly interrupted?: true;
}
