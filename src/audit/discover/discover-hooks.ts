/**
 * Finds every hook a Claude Code configuration wires (PROTOCOLS.md §1.2): user settings (with
 * --home), project and local settings, plugins (hooks/hooks.json and plugin.json, and the plugins a
 * marketplace.json lists), and the `hooks:` frontmatter of skills and agents; in a folder, also the
 * hook files of the other agents (discover-agent-hooks.ts). Each handler keeps its file and JSON path.
 */
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { isInside } from '../../util/path-inside.js';
import { ConfigError } from '../../errors.js';
import type { Discovery, DiscoveryProblem, PluginMod, WiredHook, WiringScope } from '../types.js';
import { isObject, readHooksObject, shownPath, type HooksSource } from './read-hooks-object.js';
import { readFrontmatter } from './read-frontmatter.js';
import { bracketNestingProblem } from '../../safe-parse/limits.js';
import { jsonLines, yamlLines, type PathSegment } from './source-positions.js';
import { jsonSyntaxError } from './json-syntax-error.js';
import { projectOf } from './project-of.js';
import { isOtherAgentFile, readAgentHooks } from './discover-agent-hooks.js';

interface DiscoverOptions {
  /** A project or plugin folder, a settings file, a plugin.json or hooks.json, or a SKILL.md / agent file. */
  readonly target: string;
  readonly cwd: string;
  /** A HOME whose `.claude/settings.json`, skills and agents count as user scope. */
  readonly homeDir?: string;
  /** --project: what `$CLAUDE_PROJECT_DIR` stands for, whatever the target's place. */
  readonly projectDir?: string;
}

/** Settings and hooks files are small; anything larger is refused, not read. */
const MAX_CONFIG_BYTES = 1024 * 1024;

const PLUGIN_AGENT_HOOKS_IGNORED = 'Claude Code ignores the hooks of agents a plugin ships (PROTOCOLS.md §1.2).';

export function discoverHooks({ target, cwd, homeDir, projectDir: givenProject }: DiscoverOptions): Discovery {
  const path = resolve(cwd, target);
  if (!existsSync(path)) throw new ConfigError(`${target}: no such file or folder.`, { hint: 'Give a project or plugin folder, a settings.json, a plugin.json or hooks.json.' });
  const isDir = statSync(path).isDirectory();
  if (!isDir && isOtherAgentFile(path))
    throw new ConfigError(`${target} is another agent's hook file: hookcheck reads those from the project folder.`, { hint: 'Audit the folder that holds it (e.g. hookcheck audit .).' });
  const derived = isDir ? { dir: path, from: 'the audited folder' } : projectOf(path);
  const root = derived.dir;
  const projectDir = givenProject === undefined ? root : resolve(cwd, givenProject);
  const home = homeDir === undefined ? null : resolve(cwd, homeDir);
  const reader = createReader(root, home, projectDir);
  if (home !== null) readSettingsScope(reader, join(home, '.claude'), 'user', projectDir);
  if (isDir) readFolder(reader, path);
  else readFile(reader, path);
  const projectFrom = givenProject === undefined ? derived.from : '--project';
  const mods = reader.mods.map(
    (mod) =>
      `plugin ${mod.pluginName} loads a mod (${mod.modules.join(', ')}): hooks that run inside Claude Code's own process, not commands; its tool.call hooks are driven in the sandbox with the hooks.`,
  );
  return { root, projectDir, projectFrom, homeDir: home, hooks: reader.hooks, searched: reader.searched, problems: reader.problems, notes: [...reader.notes, ...mods], mods: reader.mods };
}

type Reader = ReturnType<typeof createReader>;

