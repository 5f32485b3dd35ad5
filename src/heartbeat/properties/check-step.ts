/**
 * The properties every step of a generated sequence must keep (HEARTBEATS.md): a tick leaves the
 * state as it was or one beat on; a non-zero exit leaves no half-written state; the action is
 * called only on an idle answer from a reachable dependency (never on a busy one); and never while
 * another owner's lock is fresh. Each broken property is named by the rule it belongs to.
 */
import { beatsBetween, stillParses } from '../beats.js';
import type { RuleId } from '../scenarios/scenario.js';
import type { TickRecord } from '../tick.js';
import type { FileState } from '../world-files.js';
import type { TickStep } from './tick-sequence.js';

export interface StepBreak {
  readonly rule: RuleId;
  readonly property: string;
  readonly problem: string;
}

export interface StepObservation {
  readonly step: TickStep;
  readonly tick: TickRecord;
  readonly before: FileState;
  readonly after: FileState;
  readonly counters: readonly string[];
}

export function checkStep({ step, tick, before, after, counters }: StepObservation): StepBreak | null {
  if (tick.exitCode !== 0 && !stillParses(before, after)) {
    return {
      rule: 'never-half-state',
      property: 'a non-zero exit leaves no partial state',
      problem: `it ${tick.exitCode === null ? tick.ended : `exited ${tick.exitCode}`} and left the state unreadable`,
    };
  }
  const beats = beatsBetween(before, after, counters);
  if (beats > 1) return { rule: 'beats', property: 'a tick advances the state by one beat at most', problem: `one tick made ${beats} beats` };
  // A busy answer acted on is the controls' rule; an unreachable one, the rule that it is not idle.
  if (tick.actionCalls > 0 && step.mode === 'busy') {
    return { rule: 'busy-is-busy', property: 'no action on a busy answer', problem: 'it called its action when the dependency answered busy' };
  }
  if (tick.actionCalls > 0 && step.mode !== 'idle') {
    return { rule: 'unreachable-is-busy', property: 'no action without an idle answer from a reachable dependency', problem: `it called its action when the dependency was ${step.mode}` };
  }
  if (tick.actionCalls > 0 && step.lock === 'fresh') {
    return { rule: 'one-owner', property: "no action while another owner's lock is fresh", problem: "it called its action while another owner's fresh lock was held" };
  }
  return null;
}
