import { jsonReporter } from './json-reporter.js';
import { prettyReporter } from './pretty-reporter.js';
import type { ReporterName } from './names.js';
import type { Reporter } from '../reporter.js';
import type { ReportDocument } from './report-schema.js';

/** Built-in reporters by the name `--reporter` takes. */
export const reporters: Readonly<Record<ReporterName, Reporter<ReportDocument>>> = { pretty: prettyReporter, json: jsonReporter };

export { buildReportDocument } from './report-document.js';
export { REPORTER_NAMES, type ReporterName } from './names.js';
export type { Reporter, RenderOptions } from '../reporter.js';
export { reportSchema, REPORT_SCHEMA_VERSION, type ReportDocument } from './report-schema.js';
