/**
 * `hookcheck mutate --reporter pretty|json|html`: one document, three renderings. The HTML one
 * embeds the report viewer's script, read only when that reporter runs.
 */
import type { MutationTestResult } from 'mutation-testing-report-schema/api';
import type { MutationRun } from '../../model/mutation.js';
import { REPORTERS_OF } from '../names.js';
import type { Reporter } from '../reporter.js';
import { toHtmlReport } from './html-report.js';
import { toTextReport } from './text-report.js';

export interface MutateDocument {
  readonly run: MutationRun;
  /** The run as a mutation-testing-report-schema document. */
  readonly report: MutationTestResult;
  readonly elementsScript: () => string;
}

export const MUTATE_REPORTER_NAMES = REPORTERS_OF.mutate;

export type MutateReporterName = (typeof MUTATE_REPORTER_NAMES)[number];

export const mutateReporters: Readonly<Record<MutateReporterName, Reporter<MutateDocument>>> = {
  pretty: { render: ({ run }) => toTextReport(run) },
  json: { render: ({ report }) => `${JSON.stringify(report, null, 2)}\n` },
  html: { render: ({ report, elementsScript }) => toHtmlReport(report, elementsScript()) },
};
