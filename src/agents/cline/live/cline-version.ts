/** Reads the installed Cline CLI's version from `cline --version` ("3.0.65"). */
import { ConfigError } from '../../../errors.js';
import type { HookOutcome } from '../../../model/outcome.js';
import type { RunHookOptions } from '../../../runner/run-hook.js';
import type { ScratchArea } from '../../../workspace/scratch-area.js';

interface Deps {
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
  readonly createScratchArea: () => Promise<ScratchArea>;
}

/** Even `--version` runs with a scratch HOME: the real ~/.cline is never touched. */
export async function readClineVersion(clineBin: string, path: string, deps: Deps): Promise<string> {
  const scratch = await deps.createScratchArea();
  const env = { PATH: path, HOME: scratch.homeDir, TMPDIR: scratch.tmpDir, CLINE_NO_AUTO_UPDATE: '1' };
  const outcome = await deps.runHook({ command: { form: 'exec', file: clineBin, args: ['--version'] }, stdin: '', cwd: scratch.projectDir, env, timeoutMs: 30_000 }).finally(() => scratch.remove());
  const version = /(\d+\.\d+\.\d+)/.exec(outcome.stdout)?.[1];
  if (outcome.kind !== 'exited' || outcome.exitCode !== 0 || version === undefined) {
    throw new ConfigError(`${clineBin} --version did not print a version (${outcome.kind === 'exited' ? `exit ${outcome.exitCode}` : outcome.kind}: ${(outcome.stderr || outcome.stdout).trim().slice(0, 200)}).`, {
      hint: 'Install the pinned Cline CLI with `npm ci` (it is a dev dependency, with its platform binary as an optional one).',
    });
  }
  return version;
}