function createReader(auditRoot: string, homeDir: string | null, projectDir: string) {
  const hooks: WiredHook[] = [];
  const problems: DiscoveryProblem[] = [];
  const searched: { file: string; found: boolean }[] = [];
  const notes: string[] = [];
  const mods: PluginMod[] = [];
  const seen = new Set<string>();
  const pluginRoots = new Set<string>();

  const allowed = [auditRoot, ...(homeDir === null ? [] : [homeDir])].map((root) => (existsSync(root) ? realpathSync(root) : root));

  /**
   * A configuration file's text, read once and only if it is a regular file of a sane size inside
   * the audited folder (or --home): a hostile repository's links to /dev/zero, a FIFO or a host file
   * are problems, never reads. Null when missing, already read, or refused (a problem says why).
   */
  const readText = (file: string): string | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    if (!existsSync(file)) {
      searched.push({ file, found: false });
      return null;
    }
    searched.push({ file, found: true });
    const refuse = (why: string, hint: string) => {
      problems.push({ file, message: `${shownPath(auditRoot, file)} ${why}; hookcheck did not read it.`, hint });
      return null;
    };
    const real = realpathSync(file);
    if (!allowed.some((root) => root === real || isInside(root, real)))
      return refuse(`leads outside the audited folder (to ${real})`, 'Audit the folder it points to, or replace the link with the file.');
    const stat = statSync(real);
    if (!stat.isFile()) return refuse('is not a regular file', 'Replace it with a regular file.');
    if (stat.size > MAX_CONFIG_BYTES) return refuse(`is ${stat.size} bytes, more than a configuration file needs (limit ${MAX_CONFIG_BYTES})`, 'Check what the file holds.');
    return readFileSync(real, 'utf8');
  };

  /** Reads a JSON file once; null when missing or unreadable (unreadable is a problem). `readerName`: the agent that reads the file. */
  const readJson = (file: string, readerName = 'Claude Code'): { value: unknown; text: string } | null => {
    const text = readText(file);
    if (text === null) return null;
    const deep = bracketNestingProblem(text);
    if (deep !== undefined) {
      problems.push({ file, message: `${shownPath(auditRoot, file)} cannot be read: ${deep}; hookcheck did not read it.`, hint: 'Check what the file holds: settings are a few levels deep.' });
      return null;
    }
    const error = jsonSyntaxError(text);
    if (error === null) return { value: JSON.parse(text), text };
    problems.push({
      file,
      line: error.line,
      message: `${shownPath(auditRoot, file)} is not valid JSON (line ${error.line}, column ${error.column}: ${error.what}); ${readerName} reads none of its hooks.`,
      hint: 'Fix the JSON there (comments and trailing commas are not allowed).',
    });
    return null;
  };

  const addHooks = (value: unknown, source: Omit<HooksSource, 'auditRoot'>): void => {
    const read = readHooksObject(value, { ...source, auditRoot, ...(homeDir === null ? {} : { homeDir }) });
    hooks.push(...read.hooks);
    problems.push(...read.problems);
  };

  return { hooks, problems, searched, notes, mods, pluginRoots, readText, readJson, addHooks, auditRoot, projectDir };
}

function readFolder(reader: Reader, dir: string): void {
  readSettingsScope(reader, join(dir, '.claude'), 'project', reader.projectDir);
  if (isPlugin(dir)) readPlugin(reader, dir, reader.projectDir);
  for (const root of listedPlugins(reader, dir)) readPlugin(reader, root, reader.projectDir);
  readAgentHooks(reader, dir);
}

function readFile(reader: Reader, file: string): void {
  const name = basename(file);
  const folder = basename(dirname(file));
  const { projectDir } = reader;
  if (name === 'plugin.json' || name === 'marketplace.json' || (name === 'hooks.json' && folder === 'hooks')) {
    readFolder(reader, dirname(dirname(file)));
    return;
  }
  if (name.endsWith('.md')) {
    readMarkdownHooks(reader, file, name === 'SKILL.md' ? 'skill' : 'agent', { projectDir });
    return;
  }
  const scope: WiringScope = name === 'settings.local.json' ? 'local' : 'project';
  const read = reader.readJson(file);
  if (read !== null) reader.addHooks(hooksOf(read.value), { file, scope, basePath: ['hooks'], lineOf: jsonLines(read.text), projectDir });
}

/** `<dir>/settings.json`, `settings.local.json` (not for user scope), skills and agents. */
function readSettingsScope(reader: Reader, claudeDir: string, scope: 'user' | 'project', projectDir: string): void {
  const files: [string, WiringScope][] = [[join(claudeDir, 'settings.json'), scope]];
  if (scope === 'project') files.push([join(claudeDir, 'settings.local.json'), 'local']);
  for (const [file, fileScope] of files) {
    const read = reader.readJson(file);
    if (read !== null) reader.addHooks(hooksOf(read.value), { file, scope: fileScope, basePath: ['hooks'], lineOf: jsonLines(read.text), projectDir });
  }
  for (const skill of listFiles(join(claudeDir, 'skills'), 'SKILL.md')) readMarkdownHooks(reader, skill, 'skill', { projectDir });
  for (const agent of listFiles(join(claudeDir, 'agents'))) readMarkdownHooks(reader, agent, 'agent', { projectDir });
}

