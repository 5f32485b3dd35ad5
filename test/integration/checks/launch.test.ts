import { describe, expect, it } from 'vitest';
import { formatFinding } from '../../../src/findings/codes.js';
import { findingCodes, fixturePath, runFixture } from '../../helpers/run-fixture.js';

describe('launch check', () => {
  it('flags launch-spawn-failed when the hook file has no executable bit', async () => {
    const report = await runFixture('not-executable.sh');
    expect(findingCodes(report, 'launch')).toContain('launch-spawn-failed');
  });

  it('flags launch-not-executable when a shell runs a file without the executable bit (exit 126)', async () => {
    const report = await runFixture({ form: 'shell', script: fixturePath('not-executable.sh') });
    expect(findingCodes(report, 'launch')).toContain('launch-not-executable');
  });

  it('flags launch-interpreter-missing when the shebang names an interpreter that is not installed', async () => {
    const report = await runFixture('shebang-names-missing-interpreter.sh');
    expect(findingCodes(report, 'launch')).toContain('launch-interpreter-missing');
  });

  it('flags launch-interpreter-missing when an absolute #! interpreter does not exist (spawn ENOENT)', async () => {
    const report = await runFixture('shebang-names-missing-absolute-interpreter.sh');
    expect(findingCodes(report, 'launch')).toEqual(['launch-interpreter-missing']);
  });

  it('flags launch-script-path-exit-2 when python cannot open the script and exits 2', async () => {
    const report = await runFixture({ form: 'exec', file: 'python3', args: [fixturePath('does-not-exist.py')] });
    expect(findingCodes(report, 'launch')).toContain('launch-script-path-exit-2');
  });

  it('flags launch-command-not-found when the shell cannot find the script the command names (exit 127)', async () => {
    const report = await runFixture({ form: 'shell', script: `${fixturePath('hookcheck-no-such-script.sh')}` });
    expect(findingCodes(report, 'launch')).toContain('launch-command-not-found');
  });

  it('does not judge a hook whose program this machine lacks, or whose package runner needs the network: a warning that says so', async () => {
    const missing = await runFixture({ form: 'shell', script: 'hookcheck-no-such-command --raw' });
    expect(missing.findings.filter(({ check }) => check === 'launch').map(({ code, severity, args }) => [code, severity, args['program']])).toEqual([
      ['launch-program-missing-here', 'warning', 'hookcheck-no-such-command'],
    ]);
    const fetched = await runFixture({ form: 'shell', script: 'npx -y hookcheck-no-such-package-anywhere --check' }, { sandbox: 'bwrap' });
    expect(fetched.findings.filter(({ check }) => check === 'launch').map(({ code, severity }) => [code, severity])).toEqual([['launch-needs-network', 'warning']]);
    // A Copilot CLI handler with a cwd starts as `cd '.' && npx …` (safety-net's): the same runner.
    const fromFolder = await runFixture({ form: 'shell', script: "cd '.' && npx -y hookcheck-no-such-package-anywhere --copilot-cli" }, { sandbox: 'bwrap' });
    expect(fromFolder.findings.filter(({ check }) => check === 'launch').map(({ code, severity }) => [code, severity])).toEqual([['launch-needs-network', 'warning']]);
  }, 120_000);

  it('flags launch-shell-syntax-exit-2 on bash syntax dash cannot parse: a refusal before the tool runs, a complaint to the model after it; POSIX syntax passes', async () => {
    const bashOnly = { form: 'shell' as const, script: 'if [[ "$CLAUDE_PROJECT_DIR" =~ \\.(js|ts)$ ]]; then echo hit; fi' };
    const findings = async (events: ('PreToolUse' | 'PostToolUse')[]) => (await runFixture(bashOnly, { events })).findings.filter(({ code }) => code === 'launch-shell-syntax-exit-2');
    const before = await findings(['PreToolUse']);
    expect(before.map(({ severity }) => severity)).toContain('error');
    expect(formatFinding(before[0]!)).toMatch(/every call this hook sees is refused/);
    const after = await findings(['PostToolUse']);
    expect(after.map(({ severity }) => severity)).toContain('error');
    expect(formatFinding(after[0]!)).toMatch(/the tool has already run/);
    const posix = await runFixture({ form: 'shell', script: 'case "$CLAUDE_PROJECT_DIR" in *x*) echo hit ;; esac' }, { events: ['PostToolUse'] });
    expect(findingCodes(posix, 'launch')).toEqual([]);
  }, 120_000);

  it('flags launch-command-not-found when node cannot find the script module', async () => {
    const report = await runFixture({ form: 'exec', file: 'node', args: [fixturePath('does-not-exist.js')] });
    expect(findingCodes(report, 'launch')).toContain('launch-command-not-found');
  });

  it('passes a hook that starts and allows everything', async () => {
    const report = await runFixture('allows-everything.sh');
    expect(findingCodes(report, 'launch')).toEqual([]);
  });
});
