/**
 * The report of `replay`, and of `run` when it does not stream (JSON, or --output), in one piece:
 * rendered by the chosen reporter, on stdout or in --output. A run can take minutes, so a file that
 * cannot be written still leaves the report on stdout.
 */
import { reporters, type ReportDocument } from '../../reporters/run/index.js';
import type { ReporterName } from '../../reporters/run/names.js';
import { colorsReport, writeReport } from '../write-report.js';

/** Renders `document` with `reporter` and writes it to stdout, or to `outputFile`. */
export function emitReport(document: ReportDocument, reporter: ReporterName, outputFile: string | null, verbose = false): void {
  const text = reporters[reporter].render(document, { color: colorsReport(outputFile), verbose });
  writeReport(text, { file: outputFile, stdoutIfUnwritable: true });
}
