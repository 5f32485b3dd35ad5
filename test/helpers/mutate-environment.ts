/** The environment and settings `runMutants` gets from the CLI, for tests that run it directly. */
import { LATEST_VERSION } from '../../specs/claude-code/versions.js';
import { buildRunSettings } from '../../src/engine/settings.js';
import type { MutateEnvironment } from '../../src/mutate/run-mutants.js';
import { writeMutantCopy, writeProjectCopy } from '../../src/workspace/mutant-files.js';
import { readProbeFiles, writeProbeFiles } from '../../src/workspace/probe-files.js';
import { runHook } from '../../src/runner/run-hook.js';
import { createScratchArea } from '../../src/workspace/scratch-area.js';
import { checkSyntax } from '../../src/runner/syntax-check.js';
import { planSandbox } from '../../src/cli/sandbox-options.js';
import type { HookCommand } from '../../src/runner/hook-command.js';
import { tempDir } from './temp-dir.js';

/** The real runner, files and syntax check, each replaceable; mutants in a fresh folder. */
export function mutateEnvironment(overrides: Partial<MutateEnvironment> = {}): MutateEnvironment {
  return {
    runHook,
    createScratchArea,
    callerEnv: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' },
    probeFiles: { write: writeProbeFiles, read: readProbeFiles },
    mutantsRoot: tempDir('hookcheck-mutants-'),
    writeMutantCopy,
    writeProjectCopy,
    checkSyntax,
    ...overrides,
  };
}

/** Two jobs, no sandbox, every mutant chosen, the probes only. */
export function mutateSettings(projectDir: string) {
  const run = buildRunSettings({
    agentVersion: LATEST_VERSION,
    posture: 'open',
    jobs: 2,
    inheritEnv: false,
    killGraceMs: 500,
    projectDir: null,
    fuzz: null,
    regressions: [],
    sandbox: { kind: 'none', reason: 'test' },
    experiments: false,
  });
  return { run, projectDir, testCommand: null, choose: <T>(all: readonly T[]) => all };
}

/**
 * `settings` with the sandbox the CLI plans for `command` in the settings' project, the mutants'
 * folder of `environment` shown as `hookcheck mutate` adds it.
 */
export function sandboxedMutateSettings(settings: ReturnType<typeof mutateSettings>, environment: Pick<MutateEnvironment, 'mutantsRoot'>, command: HookCommand, path: string) {
  const planned = planSandbox('bwrap', { PATH: path }, settings.projectDir, [command]);
  if (planned.kind !== 'bwrap') throw new Error('bubblewrap is needed here');
  return { ...settings, run: { ...settings.run, sandbox: { ...planned, visible: [...planned.visible, environment.mutantsRoot] } } };
}
