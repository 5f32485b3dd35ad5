/**
 * What `run` and `replay` write: a usage text, and the report on stdout or in --output.
 */
import { writeReport } from '../store/write-report.js';
import { reporters, type ReportDocument } from '../reporters/run/index.js';
import type { ReporterName } from '../reporters/run/names.js';

/** The report on stdout, or in --output (and on stdout too if that file cannot be written). */
export function emitReport(document: ReportDocument, reporter: ReporterName, outputFile: string | null, verbose = false): void {
  const toTerminal = outputFile === null && process.stdout.isTTY === true;
  const text = reporters[reporter].render(document, { color: toTerminal && !process.env['NO_COLOR'], verbose });
  if (outputFile === null) {
    process.stdout.write(text);
    return;
  }
  try {
    writeReport(outputFile, text);
  } catch (error) {
    process.stdout.write(text);
    throw error;
  }
}
