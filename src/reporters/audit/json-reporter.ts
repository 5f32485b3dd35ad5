import type { AuditReporter } from './audit-reporter.js';

/** The audit document as JSON: the contract CI parses (see audit-schema.ts). */
export const auditJsonReporter: AuditReporter = {
  render: (document) => `${JSON.stringify(document, null, 2)}\n`,
};
