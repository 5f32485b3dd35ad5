/**
 * SARIF 2.1.0, for code-scanning uploads: one run, a rule per distinct finding rule, a result per
 * finding. Accepted baseline findings stay in as suppressed results, so a scanner that tracks
 * alerts sees them as known rather than fixed.
 */
import type { AuditDocument, AuditFinding, AuditLocation } from './audit-schema.js';
import type { Reporter } from '../reporter.js';

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const FINGERPRINT_KEY = 'hookcheck/v1';
const STALE_RULE = 'stale-baseline';

type Level = 'error' | 'warning' | 'note';

const LEVEL: Record<AuditFinding['severity'], Level> = { error: 'error', warning: 'warning', info: 'note' };

interface SarifRule {
  id: string;
  shortDescription: { text: string };
  fullDescription?: { text: string };
  help?: { text: string };
  defaultConfiguration: { level: Level };
}

export const auditSarifReporter: Reporter<AuditDocument> = {
  render(document) {
    const rules = collectRules(document);
    const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
    const hasBaseline = document.baseline !== undefined;
    const results = [...document.findings.map((finding) => renderFinding(finding, ruleIndex.get(finding.rule)!, hasBaseline)), ...renderStale(document, ruleIndex.get(STALE_RULE))];
    const run = {
      tool: { driver: { name: 'hookcheck', version: document.tool.version, rules } },
      ...renderInvocations(document),
      // Columns come from a JavaScript parser over the file's text: UTF-16 code units.
      columnKind: 'utf16CodeUnits',
      results,
    };
    return `${JSON.stringify({ $schema: SARIF_SCHEMA, version: '2.1.0', runs: [run] }, null, 2)}\n`;
  },
};

/** Every distinct rule, in order of first appearance. The document has no rule titles, so the id stands in. */
function collectRules(document: AuditDocument): SarifRule[] {
  const rules = new Map<string, SarifRule>();
  for (const finding of document.findings) {
    if (rules.has(finding.rule)) continue;
    const fix = document.findings.find((item) => item.rule === finding.rule && item.fix !== undefined)?.fix;
    const described = fix === undefined ? {} : { fullDescription: { text: fix }, help: { text: fix } };
    const known = document.rules?.find((rule) => rule.id === finding.rule);
    const short = known === undefined ? finding.rule : known.title;
    const full = known === undefined ? described : { fullDescription: { text: known.description }, help: { text: fix ?? known.description } };
    rules.set(finding.rule, { id: finding.rule, shortDescription: { text: short }, ...full, defaultConfiguration: { level: LEVEL[finding.severity] } });
  }
  if ((document.baseline?.stale.length ?? 0) > 0) {
    const help = 'Run with --update-baseline: it rewrites the baseline without entries that match no finding any more.';
    rules.set(STALE_RULE, {
      id: STALE_RULE,
      shortDescription: { text: 'Baseline entry matches no finding' },
      fullDescription: { text: help },
      help: { text: help },
      defaultConfiguration: { level: 'error' },
    });
  }
  return [...rules.values()];
}

function renderFinding(finding: AuditFinding, ruleIndex: number, hasBaseline: boolean) {
  const accepted = finding.baseline === 'accepted';
  return {
    ruleId: finding.rule,
    ruleIndex,
    level: LEVEL[finding.severity],
    message: { text: finding.fix === undefined ? finding.message : `${finding.message} Fix: ${finding.fix}` },
    locations: [renderLocation(finding.location)],
    partialFingerprints: { [FINGERPRINT_KEY]: finding.fingerprint },
    ...(hasBaseline ? { baselineState: accepted ? 'unchanged' : 'new' } : {}),
    ...(accepted ? { suppressions: [{ kind: 'external', justification: 'accepted by baseline' }] } : {}),
  };
}

function renderStale(document: AuditDocument, ruleIndex: number | undefined) {
  const baseline = document.baseline;
  if (!baseline || ruleIndex === undefined) return [];
  return baseline.stale.map((entry) => ({
    ruleId: STALE_RULE,
    ruleIndex,
    level: 'error',
    message: { text: `The baseline accepts ${entry.rule} on ${entry.hookLabel}, which no longer occurs: ${entry.message} Fix: run with --update-baseline to drop the entry.` },
    locations: [renderLocation({ file: baseline.file })],
    // Not the finding's own fingerprint: the stale entry is a different alert from the finding it was.
    partialFingerprints: { [FINGERPRINT_KEY]: `${STALE_RULE}:${entry.fingerprint}` },
    baselineState: 'new',
  }));
}

function renderLocation(location: AuditLocation) {
  // SARIF regions are 1-based and need a startLine: no line (or a nonsense one), no region.
  const { line, column } = location;
  const region = line === undefined || line < 1 ? {} : { region: { startLine: line, ...(column === undefined || column < 1 ? {} : { startColumn: column }) } };
  return { physicalLocation: { artifactLocation: toArtifactLocation(location.file), ...region } };
}

/** A relative path becomes a URI reference against %SRCROOT%; each segment is percent-encoded, so spaces, `#` or a `:` in the first segment cannot change its meaning. */
function toArtifactLocation(file: string) {
  const encoded = file.split('/').map(encodeURIComponent).join('/');
  if (file.startsWith('/')) return { uri: `file://${encoded}` };
  return { uri: encoded, uriBaseId: '%SRCROOT%' };
}

/** Files the audit could not read, as tool notifications: they are not findings about a rule. */
function renderInvocations(document: AuditDocument) {
  if (document.problems.length === 0) return {};
  const notifications = document.problems.map((problem) => ({
    level: 'error',
    message: { text: `${problem.message} ${problem.hint}` },
    locations: [renderLocation({ file: problem.file })],
  }));
  return { invocations: [{ executionSuccessful: true, toolExecutionNotifications: notifications }] };
}
