import { describe, expect, it } from 'vitest';
import { formatFinding } from '../../../src/findings/codes.js';
import { findingCodes, fixturePath, runFixture } from '../../helpers/run-fixture.js';

describe('faults: the hook under a read-only HOME, a full disk, missing variables and tools', () => {
  it('catches a SessionStart hook that dies under set -u when CLAUDE_ENV_FILE is missing, and names the fault', async () => {
    const report = await runFixture('dies-without-env-file-under-set-u.sh', { sandbox: 'bwrap', experiments: true, events: ['SessionStart'] });
    const faults = report.findings.filter((finding) => finding.check === 'faults');
    expect(faults.map((finding) => [finding.code, finding.args['fault']])).toEqual([['fault-crashes', 'CLAUDE_ENV_FILE unset']]);
    expect(formatFinding(faults[0]!)).toContain('Claude Code shows a hook error on such machines');
  }, 120_000);

  it('passes a hook that checks for CLAUDE_ENV_FILE, after running every fault', async () => {
    const report = await runFixture('writes-env-file-if-set.sh', { sandbox: 'bwrap', experiments: true, events: ['SessionStart'] });
    expect(report.experiments?.faults.filter((item) => item.run !== undefined).map((item) => item.fault)).toEqual([
      'read-only-home',
      'read-only-project',
      'full-disk',
      'no-project-dir-var',
      'no-env-file-var',
      'path-without-tools',
    ]);
    expect(findingCodes(report, 'faults')).toEqual([]);
  }, 120_000);

  it('catches a hook that needs a tool missing from PATH, and says which faults need the sandbox without it', async () => {
    const report = await runFixture({ form: 'shell', script: 'cat >/dev/null; git --version >/dev/null' }, { sandbox: 'none', experiments: true });
    // A warning: the tool is missing on another machine, not in the agent running here.
    expect(report.findings.filter((finding) => finding.check === 'faults').map((finding) => [finding.args['detail'], finding.severity])).toEqual([['path-without-tools', 'warning']]);
    expect(report.experiments?.faults.filter((item) => item.skipped !== undefined).map((item) => item.fault)).toEqual(['read-only-home', 'read-only-project', 'full-disk', 'no-env-file-var']);
  }, 120_000);

  it("says once, as information, that a PATH without python leaves a shebang script unable to start: the machine's launch problem, not a crash of the hook", async () => {
    // Wired as Claude Code runs a settings command: the script's own #! line names python3.
    const report = await runFixture({ form: 'shell', script: fixturePath('precompact-checkpoint.py') }, { sandbox: 'none', experiments: true, events: ['PreCompact'] });
    const faults = report.findings.filter((finding) => finding.check === 'faults');
    expect(faults.map((finding) => [finding.code, finding.severity, finding.args['interpreter']])).toEqual([['fault-interpreter-missing', 'info', 'python3']]);
    expect(report.verdict).toBe('pass');
  }, 120_000);

  it('writes $CLAUDE_PROJECT_DIR out in the command under "CLAUDE_PROJECT_DIR unset", as Claude Code substitutes it', async () => {
    const wired = { form: 'shell' as const, script: 'cat >/dev/null; test -d "$CLAUDE_PROJECT_DIR"/. && test -d "${CLAUDE_PROJECT_DIR}"' };
    const report = await runFixture(wired, { sandbox: 'none', experiments: true });
    expect(report.experiments?.faults.find((item) => item.fault === 'no-project-dir-var')?.run).toBeDefined();
    expect(findingCodes(report, 'faults')).toEqual([]);
  }, 120_000);

  it('still catches a program that needs the CLAUDE_PROJECT_DIR variable itself', async () => {
    // No placeholder in the command: the variable is read by the program, as a script would.
    const reads = { form: 'shell' as const, script: 'cat >/dev/null; printenv CLAUDE_PROJECT_DIR >/dev/null' };
    const report = await runFixture(reads, { sandbox: 'none', experiments: true });
    expect(report.findings.filter((finding) => finding.check === 'faults').map((finding) => finding.args['fault'])).toEqual(['CLAUDE_PROJECT_DIR unset']);
  }, 120_000);
});
