import type { AuditDocument } from './audit-schema.js';
import type { RenderOptions } from '../reporter.js';

/** An audit reporter turns the finished audit into text; where the text goes is the CLI's business. */
export interface AuditReporter {
  render(document: AuditDocument, options: RenderOptions): string;
}
