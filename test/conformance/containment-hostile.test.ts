/**
 * The containment suite: one hostile hook per attack and per wall, each run by the real engine in
 * the bubblewrap sandbox (never outside it: the fixtures refuse to run where the sandbox's status
 * file is absent, and a `kill -9 -1` or fork bomb outside a PID namespace would hit the machine).
 * For every hook: the host untouched (a planted HOME, the real repository, /etc, /root, /var/tmp),
 * no process of it surviving, no listener of ours reached (TCP on 127.0.0.1, unix sockets in /tmp,
 * /var/tmp, /run, an abstract one), bounded time and memory, and a report that says what happened.
 * The walls themselves are proven one by one in test/integration/sandbox/walls.test.ts.
 */
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planSandbox } from '../../src/cli/sandbox-options.js';
import type { HookReport } from '../../src/model/run/hook-report.js';
import { isRoot } from '../../src/sandbox/walls.js';
import { fixturePath, findingCodes, runFixture } from '../helpers/run-fixture.js';

const plan = planSandbox('bwrap', process.env, process.cwd(), []);
// The fixtures refuse to run without the init's status file: without perl they would prove nothing.
if (plan.kind !== 'bwrap' || !plan.limits?.perlBin) throw new Error('the containment suite needs bubblewrap and perl');

const hostile = (name: string) => fileURLToPath(new URL(`../../fixtures/hostile/${name}`, import.meta.url));
const reportsDir = fileURLToPath(new URL('../../reports/', import.meta.url));
// A clean clone has no reports folder until vitest writes its JSON report at the end.
mkdirSync(reportsDir, { recursive: true });
const SECRET = `CANARY-KEY-${process.pid}`;
const HOST_ENV = `CANARY-ENV-${process.pid}`;
/** Text of secrets outside what a hook is admitted: a real home's key, tool-home tokens, root-only files. */
const OUTSIDE_SECRET = `CANARY-OUTSIDE-${process.pid}`;
/** A name only a listing of a real home, /var/lib or /opt could show. */
const LISTED = `hookcheck-canary-${process.pid}`;
const HOST_FILES = ['/etc/hookcheck-owned', '/root/.hookcheck-owned', '/var/tmp/hookcheck-owned', '/tmp/hookcheck-pwned'];

interface Host {
  readonly home: string;
  readonly repo: string;
  readonly port: number;
  readonly sockets: readonly string[];
  /** Files holding OUTSIDE_SECRET, none of which a hook may read. */
  readonly secrets: readonly string[];
  /** Tool homes with credentials in them, as a CI job or `sudo -E` passes them. */
  readonly toolHomes: Readonly<Record<string, string>>;
  readonly connections: () => number;
}

interface Attack {
  readonly name: string;
  readonly hook: string;
  readonly args?: (host: Host) => string[];
  /** Per invocation (default 2 s): the strace run of a Python hook takes longer on a loaded machine. */
  readonly timeoutMs?: number;
  /** Run the state experiments too (the side-effects check's strace run is one of them). */
  readonly experiments?: boolean;
  /** Variables of the caller's environment beside this process's (tool homes). */
  readonly env?: (host: Host) => Record<string, string>;
  /** What the report must say, beyond "nothing got out". */
  readonly honest?: (report: HookReport, host: Host) => void;
}

/**
 * What the report must say of a bound: where a cgroup enforces it, the kernel's count of it reached
 * (one finding, naming the limit); where it could not be made (a user without a writable cgroup),
 * no such claim, and the report's limits say how that resource was bounded instead, or that it was not.
 */
function reportsLimit(report: HookReport, resource: 'processes' | 'memory', limit: string): void {
  const reached = report.findings.filter((finding) => finding.code === 'resource-limit-reached');
  const byCgroup = resource === 'processes' ? plan.kind === 'bwrap' && plan.limits?.cgroups.pids : plan.kind === 'bwrap' && plan.limits?.cgroups.memory;
  if (byCgroup) {
    expect(reached.map(({ args }) => args)).toEqual([expect.objectContaining({ resource, limit })]);
  } else {
    expect(reached).toEqual([]);
    const { applied = [], notApplied = [] } = report.sandbox.limits ?? {};
    expect([...applied, ...notApplied].filter((line) => line.startsWith(`${resource}`) && !line.includes('cgroup)'))).not.toEqual([]);
  }
}

