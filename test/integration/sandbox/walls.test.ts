/**
 * The sandbox's walls, each with a hostile hook that tries to get through and a control showing
 * the same hook gets through where the wall is absent (so the test can fail). Listeners are the
 * test's own, on unix sockets in host folders; nothing leaves the machine. Run as root and as an
 * unprivileged user: the root-only walls (remount, kernel settings, /etc/shadow) are the ones a
 * root hookcheck needs.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { planSandbox } from '../../../src/cli/sandbox-options.js';
import { buildHookEnv } from '../../../src/runner/hook-env.js';
import type { HookCommand } from '../../../src/runner/hook-command.js';
import { runHook } from '../../../src/runner/run-hook.js';
import { createScratchArea } from '../../../src/workspace/scratch-area.js';
import { probeSandbox } from '../../../src/sandbox/probe-sandbox.js';
import { sandboxCommand } from '../../../src/sandbox/sandbox-command.js';
import { isRoot } from '../../../src/sandbox/walls.js';
import { tempDir } from '../../helpers/temp-dir.js';

const plan = planSandbox('bwrap', process.env, process.cwd(), []);
if (plan.kind !== 'bwrap') throw new Error('bubblewrap is needed for the containment suite');
const bwrapBin = plan.bwrapBin;

/** Runs bash `script` as a hook: in the sandbox, or plainly (the control). */
async function runAsHook(script: string, sandboxed: boolean): Promise<{ exitCode: number | null; stdout: string }> {
  const scratch = await createScratchArea();
  try {
    const hook: HookCommand = { form: 'exec', file: 'bash', args: ['-c', script] };
    const command = sandboxed ? sandboxCommand(hook, { bwrapBin, scratch, realHome: plan.kind === 'bwrap' ? plan.realHome : null, visible: plan.kind === 'bwrap' ? plan.visible : [] }) : hook;
    const env = buildHookEnv({ callerEnv: process.env, inheritEnv: false, projectDir: scratch.projectDir, homeDir: scratch.homeDir, tmpDir: scratch.tmpDir, agentEnv: {} });
    const outcome = await runHook({ command, stdin: '{}', cwd: scratch.projectDir, env, timeoutMs: 30_000 });
    return { exitCode: outcome.kind === 'exited' ? outcome.exitCode : null, stdout: outcome.kind === 'spawn-failed' ? '' : outcome.stdout };
  } finally {
    await scratch.remove();
  }
}

/** bwrap as it was before the walls: `/` read-only, HOME hidden, nothing else (the control for root-only walls). */
async function runWithoutWalls(script: string): Promise<string> {
  const outcome = await runHook({
    command: { form: 'exec', file: bwrapBin, args: ['--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--unshare-all', '--die-with-parent', '--', 'bash', '-c', script] },
    stdin: '',
    cwd: '/',
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' },
    timeoutMs: 30_000,
  });
  return outcome.kind === 'spawn-failed' ? '' : outcome.stdout;
}

