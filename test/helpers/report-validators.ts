/**
 * Validators for the CI report formats: SARIF against the official 2.1.0 schema (as
 * @microsoft/jest-sarif ships it, draft-04), JUnit XML with xmllint against test/schemas/junit.xsd.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import ajvDraft04 from 'ajv-draft-04';
import { execa } from 'execa';

const require = createRequire(import.meta.url);
const sarifSchema: object = JSON.parse(readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'));
// Formats are checked too: a `uri` must be an absolute URI, a `uri-reference` only URI characters.
const URI_CHARACTERS = /^(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;

export const validateSarif = new ajvDraft04.default({
  allErrors: true,
  // The schema's `language` pattern has a stray `]`, which only non-unicode regular expressions accept.
  unicodeRegExp: false,
  formats: {
    uri: (value: string) => URI_CHARACTERS.test(value) && URL.canParse(value),
    'uri-reference': (value: string) => URI_CHARACTERS.test(value),
    'date-time': (value: string) => !Number.isNaN(Date.parse(value)),
  },
}).compile(sarifSchema);

// Written for these tests from the documented Ant/Jenkins format (no npm package ships one).
export const JUNIT_SCHEMA = fileURLToPath(new URL('../schemas/junit.xsd', import.meta.url));

/** xmllint's verdict on a JUnit file (libxml2-utils; .ci/run installs it). */
export function validateJunitFile(file: string) {
  return execa('xmllint', ['--noout', '--schema', JUNIT_SCHEMA, file], { reject: false });
}
