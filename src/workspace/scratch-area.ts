/**
 * A throwaway place for a hook run: a project directory (cwd and CLAUDE_PROJECT_DIR), a HOME and a
 * TMPDIR, so that a hook under test never writes into the user's real ones. Removed afterwards.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, lstatSync, mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isInside } from '../util/path-inside.js';
import { scratchBase } from './scratch-base.js';
import { copyTree, listTree, type TreeEntry } from './copy-tree.js';
import { markScratchOwner } from './scratch-owner.js';
import { seedProjectView, type ProjectView, type ReadOnlyMount, type ReadOnlyStyle } from './project-view.js';

export type { ProjectView, ReadOnlyMount, ReadOnlyStyle } from './project-view.js';
export type { LeftOut, LeftOutReason } from './project-view.js';

export interface ScratchArea {
  readonly root: string;
  readonly projectDir: string;
  readonly homeDir: string;
  readonly tmpDir: string;
  /** What the hook sees as /tmp inside the sandbox (kept here, so what it writes there can be seen). */
  readonly slashTmpDir: string;
  readonly transcriptPath: string;
  /** What of the user's project the copy holds, shows read-only, and left out (null: no project). */
  readonly projectView?: ProjectView | null;
  /** Host folders the sandbox binds read-only into the scratch project (ignored folders), or at their own place. */
  readonly readOnlyMounts?: readonly ReadOnlyMount[];
  remove(): Promise<void>;
}

export interface ScratchOptions {
  /** How ignored folders are shown: `mount` when the hook runs in the sandbox (bind mounts), else `link`. */
  readonly readOnlyStyle?: ReadOnlyStyle;
  /** PATH to find git with (to list the project's files). */
  readonly path?: string;
  /** The folder to make the area in (default: the scratch base): a host's sandbox shows only its own (host-sandbox.ts). */
  readonly under?: string;
}

/**
 * Creates the scratch area, with a small transcript file as the agent would have written, and the
 * user's project as Claude Code would see it (see seedProjectView), so the hook finds every file.
 */
export async function createScratchArea(seedFrom?: string, extraPaths: readonly string[] = [], homeFrom?: string, options: ScratchOptions = {}): Promise<ScratchArea> {
  const area = await emptyArea(options.under);
  const seeded = seedFrom === undefined ? null : seedProjectView(seedFrom, area.projectDir, options.readOnlyStyle ?? 'link', options.path ?? process.env['PATH']);
  if (seedFrom !== undefined) copyNamedPaths(seedFrom, area.projectDir, extraPaths, seeded?.view ?? null);
  if (homeFrom !== undefined) seedHome(homeFrom, area.homeDir);
  writeTranscript(area.transcriptPath);
  return { ...area, projectView: seeded?.view ?? null, readOnlyMounts: seeded?.mounts ?? [] };
}

export type CreateScratchArea = typeof createScratchArea;

/** Scratch areas of one run: each seeding is done once, into a template, and later areas copy it. */
export interface ScratchAreaFactory {
  readonly create: CreateScratchArea;
  /** Removes the templates (the areas handed out are each removed by their user). */
  dispose(): Promise<void>;
}

/**
 * Within a run the project does not change (hooks only ever write their copies), so listing it,
 * reading its git metadata and checking every path against the bounds is done once per seeding:
 * an area is then a copy of the template, the same files, links, mount points and `.git`.
 */
export function scratchAreaFactory(): ScratchAreaFactory {
  const templates = new Map<string, Promise<Template>>();
  return {
    async create(seedFrom, extraPaths = [], homeFrom, options = {}) {
      if (seedFrom === undefined && homeFrom === undefined) return createScratchArea(undefined, extraPaths, undefined, options);
      const key = JSON.stringify([seedFrom, extraPaths, homeFrom, options.readOnlyStyle ?? 'link', options.path ?? process.env['PATH'], options.under]);
      if (!templates.has(key))
        templates.set(
          key,
          createScratchArea(seedFrom, extraPaths, homeFrom, options).then((area) => ({ area, project: listTree(area.projectDir), home: listTree(area.homeDir) })),
        );
      return copyArea(await templates.get(key)!, options.under);
    },
    async dispose() {
      const made = await Promise.allSettled(templates.values());
      templates.clear();
      await Promise.all(made.map((item) => (item.status === 'fulfilled' ? item.value.area.remove() : undefined)));
    },
  };
}

interface Template {
  readonly area: ScratchArea;
  readonly project: readonly TreeEntry[];
  readonly home: readonly TreeEntry[];
}

