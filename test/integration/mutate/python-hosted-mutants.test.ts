/**
 * Mutants of a Python guard in Python hosts: the same report as with every run a process of its
 * own, with only the unmutated hook run as processes when every mutant is killed by an answer; a
 * survivor is run again as processes before it is reported; a guard the host cannot vouch for (its
 * unmutated version leaves a process behind, or answers otherwise there) runs as processes, with
 * the reason; and under the sandbox the hosts run inside one, behind its walls.
 */
import { chmodSync, copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Probe } from '../../../src/model/run/probe-report.js';
import { findMutations } from '../../../src/mutate/find-mutations.js';
import { runMutants, type MutateEnvironment, type MutateSubject } from '../../../src/mutate/run-mutants.js';
import { createPythonHostPool } from '../../../src/runner/python-host/python-host.js';
import { PYTHON_HOST_FOLDER } from '../../../src/runner/python-host/python-host-process.js';
import { hostSandbox } from '../../../src/sandbox/host-sandbox.js';
import { createScratchArea } from '../../../src/workspace/scratch-area.js';
import { createMutantsRoot } from '../../../src/workspace/mutant-files.js';
import { runHook, type RunHookOptions } from '../../../src/runner/run-hook.js';
import { checkSyntax } from '../../../src/runner/syntax-check.js';
import { tempDir } from '../../helpers/temp-dir.js';
import { mutateEnvironment, mutateSettings, sandboxedMutateSettings } from '../../helpers/mutate-environment.js';

const dir = tempDir('hookcheck-python-hosted-');
const guard = join(dir, 'guard.py');
copyFileSync(fileURLToPath(new URL('../../../fixtures/mutate/guard-two-conditions.py', import.meta.url)), guard);
chmodSync(guard, 0o755);
const SOURCE = readFileSync(guard, 'utf8');
/** The system python3 first: a version-manager shim costs a bash and more per process start. */
const PATH = `/usr/bin:${process.env['PATH'] ?? '/bin'}`;

const probe = (name: string, role: 'control' | 'benign', command: string, expect: Probe['expect']): Probe =>
  ({ name, role, origin: 'config', payload: { tool_name: 'Bash', tool_input: { command } }, args: [], setup: { files: {}, env: {} }, expect }) as Probe;
const RM = probe('rm -rf is denied', 'control', 'rm -rf build/', { effect: 'deny', reason: 'rm -rf' });
const PUSH = probe('a force-push is denied', 'control', 'git push --force origin main', { effect: 'deny', reason: 'force-push' });
const LS = probe('ls goes through', 'benign', 'ls -la', { effect: ['allow', 'none'] });

async function subject(file: string, source: string, probes: Probe[]): Promise<MutateSubject> {
  const found = await findMutations(source, 'python');
  return {
    target: { command: { form: 'exec', file: 'python3', args: [file] }, events: ['PreToolUse'], matcher: 'Bash', timeoutMs: 5000, eventsFrom: 'test', probes },
    file,
    language: 'python',
    source,
    mode: 0o755,
    mutations: found.mutations,
    ignored: [],
  };
}

/** The environment mutate gets, counting the runs that started a process of their own. */
function environment(hosted: boolean, overrides: Partial<MutateEnvironment> = {}): MutateEnvironment & { processRuns: string[]; checked: number } {
  const processRuns: string[] = [];
  const env: MutateEnvironment & { processRuns: string[]; checked: number } = {
    ...mutateEnvironment({
      callerEnv: { PATH },
      runHook: (options: RunHookOptions) => (processRuns.push(JSON.stringify(options.command)), runHook(options)),
      checkSyntax: (...args) => (env.checked++, checkSyntax(...args)),
      ...(hosted ? { pythonHosts: createPythonHostPool } : {}),
      ...overrides,
    }),
    processRuns,
    checked: 0,
  };
  return env;
}

const settings = mutateSettings(dir);

/** The settings with the sandbox the CLI plans for the guard. */
const sandboxed = (environment: Pick<MutateEnvironment, 'mutantsRoot'>) => sandboxedMutateSettings(settings, environment, { form: 'exec', file: 'python3', args: [guard] }, PATH);

