/**
 * The mutant run's own flow, with a real bash guard and its probes: every copy is written first
 * and checked in one call, a mutant the check rejects is a CompileError (its probes never run),
 * a copy that cannot be written is a RuntimeError, and a check that cannot run makes every mutant
 * a RuntimeError rather than a kill.
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Probe } from '../../../src/model/run/probe-report.js';
import { findMutations } from '../../../src/mutate/find-mutations.js';
import { runMutants, type MutateEnvironment, type MutateSubject } from '../../../src/mutate/run-mutants.js';
import { writeMutantCopy } from '../../../src/workspace/mutant-files.js';
import { checkSyntax } from '../../../src/runner/syntax-check.js';
import { tempDir } from '../../helpers/temp-dir.js';
import { mutateEnvironment, mutateSettings } from '../../helpers/mutate-environment.js';

const dir = tempDir('hookcheck-run-mutants-');
const guard = join(dir, 'guard.sh');
const SOURCE = '#!/usr/bin/env bash\ninput=$(cat)\nif [[ $input == *"rm -rf"* ]]; then\n  echo "rm -rf refused" >&2\n  exit 2\nfi\nexit 0\n';
writeFileSync(guard, SOURCE);
chmodSync(guard, 0o755);

const probe = (name: string, role: 'control' | 'benign', command: string, effect: string): Probe =>
  ({ name, role, origin: 'config', payload: { tool_name: 'Bash', tool_input: { command } }, args: [], setup: { files: {}, env: {} }, expect: { effect } }) as Probe;

async function subject(): Promise<MutateSubject> {
  const found = await findMutations(SOURCE, 'bash');
  return {
    target: {
      command: { form: 'exec', file: guard, args: [] },
      events: ['PreToolUse'],
      matcher: 'Bash',
      timeoutMs: 5000,
      eventsFrom: 'test',
      probes: [probe('rm -rf is denied', 'control', 'rm -rf build/', 'deny'), probe('ls goes through', 'benign', 'ls -la', 'none')],
    },
    file: guard,
    language: 'bash',
    source: SOURCE,
    mode: 0o755,
    mutations: found.mutations,
    ignored: [],
  };
}

function environment(overrides: Partial<MutateEnvironment> = {}): MutateEnvironment & { checked: string[][] } {
  const checked: string[][] = [];
  return { ...mutateEnvironment({ checkSyntax: (language, paths, env) => (checked.push([...paths]), checkSyntax(language, paths, env)), ...overrides }), checked };
}

const settings = mutateSettings(dir);

describe(runMutants.name, () => {
  it('checks every copy in one call, then kills what the probes catch, telling of each mutant once as it is judged', async () => {
    const told: string[] = [];
    const env = environment({ onMutantDone: (result) => told.push(`${result.id} ${result.status}`) });
    const outcome = await runMutants(await subject(), settings, env);
    if (outcome.kind !== 'done') throw new Error(`expected a done run, got ${outcome.kind}`);
    const mutants = outcome.file.mutants;
    expect(told.sort()).toEqual(mutants.map((mutant) => `${mutant.id} ${mutant.status}`).sort());
    expect(mutants.length).toBeGreaterThan(1);
    expect(env.checked).toHaveLength(1);
    expect(env.checked[0]).toHaveLength(mutants.length);
    expect(mutants.filter((mutant) => mutant.status === 'Killed').length).toBeGreaterThan(0);
    expect(mutants.every((mutant) => mutant.status === 'Killed' || mutant.status === 'Survived')).toBe(true);
  });

  it('calls a mutant the check rejects a CompileError, and one whose copy cannot be written a RuntimeError', async () => {
    const real = await subject();
    let writes = 0;
    const env = environment({
      // The second mutant's copy fails to be written; every other copy the check rejects.
      writeMutantCopy: (root, slot, original, source, mode) => {
        if (slot === 'm2') throw new Error('disk full');
        writes++;
        return writeMutantCopy(root, slot, original, source, mode);
      },
      checkSyntax: async (_language, paths) => new Map(paths.filter((path) => !path.includes('/baseline/') && !path.includes('/sanity-')).map((path) => [path, 'syntax error: planted'])),
    });
    const outcome = await runMutants(real, settings, env);
    if (outcome.kind !== 'done') throw new Error(`expected a done run, got ${outcome.kind}`);
    const statuses = outcome.file.mutants.map((mutant) => [mutant.status, mutant.statusReason]);
    expect(statuses.filter(([status]) => status === 'RuntimeError')).toEqual([['RuntimeError', 'disk full']]);
    expect(statuses.filter(([status]) => status === 'CompileError')).toHaveLength(statuses.length - 1);
    expect(statuses.filter(([status]) => status === 'CompileError').every(([, reason]) => reason === 'syntax error: planted')).toBe(true);
    expect(writes).toBeGreaterThan(0);
  });

  it('makes every mutant a RuntimeError when the check cannot run', async () => {
    const env = environment({ checkSyntax: () => Promise.reject(new Error('the bash syntax check could not run')) });
    const outcome = await runMutants(await subject(), settings, env);
    if (outcome.kind !== 'done') throw new Error(`expected a done run, got ${outcome.kind}`);
    expect(new Set(outcome.file.mutants.map((mutant) => `${mutant.status}: ${mutant.statusReason}`))).toEqual(new Set(['RuntimeError: the bash syntax check could not run']));
  });
});
