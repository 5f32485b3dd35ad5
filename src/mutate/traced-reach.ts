/**
 * Which probes reach each mutant, from each probe run once more on the unmutated hook with its
 * lines traced (runner/line-trace.ts), widened to statements (probe-reach.ts).
 */
import { RunInterrupted } from '../engine/interrupted.js';
import { reachedLines } from '../runner/line-trace.js';
import type { MutantResult } from '../model/mutation.js';
import { statementLines, testsReaching, type ReachByTest } from './probe-reach.js';
import { probeId, reportPath, runTests, TEST_COMMAND_ID, type HookCopy, type MutateEnvironment, type MutateSettings, type MutateSubject } from './run-tests.js';

/**
 * Each probe run once more on the unmutated hook with its lines traced; null when no trace applies
 * (a language without a tracer, no probes). The user's --test command is not traced: it reaches everything.
 */
export async function probeReach(copy: HookCopy, subject: MutateSubject, settings: MutateSettings, environment: MutateEnvironment): Promise<ReachByTest | null> {
  const probes = subject.target.probes ?? [];
  // The variables the tracer extends, as the hook gets them: its own, or the caller's when it inherits them.
  const given = { ...(settings.run.inheritEnv ? environment.callerEnv : {}), ...subject.target.env };
  const traced = environment.traceLines?.(subject.language, copy.path, given);
  if (traced == null || probes.length === 0) return null;
  const tracedSubject = { ...subject, target: { ...subject.target, env: { ...subject.target.env, ...traced } } };
  const runs = await runTests(copy, tracedSubject, { ...settings, testCommand: null }, environment, null).then(
    (run) => run.runs,
    (error: unknown) => {
      // Stopped while tracing: the mutants are judged, only which probes reach them is not known.
      if (error instanceof RunInterrupted) return null;
      throw error;
    },
  );
  if (runs === null) return null;
  const path = reportPath(subject, settings);
  const reach = new Map<string, ReadonlySet<number> | null>(
    probes.map((probe, index) => [probeId(probe, path), reachedLines(runs[index]!.outcome.stderr, runs[index]!.outcome.stderrTruncated, copy.path, ours(copy.path))]),
  );
  if (settings.testCommand !== null) reach.set(TEST_COMMAND_ID, null);
  // No trace from any probe: the tracer did not take (a wrapper, an interpreter flag), so it says nothing.
  return [...reach.values()].every((lines) => lines === null) ? null : reach;
}

/** The traced file, as bash names it: the path it was started by, or its name when started by a relative one. */
export function ours(copyPath: string): (path: string) => boolean {
  const name = copyPath.slice(copyPath.lastIndexOf('/') + 1);
  return (path) => path === copyPath || (!path.startsWith('/') && (path === name || path.endsWith(`/${name}`)));
}

/**
 * Each judged mutant with the probes that reach it; one that survived and no probe reaches is
 * NoCoverage. A kill by a probe the trace says did not reach the mutant means the trace missed
 * lines: then no mutant of the file gets any, rather than a wrong list.
 */
export async function withReach(results: readonly MutantResult[], reach: ReachByTest, subject: MutateSubject): Promise<MutantResult[]> {
  const spans = await statementLines(subject.source, subject.language, results);
  const reaching = results.map((_, index) => testsReaching(reach, spans[index]!));
  const contradicted = results.some((result, index) => (result.killedBy ?? []).some((test) => !reaching[index]!.includes(test)));
  if (contradicted) return [...results];
  return results.map((result, index) => {
    if (result.status !== 'Killed' && result.status !== 'Survived' && result.status !== 'Timeout') return result;
    const coveredBy = reaching[index]!;
    return { ...result, coveredBy, ...(result.status === 'Survived' && coveredBy.length === 0 ? { status: 'NoCoverage' as const } : {}) };
  });
}
