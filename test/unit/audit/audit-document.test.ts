import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLintFiles } from '../../../src/audit/discover/lint-files.js';
import { runLints } from '../../../src/audit/lints/index.js';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import { tempDir } from '../../helpers/temp-dir.js';
import { baselineOf, type Baseline } from '../../../src/reporters/audit/baseline.js';
import { discoverHooks } from '../../../src/audit/discover/discover-hooks.js';
import type { LintFinding } from '../../../src/audit/lints/lint.js';
import { auditSchema } from '../../../src/reporters/audit/audit-schema.js';
import { buildAuditDocument } from '../../../src/reporters/audit/build-audit-document.js';
import type { AuditResult } from '../../../src/audit/run-audit.js';

const cwd = process.cwd();
const discovery = discoverHooks({ target: 'fixtures/audit/discover/project', cwd });
const [first, second] = discovery.hooks;
const options = { target: 'fixtures/audit/discover/project', toolVersion: '0.0.0', agentVersion: '2.1.332', runRequested: false, pathsFrom: cwd };

function lint(id: string, severity: LintFinding['severity'], hookId: string, line: number): LintFinding {
  return { lint: id, severity, message: `${id} on ${hookId}`, fix: 'do better', hookIds: [hookId], location: { file: first!.location.file, jsonPath: 'x', line } };
}

function audit(lintFindings: LintFinding[], extra: Partial<AuditResult> = {}): AuditResult {
  return { discovery, lintFindings, run: null, skipped: new Map(), ...extra };
}

describe('buildAuditDocument: the gate', () => {
  it('passes on warnings, fails on an error, and validates against its schema', () => {
    const warned = buildAuditDocument(audit([lint('timeout-missing', 'warning', first!.id, 7)]), options);
    expect([warned.summary.gate, warned.summary.warnings]).toEqual(['pass', 1]);
    const failed = buildAuditDocument(audit([lint('script-missing', 'error', first!.id, 7)]), options);
    expect([failed.summary.gate, failed.summary.errors]).toEqual(['fail', 1]);
    expect(auditSchema.safeParse(failed).success).toBe(true);
    expect(failed.findings[0]!.location).toEqual({ file: 'fixtures/audit/discover/project/.claude/settings.json', jsonPath: 'x', line: 7 });
    expect(failed.rules).toEqual([expect.objectContaining({ id: 'script-missing' })]);
  });

  it('cannot pass when the hooks were meant to run and none did', () => {
    expect(buildAuditDocument(audit([]), { ...options, runRequested: true }).summary.gate).toBe('no-evidence');
    expect(buildAuditDocument(audit([]), options).summary.gate).toBe('pass');
  });

  it('never passes on heartbeats it could not run: each is a no-evidence warning at its entry in the config', () => {
    const heartbeats = {
      configFile: resolve('fixtures/audit/with-heartbeats/hookcheck.config.yaml'),
      reports: [],
      notRun: { names: ['nightly', 'gpu'], reason: 'heartbeats run only in the sandbox, and it is not available here.' },
    };
    const document = buildAuditDocument(audit([], { heartbeats }), options);
    expect(document.findings.map((finding) => [finding.rule, finding.severity, finding.noEvidence, finding.location.jsonPath, finding.message])).toEqual([
      ['heartbeat/not-run', 'warning', true, 'heartbeats[0]', 'Heartbeat nightly was not run: heartbeats run only in the sandbox, and it is not available here.'],
      ['heartbeat/not-run', 'warning', true, 'heartbeats[1]', 'Heartbeat gpu was not run: heartbeats run only in the sandbox, and it is not available here.'],
    ]);
    expect([document.summary.gate, document.summary.heartbeats, document.summary.noEvidence]).toEqual(['no-evidence', 2, 2]);
    expect(auditSchema.safeParse(document).success).toBe(true);
    // Without heartbeats the same audit passes: the gate above stood on them.
    expect(buildAuditDocument(audit([]), options).summary.gate).toBe('pass');
  });

  it('turns a file it could not read into an error at its line', () => {
    const broken = discoverHooks({ target: 'fixtures/audit/broken', cwd });
    const document = buildAuditDocument({ discovery: broken, lintFindings: [], run: null, skipped: new Map() }, options);
    expect(document.findings.map((finding) => [finding.rule, finding.severity, finding.location.line])).toEqual([
      ['config-unreadable', 'error', 3],
      ['config-unreadable', 'error', undefined],
    ]);
    expect(document.summary.gate).toBe('fail');
  });

  it('keeps fingerprints when the project moves, groups are reordered and lines shift; tells two handlers apart', () => {
    const fingerprints = (order: 'as-is' | 'reversed') => {
      const copy = join(tempDir('hookcheck-fingerprints-'), 'project');
      cpSync(resolve('fixtures/audit/one-of-each'), copy, { recursive: true });
      const file = join(copy, '.claude', 'settings.json');
      const settings = JSON.parse(readFileSync(file, 'utf8')) as { hooks: { PreToolUse: unknown[] } };
      if (order === 'reversed') settings.hooks.PreToolUse.reverse();
      writeFileSync(file, `${order === 'reversed' ? '\n\n' : ''}${JSON.stringify(settings, null, order === 'reversed' ? 4 : 2)}`);
      const moved = discoverHooks({ target: copy, cwd: copy });
      const lintFindings = runLints({ hooks: moved.hooks, agentVersion: LATEST_VERSION, files: createLintFiles({ path: '/usr/bin:/bin' }), measured: new Map() });
      const document = buildAuditDocument({ discovery: moved, lintFindings, run: null, skipped: new Map() }, { ...options, pathsFrom: copy });
      return new Map(document.findings.map((finding) => [`${finding.rule} ${finding.hookLabel.replace(/\[\d+\]/g, '')}`, finding.fingerprint]));
    };
    const before = fingerprints('as-is');
    const after = fingerprints('reversed');
    expect(before.size).toBeGreaterThanOrEqual(19);
    expect(after).toEqual(before);
    expect(new Set(before.values()).size).toBe(before.size);
  });
});

