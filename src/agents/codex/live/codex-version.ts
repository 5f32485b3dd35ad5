/** Reads the installed Codex CLI's version from `codex --version` ("codex-cli 0.171.0"). */
import { ConfigError } from '../../../errors.js';
import type { HookOutcome } from '../../../model/outcome.js';
import type { RunHookOptions } from '../../../runner/run-hook.js';
import type { ScratchArea } from '../../../workspace/scratch-area.js';

interface Deps {
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
  readonly createScratchArea: () => Promise<ScratchArea>;
}

/** Even `--version` runs with a scratch HOME and CODEX_HOME: the real ones are never touched. */
export async function readCodexVersion(codexBin: string, path: string, deps: Deps): Promise<string> {
  const scratch = await deps.createScratchArea();
  const env = { PATH: path, HOME: scratch.homeDir, CODEX_HOME: scratch.homeDir, TMPDIR: scratch.tmpDir };
  const outcome = await deps.runHook({ command: { form: 'exec', file: codexBin, args: ['--version'] }, stdin: '', cwd: scratch.projectDir, env, timeoutMs: 30_000 }).finally(() => scratch.remove());
  const version = /(\d+\.\d+\.\d+)/.exec(outcome.stdout)?.[1];
  if (outcome.kind !== 'exited' || outcome.exitCode !== 0 || version === undefined) {
    throw new ConfigError(`${codexBin} --version did not print a version (${outcome.kind === 'exited' ? `exit ${outcome.exitCode}` : outcome.kind}: ${(outcome.stderr || outcome.stdout).trim().slice(0, 200)}).`, {
      hint: 'Install the pinned Codex CLI with `npm ci` (it is a dev dependency, with its platform binary as an optional one).',
    });
  }
  return version;
}