const swappiness = () => readFileSync('/proc/sys/vm/swappiness', 'utf8').trim();

const ATTACKS: readonly Attack[] = [
  { name: 'writes the real HOME, the repository, /etc, /root, /var/tmp', hook: hostile('writes-host-files.sh'), args: (host) => [host.home, host.repo] },
  { name: 'reads a planted HOME secret, directly and by a symlink', hook: hostile('reads-home-secret.sh'), args: (host) => [host.home] },
  {
    name: 'reads a real home, tool-home credentials and root-only files (in /usr too), with HOME redirected and tool homes set',
    hook: hostile('reads-host-secrets.sh'),
    // The tool homes' files by name (their folders are admitted); the rest it must find for itself.
    args: (host) => host.secrets.filter((file) => Object.values(host.toolHomes).some((folder) => file.startsWith(folder))),
    env: (host) => host.toolHomes,
    honest: (report) => {
      expect(JSON.stringify(report)).not.toContain(OUTSIDE_SECRET);
      expect(JSON.stringify(report.results.map(({ outcome }) => outcome.stdout))).not.toContain(LISTED);
    },
  },
  { name: 'reads /proc/1/environ and its parent’s environment', hook: hostile('reads-pid1-environ.sh') },
  { name: 'connects to the host loopback (TCP, 127.0.0.1)', hook: hostile('connects-loopback.sh'), args: (host) => [String(host.port)] },
  {
    name: 'connects to host unix sockets in /tmp, /var/tmp, /run, a home, the project and its node_modules, a tool home, an abstract one (and /var/lib, /opt as root)',
    hook: hostile('connects-unix-sockets.sh'),
    args: (host) => [...host.sockets],
    experiments: true,
    timeoutMs: 10_000,
    honest: (report, host) => {
      const tried = report.findings.filter((finding) => finding.code === 'side-effect-unix-socket');
      expect(tried).toHaveLength(1);
      // The finding names the first few (cut to a line); its count is all of them.
      expect(tried[0]!.args['count']).toBe(host.sockets.length);
      const named = String(tried[0]!.args['paths']).replace(/\.\.\.$/, '');
      expect(named.split(', ').length).toBeGreaterThanOrEqual(2);
      expect([...host.sockets].sort().join(', ').startsWith(named)).toBe(true);
    },
  },
  {
    name: 'forks without end',
    hook: hostile('fork-bomb.sh'),
    honest: (report) => {
      // Its own time reaches the timeout; on a machine so loaded that even the low bound of its own
      // time cannot reach it before the bound on waiting, it is said to be not judged (timeout-own-time.test.ts).
      // Its shell's sleep ends while its children wait for a CPU, and the wait it is credited with hides
      // a sleep that never waited: on a loaded machine a case may end by that exit instead, with the
      // children still holding its pipes. Each of the three is said, and two are errors.
      const caught = ['timeout-exceeded', 'timeout-not-judged-busy', 'leftover-held-pipes'];
      expect(findingCodes(report, 'timeout').filter((code) => caught.includes(code))).not.toEqual([]);
      reportsLimit(report, 'processes', '256 processes');
    },
  },
  // Long enough for the kernel to fault 2 GiB in on a slow, loaded machine: the bound, not the timeout, must end it.
  { name: 'allocates 6 GiB', hook: hostile('allocates-memory.sh'), timeoutMs: 30_000, honest: (report) => reportsLimit(report, 'memory', '2 GiB') },
  { name: 'fills the disk: 1 GiB files in /tmp and $HOME, /dev/shm', hook: hostile('fills-disk.sh') },
  {
    name: 'writes gigabytes to stdout and stderr',
    hook: hostile('floods-stderr.sh'),
    honest: (report) => expect(report.results[0]!.outcome).toMatchObject({ stdoutTruncated: true, stderrTruncated: true }),
  },
  {
    name: 'ignores SIGTERM and sleeps forever',
    hook: fixturePath('ignores-sigterm-sleeps-forever.sh'),
    honest: (report) => expect(findingCodes(report, 'timeout')).toEqual(expect.arrayContaining(['timeout-exceeded', 'timeout-needed-sigkill'])),
  },
  { name: 'leaves a setsid daemon', hook: fixturePath('daemonises.sh') },
  { name: 'leaves a child holding stdout', hook: fixturePath('background-child-holds-stdout.sh'), honest: (report) => expect(findingCodes(report, 'timeout')).toContain('leftover-held-pipes') },
  { name: 'kill -9 $PPID, then kill -9 -1', hook: hostile('kills-everything.sh'), honest: (report) => expect(report.results.length).toBeGreaterThan(0) },
  { name: 'remounts /, writes a sysctl, unmounts the hidden HOME', hook: hostile('remounts-and-sysctl.sh'), args: () => [swappiness() === '37' ? '38' : '37'] },
  { name: 'makes files with hostile names', hook: hostile('makes-hostile-names.sh'), honest: (report) => expect(() => JSON.stringify(report)).not.toThrow() },
  { name: 'rewrites its own script', hook: hostile('rewrites-itself.sh') },
];

