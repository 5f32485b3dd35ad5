/**
 * Generated tick sequences: what happens between and at the ticks of a running heartbeat. Each
 * step moves the fake clock on (not at all, half an interval, one, two), has the dependency answer
 * (busy, idle, refused, 5xx) and sets another owner's lock (none, fresh, stale). Only what the
 * declaration has is varied. Silences of ten intervals are H17's and stay out: after one a correct
 * loop stops for good, and every later step would say nothing.
 */
import fc from 'fast-check';
import type { HeartbeatSpec } from '../declaration.js';
import type { DependencyMode } from '../tick-command.js';

export type Gap = 'none' | 'half' | 'one' | 'two';
export type LockSetting = 'none' | 'fresh' | 'stale';

export interface TickStep {
  readonly gap: Gap;
  readonly mode: DependencyMode;
  readonly lock: LockSetting;
}

const GAP_INTERVALS: Readonly<Record<Gap, number>> = { none: 0, half: 0.5, one: 1, two: 2 };

/** Seconds the clock moves on before `step`. */
export function gapSeconds(step: TickStep, spec: HeartbeatSpec): number {
  return (GAP_INTERVALS[step.gap] * spec.intervalMs) / 1000;
}

/**
 * `waits`: the script waits for a fresh lock (H16 judged it): a fresh lock would hold each of its
 * ticks to its timeout in real time, so fresh locks are left out of its sequences.
 */
export function tickSequenceArbitrary(spec: HeartbeatSpec, waits: boolean): fc.Arbitrary<TickStep[]> {
  const modes: DependencyMode[] = spec.dependency === null ? ['busy'] : ['busy', 'idle', 'refused', 'server-error'];
  const locks: LockSetting[] = spec.lock === null ? ['none'] : waits ? ['none', 'stale'] : ['none', 'fresh', 'stale'];
  const step = fc.record({ gap: fc.constantFrom<Gap>('one', 'none', 'half', 'two'), mode: fc.constantFrom(...modes), lock: fc.constantFrom(...locks) });
  return fc.array(step, { minLength: 1, maxLength: 5 });
}

export function describeStep(step: TickStep, spec: HeartbeatSpec): string {
  const gap = step.gap === 'none' ? 'at the same instant' : `+${gapSeconds(step, spec)} s`;
  const lock = step.lock === 'none' ? '' : `, another owner's ${step.lock} lock`;
  return `${gap}, dependency ${step.mode}${lock}`;
}
