/**
 * Finds the hooks other agents wire in a project folder, in the files each agent really reads (the
 * facts, with where they were confirmed, live in specs/<agent>/agent.ts): Gemini CLI's and Qwen
 * Code's settings and Codex's hooks.json (Claude-like three levels), Copilot CLI's
 * `.github/hooks/*.json` (two levels), and Cline's hook files named after their event.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { CLINE } from '../../../specs/cline/agent.js';
import { CODEX } from '../../../specs/codex/agent.js';
import { COPILOT } from '../../../specs/copilot/agent.js';
import { GEMINI } from '../../../specs/gemini/agent.js';
import { QWEN } from '../../../specs/qwen/agent.js';
import type { DiscoveryProblem, WiredHook } from '../types.js';
import { readClineHookFile } from './read-cline-hooks.js';
import { readCopilotHooks } from './read-copilot-hooks.js';
import { isObject, shownPath, type HooksSource } from './read-hooks-object.js';
import { jsonLines } from './source-positions.js';

/** What discovery lends: its guarded reads and the lists it fills. */
export interface AgentHooksReader {
  readonly auditRoot: string;
  readonly projectDir: string;
  readonly hooks: WiredHook[];
  readonly problems: DiscoveryProblem[];
  readonly searched: { file: string; found: boolean }[];
  readonly notes: string[];
  readText(file: string): string | null;
  readJson(file: string, readerName?: string): { value: unknown; text: string } | null;
  addHooks(value: unknown, source: Omit<HooksSource, 'auditRoot'>): void;
}

/** The three agents whose hooks file has Claude Code's three levels, with `hooks` at the top. */
const CLAUDE_LIKE = [
  { agent: { id: 'gemini', name: GEMINI.name, settingKeys: GEMINI.hookSettingKeys }, file: GEMINI.hooksFile },
  { agent: { id: 'qwen', name: QWEN.name, settingKeys: QWEN.hookSettingKeys }, file: QWEN.hooksFile },
  { agent: { id: 'codex', name: CODEX.name }, file: CODEX.hooksFile },
] as const;

export function readAgentHooks(reader: AgentHooksReader, dir: string): void {
  for (const { agent, file: relativeFile } of CLAUDE_LIKE) {
    const file = join(dir, relativeFile);
    const read = reader.readJson(file, agent.name);
    const hooks = isObject(read?.value) ? read.value['hooks'] : undefined;
    if (read !== null) reader.addHooks(hooks, { file, scope: 'project', basePath: ['hooks'], lineOf: jsonLines(read.text), projectDir: reader.projectDir, agent });
  }
  noteCodexToml(reader, join(dir, CODEX.configFile));
  for (const file of regularFiles(join(dir, COPILOT.hooksFolder)).filter((name) => name.endsWith('.json'))) {
    const read = reader.readJson(file, COPILOT.name);
    if (read === null) continue;
    const found = readCopilotHooks(read.value, { file, auditRoot: reader.auditRoot, projectDir: reader.projectDir, lineOf: jsonLines(read.text) });
    reader.hooks.push(...found.hooks);
    reader.problems.push(...found.problems);
  }
  for (const folder of CLINE.hookFolders) {
    const files = regularFiles(join(dir, folder));
    reader.searched.push({ file: join(dir, folder), found: files.length > 0 });
    for (const file of files) reader.hooks.push(readClineHookFile(file, { auditRoot: reader.auditRoot, projectDir: reader.projectDir }));
  }
}

/** The folders other agents read hook files from: `.gemini`, `.qwen`, `.codex`, `.github/hooks`, Cline's. */
const AGENT_FOLDERS = [...CLAUDE_LIKE.map(({ file }) => dirname(file)), COPILOT.hooksFolder, ...CLINE.hookFolders].map((folder) => folder.split('/').join(sep));

/** A file in one of those folders: its agent reads it from the project, so audit takes the folder. */
export function isOtherAgentFile(file: string): boolean {
  const folder = dirname(file);
  return AGENT_FOLDERS.some((agentFolder) => folder === agentFolder || folder.endsWith(`${sep}${agentFolder}`));
}

/**
 * Codex also reads `[hooks]` tables in config.toml; no TOML parser is a dependency, so the file is
 * named as not read rather than half-read by a guess.
 */
function noteCodexToml(reader: AgentHooksReader, file: string): void {
  const text = reader.readText(file);
  if (text === null || !/^\s*\[\[?hooks[.\]]/m.test(text)) return;
  reader.notes.push(`${shownPath(reader.auditRoot, file)} wires hooks in [hooks] tables, which hookcheck does not read (TOML); audit Codex hooks from ${CODEX.hooksFile}.`);
}

/** The regular files directly in `dir`, sorted (links and folders are skipped, as Cline skips them). */
function regularFiles(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(dir, entry.name))
    .sort();
}
