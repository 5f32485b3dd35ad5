/**
 * What the engine needs from the world for a run, in one place: the spawner, scratch areas, the
 * caller's environment, snapshots, the tool-free PATH, strace and probe files. `run` and `audit`
 * hand the engine the same environment, and so does the library's checkHook. Scratch areas of one command share their templates (each
 * project is listed and copied from once); `dispose` removes the templates.
 */
import type { EngineEnvironment } from './run-target.js';
import type { CaseResult } from '../model/run/hook-report.js';
import { readProbeFiles, writeProbeFiles } from '../workspace/probe-files.js';
import { runHook } from '../runner/run-hook.js';
import { scratchAreaFactory } from '../workspace/scratch-area.js';
import { prepareTrace, readTrace } from '../sandbox/read-trace.js';
import { scratchAreas, takeSnapshot } from '../sandbox/snapshot.js';
import { toolFreePath } from '../sandbox/tool-free-path.js';

/**
 * `callerEnv`: the environment hooks draw their allowlist from; `onCaseDone`: told of each case as
 * it finishes (the CLI's progress line).
 */
export function engineEnvironment(
  callerEnv: Readonly<Record<string, string | undefined>>,
  progress: { onCaseDone(result: CaseResult): void } = { onCaseDone: () => undefined },
): EngineEnvironment & { dispose(): Promise<void> } {
  const scratch = scratchAreaFactory();
  return {
    runHook,
    createScratchArea: scratch.create,
    dispose: () => scratch.dispose(),
    callerEnv,
    onCaseDone: (caseResult) => progress.onCaseDone(caseResult),
    snapshot: (scratch) => takeSnapshot(scratchAreas(scratch), scratch.root),
    toolFreePath,
    tracer: { prepare: prepareTrace, read: readTrace },
    probeFiles: { write: writeProbeFiles, read: readProbeFiles },
  };
}
