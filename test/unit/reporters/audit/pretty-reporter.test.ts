import { describe, expect, it } from 'vitest';
import { printable } from '../../../../src/findings/printable.js';
import { auditPrettyReporter } from '../../../../src/reporters/audit/pretty-reporter.js';
import { makeAuditDocument, makeFinding, makeWiring } from '../../../helpers/audit-document.js';

describe('auditPrettyReporter', () => {
  it('names each handler by its wiring, with the file and line, each finding with its fix, and the gate', () => {
    const wiring = makeWiring({ id: 'a', label: 'project .claude/settings.json › PreToolUse[0] (Bash) › hooks[0]: guard' });
    const finding = makeFinding({ hooks: ['a'], rule: 'script-missing', message: 'The script is missing.', fix: 'Fix the path.' });
    const text = auditPrettyReporter.render(makeAuditDocument({ wiring: [wiring], findings: [finding] }), { color: false });
    expect(text).toContain('project .claude/settings.json › PreToolUse[0] (Bash) › hooks[0]: guard');
    expect(text).toMatch(/✗ error {2}script-missing {2}\S+:\d+\n {11}The script is missing\.\n {11}fix: Fix the path\./);
    expect(text).toMatch(/Gate: \w+/);
  });

  it("marks a guard's missing evidence as such, not as an error; an error stays an error", () => {
    const wiring = makeWiring({ id: 'a', label: 'guard' });
    const evidence = makeFinding({ hooks: ['a'], rule: 'controls/no-controls', severity: 'error', noEvidence: true, message: 'Nothing shows it can fire.' });
    const error = makeFinding({ hooks: ['a'], rule: 'controls/control-missed', severity: 'error', message: 'A control did not fire.' });
    const text = auditPrettyReporter.render(makeAuditDocument({ wiring: [wiring], findings: [evidence, error] }), { color: false });
    expect(text).toMatch(/\? no evidence {2}controls\/no-controls/);
    expect(text).toMatch(/✗ error {2}controls\/control-missed/);
    expect(text).not.toMatch(/✗ error {2}controls\/no-controls/);
  });

  it('says a gate cut short by Ctrl-C reports a partial audit, and says nothing of the kind otherwise', () => {
    const whole = makeAuditDocument();
    const cut = makeAuditDocument({ summary: { ...whole.summary, gate: 'no-evidence', interrupted: true } });
    expect(auditPrettyReporter.render(cut, { color: false })).toContain('INTERRUPTED, partial report: Gate: NO EVIDENCE');
    expect(auditPrettyReporter.render(whole, { color: false })).not.toContain('INTERRUPTED');
  });

  it('writes control characters from an audited repository as \\xNN: an escape sequence cannot hide a command', () => {
    const hostile = 'rm -rf ~\r\u001b[2K\u001b[1Aecho harmless';
    const wiring = makeWiring({ id: 'a', label: `hook ${hostile}`, command: hostile });
    const text = auditPrettyReporter.render(makeAuditDocument({ wiring: [wiring], findings: [makeFinding({ hooks: ['a'], message: `runs ${hostile}` })] }), { color: false });
    expect(text.includes('\r') || text.includes('\u001b')).toBe(false);
    expect(text).toContain('rm -rf ~\\x0d\\x1b[2K\\x1b[1Aecho harmless');
    expect(printable('a\tb\nc\u009b')).toBe('a\tb\\x0ac\\x9b');
  });
});