async function done(outcome: Awaited<ReturnType<typeof runMutants>>) {
  if (outcome.kind !== 'done') throw new Error(`expected a done run, got ${outcome.kind}`);
  return outcome;
}

const verdicts = (outcome: Awaited<ReturnType<typeof done>>) => outcome.file.mutants.map(({ id, status, killedBy }) => ({ id, status, killedBy }));

describe('mutants in Python hosts', () => {
  it('gives the report every run as a process gives, starting a process only for the unmutated hook', async () => {
    const asProcesses = environment(false);
    const inHosts = environment(true);
    const expected = await done(await runMutants(await subject(guard, SOURCE, [RM, PUSH, LS]), settings, asProcesses));
    const seen = await done(await runMutants(await subject(guard, SOURCE, [RM, PUSH, LS]), settings, inHosts));
    expect(verdicts(seen)).toEqual(verdicts(expected));
    expect(seen.file.mutants.length).toBeGreaterThan(5);
    expect(seen.file.mutants.every((mutant) => mutant.status === 'Killed')).toBe(true);
    expect(seen.host).toEqual({ used: true });
    expect(expected.host).toBeUndefined();
    // The three probes of the unmutated hook, as processes; each mutant was killed in a host by an answer.
    expect(inHosts.processRuns).toHaveLength(3);
    expect(inHosts.checked).toBe(0);
    expect(asProcesses.processRuns.length).toBeGreaterThan(seen.file.mutants.length);
  });

  it('runs a survivor again as processes before reporting it', async () => {
    const inHosts = environment(true);
    // Without the force-push probe, the mutants that break that branch survive.
    const seen = await done(await runMutants(await subject(guard, SOURCE, [RM, LS]), settings, inHosts));
    const expected = await done(await runMutants(await subject(guard, SOURCE, [RM, LS]), settings, environment(false)));
    expect(verdicts(seen)).toEqual(verdicts(expected));
    const survivors = seen.file.mutants.filter((mutant) => mutant.status === 'Survived');
    expect(survivors.length).toBeGreaterThan(0);
    // Two probes as processes for the unmutated hook, and two for each survivor.
    expect(inHosts.processRuns).toHaveLength(2 + 2 * survivors.length);
    expect(inHosts.checked).toBe(1);
  });

  it('runs every mutant as processes when the unmutated hook needs a process of its own, and says why', async () => {
    // The same guard leaving a process behind on every run: only a run of its own reports (and ends) it as a process does.
    const source = SOURCE.replace('import sys\n', 'import sys\nimport subprocess\nsubprocess.Popen(["sleep", "30"])\n');
    const file = join(tempDir('hookcheck-python-hosted-left-'), 'guard.py');
    writeFileSync(file, source);
    const inHosts = environment(true);
    const seen = await done(await runMutants(await subject(file, source, [RM, PUSH, LS]), { ...settings, projectDir: dir }, inHosts));
    expect(seen.host).toEqual({ used: false, why: expect.stringContaining('the unmutated hook needs a process of its own: it left a process running') });
    expect(seen.file.mutants.every((mutant) => mutant.status === 'Killed' || mutant.status === 'Survived')).toBe(true);
    expect(inHosts.processRuns.length).toBeGreaterThan(seen.file.mutants.length);
  });

  it('runs every mutant as processes when the unmutated hook answers otherwise in a host, and says why', async () => {
    // A guard that names its parent on stderr: hookcheck as a process, the host in a host.
    const source = SOURCE.replace('reason = refusal(', 'import os\nprint(os.getppid(), file=sys.stderr)\nreason = refusal(');
    const file = join(tempDir('hookcheck-python-hosted-parent-'), 'guard.py');
    writeFileSync(file, source);
    const inHosts = environment(true);
    const seen = await done(await runMutants(await subject(file, source, [RM, PUSH, LS]), { ...settings, projectDir: dir }, inHosts));
    expect(seen.host).toEqual({ used: false, why: expect.stringMatching(/^probe .*rm -rf is denied.* printed a different stderr in the host$/) });
    expect(inHosts.processRuns.length).toBeGreaterThan(seen.file.mutants.length);
  });

  it('runs the hosts inside the sandbox there: the verdicts of sandboxed processes, a process only for the unmutated hook', async () => {
    // The mutants' folder is hookcheck's own scratch, as the CLI makes it: handed to the hook's uid, not lent as a copy.
    const asProcesses = environment(false, { mutantsRoot: (await createMutantsRoot()).path });
    const inHosts = environment(true, { mutantsRoot: (await createMutantsRoot()).path });
    const expected = await done(await runMutants(await subject(guard, SOURCE, [RM, PUSH, LS]), sandboxed(asProcesses), asProcesses));
    const seen = await done(await runMutants(await subject(guard, SOURCE, [RM, PUSH, LS]), sandboxed(inHosts), inHosts));
    expect(verdicts(seen)).toEqual(verdicts(expected));
    expect(seen.host).toEqual({ used: true });
    expect(inHosts.processRuns).toHaveLength(3);
    // Each of those runs, and every run of the processes' side, was wrapped in bubblewrap.
    expect([...inHosts.processRuns, ...asProcesses.processRuns].every((command) => command.includes('bwrap'))).toBe(true);
  });

  it('keeps a run in a sandboxed host behind the walls: no real HOME, no network, nothing written outside its area, its own PID namespace', async () => {
    const listener = createServer().listen(0, '127.0.0.1');
    await once(listener, 'listening');
    const port = (listener.address() as AddressInfo).port;
    const outside = tempDir('hookcheck-python-hosted-outside-');
    const probeFile = join(dir, 'walls.py');
    writeFileSync(
      probeFile,
      [
        'import os, socket, sys',
        'seen = {"home": os.path.exists(sys.argv[1]), "pid": os.getpid()}',
        'try:',
        `    socket.create_connection(("127.0.0.1", ${port}), timeout=2).close()`,
        '    seen["net"] = True',
        'except OSError:',
        '    seen["net"] = False',
        'try:',
        '    open(os.path.join(sys.argv[2], "written"), "w").close()',
        '    seen["wrote"] = True',
        'except OSError:',
        '    seen["wrote"] = False',
        'print(seen)',
      ].join('\n'),
    );
    // A HOME of the test's own, holding a key: hidden as the real one is.
    const home = tempDir('hookcheck-fake-home-');
    writeFileSync(join(home, 'id_rsa'), 'CANARY-PRIVATE-KEY');
    const { sandbox } = sandboxed({ mutantsRoot: dir }).run;
    const box = hostSandbox({ ...sandbox, realHome: home }, [PYTHON_HOST_FOLDER]);
    const pool = createPythonHostPool('/usr/bin/python3', 'python3', 1, { startsIn: box.areas, wrap: box.wrap });
    try {
      const area = await createScratchArea(undefined, [], undefined, { under: box.areas });
      box.handOverAreas();
      const run = await pool.run(probeFile, [join(home, 'id_rsa'), outside], {
        command: { form: 'exec', file: 'python3', args: [probeFile] },
        stdin: '',
        cwd: area.projectDir,
        env: { PATH, HOME: area.homeDir },
        timeoutMs: 10_000,
      });
      if (run.kind !== 'answered') throw new Error(`the host did not answer: ${run.why}`);
      expect(run.outcome.stderr).toBe('');
      const seen = JSON.parse(run.outcome.stdout.replaceAll("'", '"').replaceAll('True', 'true').replaceAll('False', 'false')) as { home: boolean; net: boolean; wrote: boolean; pid: number };
      expect(seen).toEqual({ home: false, net: false, wrote: false, pid: expect.any(Number) });
      // PIDs inside start at 1: the host and its runs are the sandbox's first processes.
      expect(seen.pid).toBeLessThan(50);
      expect(existsSync(join(outside, 'written'))).toBe(false);
    } finally {
      pool.close();
      box.remove();
      listener.close();
    }
  });
});
