/**
 * The mutants of a hook run in hosts (host-kinds.ts): for JavaScript node hosts (runner/node-host/,
 * a module load per probe instead of a node start), for Python Python hosts (runner/python-host/,
 * a fork per probe instead of an interpreter's start). What the host says is only taken where it
 * cannot mislead:
 *   - the unmutated hook runs its probes there too, after passing them as processes; if any probe
 *     is answered differently (exit, stdout, stderr, the agent's reading), no mutant of the file
 *     runs in a host, and the report says why;
 *   - a mutant killed in the host by an answer stands (the probe saw a real answer of that code);
 *   - a survivor, a mutant killed by a crash, and any run the host could not vouch for (a timeout,
 *     output past the capture, what needs a process of its own) run again as processes, and that
 *     run is the verdict. A survivor is a claim against the user's tests: it is never the host's.
 */
import type { CaseResult } from '../model/run/hook-report.js';
import type { HookOutcome } from '../model/outcome.js';
import type { RunHookOptions } from '../runner/run-hook.js';
import type { HookHostPool } from '../runner/hook-host.js';
import { argsAfterScript } from '../runner/node-host/hosted-command.js';

/** A run the host could not vouch for: the mutant runs again as processes. */
export class HostUnsure extends Error {}

/** What one version's runs in the host showed beside their outcomes, one entry a run, in order (its probes run one at a time). */
export interface HostedTrace {
  /** The run ended on an uncaught error (exit 1: node's or python's reading of it). */
  readonly crashed: boolean[];
}

/** The runner that sends each run of `copy` to the hosts; `trace` collects what the host saw. */
export function hostedRunHook(pool: HookHostPool, copy: string, trace: HostedTrace): (options: RunHookOptions) => Promise<HookOutcome> {
  return async (options) => {
    const args = argsAfterScript(options.command, copy);
    if (args === null) throw new HostUnsure('the run adds words the host cannot pass');
    const run = await pool.run(copy, args, options);
    if (run.kind === 'unsure') throw new HostUnsure(run.why);
    trace.crashed.push(run.crashed);
    return run.outcome;
  };
}

/**
 * Why the host's answers to the unmutated hook cannot stand for a process's, or null when they all
 * agree. `crashed`: the runs whose stderr is not compared (a crash the host words otherwise).
 */
export function disagreement(asProcesses: readonly CaseResult[], inHost: readonly CaseResult[], crashed: readonly boolean[]): string | null {
  for (const [index, expected] of asProcesses.entries()) {
    const seen = inHost[index];
    if (seen === undefined) return `probe "${expected.testCase.label}" gave no answer in the host`;
    const what = differs(expected, seen, crashed[index] ?? false);
    if (what !== null) return `probe "${expected.testCase.label}" ${what}`;
  }
  return null;
}

function differs(expected: CaseResult, seen: CaseResult, crashed: boolean): string | null {
  const [a, b] = [expected.outcome, seen.outcome];
  if (a.kind !== b.kind || ('exitCode' in a ? a.exitCode : null) !== ('exitCode' in b ? b.exitCode : null)) return `ended ${describe(a)} as a process and ${describe(b)} in the host`;
  if (a.stdout !== b.stdout) return 'printed a different stdout in the host';
  // node words an uncaught error with the source line; the host with the stack: the exit code says it.
  if (!crashed && a.stderr !== b.stderr) return 'printed a different stderr in the host';
  if (JSON.stringify(expected.effect) !== JSON.stringify(seen.effect)) return 'was read differently by the agent in the host';
  return null;
}

function describe(outcome: HookOutcome): string {
  return outcome.kind === 'exited' ? `with exit ${outcome.exitCode}` : outcome.kind;
}
