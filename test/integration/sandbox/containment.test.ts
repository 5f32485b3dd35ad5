/**
 * The containment suite: adversarial hooks run in the bubblewrap sandbox. For each: hookcheck ends
 * within its bound, no process of the hook survives, host files are untouched, memory stays
 * bounded. The one network test targets a listener this test opens on 127.0.0.1 of the host.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stdinText } from '../../../src/util/stdin-text.js';
import { findingCodes, fixturePath, privateFixture, runFixture } from '../../helpers/run-fixture.js';
import { tempDir } from '../../helpers/temp-dir.js';

/** Command lines of every process on the machine that contain `marker`. */
function processesWith(marker: string): string[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
        return command.includes(marker) ? [`${pid}: ${command}`] : [];
      } catch {
        return [];
      }
    });
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

const contained = { sandbox: 'bwrap' as const, timeoutMs: 2000 };
const exec = (name: string, args: string[]) => ({ form: 'exec' as const, file: fixturePath(name), args });

describe('containment in the bubblewrap sandbox', () => {
  it('stops a hook that ignores SIGTERM and sleeps forever, within the timeout and grace', async () => {
    const hook = privateFixture('ignores-sigterm-sleeps-forever.sh');
    const { value: report, ms } = await timed(() => runFixture({ form: 'exec', file: hook.file, args: [] }, contained));
    expect(findingCodes(report, 'timeout')).toContain('timeout-exceeded');
    // Bounded, not hanging: a timeout is confirmed by a run alone, which waits for the cases beside it on a loaded machine.
    expect(ms).toBeLessThan(45_000);
    expect(processesWith(hook.file)).toEqual([]);
  }, 60_000);

  it('leaves no daemon, no background sleeper and no pipe-holding child alive', async () => {
    for (const [name, marker] of [
      ['daemonises.sh', 'sleep 317'],
      ['starts-50-sleepers.sh', 'sleep 318'],
      ['background-child-holds-stdout.sh', 'sleep 319'],
    ] as const) {
      const hook = privateFixture(name, marker);
      const { ms } = await timed(() => runFixture({ form: 'exec', file: hook.file, args: [] }, contained));
      // Ended well before the sleepers would end on their own (317-319 s), and none is left: they were
      // killed, not waited for. The bound says nothing of speed (a loaded CI took 35 s here).
      expect(ms, name).toBeLessThan(240_000);
      expect(processesWith(hook.marker), name).toEqual([]);
    }
  }, 900_000);

  it('keeps memory bounded when a hook prints 1 GiB', async () => {
    const rss = process.memoryUsage().rss;
    // One tool's cases: every case floods, and one flood is enough to measure.
    const report = await runFixture('prints-one-gib.sh', { ...contained, matcher: 'Glob', timeoutMs: 5000 });
    const flood = report.results.find(({ outcome }) => outcome.stdoutBytes > 100 * 1024 * 1024);
    expect(flood?.outcome.stdoutTruncated).toBe(true);
    expect(process.memoryUsage().rss - rss).toBeLessThan(400 * 1024 * 1024);
    // Every case stalls (floods, and on a busy machine may also time out draining): after the first
    // three broken inputs the rest are not sent (one tool's valid payload and the large one are all
    // its valid family has here). Which stall is named is output.test.ts's, with a flood that drains fast.
    expect(report.results.filter(({ testCase }) => testCase.kind !== 'stdin-open' && testCase.kind !== 'probe')).toHaveLength(5);
  }, 180_000);

  it('hides the real HOME: the hook finds nothing there, and a secret in a hidden HOME stays unread', async () => {
    const real = await runFixture('reads-real-home.sh', contained);
    // Only the interpreter folders on PATH are shown again (read-only): nothing else of HOME.
    const shown = new Set(
      (process.env['PATH'] ?? '')
        .split(':')
        .filter((entry) => entry.startsWith(`${homedir()}/`))
        .map((entry) => entry.slice(homedir().length + 1).split('/')[0]),
    );
    for (const name of ['PYENV_ROOT', 'NVM_DIR', 'VOLTA_HOME', 'BUN_INSTALL'])
      if (process.env[name]?.startsWith(`${homedir()}/`)) shown.add(process.env[name]!.slice(homedir().length + 1).split('/')[0]);
    const listed = real.results.flatMap(({ outcome }) => outcome.stdout.split('\n').filter(Boolean));
    expect(listed.filter((name) => !shown.has(name))).toEqual([]);
    const home = tempDir('hookcheck-fake-home-');
    mkdirSync(join(home, '.ssh'));
    writeFileSync(join(home, '.ssh', 'id_rsa'), 'CANARY-PRIVATE-KEY-7f3a');
    const fake = await runFixture(exec('reads-real-home.sh', [home]), { ...contained, hiddenHome: home });
    expect(fake.results.some(({ outcome }) => outcome.stdout.includes('CANARY') || outcome.stdout.includes('.ssh'))).toBe(false);
    expect(homedir()).not.toBe(home);
  }, 60_000);

  it("leaves the host's files untouched: an append to a hidden HOME's .bashrc never lands", async () => {
    const home = tempDir('hookcheck-fake-home-');
    const bashrc = join(home, '.bashrc');
    writeFileSync(bashrc, '# untouched\n');
    const before = statSync(bashrc).mtimeMs;
    await runFixture(exec('appends-to-bashrc.sh', [home]), { ...contained, hiddenHome: home });
    expect(readFileSync(bashrc, 'utf8')).toBe('# untouched\n');
    expect(statSync(bashrc).mtimeMs).toBe(before);
  }, 60_000);

  it('cuts the network: a listener on the host loopback gets no connection, and the failures show', async () => {
    let connections = 0;
    const server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const report = await runFixture(exec('connects-out.sh', [String(port)]), contained);
      expect(findingCodes(report, 'exit-code')).toContain('exit-crash-on-valid-payload');
      expect(report.results.some(({ outcome }) => outcome.stdout.includes('connected'))).toBe(false);
    } finally {
      server.close();
    }
    expect(connections).toBe(0);
  }, 60_000);

  it('survives a hook that sends SIGKILL to its parent', async () => {
    const report = await runFixture('kills-its-parent.sh', contained);
    expect(report.results.length).toBeGreaterThan(10);
    expect(stdinText(report.results[0]!.testCase.stdin)).toContain('PreToolUse');
  }, 60_000);
});
