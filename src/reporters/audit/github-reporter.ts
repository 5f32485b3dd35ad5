/**
 * GitHub Actions workflow commands: one annotation per finding that counts, shown on the file and
 * line in the pull request. Accepted baseline findings are left out: they do not fail the gate, and
 * an annotation on every old line would bury the new ones.
 */
import type { AuditDocument, AuditFinding } from './audit-schema.js';
import type { Reporter } from '../reporter.js';

type Command = 'error' | 'warning' | 'notice';

const COMMAND: Record<AuditFinding['severity'], Command> = { error: 'error', warning: 'warning', info: 'notice' };

/** Escapes a command's message as actions/toolkit does, so a newline cannot start a second command. */
export function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/** Escapes a property value (file, title) as actions/toolkit does: `:` and `,` delimit properties. */
export function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

interface Annotation {
  readonly command: Command;
  readonly file: string;
  readonly line?: number | undefined;
  readonly column?: number | undefined;
  readonly title: string;
  readonly message: string;
}

/** Formats one workflow command line: `::error file=F,line=L,title=T::MESSAGE`. */
function formatCommand({ command, file, line, column, title, message }: Annotation): string {
  const properties = [`file=${escapeProperty(file)}`];
  if (line !== undefined) properties.push(`line=${line}`);
  // A column means nothing to GitHub without its line.
  if (line !== undefined && column !== undefined) properties.push(`col=${column}`);
  properties.push(`title=${escapeProperty(title)}`);
  return `::${command} ${properties.join(',')}::${escapeData(message)}`;
}

export const auditGithubReporter: Reporter<AuditDocument> = {
  render(document) {
    const lines = [...renderFindings(document), ...renderStale(document)].map(formatCommand);
    return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
  },
};

function renderFindings(document: AuditDocument): Annotation[] {
  return document.findings
    .filter((finding) => finding.baseline !== 'accepted')
    .map((finding) => ({
      command: COMMAND[finding.severity],
      file: finding.location.file,
      line: finding.location.line,
      column: finding.location.column,
      title: `hookcheck ${finding.rule}`,
      message: `${finding.hookLabel}: ${finding.message}${finding.fix === undefined ? '' : `\nFix: ${finding.fix}`}`,
    }));
}

function renderStale(document: AuditDocument): Annotation[] {
  const baseline = document.baseline;
  if (!baseline) return [];
  return baseline.stale.map((entry) => ({
    command: 'error',
    file: baseline.file,
    title: 'hookcheck stale-baseline',
    message: `The baseline accepts ${entry.rule} on ${entry.hookLabel}, which no longer occurs: ${entry.message}\nFix: run with --update-baseline to drop the entry.`,
  }));
}
