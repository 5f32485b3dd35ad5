import type { ReportDocument } from './report-schema.js';

export interface RenderOptions {
  /** Use ANSI colours (a TTY without NO_COLOR). */
  readonly color: boolean;
}

/** A reporter turns the finished report into text; where the text goes is the CLI's business. */
export interface Reporter {
  render(document: ReportDocument, options: RenderOptions): string;
}
