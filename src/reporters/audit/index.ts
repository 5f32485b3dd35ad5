import { auditGithubReporter } from './github-reporter.js';
import { auditJsonReporter } from './json-reporter.js';
import { auditJunitReporter } from './junit-reporter.js';
import { auditPrettyReporter } from './pretty-reporter.js';
import { auditSarifReporter } from './sarif-reporter.js';
import { REPORTERS_OF } from '../names.js';
import type { Reporter } from '../reporter.js';
import type { AuditDocument } from './audit-schema.js';

export const AUDIT_REPORTER_NAMES = REPORTERS_OF.audit;

export type AuditReporterName = (typeof AUDIT_REPORTER_NAMES)[number];

/** Built-in audit reporters by the name `hookcheck audit --reporter` takes. */
export const auditReporters: Readonly<Record<AuditReporterName, Reporter<AuditDocument>>> = {
  pretty: auditPrettyReporter,
  json: auditJsonReporter,
  junit: auditJunitReporter,
  sarif: auditSarifReporter,
  github: auditGithubReporter,
};
