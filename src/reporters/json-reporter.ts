import type { Reporter } from './reporter.js';

/** The report document as JSON: the contract CI parses (see report-schema.ts). */
export const jsonReporter: Reporter = {
  render: (document) => `${JSON.stringify(document, null, 2)}\n`,
};
