/**
 * Properties over generated tick sequences: each sequence, drawn from the seed (fuzz/draw.ts, so
 * `--seed` replays it), runs in a world of its own from a running state, and every step is held to
 * the properties of check-step.ts. The first sequence that breaks one is shrunk (fuzz/shrink.ts,
 * one candidate at a time, a fixed number of tries: the same result on any machine) to the fewest,
 * plainest steps that still break the same property.
 */
import { drawCase } from '../../fuzz/draw.js';
import { shrinkFailure } from '../../fuzz/shrink.js';
import type { HeartbeatSpec } from '../declaration.js';
import { marginSeconds } from '../scenarios/margin.js';
import type { HeartbeatTools } from '../tools.js';
import { missingProgramIn } from '../missing-program.js';
import { openWorld, type World } from '../world.js';
import type { FileState } from '../world-files.js';
import { beatsBetween } from '../beats.js';
import { checkStep, type StepBreak } from './check-step.js';
import { describeStep, gapSeconds, tickSequenceArbitrary, type TickStep } from './tick-sequence.js';

export interface PropertiesSettings {
  /** Sequences drawn; 0: none. */
  readonly runs: number;
  readonly seed: number;
  /** Sequences that broke a property before: run first, before any is drawn. */
  readonly saved?: readonly (readonly TickStep[])[];
}

export interface PropertiesReport {
  readonly runs: number;
  readonly seed: number;
  readonly status: 'pass' | 'fail' | 'no-evidence' | 'not-applicable';
  readonly detail?: string;
  /** The failing sequence, shrunk: each step as it was set up and what its tick did, the last one breaking `broken`. */
  readonly counterexample?: {
    readonly steps: readonly string[];
    readonly broken: StepBreak;
    readonly shrinkSteps: number;
    /** The steps as data, to save and replay. */
    readonly sequence: readonly TickStep[];
    /** A saved sequence broke it again (not a drawn one). */
    readonly saved: boolean;
  };
}

export interface PropertiesContext {
  readonly t0: number;
  /** The state's counters (found by H2). */
  readonly counters: readonly string[];
  /** H16 found the script waits for a fresh lock. */
  readonly waits: boolean;
  /** Brings a fresh world to a running state one interval before `t0`; a problem, or null. */
  readonly bringToRunning: (world: World, t0: number) => Promise<string | null>;
}

/**
 * Another date the first drawn sequence runs at again: a year and a half later, at midday, so no
 * date, month or year boundary falls where it did. What a tick does must not depend on the date.
 */
const OTHER_DATE_OFFSET_SECONDS = 553 * 86_400 + 12 * 3600;

/** Shrink candidates tried at most: each is a whole sequence of ticks. */
const MAX_SHRINK_TRIES = 24;

type SequenceOutcome =
  | { readonly kind: 'kept'; readonly steps: readonly string[]; readonly verdicts: readonly string[] }
  | { readonly kind: 'broke'; readonly steps: readonly string[]; readonly broken: StepBreak }
  | { readonly kind: 'not-running'; readonly problem: string };