const servers: Server[] = [];
const folders: string[] = [];
let host: Host;
let contained = 0;

beforeAll(async () => {
  process.env['HOOKCHECK_HOST_CANARY'] = HOST_ENV;
  const home = mkdtempSync(join(reportsDir, 'hostile-home-'));
  const repo = mkdtempSync(join(reportsDir, 'hostile-repo-'));
  folders.push(home, repo);
  mkdirSync(join(home, '.ssh'));
  writeFileSync(join(home, '.ssh', 'id_rsa'), SECRET);
  writeFileSync(join(home, '.bashrc'), '# untouched\n');
  writeFileSync(join(repo, 'README.md'), '# untouched\n');
  let count = 0;
  const listen = async (address: string | { port: number; host: string }) => {
    const server = createServer((socket) => {
      count++;
      socket.destroy();
    });
    servers.push(server);
    await new Promise<void>((resolve) => (typeof address === 'string' ? server.listen(address, resolve) : server.listen(address.port, address.host, resolve)));
    return server;
  };
  const tcp = await listen({ port: 0, host: '127.0.0.1' });
  // Outside what a hook is admitted: the real home (HOME points at the planted one), and as root
  // the places root-only data lives. Inside what it is admitted: tool homes, the project, its node_modules.
  const realHome = userInfo().homedir;
  const outside = [realHome, ...(isRoot() ? ['/var/lib', '/opt'] : [])].map((parent) => mkdtempSync(join(parent, `${LISTED}-`)));
  const toolHomes = { CARGO_HOME: mkdtempSync(join(reportsDir, 'cargo-home-')), VIRTUAL_ENV: mkdtempSync(join(reportsDir, 'venv-')) };
  // As root, a root-only file where a hook is admitted (a system folder): the hook runs as nobody,
  // so the file's own mode keeps it out even where a folder is bound that should not have been.
  const admittedRootOnly = isRoot() ? [mkdtempSync(join('/usr/local/share', 'hookcheck-rootonly-'))] : [];
  for (const folder of admittedRootOnly) chmodSync(folder, 0o755);
  folders.push(...outside, ...admittedRootOnly, ...Object.values(toolHomes));
  mkdirSync(join(toolHomes.CARGO_HOME, 'bin'));
  mkdirSync(join(toolHomes.VIRTUAL_ENV, 'bin'));
  mkdirSync(join(repo, 'node_modules', 'daemon'), { recursive: true });
  const secrets = [
    ...[...outside, ...admittedRootOnly].map((folder) => join(folder, 'id_rsa')),
    join(toolHomes.CARGO_HOME, 'credentials.toml'),
    join(toolHomes.VIRTUAL_ENV, 'pip.conf'),
    join(toolHomes.VIRTUAL_ENV, '.npmrc'),
  ];
  for (const file of secrets) writeFileSync(file, `${OUTSIDE_SECRET}\n`, { mode: 0o600 });
  const sockets: string[] = [];
  const tempFolders = ['/tmp', '/var/tmp', ...(isRoot() ? ['/run'] : [])].map((parent) => mkdtempSync(join(parent, 'hookcheck-hostile-')));
  folders.push(...tempFolders);
  for (const folder of [...tempFolders, ...outside, repo, join(repo, 'node_modules', 'daemon'), toolHomes.CARGO_HOME]) {
    sockets.push(join(folder, 'daemon.sock'));
    await listen(join(folder, 'daemon.sock'));
  }
  const abstract = `hookcheck-hostile-${process.pid}`;
  await listen(`\0${abstract}`);
  sockets.push(`@${abstract}`);
  host = { home, repo, port: (tcp.address() as { port: number }).port, sockets, secrets, toolHomes, connections: () => count };
});

