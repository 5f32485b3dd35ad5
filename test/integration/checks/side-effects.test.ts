import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { fixturePath, runFixture } from '../../helpers/run-fixture.js';

type Report = Awaited<ReturnType<typeof runFixture>>;
const found = (report: Report, code: string, arg: string) => report.findings.filter((finding) => finding.code === code).map((finding) => [finding.severity, finding.args[arg]]);

describe('side-effects: what the hook does outside the project', () => {
  it('notes files written in HOME and /tmp on a local run, and makes them warnings at audit strictness (a log, a cache: what many hooks are for)', async () => {
    const local = await runFixture('writes-to-home-and-tmp.sh', { sandbox: 'bwrap', experiments: true });
    expect(found(local, 'side-effect-outside-project', 'paths')).toEqual([['info', 'home/.hook-log, /tmp/hook-cache']]);
    const audit = await runFixture('writes-to-home-and-tmp.sh', { sandbox: 'bwrap', experiments: true, audit: true });
    expect(found(audit, 'side-effect-outside-project', 'paths')).toEqual([['warning', 'home/.hook-log, /tmp/hook-cache']]);
    expect(audit.verdict).not.toBe('fail');
  }, 120_000);

  it('makes a write that runs code later (a shell start-up file) an error, on a local run and at audit strictness alike', async () => {
    for (const audit of [false, true]) {
      const report = await runFixture('appends-to-own-bashrc.sh', { sandbox: 'bwrap', experiments: true, audit });
      expect(found(report, 'side-effect-outside-project', 'paths')).toEqual([['error', 'home/.bashrc']]);
      expect(report.verdict).toBe('fail');
    }
  }, 180_000);

  it("keeps a log in the agent's own data folder a warning at audit strictness, but a write of the agent's settings an error", async () => {
    const logger = await runFixture('logs-to-agent-folder.sh', { sandbox: 'bwrap', experiments: true, audit: true });
    expect(found(logger, 'side-effect-outside-project', 'paths')).toEqual([['warning', 'home/.claude/hooks-logs/calls.jsonl']]);
    expect(logger.verdict).not.toBe('fail');
    const reconfigures = await runFixture('writes-agent-settings.sh', { sandbox: 'bwrap', experiments: true, audit: true });
    expect(found(reconfigures, 'side-effect-outside-project', 'paths')).toEqual([['error', 'home/.claude/settings.json']]);
    expect(reconfigures.verdict).toBe('fail');
  }, 120_000);

  it('sees network attempts with strace: a listener on the host loopback, cut off by the sandbox', async () => {
    const server = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const report = await runFixture({ form: 'exec', file: fixturePath('connects-out.sh'), args: [String(port)] }, { sandbox: 'bwrap', experiments: true, audit: true });
      // Not judged here (the sandbox has no network): worth knowing before install, not a failed gate.
      expect(found(report, 'side-effect-network', 'targets')).toEqual([['warning', `127.0.0.1:${port}`]]);
    } finally {
      server.close();
    }
  }, 120_000);

  it("passes a hook that runs npm test at audit strictness: npm's own update check is not the hook's network or HOME write", async () => {
    const report = await runFixture('runs-npm-test.sh', { sandbox: 'bwrap', experiments: true, audit: true, timeoutMs: 30_000 });
    expect(report.experiments?.traced).toBeDefined();
    expect(report.findings.filter(({ check }) => check === 'side-effects').map(({ code }) => code)).toEqual([]);
  }, 180_000);

  it('sees writes the read-only host refused', async () => {
    const report = await runFixture('writes-next-to-itself.sh', { sandbox: 'bwrap', experiments: true });
    expect(found(report, 'side-effect-refused-writes', 'paths')).toEqual([['info', fixturePath('.written-by-hook')]]);
    expect(existsSync(fixturePath('.written-by-hook'))).toBe(false);
  }, 120_000);

  it("leaves processes that outlive the hook to the sandbox init's list (the timeout check), not to a traced run's timeout", async () => {
    // A leftover caught between its fork and its exec (under load) is still the script's own shell: listed by the script's name.
    for (const [fixture, command] of [
      ['daemonises.sh', /sleep 317|daemonises\.sh/],
      ['starts-50-sleepers.sh', /sleep 318|starts-50-sleepers\.sh/],
      // A daemon that blanked its command line and name is still listed, by its pid.
      ['daemonises-nameless.sh', /\[pid \d+\]|perl|daemonises-nameless\.sh/],
    ] as const) {
      const report = await runFixture(fixture, { sandbox: 'bwrap', experiments: true, timeoutMs: 3000 });
      expect(report.findings.filter(({ check }) => check === 'side-effects').map(({ code }) => code)).toEqual([]);
      const listed = report.findings.filter(({ code }) => code === 'leftover-processes');
      expect(listed.length).toBeGreaterThan(0);
      for (const finding of listed) expect(String(finding.args['commands'])).toMatch(command);
    }
  }, 240_000);

  it('passes a hook that writes only in the project, at audit strictness', async () => {
    const report = await runFixture('writes-constant-state.sh', { sandbox: 'bwrap', experiments: true, audit: true });
    expect(report.findings.filter((finding) => finding.check === 'side-effects')).toEqual([]);
  }, 120_000);

  it('says what it could not observe without the sandbox', async () => {
    const report = await runFixture('writes-constant-state.sh', { sandbox: 'none', experiments: true });
    expect(found(report, 'side-effects-unobserved', 'what')).toEqual([['info', expect.stringMatching(/network connection attempts .*\(no sandbox\)/)]]);
  }, 120_000);
});