export async function runProperties(spec: HeartbeatSpec, tools: HeartbeatTools, context: PropertiesContext, settings: PropertiesSettings): Promise<PropertiesReport> {
  const base = { runs: settings.runs, seed: settings.seed };
  // A stateless watchdog still decides on every tick: its sequences hold it to the action's properties.
  const decides = spec.dependency !== null && spec.action !== null;
  if (spec.state === null && !decides) return { ...base, status: 'not-applicable', detail: 'no `state` is declared, and no dependency and action: a sequence has nothing to carry or decide' };
  if (spec.state !== null && spec.init === null) return { ...base, status: 'not-applicable', detail: 'no `init` is declared to bring the state to running' };
  const arbitrary = tickSequenceArbitrary(spec, context.waits);
  const run = (steps: readonly TickStep[], t0 = context.t0) => runSequence(spec, tools, { ...context, t0 }, steps);
  let first: { readonly steps: readonly TickStep[]; readonly verdicts: readonly string[] } | null = null;
  for (const steps of settings.saved ?? []) {
    const outcome = await run(steps);
    if (outcome.kind === 'not-running') return { ...base, status: 'no-evidence', detail: outcome.problem };
    if (outcome.kind === 'broke') return { ...base, status: 'fail', counterexample: { steps: outcome.steps, broken: outcome.broken, shrinkSteps: 0, sequence: steps, saved: true } };
  }
  for (let index = 0; index < settings.runs; index++) {
    const drawn = drawCase(arbitrary, settings.seed, `heartbeat/${spec.name}`, index);
    const outcome = await run(drawn.value);
    if (outcome.kind === 'not-running') return { ...base, status: 'no-evidence', detail: outcome.problem };
    if (outcome.kind === 'kept') {
      first ??= { steps: drawn.value, verdicts: outcome.verdicts };
      continue;
    }
    const sameBreak = async (steps: TickStep[]) => {
      const again = await run(steps);
      return again.kind === 'broke' && again.broken.property === outcome.broken.property ? again : null;
    };
    const shrunk = await shrinkFailure(arbitrary, drawn, outcome, sameBreak, { batch: 1, maxTries: MAX_SHRINK_TRIES, expired: () => false });
    return { ...base, status: 'fail', counterexample: { steps: shrunk.verdict.steps, broken: shrunk.verdict.broken, shrinkSteps: shrunk.steps, sequence: shrunk.value.value, saved: false } };
  }
  if (first !== null) {
    const other = await run(first.steps, context.t0 + OTHER_DATE_OFFSET_SECONDS);
    const differs = other.kind === 'kept' ? other.verdicts.findIndex((verdict, index) => verdict !== first!.verdicts[index]) : -1;
    if (other.kind === 'kept' && differs !== -1) {
      const when = (t0: number) => new Date(t0 * 1000).toISOString().slice(0, 10);
      const problem = `step ${differs + 1} ended "${first.verdicts[differs]}" from ${when(context.t0)} and "${other.verdicts[differs]}" from ${when(context.t0 + OTHER_DATE_OFFSET_SECONDS)}`;
      return {
        ...base,
        status: 'fail',
        counterexample: {
          steps: other.steps,
          broken: { rule: 'time-travels', property: 'the same sequence gives the same verdicts on any date', problem },
          shrinkSteps: 0,
          sequence: first.steps,
          saved: false,
        },
      };
    }
  }
  const tried = settings.runs + (settings.saved?.length ?? 0);
  return tried === 0 ? { ...base, status: 'not-applicable', detail: 'no sequences asked for (--runs 0)' } : { ...base, status: 'pass' };
}

async function runSequence(spec: HeartbeatSpec, tools: HeartbeatTools, context: PropertiesContext, steps: readonly TickStep[]): Promise<SequenceOutcome> {
  const world = await openWorld(spec, tools);
  try {
    // Stateless: a sequence starts from the folder as it is.
    const problem = spec.state === null ? null : await context.bringToRunning(world, context.t0);
    if (problem !== null) return { kind: 'not-running', problem };
    const state = (): FileState => (spec.state === null ? { kind: 'missing' } : world.file(spec.state));
    const shown: string[] = [];
    const verdicts: string[] = [];
    let at = context.t0;
    for (const step of steps) {
      at += gapSeconds(step, spec);
      setLock(world, spec, step, at);
      const before = state();
      const tick = await world.tick({ at, mode: step.mode });
      const missing = missingProgramIn([tick]);
      if (missing !== null) return { kind: 'not-running', problem: missing };
      const after = state();
      verdicts.push(`${tick.exitCode === null ? tick.ended : `exit ${tick.exitCode}`}, ${beatsBetween(before, after, context.counters)} beat(s)${tick.actionCalls > 0 ? ', action called' : ''}`);
      shown.push(`${describeStep(step, spec)}: ${tick.exitCode === null ? tick.ended : `exit ${tick.exitCode}`}${tick.actionCalls > 0 ? ', action called' : ''}`);
      const broken = checkStep({ step, tick, before, after, counters: context.counters });
      if (broken !== null) return { kind: 'broke', steps: shown, broken };
    }
    return { kind: 'kept', steps: shown, verdicts };
  } finally {
    await world.dispose();
  }
}

/** Another owner's lock as the step says: gone, just taken, or a margin past stale. */
function setLock(world: World, spec: HeartbeatSpec, step: TickStep, at: number): void {
  if (spec.lock === null) return;
  if (step.lock === 'none') world.remove(spec.lock.path);
  else world.write(spec.lock.path, spec.lock.content, step.lock === 'fresh' ? at : at - spec.staleMs / 1000 - marginSeconds(spec.staleMs));
}