const servers: Server[] = [];
const folders: string[] = [];
afterAll(() => {
  for (const server of servers) server.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A unix socket listener at `path` (a file, or `\0name` for an abstract one) that counts connections. */
async function listen(path: string): Promise<{ connections: () => number }> {
  let count = 0;
  const server = createServer((socket) => {
    count++;
    socket.destroy();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(path, resolve));
  return { connections: () => count };
}

const connectScript = (path: string) => `python3 - <<'EOF'
import socket
s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
try:
    s.connect(${JSON.stringify(path)}.replace('@', '\\0', 1))
    print('connected')
except OSError as error:
    print('refused', error.errno)
EOF`;

/** Where host daemons keep sockets; /run only for root (others cannot create one there). */
const socketHomes = ['/var/tmp', '/dev/shm', ...(isRoot() ? ['/run'] : [])];

describe('no host IPC from a sandboxed hook', () => {
  for (const home of socketHomes) {
    it(`cannot connect to a host unix socket in ${home}; the same hook connects without the sandbox`, async () => {
      const folder = mkdtempSync(join(home, 'hookcheck-socket-'));
      folders.push(folder);
      const path = join(folder, 'daemon.sock');
      const listener = await listen(path);
      const contained = await runAsHook(connectScript(path), true);
      expect(contained.stdout).toMatch(/^refused/);
      expect(listener.connections()).toBe(0);
      const control = await runAsHook(connectScript(path), false);
      expect(control.stdout).toBe('connected\n');
      expect(listener.connections()).toBe(1);
    }, 60_000);
  }

  it('cannot connect to a host abstract unix socket', async () => {
    const name = `hookcheck-abstract-${process.pid}`;
    const listener = await listen(`\0${name}`);
    // node on both sides: the same abstract address, byte for byte.
    const connect = `node -e 'const s = require("net").connect("\\0${name}"); s.on("connect", () => { console.log("connected"); s.destroy(); }); s.on("error", (e) => console.log("refused", e.code));'`;
    const contained = await runAsHook(connect, true);
    expect(contained.stdout).toMatch(/^refused/);
    expect(listener.connections()).toBe(0);
    const control = await runAsHook(connect, false);
    expect(control.stdout).toBe('connected\n');
    expect(listener.connections()).toBe(1);
  }, 60_000);

  it('is never given a socket-carrying variable, even with the whole environment', () => {
    const callerEnv = {
      PATH: '/usr/bin',
      SSH_AUTH_SOCK: '/run/user/0/ssh.sock',
      DBUS_SESSION_BUS_ADDRESS: 'unix:path=/run/bus',
      DOCKER_HOST: 'unix:///run/docker.sock',
      XDG_RUNTIME_DIR: '/run/user/0',
      EDITOR: 'vi',
    };
    const env = buildHookEnv({ callerEnv, inheritEnv: true, projectDir: '/p', homeDir: '/h', tmpDir: '/t', agentEnv: {} });
    expect(Object.keys(env).sort()).toEqual(['EDITOR', 'HOME', 'NO_UPDATE_NOTIFIER', 'PATH', 'TMPDIR', 'npm_config_update_notifier']);
  });
});

describe('a root-safe sandbox', () => {
  it('runs ordinary hooks behind the walls: bash, python3, node, jq and git from a read-only /usr', async () => {
    const run = await runAsHook('python3 -c "print(1)" && node -e "console.log(2)" && echo \'{"a":3}\' | jq .a && git --version >/dev/null && id -u', true);
    expect(run.stdout).toBe(`1\n2\n3\n${isRoot() ? 65534 : process.getuid!()}\n`);
  }, 60_000);

  const attacks = [
    { wall: 'remount / read-write', script: 'mount -o remount,bind,rw / 2>/dev/null && echo ESCAPED' },
    { wall: 'write a kernel setting', script: '[ -w /proc/sys/vm/swappiness ] && echo ESCAPED' },
    { wall: 'read /etc/shadow', script: 'head -c 1 /etc/shadow 2>/dev/null | grep -q . && echo ESCAPED' },
    { wall: 'keep a capability', script: "grep -Eq '^CapEff:[[:space:]]*0+$' /proc/self/status || echo ESCAPED" },
  ];
  for (const { wall, script } of attacks) {
    it(`stops a hook that tries to ${wall}${isRoot() ? ', which bwrap alone lets root do' : ''}`, async () => {
      expect((await runAsHook(`${script}; exit 0`, true)).stdout).toBe('');
      // As root, bwrap without the walls lets this very hook through: the wall is what stops it.
      if (isRoot()) expect(await runWithoutWalls(script)).toBe('ESCAPED\n');
    }, 60_000);
  }

  // As root the hook is host nobody, not uid 0 mapped in a user namespace: a file only root may
  // read stays unread where it is admitted (here /usr), and where a folder is bound by mistake.
  if (isRoot()) {
    it("runs a root hookcheck's hook as host nobody: a root-only file in an admitted folder stays unread, which a user namespace alone lets through", async () => {
      const folder = mkdtempSync(join('/usr/local/share', 'hookcheck-rootonly-'));
      folders.push(folder);
      chmodSync(folder, 0o755);
      writeFileSync(join(folder, 'secret'), 'ESCAPED\n', { mode: 0o600 });
      writeFileSync(join(folder, 'public'), 'read\n', { mode: 0o644 });
      expect((await runAsHook(`cat ${folder}/secret 2>/dev/null; cat ${folder}/public; exit 0`, true)).stdout).toBe('read\n');
      const mapped = await runHook({
        command: {
          form: 'exec',
          file: bwrapBin,
          args: ['--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--unshare-all', '--uid', '65534', '--gid', '65534', '--cap-drop', 'ALL', '--', 'cat', `${folder}/secret`],
        },
        stdin: '',
        cwd: '/',
        env: { PATH: '/usr/bin:/bin' },
        timeoutMs: 30_000,
      });
      expect(mapped.kind === 'spawn-failed' ? '' : mapped.stdout).toBe('ESCAPED\n');
    }, 60_000);
  }

  it('probes its walls before a run: they hold here, and a sandbox whose walls fail is refused', async () => {
    const path = process.env['PATH'] ?? '/usr/bin:/bin';
    expect(await probeSandbox(bwrapBin, path, runHook)).toBeNull();
    const fakeBwrap = join(tempDir('hookcheck-fake-bwrap-'), 'bwrap');
    writeFileSync(fakeBwrap, '#!/bin/sh\nexit 10\n', { mode: 0o755 });
    expect(await probeSandbox(fakeBwrap, path, runHook)).toBe('the sandbox walls do not hold: a hook can remount / read-write');
  }, 60_000);
});

describe('paths a command names', () => {
  it('never shows again a folder of the hidden HOME the hook merely reads, but shows the script it runs', async () => {
    const home = tempDir('hookcheck-fake-home-');
    const { commandPaths } = await import('../../../src/sandbox/command-paths.js');
    expect(commandPaths({ form: 'shell', script: `cat ${home}/.ssh/id_rsa >&2; exit 1` }, home)).toEqual([]);
    expect(commandPaths({ form: 'shell', script: `bash ${home}/.ssh/id_rsa` }, home)).toEqual([]);
    expect(commandPaths({ form: 'shell', script: `python3 "${home}/.claude/hooks/guard.py"` }, home)).toEqual([`${home}/.claude/hooks`]);
    expect(commandPaths({ form: 'exec', file: `${home}/bin/hook.sh`, args: [`${home}/.aws/credentials`] }, home)).toEqual([`${home}/bin`]);
    expect(commandPaths({ form: 'shell', script: 'cat /srv/data/x' }, home)).toEqual(['/srv/data']);
    // A socket, or anything under /run, is never shown (a read-only bind does not stop connect()); nor /tmp whole.
    expect(commandPaths({ form: 'shell', script: 'nc -U /run/docker.sock; cat /var/run/user/0/bus' }, home)).toEqual([]);
    // Right in /tmp (not under TMPDIR, which CI points at a private folder that may be shown whole).
    const tmpScript = `/tmp/hookcheck-walls-${process.pid}-script.py`;
    expect(commandPaths({ form: 'shell', script: `python3 ${tmpScript}` }, null)).toEqual([]);
    writeFileSync(tmpScript, 'print(1)\n');
    expect(commandPaths({ form: 'shell', script: `python3 ${tmpScript}` }, null)).toEqual([tmpScript]);
    rmSync(tmpScript);
    const socketDir = tempDir('hookcheck-socket-');
    await listen(join(socketDir, 'agent.sock'));
    expect(commandPaths({ form: 'exec', file: 'nc', args: ['-U', join(socketDir, 'agent.sock')] }, home)).toEqual([]);
  });
});
