/**
 * The case the state experiments run on: the one that shows the hook at work. A valid case with an
 * effect the agent sees; else a probe of the user's that passed expecting files or context (a
 * formatter, a checkpoint writer or restorer: the generated payloads name files the project lacks,
 * so on them such a hook does nothing worth repeating); else the first valid case.
 */
import { isObservable } from '../../oracle/effect.js';
import type { ScratchArea } from '../../workspace/scratch-area.js';
import { buildProbeCase, probeFiles, type ProbeCaseInput } from '../probes/probe-case.js';
import type { ProbeFileAccess } from './1-probes.js';
import type { ProbeReport } from '../../model/run/probe-report.js';
import type { CaseResult, TestCase } from '../../model/run/hook-report.js';

interface ExperimentCase {
  readonly testCase: TestCase;
  /** Lays out what the case needs in each fresh scratch area (a probe's setup files). */
  readonly prepare?: (scratch: ScratchArea) => void;
}

export function chooseExperimentCase(results: readonly CaseResult[], probes: ProbeReport, input: ProbeCaseInput & { readonly files?: ProbeFileAccess }): ExperimentCase | null {
  const valid = results.filter(({ testCase }) => testCase.kind === 'valid' && (testCase.origin ?? 'named') === 'named');
  const atWork = valid.find(({ effect }) => isObservable(effect.kind));
  if (atWork) return { testCase: atWork.testCase };
  const passed = new Set(probes.results.filter((result) => result.passed && result.origin === 'config').map((result) => result.caseId));
  const index = (input.target.probes ?? []).findIndex((probe, position) => passed.has(`probe/${position + 1}`) && (probe.expect.files !== undefined || probe.expect.context !== undefined));
  const probe = input.target.probes?.[index];
  const { files } = input;
  if (probe && (Object.keys(probe.setup.files).length === 0 || files)) {
    const prepare = (scratch: ScratchArea) => files?.write(probeFiles(probe, scratch, input.now));
    return { testCase: buildProbeCase(probe, index, input), prepare };
  }
  return valid[0] ? { testCase: valid[0].testCase } : null;
}
