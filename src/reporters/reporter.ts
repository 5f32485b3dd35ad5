export interface RenderOptions {
  /** Use ANSI colours (a TTY without NO_COLOR). */
  readonly color: boolean;
  /** Show everything: whole payloads, every covered finding's case (`--verbose`); default: the fields that matter. */
  readonly verbose?: boolean;
}

/**
 * A reporter turns a command's finished document into text; where the text goes is the CLI's
 * business. Every command's reporters are one of these: run's (`ReportDocument`), audit's
 * (`AuditDocument`), explain's (`Explanation`) and mutate's (`MutateDocument`).
 */
export interface Reporter<Document> {
  render(document: Document, options: RenderOptions): string;
}

/**
 * A reporter whose text can be written part by part as a run goes: the header first, each hook's
 * block when that hook is done, the closing at the end. Together the parts are `render`'s text.
 */
export interface StreamingReporter<Document, Part> extends Reporter<Document> {
  renderHeader(document: Pick<Document & { tool: unknown }, 'tool'>, options: RenderOptions): string;
  renderPart(part: Part, options: RenderOptions): string;
  renderClosing(document: Document, options: RenderOptions): string;
}
