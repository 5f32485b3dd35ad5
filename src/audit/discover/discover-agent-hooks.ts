/**
 * Finds the hooks other agents wire in a project folder, in the files each agent really reads, by
 * the layout its facts give (specs/<agent>/agent.ts, with where each was confirmed): one settings
 * file with Claude Code's three levels (Gemini CLI, Qwen Code, Codex), every JSON file of a hooks
 * folder (Copilot CLI, two levels), or files named after their event (Cline).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { AGENTS, OTHER_AGENT_IDS } from '../../agents/index.js';
import type { DiscoveryProblem, WiredHook } from '../types.js';
import { readEventFile } from './read-event-file.js';
import { readHooksFolderFile } from './read-hooks-folder-file.js';
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

export function readAgentHooks(reader: AgentHooksReader, dir: string): void {
  for (const id of OTHER_AGENT_IDS) {
    const { name, facts } = AGENTS[id];
    if (facts.hooksFile !== undefined) {
      const file = join(dir, facts.hooksFile);
      const read = reader.readJson(file, name);
      const hooks = isObject(read?.value) ? read.value['hooks'] : undefined;
      const agent = { id, name, ...(facts.hookSettingKeys === undefined ? {} : { settingKeys: facts.hookSettingKeys }) };
      if (read !== null) reader.addHooks(hooks, { file, scope: 'project', basePath: ['hooks'], lineOf: jsonLines(read.text), projectDir: reader.projectDir, agent });
    }
    if (facts.configFile !== undefined) noteTomlHooks(reader, join(dir, facts.configFile), name, facts.hooksFile);
    if (facts.hooksFolder !== undefined) {
      for (const file of regularFiles(join(dir, facts.hooksFolder)).filter((entry) => entry.endsWith('.json'))) {
        const read = reader.readJson(file, name);
        if (read === null) continue;
        const found = readHooksFolderFile(id, read.value, { file, auditRoot: reader.auditRoot, projectDir: reader.projectDir, lineOf: jsonLines(read.text) });
        reader.hooks.push(...found.hooks);
        reader.problems.push(...found.problems);
      }
    }
    for (const folder of facts.hookFolders ?? []) {
      const files = regularFiles(join(dir, folder));
      reader.searched.push({ file: join(dir, folder), found: files.length > 0 });
      for (const file of files) reader.hooks.push(readEventFile(id, file, { auditRoot: reader.auditRoot, projectDir: reader.projectDir }));
    }
  }
}

/** The folders other agents read hook files from: `.gemini`, `.qwen`, `.codex`, `.github/hooks`, Cline's. */
const AGENT_FOLDERS = OTHER_AGENT_IDS.flatMap((id) => {
  const { hooksFile, hooksFolder, hookFolders = [] } = AGENTS[id].facts;
  return [...(hooksFile === undefined ? [] : [dirname(hooksFile)]), ...(hooksFolder === undefined ? [] : [hooksFolder]), ...hookFolders];
}).map((folder) => folder.split('/').join(sep));

/** A file in one of those folders: its agent reads it from the project, so audit takes the folder. */
export function isOtherAgentFile(file: string): boolean {
  const folder = dirname(file);
  return AGENT_FOLDERS.some((agentFolder) => folder === agentFolder || folder.endsWith(`${sep}${agentFolder}`));
}

/**
 * An agent that also reads `[hooks]` tables in a TOML config (Codex); no TOML parser is a
 * dependency, so the file is named as not read rather than half-read by a guess.
 */
function noteTomlHooks(reader: AgentHooksReader, file: string, name: string, hooksFile: string | undefined): void {
  const text = reader.readText(file);
  if (text === null || !/^\s*\[\[?hooks[.\]]/m.test(text)) return;
  const instead = hooksFile === undefined ? '' : `; audit ${name} hooks from ${hooksFile}`;
  reader.notes.push(`${shownPath(reader.auditRoot, file)} wires hooks in [hooks] tables, which hookcheck does not read (TOML)${instead}.`);
}

/** The regular files directly in `dir`, sorted (links and folders are skipped, as Cline skips them in its hook folders). */
function regularFiles(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(dir, entry.name))
    .sort();
}
