/**
 * A scratch copy of a third-party hook repository for `hookcheck try`: a local folder copied
 * (bounded, without .git and node_modules), or a git URL cloned shallowly with its own git hooks
 * and prompts off. Nothing in it runs here.
 */
import { cpSync, existsSync, lstatSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { isInside } from '../util/path-inside.js';
import { runTool } from '../runner/run-tool.js';

const SKIPPED_FOLDERS = new Set(['.git', 'node_modules', '.venv', '__pycache__']);
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const MAX_ENTRIES = 20_000;
const CLONE_TIMEOUT_MS = 120_000;

export function looksLikeGitUrl(target: string): boolean {
  return /^(?:https?|git|ssh|file):\/\//.test(target) || /^[\w.-]+@[\w.-]+:/.test(target);
}

export function isFolder(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

/**
 * Copies `source` (resolved: a link to a folder copies the folder) into `target`; returns how many
 * entries were left out. Links are copied as written and kept only when they stay inside the copy,
 * so nothing in it leads back to the original or to the host.
 */
export function copyFolder(source: string, target: string): { readonly skipped: number } {
  const real = realpathSync(source);
  let copied = 0;
  let skipped = 0;
  cpSync(real, target, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (path) => {
      const stat = lstatSync(path);
      if (stat.isDirectory() && SKIPPED_FOLDERS.has(basename(path)) && path !== real) return false;
      const keep = copied < MAX_ENTRIES && (stat.isDirectory() || (stat.isFile() && stat.size <= MAX_FILE_BYTES) || (stat.isSymbolicLink() && staysInside(real, path)));
      if (keep) copied++;
      else skipped++;
      return keep;
    },
  });
  return { skipped };
}

/** A link whose target, read as written, stays inside `root`. */
function staysInside(root: string, link: string): boolean {
  return isInside(root, resolve(dirname(link), readlinkSync(link)));
}

/** `git clone --depth 1` of `url` into `target`, or why it failed. */
export async function cloneRepository(url: string, target: string, env: Readonly<Record<string, string>>): Promise<{ readonly problem: string } | null> {
  const args = ['-c', 'core.hooksPath=/dev/null', 'clone', '--depth', '1', '--no-tags', '--quiet', '--', url, target];
  // No prompt may wait for an answer: not for a password, not for an ssh host key.
  const quiet = { ...env, GIT_TERMINAL_PROMPT: '0', GIT_SSH_COMMAND: 'ssh -oBatchMode=yes' };
  const outcome = await runTool({ file: 'git', args, cwd: '/', env: quiet, timeoutMs: CLONE_TIMEOUT_MS });
  if (outcome.kind === 'exited' && outcome.exitCode === 0) return null;
  if (outcome.kind === 'spawn-failed') return { problem: `git cannot start (${outcome.code})` };
  if (outcome.kind === 'timed-out') return { problem: `git clone took longer than ${CLONE_TIMEOUT_MS / 1000} s` };
  return { problem: outcome.stderr.trim().split('\n').slice(-2).join(' ') || `git clone ${outcome.kind}` };
}
