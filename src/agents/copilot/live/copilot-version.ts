/** Reads the installed Copilot CLI's version from `copilot --version` ("GitHub Copilot CLI 1.0.102."). */
import { ConfigError } from '../../../errors.js';
import type { HookOutcome } from '../../../model/outcome.js';
import type { RunHookOptions } from '../../../runner/run-hook.js';
import type { ScratchArea } from '../../../workspace/scratch-area.js';

interface Deps {
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
  readonly createScratchArea: () => Promise<ScratchArea>;
}

/**
 * Even `--version` runs with a scratch HOME and COPILOT_HOME: the real ones are never touched. It
 * unpacks the CLI's bundle into `pkgCacheDir` the first time, so sessions started after it (several
 * at once) find it unpacked.
 */
export async function readCopilotVersion(copilotBin: string, path: string, pkgCacheDir: string, deps: Deps): Promise<string> {
  const scratch = await deps.createScratchArea();
  const env = { PATH: path, HOME: scratch.homeDir, COPILOT_HOME: scratch.homeDir, COPILOT_PKG_CACHE_HOME: pkgCacheDir, COPILOT_AUTO_UPDATE: 'false', COPILOT_OFFLINE: 'true', TMPDIR: scratch.tmpDir };
  const outcome = await deps.runHook({ command: { form: 'exec', file: copilotBin, args: ['--version'] }, stdin: '', cwd: scratch.projectDir, env, timeoutMs: 120_000 }).finally(() => scratch.remove());
  const version = /(\d+\.\d+\.\d+)/.exec(outcome.stdout)?.[1];
  if (outcome.kind !== 'exited' || outcome.exitCode !== 0 || version === undefined) {
    throw new ConfigError(`${copilotBin} --version did not print a version (${outcome.kind === 'exited' ? `exit ${outcome.exitCode}` : outcome.kind}: ${(outcome.stderr || outcome.stdout).trim().slice(0, 200)}).`, {
      hint: 'Install the pinned Copilot CLI with `npm ci` (it is a dev dependency, with its platform binary as an optional one).',
    });
  }
  return version;
}