afterAll(() => {
  delete process.env['HOOKCHECK_HOST_CANARY'];
  for (const server of servers) server.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  console.log(`${contained}/${ATTACKS.length} hostile hooks contained`);
});

/** Every file under `dir` with a hash of its content: the host's state, compared before and after. */
function fingerprint(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
    .map((path) => `${path}:${createHash('sha256').update(readFileSync(path)).digest('hex')}`)
    .join('\n');
}

/** Processes on the machine running `marker` (a fixture's file name). */
function processesRunning(marker: string): string[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
        return command.includes(marker) ? [command] : [];
      } catch {
        return [];
      }
    });
}

describe('hostile hooks in the sandbox', () => {
  for (const attack of ATTACKS) {
    it(`contains a hook that ${attack.name}`, async () => {
      // A copy: a hook that rewrote its script must not rewrite the repository's fixture.
      const copyDir = mkdtempSync(join(reportsDir, 'hostile-hook-'));
      folders.push(copyDir);
      const script = join(copyDir, attack.hook.split('/').pop()!);
      copyFileSync(attack.hook, script);
      const scriptBefore = readFileSync(script, 'utf8');
      const before = { home: fingerprint(host.home), repo: fingerprint(host.repo), swappiness: swappiness() };
      const rss = process.memoryUsage().rss;
      const started = performance.now();
      const callerEnv = { ...process.env, ...attack.env?.(host) };
      const report = await runFixture(
        { form: 'exec', file: script, args: attack.args?.(host) ?? [] },
        { callerEnv, sandbox: 'bwrap', hiddenHome: host.home, projectDir: host.repo, matcher: 'Glob', timeoutMs: attack.timeoutMs ?? 2000, experiments: attack.experiments ?? false },
      );
      const elapsed = performance.now() - started;

      expect(report.sandbox?.kind).toBe('bwrap');
      expect(report.results.every(({ outcome }) => outcome.kind !== 'spawn-failed' && !(outcome.kind === 'exited' && outcome.exitCode === 99))).toBe(true);
      const seen = JSON.stringify(report.results.map(({ outcome }) => ({ stdout: outcome.stdout, stderr: outcome.stderr })));
      expect(seen).not.toContain('ESCAPED');
      expect(seen).not.toContain(SECRET);
      expect(seen).not.toContain(HOST_ENV);
      expect({ home: fingerprint(host.home), repo: fingerprint(host.repo), swappiness: swappiness() }).toEqual(before);
      expect(readFileSync(script, 'utf8')).toBe(scriptBefore);
      expect(HOST_FILES.filter((path) => existsSync(path))).toEqual([]);
      expect(host.connections()).toBe(0);
      expect(processesRunning(copyDir)).toEqual([]);
      expect(elapsed).toBeLessThan(120_000);
      expect(process.memoryUsage().rss - rss).toBeLessThan(500 * 1024 * 1024);
      attack.honest?.(report, host);
      contained++;
    }, 180_000);
  }
});

describe('a correct hook in the same sandbox', () => {
  // A Python guard: its interpreter's start and libc's own lookups must not count as the hook's doing.
  it('gets no unix socket finding', async () => {
    const report = await runFixture('python-guard-denies-rm-rf.py', { sandbox: 'bwrap', hiddenHome: host.home, projectDir: host.repo, matcher: 'Bash', timeoutMs: 10_000, experiments: true });
    expect(report.experiments?.traced?.trace).toBeDefined();
    expect(findingCodes(report, 'side-effects')).not.toContain('side-effect-unix-socket');
    expect(findingCodes(report, 'resources')).toEqual([]);
  }, 180_000);

  // Fifty processes at once, far below the bound: a hook that starts workers is no fork bomb.
  it('gets no resource finding for fifty background processes', async () => {
    const report = await runFixture('starts-50-sleepers.sh', { sandbox: 'bwrap', hiddenHome: host.home, projectDir: host.repo, matcher: 'Glob', timeoutMs: 10_000 });
    expect(report.results.filter(({ testCase }) => testCase.kind !== 'stdin-open').every(({ outcome }) => outcome.kind === 'exited' && outcome.exitCode === 0)).toBe(true);
    expect(findingCodes(report, 'resources')).toEqual([]);
  }, 180_000);
});
