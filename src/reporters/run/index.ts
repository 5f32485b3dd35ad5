import { jsonReporter } from './json-reporter.js';
import { prettyReporter } from './pretty-reporter.js';
import type { ReporterName } from './names.js';
import type { Reporter, StreamingReporter } from '../reporter.js';
import type { ReportDocument, ReportHook } from './report-schema.js';

/** Built-in reporters by the name `--reporter` takes. */
export const reporters: Readonly<Record<ReporterName, Reporter<ReportDocument>>> = { pretty: prettyReporter, json: jsonReporter };

/** The reporters that can show each hook's block when that hook is done (a JSON document cannot). */
export const streamingReporters: Readonly<Partial<Record<ReporterName, StreamingReporter<ReportDocument, ReportHook>>>> = { pretty: prettyReporter };

export { buildReportDocument } from './report-document.js';
export { REPORTER_NAMES, type ReporterName } from './names.js';
export type { Reporter, RenderOptions } from '../reporter.js';
export { reportSchema, REPORT_SCHEMA_VERSION, type ReportDocument } from './report-schema.js';