function readPlugin(reader: Reader, root: string, projectDir: string): void {
  if (reader.pluginRoots.has(root)) return;
  reader.pluginRoots.add(root);
  const manifestFile = join(root, '.claude-plugin', 'plugin.json');
  const manifest = reader.readJson(manifestFile);
  const pluginName = isObject(manifest?.value) && typeof manifest.value['name'] === 'string' ? manifest.value['name'] : basename(root);
  const plugin = { projectDir, pluginRoot: root, pluginName };
  const readHooksFile = (file: string) => {
    const read = reader.readJson(file);
    if (read === null) return;
    const modules = isObject(read.value) && Array.isArray(read.value['modules']) ? read.value['modules'].filter((module): module is string => typeof module === 'string') : [];
    if (modules.length > 0) reader.mods.push({ pluginRoot: root, pluginName, hooksFile: file, modules });
    reader.addHooks(hooksOf(read.value), { file, scope: 'plugin', basePath: ['hooks'], lineOf: jsonLines(read.text), ...plugin });
  };
  const declared = isObject(manifest?.value) ? manifest.value['hooks'] : undefined;
  const items: unknown[] = declared === undefined ? [] : Array.isArray(declared) ? declared : [declared];
  items.forEach((item, index) => {
    const at: PathSegment[] = Array.isArray(declared) ? ['hooks', index] : ['hooks'];
    if (typeof item === 'string') readHooksFile(resolve(root, item));
    else if (manifest !== null) {
      // Inline: the events object itself, or a hooks-file shape with its own "hooks" key.
      const nested = isObject(item) && isObject(item['hooks']);
      reader.addHooks(nested ? (item as Record<string, unknown>)['hooks'] : item, {
        file: manifestFile,
        scope: 'plugin',
        basePath: nested ? [...at, 'hooks'] : at,
        lineOf: jsonLines(manifest.text),
        ...plugin,
      });
    }
  });
  readHooksFile(join(root, 'hooks', 'hooks.json'));
  for (const skill of listFiles(join(root, 'skills'), 'SKILL.md')) readMarkdownHooks(reader, skill, 'skill', plugin);
  for (const agent of listFiles(join(root, 'agents'))) readMarkdownHooks(reader, agent, 'agent', { ...plugin, inactive: PLUGIN_AGENT_HOOKS_IGNORED });
}

/** The `hooks:` of a skill's or agent's YAML frontmatter. */
function readMarkdownHooks(reader: Reader, file: string, scope: 'skill' | 'agent', where: { projectDir: string; pluginRoot?: string; pluginName?: string; inactive?: string }): void {
  const text = reader.readText(file);
  if (text === null) return;
  const frontmatter = readFrontmatter(text);
  if (frontmatter.kind === 'none') return;
  if (frontmatter.kind === 'unreadable') {
    reader.problems.push({
      file,
      message: `${shownPath(reader.auditRoot, file)}: the frontmatter is not valid YAML (${frontmatter.why}); Claude Code reads none of its hooks.`,
      hint: 'Fix the YAML between the --- lines: Claude Code quotes a value that holds >, #, * and the like, but a value with ": " or a line that is not key: value breaks it; quote the value, or write it as a block (description: |).',
    });
    return;
  }
  const { data } = frontmatter;
  if (!isObject(data) || data['hooks'] === undefined) return;
  const owner = typeof data['name'] === 'string' ? data['name'] : basename(scope === 'skill' ? dirname(file) : file).replace(/\.md$/, '');
  reader.addHooks(data['hooks'], { file, scope, basePath: ['hooks'], lineOf: yamlLines(frontmatter.yaml, 2), owner, ...where });
}

/** Plugins a marketplace.json lists by relative path, and `plugins/*` folders that are plugins. */
function listedPlugins(reader: Reader, dir: string): string[] {
  const roots: string[] = [];
  const marketplace = reader.readJson(join(dir, '.claude-plugin', 'marketplace.json'));
  const listed = isObject(marketplace?.value) && Array.isArray(marketplace.value['plugins']) ? marketplace.value['plugins'] : [];
  for (const entry of listed) {
    const source = isObject(entry) ? entry['source'] : undefined;
    if (typeof source === 'string' && (source.startsWith('./') || source.startsWith('../'))) roots.push(resolve(dir, source));
  }
  const pluginsDir = join(dir, 'plugins');
  if (existsSync(pluginsDir) && statSync(pluginsDir).isDirectory()) {
    for (const entry of readdirSync(pluginsDir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.isDirectory() && isPlugin(join(pluginsDir, entry.name))) roots.push(join(pluginsDir, entry.name));
    }
  }
  return [...new Set(roots)].filter((root) => existsSync(root) && root !== dir);
}

function isPlugin(dir: string): boolean {
  return existsSync(join(dir, '.claude-plugin', 'plugin.json')) || existsSync(join(dir, 'hooks', 'hooks.json'));
}

/** Files in `dir` (agents: `*.md`), or `*\/name` one level down (skills), sorted. */
function listFiles(dir: string, name?: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  if (name !== undefined) return entries.filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, name))).map((entry) => join(dir, entry.name, name));
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.md')).map((entry) => join(dir, entry.name));
}

function hooksOf(value: unknown): unknown {
  return isObject(value) ? value['hooks'] : undefined;
}
