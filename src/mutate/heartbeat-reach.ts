/**
 * Which scenarios reach each line of a heartbeat script: the scenarios that pass run once more on
 * the unmutated script with its lines traced (runner/line-trace.ts). The tracer's helpers are laid
 * in the project copy and named relative to it: every scenario's world is a copy of that folder,
 * and its ticks run there, inside the sandbox.
 */
import { join } from 'node:path';
import type { HeartbeatSpec } from '../heartbeat/declaration.js';
import type { ClockCheck } from '../heartbeat/clock-check.js';
import type { HeartbeatReport, HeartbeatRunOptions } from '../heartbeat/run-heartbeat.js';
import type { ScenarioId } from '../heartbeat/scenarios/scenario.js';
import type { Language } from '../model/mutation.js';
import { reachedLines, tracerEnv, writeTraceHelpers } from '../runner/line-trace.js';

/** In the project copy; a name no script uses. */
const TRACE_FOLDER = '.hookcheck-line-trace';

export type RunHeartbeat = (spec: HeartbeatSpec, options: HeartbeatRunOptions) => Promise<HeartbeatReport>;

/** Per scenario (and the controls), the script's lines its ticks reached; null where the trace cannot say (it then reaches every line). */
export type ScenarioReach = ReadonlyMap<ScenarioId | 'controls', ReadonlySet<number> | null>;

/**
 * `copyDir`: a copy of the heartbeat's folder, the script unmutated at `script` (relative to it).
 * Null when no tracer reads the script's language, or no scenario's trace says anything.
 */
export async function scenarioReach(
  spec: HeartbeatSpec,
  copyDir: string,
  script: string,
  language: Language,
  scenarios: readonly ScenarioId[],
  clock: ClockCheck,
  run: RunHeartbeat,
): Promise<ScenarioReach | null> {
  const traced = tracerEnv(language, script, TRACE_FOLDER, spec.env);
  if (traced === null || scenarios.length === 0) return null;
  writeTraceHelpers(join(copyDir, TRACE_FOLDER));
  const report = await run({ ...spec, projectDir: copyDir, env: { ...spec.env, ...traced } }, { only: scenarios, clock });
  const reach = new Map<ScenarioId | 'controls', ReadonlySet<number> | null>(scenarios.map((id) => [id, null]));
  for (const scenario of report.scenarios) {
    if (!reach.has(scenario.id)) continue;
    reach.set(scenario.id, linesOf(scenario.timeline, script));
  }
  if (report.controls !== null) reach.set('controls', linesOf(report.controls.timeline, script));
  return [...reach.values()].every((lines) => lines === null) ? null : reach;
}

/**
 * The lines every tick of a scenario reached. A tick with no marker ran something else (its init
 * with another program, a command the scenario gave) or the script did not start; a cut stderr
 * loses lines, so the whole scenario is unknown. No marker in any tick: the tracer did not take.
 */
function linesOf(ticks: readonly { readonly stderr: string; readonly stderrTruncated?: boolean }[], script: string): ReadonlySet<number> | null {
  const lines = new Set<number>();
  let marked = false;
  for (const tick of ticks) {
    if (tick.stderrTruncated) return null;
    const reached = reachedLines(tick.stderr, false, script, (path) => isScript(path, script));
    if (reached === null) continue;
    marked = true;
    for (const line of reached) lines.add(line);
  }
  return marked ? lines : null;
}

/** Python names the script by its real path (in the world's copy), bash as it was started. */
function isScript(path: string, script: string): boolean {
  const bare = path.replace(/^(\.\/)+/, '');
  return bare === script || path.endsWith(`/${script}`);
}
