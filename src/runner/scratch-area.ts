/**
 * A throwaway place for a hook run: a project directory (cwd and CLAUDE_PROJECT_DIR), a HOME and a
 * TMPDIR, so that a hook under test never writes into the user's real ones. Removed afterwards.
 */
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isInside } from '../path-inside.js';
import { dir } from 'tmp-promise';
import { markScratchOwner } from './scratch-owner.js';

export interface ScratchArea {
  readonly root: string;
  readonly projectDir: string;
  readonly homeDir: string;
  readonly tmpDir: string;
  /** What the hook sees as /tmp inside the sandbox (kept here, so what it writes there can be seen). */
  readonly slashTmpDir: string;
  readonly transcriptPath: string;
  remove(): Promise<void>;
}

/**
 * Creates the scratch area, with a small transcript file as the agent would have written, and a
 * bounded copy of the user's project (see seedProject) so `$CLAUDE_PROJECT_DIR/...` paths resolve.
 */
export async function createScratchArea(seedFrom?: string, extraPaths: readonly string[] = [], homeFrom?: string): Promise<ScratchArea> {
  const handle = await dir({ prefix: 'hookcheck-', unsafeCleanup: true });
  const root = handle.path;
  markScratchOwner(root);
  const projectDir = join(root, 'project');
  const homeDir = join(root, 'home');
  const tmpDir = join(root, 'tmp');
  const slashTmpDir = join(root, 'slash-tmp');
  const transcriptDir = join(homeDir, '.claude', 'projects', 'scratch-project');
  for (const path of [projectDir, homeDir, tmpDir, slashTmpDir, transcriptDir]) mkdirSync(path, { recursive: true });
  if (seedFrom !== undefined) seedProject(seedFrom, projectDir, extraPaths);
  if (homeFrom !== undefined) seedHome(homeFrom, homeDir);
  const transcriptPath = join(transcriptDir, 'session.jsonl');
  writeFileSync(transcriptPath, `${JSON.stringify({ type: 'user', message: { role: 'user', content: 'Run the tests.' } })}\n`);
  return { root, projectDir, homeDir, tmpDir, slashTmpDir, transcriptPath, remove: () => handle.cleanup() };
}

/** A copy of `--home DIR` (small files only, bounded): the dotfiles a hook expects, never the real ones. */
function seedHome(source: string, target: string): void {
  let copied = 0;
  cpSync(source, target, {
    recursive: true,
    filter: (path) => {
      const stat = lstatSync(path);
      const keep = copied < SEED_MAX_ENTRIES && (stat.isDirectory() || (stat.isFile() && stat.size <= SEED_MAX_FILE_BYTES));
      if (keep) copied++;
      return keep;
    },
  });
}

/** Hook scripts live here by convention (`.claude/hooks/…`, plugin `hooks/…`). */
const SEED_FOLDERS = new Set(['.claude', 'hooks']);
const SEED_MAX_FILE_BYTES = 1024 * 1024;
const SEED_MAX_ENTRIES = 500;

/**
 * Copies the project's top-level files, its `.claude` and `hooks` folders and the paths the command
 * names (small files only):
 * enough for hooks that reach their scripts through CLAUDE_PROJECT_DIR, while whatever they write
 * lands in the copy, never in the real project.
 */
function seedProject(source: string, target: string, extraPaths: readonly string[]): void {
  let copied = 0;
  const small = (path: string) => {
    const stat = lstatSync(path);
    const keep = copied < SEED_MAX_ENTRIES && (stat.isDirectory() || (stat.isFile() && stat.size <= SEED_MAX_FILE_BYTES));
    if (keep) copied++;
    return keep;
  };
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    const from = join(source, entry.name);
    if (entry.isFile() && small(from)) cpSync(from, join(target, entry.name));
    else if (entry.isDirectory() && SEED_FOLDERS.has(entry.name)) cpSync(from, join(target, entry.name), { recursive: true, filter: small });
  }
  // Files the hook command names through $CLAUDE_PROJECT_DIR, wherever they are in the project, and
  // only there: a symlinked folder on the way must not let the copy reach outside it.
  const realSource = realpathSync(source);
  for (const path of extraPaths) {
    const from = join(source, path);
    if (!existsSync(from) || path.split('/').includes('..') || !isInside(realSource, realpathSync(from))) continue;
    cpSync(from, join(target, path), { recursive: true, filter: small });
  }
}
