import { describe, expect, it } from 'vitest';
import { auditSchema } from '../../../../src/reporters/audit/audit-schema.js';
import { auditJsonReporter } from '../../../../src/reporters/audit/json-reporter.js';
import { AUDIT_REPORTER_NAMES, auditReporters } from '../../../../src/reporters/audit/index.js';
import { makeTrickyAuditDocument } from '../../../helpers/audit-document.js';

describe('auditJsonReporter', () => {
  it('writes the document as indented JSON that parses back to it under the audit schema', () => {
    const document = makeTrickyAuditDocument();
    const text = auditJsonReporter.render(document, { color: false });
    expect(text).toBe(`${JSON.stringify(document, null, 2)}\n`);
    expect(auditSchema.parse(JSON.parse(text))).toEqual(JSON.parse(text));
  });
});

describe('auditReporters', () => {
  it('has one reporter per name --reporter accepts', () => {
    expect(Object.keys(auditReporters).sort()).toEqual([...AUDIT_REPORTER_NAMES].sort());
    for (const name of AUDIT_REPORTER_NAMES) expect(typeof auditReporters[name].render).toBe('function');
  });
});
