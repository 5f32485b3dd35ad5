/**
 * What the engine needs from the world for a run, in one place: the spawner, scratch areas, the
 * caller's environment, snapshots, the tool-free PATH, strace and probe files. `run` and `audit`
 * hand the engine the same environment. Scratch areas of one command share their templates (each
 * project is listed and copied from once); `dispose` removes the templates.
 */
import type { EngineEnvironment } from '../engine/run-target.js';
import { readProbeFiles, writeProbeFiles } from '../runner/probe-files.js';
import { runHook } from '../runner/run-hook.js';
import { scratchAreaFactory } from '../runner/scratch-area.js';
import { prepareTrace, readTrace } from '../sandbox/read-trace.js';
import { scratchAreas, takeSnapshot } from '../sandbox/snapshot.js';
import { toolFreePath } from '../sandbox/tool-free-path.js';
import type { Progress } from './progress.js';

/** The caller's environment as hooks are given it: a plain copy, since reading process.env goes through the runtime on every key, for every case. */
export function callerEnvironment(): Record<string, string | undefined> {
  return { ...process.env };
}

export function engineEnvironment(progress: Progress): EngineEnvironment & { dispose(): Promise<void> } {
  const scratch = scratchAreaFactory();
  return {
    runHook,
    createScratchArea: scratch.create,
    dispose: () => scratch.dispose(),
    callerEnv: callerEnvironment(),
    onCaseDone: (caseResult) => progress.onCaseDone(caseResult),
    snapshot: (scratch) => takeSnapshot(scratchAreas(scratch), scratch.root),
    toolFreePath,
    tracer: { prepare: prepareTrace, read: readTrace },
    probeFiles: { write: writeProbeFiles, read: readProbeFiles },
  };
}
