/** Reads the agent's version from `claude --version` ("2.1.332 (Claude Code)"). */
import { ConfigError } from '../errors.js';
import type { RunTool } from '../runner/run-tool.js';
import type { ScratchArea } from '../workspace/scratch-area.js';

interface Deps {
  readonly runTool: RunTool;
  readonly createScratchArea: () => Promise<ScratchArea>;
}

/** Even `--version` runs with a scratch HOME: the real one is never touched. */
export async function readAgentVersion(agentBin: string, path: string, deps: Deps): Promise<string> {
  const scratch = await deps.createScratchArea();
  const env = { PATH: path, HOME: scratch.homeDir, TMPDIR: scratch.tmpDir, DISABLE_AUTOUPDATER: '1', DISABLE_TELEMETRY: '1' };
  const outcome = await deps.runTool({ file: agentBin, args: ['--version'], cwd: scratch.projectDir, env, timeoutMs: 30_000 }).finally(() => scratch.remove());
  const version = /(\d+\.\d+\.\d+)/.exec(outcome.stdout)?.[1];
  if (outcome.kind !== 'exited' || outcome.exitCode !== 0 || version === undefined) {
    throw new ConfigError(
      `${agentBin} --version did not print a version (${outcome.kind === 'exited' ? `exit ${outcome.exitCode}` : outcome.kind}: ${(outcome.stderr || outcome.stdout).trim().slice(0, 200)}).`,
      {
        hint: 'Point --claude-bin at a working Claude Code binary.',
      },
    );
  }
  return version;
}
