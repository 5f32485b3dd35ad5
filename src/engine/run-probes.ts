/**
 * The probes of one hook, on their own: the first phase of a run (run-target.ts), and all that
 * `hookcheck mutate` runs per mutant. Kept apart from the run so that mutate loads neither the
 * checks nor the later phases.
 */
import { executeCase, projectPathsNamedBy } from './execute-case.js';
import { throwIfStopped } from './interrupted.js';
import { runProbePhase, type ProbePhase } from './phases/1-probes.js';
import type { EngineEnvironment } from './run-target.js';
import type { RunSettings } from './settings.js';
import type { HookTarget } from '../model/run/hook-report.js';
import { scratchOptionsFor, type ScratchArea } from '../workspace/scratch-area.js';

/** The target's probes, each in a fresh scratch area (also what `hookcheck mutate` runs per mutant). */
export function runProbes(target: HookTarget, settings: RunSettings, environment: EngineEnvironment): Promise<ProbePhase> {
  const projectDir = target.projectDir ?? settings.projectDir;
  const homeDir = target.homeDir ?? settings.homeDir;
  return runProbePhase({
    target,
    agentVersion: settings.agentVersion,
    jobs: settings.jobs,
    recorded: settings.recorded ?? [],
    notApplicable: target.probesNotSent ?? [],
    now: settings.now ?? Date.now(),
    newScratch: () => (
      throwIfStopped(environment.stop),
      environment.createScratchArea(projectDir ?? undefined, projectPathsNamedBy(target.command), homeDir ?? undefined, scratchOptionsFor(settings.sandbox))
    ),
    payloadContext,
    execute: (testCase, probeScratch) => executeCase(testCase, target, settings, probeScratch, environment),
    ...(environment.probeFiles ? { files: environment.probeFiles } : {}),
  });
}

/** What payloads of a scratch area name as the session: its project, its transcript. */
export function payloadContext(scratch: ScratchArea) {
  return { sessionId: '5f1c8f0e-7d1a-4c59-9a53-2b8f3c6f9d10', transcriptPath: scratch.transcriptPath, cwd: scratch.projectDir };
}
