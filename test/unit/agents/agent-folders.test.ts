/**
 * An agent is one folder: code outside specs/<agent>/, src/agents/<agent>/ and the registry
 * (src/agents/agent-ids.ts, src/agents/index.ts) never names an agent other than Claude Code (by its
 * id as a string, its spec's constant, or a path into its folders); it reads the agent's facts
 * instead. Prose may name products; comments are not read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OTHER_AGENT_IDS } from '../../../src/agents/agent-ids.js';

const REPO = fileURLToPath(new URL('../../..', import.meta.url));
const REGISTRY = ['src/agents/agent-ids.ts', 'src/agents/index.ts'];

const withoutComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** The lines of `text` (comments left out) that name one of `ids` in code. */
function namingLines(text: string, ids: readonly string[]): string[] {
  const words = ids.join('|');
  const naming = new RegExp(`(['"\`])(${words})\\1|\\b(${ids.map((id) => id.toUpperCase()).join('|')})\\b|/(${words})/`);
  return withoutComments(text)
    .split('\n')
    .filter((line) => naming.test(line));
}

function sourceFiles(): string[] {
  return ['src', 'specs', 'mutators', 'scripts', 'bin'].flatMap((top) =>
    readdirSync(join(REPO, top), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|js|mjs)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name).slice(REPO.length)),
  );
}

describe('agent folders', () => {
  it('finds an agent named by id, by spec constant and by path, and not in comments or prose', () => {
    expect(namingLines("if (hook.agent === 'cline') return;", ['cline'])).toHaveLength(1);
    expect(namingLines('const x = COPILOT.commandFields;', ['copilot'])).toHaveLength(1);
    expect(namingLines("import { x } from '../agents/qwen/oracle.js';", ['qwen'])).toHaveLength(1);
    expect(namingLines("// when hook.agent === 'cline'\n/** COPILOT */\nconst note = 'Gemini CLI reads ms';", ['cline', 'copilot', 'gemini'])).toEqual([]);
  });

  it('names no agent outside its folders and the registry', () => {
    const ownFolder = (file: string) => OTHER_AGENT_IDS.some((id) => file.startsWith(`specs/${id}/`) || file.startsWith(`src/agents/${id}/`));
    const naming = sourceFiles()
      .filter((file) => !ownFolder(file) && !REGISTRY.includes(file))
      .filter((file) => namingLines(readFileSync(join(REPO, file), 'utf8'), OTHER_AGENT_IDS).length > 0);
    expect(naming).toEqual([]);
  });
});
