import type { Reporter } from '../reporter.js';
import type { ReportDocument } from './report-schema.js';

/** The report document as JSON: the contract CI parses (see report-schema.ts). */
export const jsonReporter: Reporter<ReportDocument> = {
  render: (document) => `${JSON.stringify(document, null, 2)}\n`,
};