describe('buildAuditDocument: the baseline', () => {
  const known = lint('script-missing', 'error', first!.id, 7);
  const baseline: Baseline = baselineOf(buildAuditDocument(audit([known]), options).findings);
  const withBaseline = { ...options, baseline: { file: '.hookcheck/baseline.json', content: baseline, updated: false } };

  it('accepts the findings it holds: the gate passes', () => {
    const document = buildAuditDocument(audit([known]), withBaseline);
    expect([document.summary.gate, document.summary.errors, document.baseline?.accepted, document.findings[0]!.baseline]).toEqual(['pass', 0, 1, 'accepted']);
  });

  it('fails on a new finding', () => {
    const document = buildAuditDocument(audit([known, lint('exit-code-hidden', 'error', second!.id, 8)]), withBaseline);
    expect([document.summary.gate, document.baseline?.new, document.findings.map((finding) => finding.baseline)]).toEqual(['fail', 1, ['accepted', 'new']]);
  });

  it('fails on a stale entry: accepted, but no longer found', () => {
    const document = buildAuditDocument(audit([]), withBaseline);
    expect([document.summary.gate, document.summary.stale]).toEqual(['fail', 1]);
    expect(document.baseline?.stale).toEqual([{ fingerprint: baseline.accepted[0]!.fingerprint, rule: 'script-missing', hookLabel: first!.label, message: known.message }]);
  });

  it('writes one entry per finding, sorted, so the file diffs cleanly', () => {
    const findings = buildAuditDocument(audit([lint('b', 'error', second!.id, 1), lint('a', 'warning', first!.id, 2), lint('a', 'warning', first!.id, 2)]), options).findings;
    const written = baselineOf(findings);
    expect(written.accepted).toHaveLength(2);
    expect(written.accepted.map((entry) => entry.fingerprint)).toEqual([...written.accepted.map((entry) => entry.fingerprint)].sort());
  });

  it('judges run entries stale only when hooks ran: a --no-run audit cannot know they are gone', () => {
    const runEntry = { fingerprint: 'f'.repeat(20), rule: 'exit-code/exit-deny-fails-open', source: 'run' as const, hook: first!.id, message: 'm' };
    const content: Baseline = { version: 1, accepted: [runEntry] };
    const lintOnly = buildAuditDocument(audit([]), { ...options, baseline: { file: 'b.json', content, updated: false } });
    expect([lintOnly.summary.stale, lintOnly.summary.gate]).toEqual([0, 'pass']);
    const legacy = buildAuditDocument(audit([]), { ...options, baseline: { file: 'b.json', content: { version: 1, accepted: [{ ...runEntry, source: undefined }] }, updated: false } });
    expect(legacy.summary.stale).toBe(1);
  });
});
