/** Builders for audit documents, so reporter tests can render findings without discovering or running hooks. */
import type { AuditDocument, AuditFinding, AuditWiring } from '../../src/reporters/audit/audit-schema.js';

export const GUARD_ID = '.claude/settings.json#hooks.PreToolUse[0].hooks[0]';
export const LOGGER_ID = '.claude/settings.json#hooks.PostToolUse[0].hooks[0]';
export const BASELINE_FILE = '.hookcheck/baseline.json';

/** Text that breaks naive escaping in every format: workflow-command delimiters, XML markup, quotes, a NUL and a bell, unicode. */
export const TRICKY_TEXT = 'Exit 100% wrong:\r\nsaw <deny> & "allow", \'ask\'\u0000\u0007 — ✓ 日本 🎉';

export function makeWiring(overrides: Partial<AuditWiring> = {}): AuditWiring {
  return {
    id: GUARD_ID,
    agent: 'claude-code',
    scope: 'project',
    label: 'project .claude/settings.json › PreToolUse[0] (Bash) › hooks[0]: guard.py',
    location: { file: '.claude/settings.json', jsonPath: 'hooks.PreToolUse[0].hooks[0]', line: 5, column: 9 },
    event: 'PreToolUse',
    matcher: 'Bash',
    type: 'command',
    command: 'python3 guard.py',
    async: false,
    run: { hook: 0 },
    ...overrides,
  };
}

export function makeFinding(overrides: Partial<AuditFinding> = {}): AuditFinding {
  return {
    source: 'lint',
    rule: 'timeout-too-long',
    severity: 'error',
    message: 'The timeout is 900 s.',
    fix: 'Set "timeout" to 60 or less.',
    hooks: [GUARD_ID],
    hookLabel: 'guard.py',
    location: { file: '.claude/settings.json', jsonPath: 'hooks.PreToolUse[0].hooks[0].timeout', line: 7, column: 13 },
    fingerprint: 'fp-timeout',
    ...overrides,
  };
}

export function makeAuditDocument(overrides: Partial<AuditDocument> = {}): AuditDocument {
  const wiring = overrides.wiring ?? [makeWiring()];
  const findings = overrides.findings ?? [];
  const counting = findings.filter((finding) => finding.baseline !== 'accepted');
  return {
    schemaVersion: 1,
    kind: 'audit',
    tool: { name: 'hookcheck', version: '0.1.0' },
    target: '.',
    agentVersion: '2.1.332',
    wiring,
    searched: [{ file: '.claude/settings.json', found: true }],
    problems: [],
    findings,
    run: null,
    summary: {
      handlers: wiring.length,
      ran: wiring.length,
      errors: counting.filter((finding) => finding.severity === 'error').length,
      warnings: counting.filter((finding) => finding.severity === 'warning').length,
      noEvidence: 0,
      stale: overrides.baseline?.stale.length ?? 0,
      gate: counting.some((finding) => finding.severity === 'error') ? 'fail' : 'pass',
    },
    ...overrides,
  };
}

/**
 * Two handlers (one clean), and every case a reporter must get right: tricky text, a finding without
 * a line, one without a handler, a warning, an info, an accepted one, a stale baseline entry and an
 * unreadable file.
 */
export function makeTrickyAuditDocument(): AuditDocument {
  const findings = [
    makeFinding({ message: TRICKY_TEXT, fix: 'Return "deny" on exit 2: see <docs>, ok?', fingerprint: 'fp-tricky' }),
    makeFinding({
      source: 'run',
      rule: 'exit-code/EXIT_CODE_UNDOCUMENTED',
      severity: 'warning',
      message: 'Exited 3, which Claude Code treats as a non-blocking error.',
      fix: undefined,
      location: { file: 'hooks/guard.py' },
      fingerprint: 'fp-no-line',
    }),
    makeFinding({ rule: 'matcher-unknown-tool', severity: 'info', message: 'Matcher "Bsh" names no tool.', fix: 'Write "Bash".', fingerprint: 'fp-info' }),
    makeFinding({ rule: 'command-not-executable', message: 'guard.py is not executable.', fix: 'chmod +x guard.py', fingerprint: 'fp-accepted', baseline: 'accepted' }),
    makeFinding({
      rule: 'unknown-event',
      severity: 'warning',
      message: 'The event "preToolUse" is not one Claude Code sends.',
      fix: 'Write "PreToolUse".',
      hooks: [],
      hookLabel: 'settings',
      location: { file: 'my dir/settings, local.json', line: 2 },
      fingerprint: 'fp-config',
      baseline: 'new',
    }),
    // An unreadable file, as buildAuditDocument turns document.problems[0] into a finding.
    makeFinding({
      rule: 'config-unreadable',
      message: 'Not valid JSON at line 3, column 1.',
      fix: 'Fix the JSON; Claude Code ignores the whole file.',
      hooks: [],
      hookLabel: '.claude/settings.local.json',
      location: { file: '.claude/settings.local.json', line: 3 },
      fingerprint: 'fp-unreadable',
    }),
  ].map((finding) => (finding.baseline === undefined ? { ...finding, baseline: 'new' as const } : finding));
  const stale = [{ fingerprint: 'fp-gone', rule: 'timeout-too-long', hookLabel: 'old.sh', message: 'The timeout is 700 s, 100% & <gone>.' }];
  return makeAuditDocument({
    wiring: [
      makeWiring(),
      makeWiring({
        id: LOGGER_ID,
        label: 'project .claude/settings.json › PostToolUse[0] › hooks[0]: log.sh',
        event: 'PostToolUse',
        matcher: undefined,
        location: { file: '.claude/settings.json', line: 14 },
      }),
    ],
    findings,
    problems: [{ file: '.claude/settings.local.json', message: 'Not valid JSON at line 3, column 1.', hint: 'Fix the JSON; Claude Code ignores the whole file.' }],
    baseline: { file: BASELINE_FILE, accepted: 1, new: 5, stale, updated: false },
  });
}
