/**
 * The probes run first, each in a fresh scratch area with the files it sets up, so a control
 * that never fires is known before any other phase reports its greens.
 */
import { canBlock } from '../../../specs/claude-code/events.js';
import type { PayloadContext } from '../../../specs/claude-code/payloads.js';
import type { ScratchArea } from '../../workspace/scratch-area.js';
import { mapLimited } from '../../util/map-limited.js';
import type { CaseResult, HookTarget, TestCase } from '../../model/run/hook-report.js';
import { evaluateProbe, type ObservedFiles } from '../probes/evaluate-probe.js';
import { summarizeProbes, type Probe, type ProbeReport } from '../../model/run/probe-report.js';
import { scopeCanaries } from '../probes/scope-canaries.js';
import { buildProbeCase, probeFiles, resolveScratchPath, type ProbeFile } from '../probes/probe-case.js';
import type { RecordedInput } from '../../model/recorded-payload.js';

export interface ProbeFileAccess {
  readonly write: (files: readonly ProbeFile[]) => void;
  readonly read: (paths: readonly string[]) => readonly { readonly exists: boolean; readonly content: string | null }[];
}

interface ProbePhaseInput {
  readonly target: HookTarget;
  readonly agentVersion: string;
  readonly jobs: number;
  readonly recorded: readonly RecordedInput[];
  readonly notApplicable: ProbeReport['notApplicable'];
  readonly now: number;
  readonly newScratch: () => Promise<ScratchArea>;
  readonly payloadContext: (scratch: ScratchArea) => PayloadContext;
  readonly execute: (testCase: TestCase, scratch: ScratchArea) => Promise<CaseResult>;
  readonly files?: ProbeFileAccess;
}

export interface ProbePhase {
  readonly results: readonly CaseResult[];
  readonly report: ProbeReport;
}

export async function runProbePhase(input: ProbePhaseInput): Promise<ProbePhase> {
  const probes = input.target.probes ?? [];
  // Canaries set up no files and expect none: they share one scratch area, as a family of cases
  // does, instead of paying for a fresh copy of the project each.
  const shared: { area?: Promise<ScratchArea> } = {};
  const sharedScratch = () => (shared.area ??= input.newScratch());
  let runs;
  try {
    runs = await mapLimited(
      probes.map((probe, index) => ({ probe, index })),
      input.jobs,
      ({ probe, index }) => runProbe(probe, index, probe.origin.startsWith('canary:') ? { ...input, newScratch: sharedScratch, keepScratch: true } : input),
    );
  } finally {
    if (shared.area !== undefined) await (await shared.area).remove();
  }
  const scoped = scopeCanaries(runs.map(({ evaluation }) => evaluation));
  const report = summarizeProbes(scoped.counted, isGuard(input.target), [...input.notApplicable, ...scoped.notApplicable]);
  return {
    results: runs.map(({ result }) => result),
    report: scoped.outOfScope.length === 0 ? report : { ...report, outOfScope: scoped.outOfScope },
  };
}

async function runProbe(probe: Probe, index: number, input: ProbePhaseInput & { readonly keepScratch?: boolean }) {
  const scratch = await input.newScratch();
  try {
    const testCase = buildProbeCase(probe, index, { ...input, scratch, payloadContext: input.payloadContext(scratch) });
    const files = probeFiles(probe, scratch, input.now);
    const expected = Object.keys(probe.expect.files ?? {});
    if ((files.length > 0 || expected.length > 0) && input.files === undefined) throw new Error('Probes with files need file access in the engine environment.');
    if (files.length > 0) input.files!.write(files);
    const result = await input.execute(testCase, scratch);
    const seen = expected.length === 0 ? [] : input.files!.read(expected.map((path) => resolveScratchPath(path, scratch)));
    const observed: ObservedFiles = Object.fromEntries(expected.map((path, position) => [path, seen[position]!]));
    return { result, evaluation: evaluateProbe(probe, result, observed) };
  } finally {
    if (!input.keepScratch) await scratch.remove();
  }
}

/**
 * A hook must show its controls firing when it can hold the agent back on one of its events, or
 * when it is a script without JSON, whose probes are the only evidence there is.
 */
export function isGuard(target: HookTarget): boolean {
  return target.input === 'none' || target.events.some(canBlock);
}
