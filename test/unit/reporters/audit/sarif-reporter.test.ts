import { describe, expect, it } from 'vitest';
import { auditSarifReporter } from '../../../../src/reporters/audit/sarif-reporter.js';
import { validateSarif } from '../../../helpers/report-validators.js';
import { BASELINE_FILE, makeAuditDocument, makeFinding, makeTrickyAuditDocument, TRICKY_TEXT } from '../../../helpers/audit-document.js';

const validate = validateSarif;

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: { text: string };
  locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string }; region?: { startLine: number; startColumn?: number } } }[];
  partialFingerprints: Record<string, string>;
  baselineState?: string;
  suppressions?: unknown[];
}
interface SarifLog {
  $schema: string;
  version: string;
  runs: {
    tool: { driver: { name: string; version: string; rules: { id: string; shortDescription: { text: string }; help?: { text: string } }[] } };
    results: SarifResult[];
    invocations?: unknown[];
  }[];
}

function render(document = makeTrickyAuditDocument()): SarifLog {
  return JSON.parse(auditSarifReporter.render(document, { color: false })) as SarifLog;
}

describe('auditSarifReporter', () => {
  it('writes a log that validates against the official SARIF 2.1.0 schema', () => {
    for (const document of [makeTrickyAuditDocument(), makeAuditDocument(), makeAuditDocument({ findings: [makeFinding()] })]) {
      expect(validate(render(document)), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('is checked by a validator that rejects what the schema forbids', () => {
    const log = render();
    const [first] = log.runs[0]!.results;
    const broken = (result: object) => ({ ...log, runs: [{ ...log.runs[0]!, results: [result] }] });
    expect(validate(broken(first!))).toBe(true);
    expect(validate(broken({ ...first, level: 'fatal' }))).toBe(false);
    const location = first!.locations[0]!.physicalLocation;
    expect(validate(broken({ ...first, locations: [{ physicalLocation: { ...location, region: { startLine: 0 } } }] }))).toBe(false);
    expect(validate(broken({ ...first, locations: [{ physicalLocation: { artifactLocation: { uri: 'my dir/a b.json' } } }] }))).toBe(false);
  });

  it('names the tool and version, and ends with a newline', () => {
    const text = auditSarifReporter.render(makeAuditDocument({ tool: { name: 'hookcheck', version: '9.8.7' } }), { color: false });
    const log = JSON.parse(text) as SarifLog;
    expect(text.endsWith('}\n')).toBe(true);
    expect(log).toMatchObject({ $schema: 'https://json.schemastore.org/sarif-2.1.0.json', version: '2.1.0' });
    expect(log.runs).toHaveLength(1);
    expect(log.runs[0]!.tool.driver).toEqual({ name: 'hookcheck', version: '9.8.7', rules: [] });
    expect(log.runs[0]!.results).toEqual([]);
  });

  it('lists each rule once, with the fix as help, and points every result at its rule', () => {
    const { tool, results } = render().runs[0]!;
    const ids = tool.driver.rules.map((rule) => rule.id);
    expect(ids).toEqual(['timeout-too-long', 'exit-code/EXIT_CODE_UNDOCUMENTED', 'matcher-unknown-tool', 'command-not-executable', 'unknown-event', 'config-unreadable', 'stale-baseline']);
    expect(tool.driver.rules[0]!.help?.text).toBe('Return "deny" on exit 2: see <docs>, ok?');
    expect(tool.driver.rules[1]!.help).toBeUndefined();
    for (const result of results) expect(tool.driver.rules[result.ruleIndex]!.id).toBe(result.ruleId);
  });

  it('maps severities to levels and keeps the text exact, fix appended', () => {
    const results = render().runs[0]!.results;
    expect(results.map((result) => result.level)).toEqual(['error', 'warning', 'note', 'error', 'warning', 'error', 'error']);
    expect(results[0]!.message.text).toBe(`${TRICKY_TEXT} Fix: Return "deny" on exit 2: see <docs>, ok?`);
    expect(results[1]!.message.text).toBe('Exited 3, which Claude Code treats as a non-blocking error.');
  });

  it('gives a region only when the line is known, and percent-encodes paths', () => {
    const results = render().runs[0]!.results;
    expect(results[0]!.locations[0]!.physicalLocation).toEqual({ artifactLocation: { uri: '.claude/settings.json', uriBaseId: '%SRCROOT%' }, region: { startLine: 7, startColumn: 13 } });
    expect(results[1]!.locations[0]!.physicalLocation).toEqual({ artifactLocation: { uri: 'hooks/guard.py', uriBaseId: '%SRCROOT%' } });
    expect(results[4]!.locations[0]!.physicalLocation.artifactLocation.uri).toBe('my%20dir/settings%2C%20local.json');
    const outside = render(makeAuditDocument({ findings: [makeFinding({ location: { file: '/home/me/.claude/settings.json', line: 1 } })] }));
    expect(outside.runs[0]!.results[0]!.locations[0]!.physicalLocation.artifactLocation).toEqual({ uri: 'file:///home/me/.claude/settings.json' });
  });

  it('carries the fingerprint and the baseline state; accepted findings are suppressed, not dropped', () => {
    const results = render().runs[0]!.results;
    expect(results[0]!.partialFingerprints).toEqual({ 'hookcheck/v1': 'fp-tricky' });
    expect(results.map((result) => result.baselineState)).toEqual(['new', 'new', 'new', 'unchanged', 'new', 'new', 'new']);
    expect(results[3]!.suppressions).toEqual([{ kind: 'external', justification: 'accepted by baseline' }]);
    expect(results.filter((result) => result.suppressions)).toHaveLength(1);
    const noBaseline = render(makeAuditDocument({ findings: [makeFinding()] })).runs[0]!.results[0]!;
    expect(noBaseline.baselineState).toBeUndefined();
  });

  it('reports a stale baseline entry as an error on the baseline file', () => {
    const stale = render().runs[0]!.results.at(-1)!;
    expect(stale).toMatchObject({ ruleId: 'stale-baseline', level: 'error', partialFingerprints: { 'hookcheck/v1': 'stale-baseline:fp-gone' } });
    expect(stale.locations).toEqual([{ physicalLocation: { artifactLocation: { uri: BASELINE_FILE, uriBaseId: '%SRCROOT%' } } }]);
    expect(stale.message.text).toContain('timeout-too-long on old.sh');
  });

  it('reports files it could not read as tool notifications', () => {
    expect(render().runs[0]!.invocations).toEqual([
      {
        executionSuccessful: true,
        toolExecutionNotifications: [
          {
            level: 'error',
            message: { text: 'Not valid JSON at line 3, column 1. Fix the JSON; Claude Code ignores the whole file.' },
            locations: [{ physicalLocation: { artifactLocation: { uri: '.claude/settings.local.json', uriBaseId: '%SRCROOT%' } } }],
          },
        ],
      },
    ]);
    expect(render(makeAuditDocument()).runs[0]!.invocations).toBeUndefined();
  });
});
