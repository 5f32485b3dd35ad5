/**
 * Saved regressions of a hook, turned back into cases for this run (they run first), and what
 * became of each: still failing the same way, or fixed.
 */
import type { Finding } from '../findings/finding.js';
import { fromPortable, portableCommand, type ScratchPaths } from '../fuzz/portable.js';
import { regressionStdin, type Regression } from '../fuzz/regression.js';
import { formatHookCommand } from '../runner/hook-command.js';
import type { CaseResult, HookTarget, RegressionStatus, TestCase } from '../model/run/hook-report.js';

/** The saved regressions of this hook, for the events it is tested on. */
export function selectRegressions(regressions: readonly Regression[], target: HookTarget, projectDir: string | null): Regression[] {
  const hook = formatHookCommand(portableCommand(target.command, projectDir));
  // A regression found as another agent holds that agent's payload: it replays only on a run as the same agent and event.
  const sameAgent = (entry: Regression) => entry.agent?.agent === target.agent?.agent && entry.agent?.event === target.agent?.event;
  return regressions.filter((entry) => formatHookCommand(entry.command) === hook && target.events.includes(entry.event) && sameAgent(entry));
}

/** A regression as a case of this run, its placeholders filled with this run's scratch folders. */
export function regressionCase(entry: Regression, scratch: ScratchPaths): TestCase {
  return {
    id: regressionCaseId(entry),
    kind: entry.kind,
    event: entry.event,
    label: `${entry.label} (regression ${entry.id})`,
    stdin: fromPortable(regressionStdin(entry), scratch),
    origin: 'regression',
    ...(entry.mutation === undefined ? {} : { mutation: entry.mutation }),
  };
}

function regressionCaseId(entry: Regression): string {
  return `regression/${entry.id}`;
}

/** Still failing when the checks raise the saved check and code on its case again. */
export function regressionStatuses(entries: readonly Regression[], results: readonly CaseResult[], judgeOne: (result: CaseResult) => readonly Finding[]): RegressionStatus[] {
  return entries.flatMap((entry) => {
    const result = results.find(({ testCase }) => testCase.id === regressionCaseId(entry));
    if (result === undefined) return [];
    const fails = judgeOne(result).some((finding) => finding.check === entry.check && finding.code === entry.code);
    return [{ id: entry.id, status: fails ? ('still-failing' as const) : ('fixed' as const) }];
  });
}