/** A fresh area holding what the template holds; mount points inside its project move along with it. */
async function copyArea({ area: template, project, home }: Template, under?: string): Promise<ScratchArea> {
  const area = await emptyArea(under);
  copyTree(project, template.projectDir, area.projectDir);
  // The empty area already has the transcript's folders.
  copyTree(
    home.filter((entry) => !existsSync(join(area.homeDir, entry.path))),
    template.homeDir,
    area.homeDir,
  );
  const moved = (path: string) => (isInside(template.projectDir, path) ? join(area.projectDir, path.slice(template.projectDir.length)) : path);
  const readOnlyMounts = (template.readOnlyMounts ?? []).map(({ source, target }) => ({ source, target: moved(target) }));
  return { ...area, projectView: template.projectView ?? null, readOnlyMounts };
}

/** Areas not removed yet: an exiting hookcheck removes them (a killed one leaves them to scratch-owner.ts). */
const liveAreas = new Set<string>();
let removeOnExit = false;

const NAME_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new folder `hookcheck--<pid>-<12 letters>` (the names tmp gives, which reproduce lines are read
 * by), made and removed with node's own calls: a case pays for its area, and tmp's own removal
 * cost twice as much as everything else an area needs.
 */
function makeRoot(base: string): string {
  if (!removeOnExit) {
    removeOnExit = true;
    process.on('exit', () => {
      for (const root of liveAreas) rmSync(root, { recursive: true, force: true });
    });
  }
  for (;;) {
    const letters = [...randomBytes(12)].map((byte) => NAME_LETTERS[byte % NAME_LETTERS.length]).join('');
    const root = join(base, `hookcheck--${process.pid}-${letters}`);
    try {
      mkdirSync(root, { mode: 0o700 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    liveAreas.add(root);
    return root;
  }
}

/** The folders of a new area, marked as this process's (see scratch-owner.ts). */
async function emptyArea(under = scratchBase()): Promise<Omit<ScratchArea, 'projectView' | 'readOnlyMounts'>> {
  const root = makeRoot(under);
  markScratchOwner(root);
  const projectDir = join(root, 'project');
  const homeDir = join(root, 'home');
  const tmpDir = join(root, 'tmp');
  const slashTmpDir = join(root, 'slash-tmp');
  const transcriptDir = join(homeDir, '.claude', 'projects', 'scratch-project');
  for (const path of [projectDir, homeDir, tmpDir, slashTmpDir, transcriptDir]) mkdirSync(path, { recursive: true });
  const remove = async () => {
    rmSync(root, { recursive: true, force: true });
    liveAreas.delete(root);
  };
  return { root, projectDir, homeDir, tmpDir, slashTmpDir, transcriptPath: join(transcriptDir, 'session.jsonl'), remove };
}

function writeTranscript(path: string): void {
  writeFileSync(path, `${JSON.stringify({ type: 'user', message: { role: 'user', content: 'Run the tests.' } })}\n`);
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

const SEED_MAX_FILE_BYTES = 1024 * 1024;
const SEED_MAX_ENTRIES = 500;

/**
 * The paths the command names through $CLAUDE_PROJECT_DIR that the view did not copy (an ignored
 * file past the bounds, say), and only inside the project: a symlinked folder on the way must not
 * let the copy reach outside it. Paths in read-only folders are already shown there.
 */
function copyNamedPaths(source: string, target: string, extraPaths: readonly string[], view: ProjectView | null): void {
  let copied = 0;
  const small = (path: string) => {
    const stat = lstatSync(path);
    const keep = copied < SEED_MAX_ENTRIES && (stat.isDirectory() || (stat.isFile() && stat.size <= SEED_MAX_FILE_BYTES));
    if (keep) copied++;
    return keep;
  };
  const realSource = realpathSync(source);
  const readOnly = (path: string) => view?.readOnly.some((folder) => path === folder || path.startsWith(`${folder}/`)) ?? false;
  for (const path of extraPaths) {
    const from = join(source, path);
    if (existsSync(join(target, path)) || readOnly(path) || !existsSync(from) || path.split('/').includes('..') || !isInside(realSource, realpathSync(from))) continue;
    cpSync(from, join(target, path), { recursive: true, filter: small });
  }
}

/** In the sandbox, ignored folders are bind mounts at their place; without it, links to the real ones. */
export function scratchOptionsFor(sandbox: { readonly kind: string } | undefined): ScratchOptions {
  return { readOnlyStyle: sandbox?.kind === 'bwrap' ? 'mount' : 'link' };
}
