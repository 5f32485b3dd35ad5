/**
 * A scenario of HEARTBEATS.md: what it needs of the declaration, and how it runs in a world of
 * its own. It returns data; the engine keeps the timeline and turns failures into findings.
 */
import type { HeartbeatSpec } from '../declaration.js';
import type { World } from '../world.js';
import type { FileState } from '../world-files.js';

export const SCENARIO_IDS = ['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'H7', 'H8', 'H9', 'H10', 'H11', 'H12', 'H13', 'H14', 'H15', 'H16', 'H17'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

/** The rules of HEARTBEATS.md; one finding per rule a script breaks. */
export const RULES = {
  beats: 'A running heartbeat beats once per tick',
  'lock-is-heartbeat': 'A lock is a heartbeat, not a flag',
  'unreachable-is-busy': 'Unreachable is not idle',
  'credential-first': 'Refuse to start without the credential that lets you stop',
  'missing-state-stops': 'Missing state means stop, not improvise',
  'one-owner': 'One owner at a time',
  'never-half-state': 'Never half a state',
  'time-travels': 'Time travels',
  // Not in HEARTBEATS.md's list, and before all of them: the controls show it (run-heartbeat.ts).
  'busy-is-busy': 'Busy means no action: a dependency that says busy is never acted on',
} as const;
export type RuleId = keyof typeof RULES;

export type ScenarioVerdict =
  | { readonly status: 'pass' }
  | { readonly status: 'fail'; readonly problem: string }
  | { readonly status: 'no-evidence'; readonly reason: string }
  /** What the script did shows the scenario is not about it (H16: it never waits for a lock). */
  | { readonly status: 'not-applicable'; readonly reason: string };

export interface ScenarioContext {
  readonly spec: HeartbeatSpec;
  readonly world: World;
  /** The fake instant the scenario starts at (seconds since the epoch). */
  readonly t0: number;
  /** The state's counter fields, found by H2 (empty: a changed state is one beat). */
  readonly counters: readonly string[];
  /** H2 hands over the states its normal ticks left, for the counters. */
  noteStates(states: readonly FileState[]): void;
  /** The control: with the dependency idle and no lock, the script called its action. */
  readonly actionSeen: boolean;
}

export interface Scenario {
  readonly id: ScenarioId;
  readonly rule: RuleId;
  /** Setup and ticks, in the table's words. */
  readonly title: string;
  /**
   * The world it starts from: `running` (the declared init run one interval before t0; a script
   * that cannot be brought there gives no evidence), `running-when-stateful` (so, where a state is
   * declared), or `empty` (the script's folder as it is).
   */
  readonly start: 'running' | 'running-when-stateful' | 'empty';
  /** Why it does not apply to this declaration; null when it does. */
  readonly notApplicable: (spec: HeartbeatSpec) => string | null;
  readonly run: (context: ScenarioContext) => Promise<ScenarioVerdict>;
}

export const pass: ScenarioVerdict = { status: 'pass' };
export const fail = (problem: string): ScenarioVerdict => ({ status: 'fail', problem });
export const noEvidence = (reason: string): ScenarioVerdict => ({ status: 'no-evidence', reason });
export const notApplicable = (reason: string): ScenarioVerdict => ({ status: 'not-applicable', reason });

/** A tick as a finding names it. */
export function describeEnd(tick: { exitCode: number | null; ended: string }): string {
  return tick.exitCode === null ? (tick.ended === 'timed-out' ? 'was stopped at its timeout' : `ended: ${tick.ended}`) : `exited ${tick.exitCode}`;
}
