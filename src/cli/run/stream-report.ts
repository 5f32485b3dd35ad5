/**
 * `hookcheck run` on a reporter that can stream (pretty, to stdout): the header before the first
 * case, each hook's block as soon as that hook (and every one before it) is done, the closing at
 * the end. Otherwise (JSON, or --output) the whole report is written once the run is over.
 */
import type { HookReport, RunResult } from '../../engine/types.js';
import { buildReportDocument, streamingReporters, type ReportDocument, type ReporterName } from '../../reporters/run/index.js';
import type { Progress } from '../progress/progress.js';
import { emitReport } from '../output.js';

export interface ReportStream {
  /** For the engine's onHookDone. */
  readonly onHookDone: (report: HookReport) => void;
  /** Writes what was not written yet; returns the whole document. */
  finish(result: RunResult): ReportDocument;
}

/** `progress` is wiped before each block, so that its line on a terminal never runs into the report. */
export function streamReport(reporter: ReporterName, outputFile: string | null, verbose: boolean, toolVersion: string, progress: Pick<Progress, 'clear'>): ReportStream {
  const streaming = outputFile === null ? streamingReporters[reporter] : undefined;
  if (streaming === undefined) {
    return {
      onHookDone: () => undefined,
      finish(result) {
        const document = buildReportDocument(result, toolVersion);
        emitReport(document, reporter, outputFile, verbose);
        return document;
      },
    };
  }
  const options = { color: process.stdout.isTTY === true && !process.env['NO_COLOR'], verbose };
  process.stdout.write(streaming.renderHeader({ tool: { name: 'hookcheck', version: toolVersion } }, options));
  return {
    onHookDone(report) {
      progress.clear();
      process.stdout.write(streaming.renderPart(buildReportDocument({ hooks: [report] }, toolVersion).hooks[0]!, options));
    },
    finish(result) {
      const document = buildReportDocument(result, toolVersion);
      process.stdout.write(streaming.renderClosing(document, options));
      return document;
    },
  };
}
