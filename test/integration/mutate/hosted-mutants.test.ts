/**
 * Mutants of a JavaScript guard in node hosts: the same report as with every run a process of its
 * own, with only the unmutated hook run as processes when every mutant is killed by an answer; a
 * survivor is run again as processes before it is reported; and a guard the host cannot stand for
 * (its unmutated version answers differently there) runs as processes, with the reason; under the
 * sandbox the hosts run inside one (the walls are tested in python-hosted-mutants.test.ts).
 */
import { chmodSync, copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Probe } from '../../../src/model/run/probe-report.js';
import { findMutations } from '../../../src/mutate/find-mutations.js';
import { runMutants, type MutateEnvironment, type MutateSubject } from '../../../src/mutate/run-mutants.js';
import { createNodeHostPool } from '../../../src/runner/node-host/node-host.js';
import { createMutantsRoot } from '../../../src/workspace/mutant-files.js';
import { runHook, type RunHookOptions } from '../../../src/runner/run-hook.js';
import { checkSyntax } from '../../../src/runner/syntax-check.js';
import { tempDir } from '../../helpers/temp-dir.js';
import { mutateEnvironment, mutateSettings, sandboxedMutateSettings } from '../../helpers/mutate-environment.js';

const dir = tempDir('hookcheck-hosted-mutants-');
const guard = join(dir, 'guard.js');
copyFileSync(fileURLToPath(new URL('../../../fixtures/mutate/guard-two-conditions.js', import.meta.url)), guard);
chmodSync(guard, 0o755);
const SOURCE = readFileSync(guard, 'utf8');

const probe = (name: string, role: 'control' | 'benign', command: string, expect: Probe['expect']): Probe =>
  ({ name, role, origin: 'config', payload: { tool_name: 'Bash', tool_input: { command } }, args: [], setup: { files: {}, env: {} }, expect }) as Probe;
const RM = probe('rm -rf is denied', 'control', 'rm -rf build/', { effect: 'deny', reason: 'rm -rf' });
const PUSH = probe('a force-push is denied', 'control', 'git push --force origin main', { effect: 'deny', reason: 'force-push' });
const LS = probe('ls goes through', 'benign', 'ls -la', { effect: ['allow', 'none'] });

async function subject(file: string, source: string, probes: Probe[]): Promise<MutateSubject> {
  const found = await findMutations(source, 'javascript');
  return {
    target: { command: { form: 'exec', file: 'node', args: [file] }, events: ['PreToolUse'], matcher: 'Bash', timeoutMs: 5000, eventsFrom: 'test', probes },
    file,
    language: 'javascript',
    source,
    mode: 0o755,
    mutations: found.mutations,
    ignored: [],
  };
}

/** The environment mutate gets, counting the runs that started a process of their own. */
function environment(hosted: boolean, extra: Partial<MutateEnvironment> = {}): MutateEnvironment & { processRuns: string[]; checked: number } {
  const processRuns: string[] = [];
  const env: MutateEnvironment & { processRuns: string[]; checked: number } = {
    ...mutateEnvironment({
      runHook: (options: RunHookOptions) => (processRuns.push(JSON.stringify(options.command)), runHook(options)),
      checkSyntax: (...args) => (env.checked++, checkSyntax(...args)),
      ...(hosted ? { nodeHosts: createNodeHostPool } : {}),
      ...extra,
    }),
    processRuns,
    checked: 0,
  };
  return env;
}

const settings = mutateSettings(dir);

async function done(outcome: Awaited<ReturnType<typeof runMutants>>) {
  if (outcome.kind !== 'done') throw new Error(`expected a done run, got ${outcome.kind}`);
  return outcome;
}

const verdicts = (outcome: Awaited<ReturnType<typeof done>>) => outcome.file.mutants.map(({ id, status, killedBy }) => ({ id, status, killedBy }));

describe('mutants in node hosts', () => {
  it('gives the report every run as a process gives, starting a process only for the unmutated hook', async () => {
    const asProcesses = environment(false);
    const told: string[] = [];
    const inHosts = environment(true, { onMutantDone: (result) => told.push(result.id) });
    const expected = await done(await runMutants(await subject(guard, SOURCE, [RM, PUSH, LS]), settings, asProcesses));
    const seen = await done(await runMutants(await subject(guard, SOURCE, [RM, PUSH, LS]), settings, inHosts));
    // Settled in a host, each mutant is told of there, and only there.
    expect(told.sort()).toEqual(seen.file.mutants.map((mutant) => mutant.id).sort());
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

  it('runs the hosts inside the sandbox there: the verdicts of sandboxed processes, a process only for the unmutated hook', async () => {
    // The mutants' folder is hookcheck's own scratch, as the CLI makes it: handed to the hook's uid, not lent as a copy.
    const asProcesses = environment(false, { mutantsRoot: (await createMutantsRoot()).path });
    const inHosts = environment(true, { mutantsRoot: (await createMutantsRoot()).path });
    const sandboxed = (environment: MutateEnvironment) => sandboxedMutateSettings(settings, environment, { form: 'exec', file: 'node', args: [guard] }, process.env['PATH'] ?? '/usr/bin:/bin');
    const expected = await done(await runMutants(await subject(guard, SOURCE, [RM, PUSH, LS]), sandboxed(asProcesses), asProcesses));
    const seen = await done(await runMutants(await subject(guard, SOURCE, [RM, PUSH, LS]), sandboxed(inHosts), inHosts));
    expect(verdicts(seen)).toEqual(verdicts(expected));
    expect(seen.host).toEqual({ used: true });
    expect(inHosts.processRuns).toHaveLength(3);
    expect([...inHosts.processRuns, ...asProcesses.processRuns].every((command) => command.includes('bwrap'))).toBe(true);
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

  it('runs every mutant as processes when the unmutated hook answers differently in a host, and says why', async () => {
    // The same guard answering through a child that inherits its stdout: in a host that child writes past the capture.
    const source = SOURCE.replace('process.stdout.write(JSON.stringify(', "(await import('node:child_process')).spawnSync('node', ['-e', 'process.stdout.write(process.argv[1])', JSON.stringify(")
      .replace('permissionDecisionReason: reason } }));', "permissionDecisionReason: reason } })], { stdio: ['ignore', 'inherit', 'inherit'] });")
      .replace("process.stdin.on('end', () => {", "process.stdin.on('end', async () => {");
    const file = join(tempDir('hookcheck-hosted-escape-'), 'guard.js');
    writeFileSync(file, source);
    const inHosts = environment(true);
    const seen = await done(await runMutants(await subject(file, source, [RM, PUSH, LS]), { ...settings, projectDir: dir }, inHosts));
    expect(seen.host).toEqual({ used: false, why: expect.stringContaining('the unmutated hook needs a process of its own: it wrote to stdout or stderr past the streams node gives it') });
    expect(seen.file.mutants.every((mutant) => mutant.status === 'Killed' || mutant.status === 'Survived')).toBe(true);
    expect(inHosts.processRuns.length).toBeGreaterThan(seen.file.mutants.length);
  });
});
