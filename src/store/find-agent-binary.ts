/**
 * Finds the Claude Code binary for `--live`: `--claude-bin`, else `claude` on PATH, else the one in the
 * project's node_modules, else the pinned one of a hookcheck checkout (`npm run agents` installs the
 * agents into `agents/`, apart from hookcheck). Absent, it says how to get it.
 */
import { packagePath } from '../util/package-root.js';
import { delimiter, join, resolve } from 'node:path';
import { ConfigError } from '../errors.js';
import { findExecutable, isExecutable } from '../runner/find-executable.js';

/** Claude Code's npm package and the binary it installs (`--live`, `doctor`). */
export const CLAUDE_CODE_INSTALL = { binName: 'claude', packageName: '@anthropic-ai/claude-code' } as const;

const INSTALL_HINT = `Install it with \`npm install -D ${CLAUDE_CODE_INSTALL.packageName}\` (in a hookcheck checkout: \`npm run agents\`), or pass --claude-bin /path/to/claude.`;

/** The first `binName` on PATH, else in the project's node_modules, hookcheck's own, or its pinned agents. */
export function findInstalled(binName: string, cwd: string, path: string | undefined): string | undefined {
  const onPath = (path ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, binName));
  const installed = [join(cwd, 'node_modules', '.bin', binName), packagePath('node_modules', '.bin', binName), packagePath('agents', 'node_modules', '.bin', binName)];
  return [...onPath, ...installed].find(isExecutable);
}

/** The absolute path of the agent binary to use. */
export function findAgentBinary(claudeBin: string | undefined, cwd: string, path: string | undefined): string {
  if (claudeBin !== undefined) {
    const candidate = resolve(cwd, claudeBin);
    if (!isExecutable(candidate)) throw new ConfigError(`--claude-bin ${claudeBin} is not an executable file.`, { hint: INSTALL_HINT });
    return candidate;
  }
  const found = findInstalled(CLAUDE_CODE_INSTALL.binName, cwd, path);
  if (found === undefined) throw new ConfigError('--live needs Claude Code, and it was not found (not on PATH, not in node_modules).', { hint: INSTALL_HINT });
  return found;
}

/** Another agent's CLI for `--live --agent`: on PATH, else in the project's or hookcheck's node_modules. */
export function findAgentCli(binName: string, packageName: string, agentName: string, cwd: string, path: string | undefined): string {
  const found = findInstalled(binName, cwd, path);
  if (found === undefined)
    throw new ConfigError(`--live --agent needs ${agentName} (${binName}), and it was not found (not on PATH, not in node_modules).`, {
      hint: `Install it with \`npm install -D ${packageName}\` (in a hookcheck checkout: \`npm run agents\`).`,
    });
  return found;
}

/** bubblewrap on PATH, which `--live` needs for the session's own network namespace. */
export function findSandboxBinary(path: string | undefined): string {
  const found = findExecutable('bwrap', path);
  if (found === null) {
    throw new ConfigError('--live runs the agent in its own network namespace with bubblewrap (bwrap), which is not installed.', {
      hint: 'Install it (Debian/Ubuntu: apt-get install bubblewrap) and run again.',
    });
  }
  return found;
}
