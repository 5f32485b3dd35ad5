import type { Reporter } from '../reporter.js';
import type { AuditDocument } from './audit-schema.js';

/** The audit document as JSON: the contract CI parses (see audit-schema.ts). */
export const auditJsonReporter: Reporter<AuditDocument> = {
  render: (document) => `${JSON.stringify(document, null, 2)}\n`,
};
