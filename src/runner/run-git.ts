/**
 * git as a tool of hookcheck's own (listing a project's files), never as a hook: no hook under test
 * runs here, so this does not go through runHook. Every run is bounded and cannot be steered by the
 * repository's config into running anything (no fsmonitor, no pager, no prompt).
 */
import { execFileSync } from 'node:child_process';

const GIT_TIMEOUT_MS = 20_000;
const GIT_MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
/** Config a repository could set to make a read-only git command run a program. */
const NEUTRAL_CONFIG = ['-c', 'core.fsmonitor=false', '-c', 'core.untrackedCache=false', '-c', 'core.pager=cat', '-c', 'core.hooksPath=/dev/null'];

/** git's stdout for `args` run in `cwd`, or null when git is missing, refuses the folder, or fails. */
export function runGit(cwd: string, args: readonly string[], path: string | undefined): string | null {
  try {
    return execFileSync('git', [...NEUTRAL_CONFIG, ...args], {
      cwd,
      encoding: 'utf8',
      timeout: GIT_TIMEOUT_MS,
      maxBuffer: GIT_MAX_OUTPUT_BYTES,
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { PATH: path ?? '/usr/local/bin:/usr/bin:/bin', GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C', ...(process.env['HOME'] ? { HOME: process.env['HOME'] } : {}) },
    });
  } catch {
    return null;
  }
}

/** NUL-separated git output as a list (empty entries dropped). */
export function splitNul(text: string): string[] {
  return text.split('\0').filter((entry) => entry !== '');
}
