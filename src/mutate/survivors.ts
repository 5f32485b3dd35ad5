/** How a survivor got through: an answer changed within a loose expectation, or answers alike on every probe. */
import { dirname } from 'node:path';
import type { CaseResult } from '../model/run/hook-report.js';
import type { Probe } from '../model/run/probe-report.js';
import { SAME_ANSWERS } from '../model/mutation.js';
import type { HookCopy } from './run-tests.js';

/** What the agent does with the unmutated hook's answer to each probe, by probe name (agentAction). */
export interface Answers {
  readonly answers: ReadonlyMap<string, string>;
}

/** What the agent does with a run's answer (the oracle's effect), the copy's own folder named alike in every copy. */
export function agentAction(run: CaseResult, copyPath: string): string {
  const { notes: _notes, ...action } = run.effect;
  return JSON.stringify(action).replaceAll(dirname(copyPath), '<hook folder>');
}

/**
 * Why a survivor survived, in the report's words: the agent would have acted alike on every probe
 * (SAME_ANSWERS: an equivalent mutant, or one no probe feeds the input where it differs), or it
 * acted otherwise on a probe whose expectation let that through.
 */
export function howItSurvived(probes: readonly Probe[], runs: readonly CaseResult[], copy: HookCopy, answers: ReadonlyMap<string, string>, testCommand: string | null): string | undefined {
  if (probes.length === 0) return undefined;
  const changed = probes.find((probe, index) => runs[index] !== undefined && agentAction(runs[index]!, copy.path) !== answers.get(probe.name));
  if (changed === undefined) return testCommand === null ? SAME_ANSWERS : `${SAME_ANSWERS}; --test passed too`;
  const before = JSON.parse(answers.get(changed.name) ?? '{}') as { kind?: string };
  const after = runs[probes.indexOf(changed)]!.effect.kind;
  return `the agent would act otherwise on probe "${changed.name}" (${before.kind === after ? `${after}, other text` : `${before.kind ?? '?'} became ${after}`}), and its expectation allows that`;
}
