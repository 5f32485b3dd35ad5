/**
 * JUnit XML (the Ant/Jenkins shape), for CI test-report views: a suite per wired handler, a testcase
 * per finding. JUnit has no warnings, so warnings are failures too (as ESLint's JUnit formatter does)
 * with `type="warning"`; errors carry their rule as the type. Info findings pass, with the text in
 * `<system-out>`. Accepted baseline findings are skipped, and files the audit could not read are
 * JUnit errors: the hooks in them were never checked.
 */
import type { AuditDocument, AuditFinding } from './audit-schema.js';
import type { Reporter } from '../reporter.js';

const NAME_MAX_CHARS = 120;

type Outcome =
  | { readonly kind: 'passed'; readonly output?: string }
  | { readonly kind: 'failure' | 'error'; readonly type: string; readonly message: string; readonly body: string }
  | { readonly kind: 'skipped'; readonly message: string };

interface TestCase {
  readonly name: string;
  readonly classname: string;
  readonly file?: string | undefined;
  readonly line?: number | undefined;
  readonly outcome: Outcome;
}

interface TestSuite {
  readonly name: string;
  readonly cases: readonly TestCase[];
}

export const auditJunitReporter: Reporter<AuditDocument> = {
  render(document) {
    const suites = groupSuites(document);
    const all = suites.flatMap((suite) => suite.cases);
    const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<testsuites ${formatCounts('hookcheck audit', all)}>`];
    for (const suite of suites) {
      lines.push(`  <testsuite ${formatCounts(suite.name, suite.cases)}>`, ...suite.cases.map(formatCase), '  </testsuite>');
    }
    lines.push('</testsuites>');
    return `${lines.join('\n')}\n`;
  },
};

/** A finding goes to the suite of its first handler, so one about two handlers is counted once. */
function groupSuites(document: AuditDocument): TestSuite[] {
  const wiringIds = new Set(document.wiring.map((wired) => wired.id));
  const suites: TestSuite[] = document.wiring.map((wired) => {
    const cases = document.findings.filter((finding) => finding.hooks[0] === wired.id).map(toTestCase);
    const clean = { name: 'no findings', classname: 'hookcheck', file: wired.location.file, line: wired.location.line, outcome: { kind: 'passed' } as const };
    return { name: wired.label, cases: cases.length > 0 ? cases : [clean] };
  });
  const unattached = document.findings.filter((finding) => finding.hooks[0] === undefined || !wiringIds.has(finding.hooks[0]));
  // Unreadable files arrive as config-unreadable findings: rendered once, here, under the baseline's judgement.
  const configuration = unattached.map(toTestCase);
  if (configuration.length > 0) suites.push({ name: 'configuration', cases: configuration });
  const baseline = document.baseline;
  if (baseline && baseline.stale.length > 0) {
    const stale = baseline.stale.map((entry): TestCase => {
      const message = `The baseline accepts ${entry.rule} on ${entry.hookLabel}, which no longer occurs: ${entry.message}`;
      const body = `${message}\nFix: run with --update-baseline to drop the entry (fingerprint ${entry.fingerprint}).`;
      return { name: `${entry.hookLabel}: ${shorten(entry.message)}`, classname: entry.rule, file: baseline.file, outcome: { kind: 'failure', type: 'stale-baseline', message, body } };
    });
    suites.push({ name: 'baseline', cases: stale });
  }
  return suites;
}

function toTestCase(finding: AuditFinding): TestCase {
  const { file, line } = finding.location;
  const body = [`${finding.severity} ${finding.rule} at ${file}${line === undefined ? '' : `:${line}`}`, finding.hookLabel, finding.message];
  if (finding.fix !== undefined) body.push(`Fix: ${finding.fix}`);
  const outcome: Outcome =
    finding.baseline === 'accepted'
      ? { kind: 'skipped', message: 'accepted by baseline' }
      : finding.severity === 'info'
        ? { kind: 'passed', output: body.join('\n') }
        : { kind: 'failure', type: finding.severity === 'error' ? finding.rule : 'warning', message: finding.message, body: body.join('\n') };
  return { name: `${finding.hookLabel}: ${shorten(finding.message)}`, classname: finding.rule, file, line, outcome };
}

/** The first line, cut to a length that CI views show whole. */
function shorten(message: string): string {
  const first = message.split(/\r?\n|\r/, 1)[0]!.trim();
  return first.length > NAME_MAX_CHARS ? `${first.slice(0, NAME_MAX_CHARS - 1)}…` : first;
}

function formatCounts(name: string, cases: readonly TestCase[]): string {
  const count = (kind: Outcome['kind']) => cases.filter((item) => item.outcome.kind === kind).length;
  return `name="${escapeXmlAttribute(name)}" tests="${cases.length}" failures="${count('failure')}" errors="${count('error')}" skipped="${count('skipped')}"`;
}

function formatCase(testCase: TestCase): string {
  const { name, classname, file, line, outcome } = testCase;
  let attributes = `name="${escapeXmlAttribute(name)}" classname="${escapeXmlAttribute(classname)}"`;
  if (file !== undefined) attributes += ` file="${escapeXmlAttribute(file)}"`;
  if (line !== undefined) attributes += ` line="${line}"`;
  const open = `    <testcase ${attributes}`;
  switch (outcome.kind) {
    case 'passed':
      return outcome.output === undefined ? `${open}/>` : `${open}>\n      <system-out>${escapeXmlText(outcome.output)}</system-out>\n    </testcase>`;
    case 'skipped':
      return `${open}>\n      <skipped message="${escapeXmlAttribute(outcome.message)}"/>\n    </testcase>`;
    default: {
      const detail = `message="${escapeXmlAttribute(outcome.message)}" type="${escapeXmlAttribute(outcome.type)}"`;
      return `${open}>\n      <${outcome.kind} ${detail}>${escapeXmlText(outcome.body)}</${outcome.kind}>\n    </testcase>`;
    }
  }
}

// XML 1.0 forbids these characters even as character references (§2.2): C0 controls other than tab,
// newline and carriage return, unpaired surrogates, U+FFFE and U+FFFF. A hook's output may hold any
// of them; they become U+FFFD so the report stays parseable and shows that something was there.
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

/** Escapes text content: markup characters, forbidden characters, and `\r` (a parser turns a raw one into `\n`). */
export function escapeXmlText(text: string): string {
  return text.replace(XML_FORBIDDEN, '\uFFFD').replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('\r', '&#13;');
}

/** Escapes an attribute value; tabs and line breaks become references, as a parser turns raw ones into spaces. */
export function escapeXmlAttribute(text: string): string {
  return escapeXmlText(text).replaceAll('"', '&quot;').replaceAll("'", '&apos;').replaceAll('\n', '&#10;').replaceAll('\t', '&#9;');
}
