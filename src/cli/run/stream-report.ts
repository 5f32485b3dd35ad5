/**
 * `hookcheck run` on a reporter that can stream (pretty, to stdout): the header before the first
 * case, each hook's block as soon as that hook (and every one before it) is done, the closing at
 * the end. Otherwise (JSON, or --output) the whole report is written once the run is over.
 */
import type { HookReport, RunResult } from '../../model/run/hook-report.js';
import { redactReport } from '../../record/redact-report.js';
import { buildReportDocument, streamingReporters, type ReportDocument, type ReporterName } from '../../reporters/run/index.js';
import type { Progress } from '../progress/progress.js';
import { STDOUT, colorsReport, writeReport } from '../write-report.js';
import { emitReport } from './emit-report.js';

export interface ReportStream {
  /** For the engine's onHookDone. */
  readonly onHookDone: (report: HookReport) => void;
  /** Writes what was not written yet; returns the whole document. */
  finish(result: RunResult): ReportDocument;
  /** How many secrets were masked in what was written. */
  masked(): number;
}

/**
 * `progress` is wiped before each block, so that its line on a terminal never runs into the report.
 * Every part written has `secrets` (and key-shaped text) masked; the document returned is whole.
 */
export function streamReport(
  reporter: ReporterName,
  outputFile: string | null,
  verbose: boolean,
  toolVersion: string,
  progress: Pick<Progress, 'clear'>,
  secrets: readonly string[] = [],
): ReportStream {
  const streaming = outputFile === null ? streamingReporters[reporter] : undefined;
  let masked = 0;
  const redact = <T>(value: T): T => {
    const redacted = redactReport(value, secrets);
    masked += redacted.count;
    return redacted.value;
  };
  if (streaming === undefined) {
    return {
      onHookDone: () => undefined,
      finish(result) {
        const document = buildReportDocument(result, toolVersion);
        emitReport(redact(document), reporter, outputFile, verbose);
        return document;
      },
      masked: () => masked,
    };
  }
  const options = { color: colorsReport(null), verbose };
  writeReport(streaming.renderHeader({ tool: { name: 'hookcheck', version: toolVersion } }, options), STDOUT);
  return {
    onHookDone(report) {
      progress.clear();
      writeReport(streaming.renderPart(redact(buildReportDocument({ hooks: [report] }, toolVersion).hooks[0]!), options), STDOUT);
    },
    finish(result) {
      const document = buildReportDocument(result, toolVersion);
      writeReport(streaming.renderClosing(redact(document), options), STDOUT);
      return document;
    },
    masked: () => masked,
  };
}
