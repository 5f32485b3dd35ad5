/** Reads the Gemini CLI's version from `gemini --version` ("0.61.0"). */
import { ConfigError } from '../../../errors.js';
import { describeOutcome, type HookOutcome } from '../../../model/outcome.js';
import type { RunHookOptions } from '../../../runner/run-hook.js';
import type { ScratchArea } from '../../../workspace/scratch-area.js';

interface Deps {
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
  readonly createScratchArea: () => Promise<ScratchArea>;
}

/** Even `--version` runs with a scratch HOME and no relaunch: the real HOME is never touched. */
export async function readGeminiVersion(geminiBin: string, path: string, deps: Deps): Promise<string> {
  const scratch = await deps.createScratchArea();
  const env = { PATH: path, HOME: scratch.homeDir, TMPDIR: scratch.tmpDir, GEMINI_CLI_NO_RELAUNCH: 'true' };
  const outcome = await deps.runHook({ command: { form: 'exec', file: geminiBin, args: ['--version'] }, stdin: '', cwd: scratch.projectDir, env, timeoutMs: 60_000 }).finally(() => scratch.remove());
  const version = /(\d+\.\d+\.\d+\S*)/.exec(outcome.stdout)?.[1];
  if (outcome.kind !== 'exited' || outcome.exitCode !== 0 || version === undefined) {
    throw new ConfigError(`${geminiBin} --version did not print a version (${describeOutcome(outcome)}: ${(outcome.stderr || outcome.stdout).trim().slice(0, 200)}).`, {
      hint: 'Install the pinned Gemini CLI with `npm ci` (it is a dev dependency).',
    });
  }
  return version;
}
