/**
 * Where every command's report goes: stdout, or the file the user named (--output, --html,
 * -r name=file). One module, so a report that cannot be written fails alike in every command: the
 * error names the file and the fix, and where the command asks for it the text goes to stdout
 * first, so a long run's report is not lost with the file.
 */
import { writeReport as writeReportFile } from '../store/write-report.js';

export interface ReportDestination {
  /** The file the user named; null: stdout. */
  readonly file: string | null;
  /** The fix the error names when the file cannot be written (default: a writable --output path; the report follows on stdout). */
  readonly hint?: string;
  /** A file that cannot be written leaves the text on stdout before the error is raised. */
  readonly stdoutIfUnwritable?: boolean;
}

/** A report, or a part of one as it streams, on stdout. */
export const STDOUT: ReportDestination = { file: null };

/** Whether a report may be coloured: on a terminal only, never in a file, and not under NO_COLOR. */
export function colorsReport(file: string | null): boolean {
  return file === null && process.stdout.isTTY === true && !process.env['NO_COLOR'];
}

/** Writes a rendered report where `destination` says; a file that cannot be written is a ConfigError (exit 2). */
export function writeReport(text: string, { file, hint, stdoutIfUnwritable = false }: ReportDestination): void {
  if (file === null) {
    process.stdout.write(text);
    return;
  }
  try {
    writeReportFile(file, text, hint);
  } catch (error) {
    if (stdoutIfUnwritable) process.stdout.write(text);
    throw error;
  }
}
