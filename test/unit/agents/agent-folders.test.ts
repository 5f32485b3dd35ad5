/**
 * An agent is one folder: adding one touches specs/<id>/, src/agents/<id>/, its tests and fixtures,
 * the registry's one line (src/agents/agent-ids.ts) and package.json, nothing else. So no other
 * code names an agent: what differs between agents is read from their facts. Claude Code is the
 * reference agent (REFERENCE_AGENT): cases are written in its events, which every folder reads, so
 * the rule holds the other agents.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { OTHER_AGENT_IDS } from '../../../src/agents/index.js';

const REPO = fileURLToPath(new URL('../../..', import.meta.url));
const CODE_FOLDERS = ['src', 'specs', 'mutators', 'scripts', 'bin', '.ci'];
const REGISTRY = ['src/agents/agent-ids.ts'];

/**
 * Lint ids name the agent whose facts first showed the mistake; users write them in baselines and
 * configuration, so they stay. The lints themselves read the facts of every agent.
 */
const LINT_IDS = ['cline-hook-extension', 'copilot-command-missing', 'copilot-tool-args-parsed', 'copilot-version'];

function codeFiles(): string[] {
  return CODE_FOLDERS.flatMap((top) =>
    readdirSync(join(REPO, top), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(REPO, join(entry.parentPath, entry.name))),
  );
}

/**
 * The words of `file`'s code that name `id`: the text of its strings, templates and regular
 * expressions, and its identifiers that are the id in any case (`COPILOT`, the spec's constant),
 * read by the TypeScript parser, so that prose in comments ("as Gemini CLI does") is not counted but
 * `agent === 'qwen'` and `'.qwen/settings.json'` are. A file that is not TypeScript or JavaScript is
 * read whole. Lint ids are left out.
 */
export function namings(file: string, text: string, id: string): string[] {
  const words = /\.[cm]?[jt]s$/.test(file) ? codeWords(file, text, id) : [text];
  const pattern = new RegExp(`(?<![\\w-])${id}(?![\\w-])`);
  return words.map((word) => LINT_IDS.reduce((rest, lint) => rest.split(lint).join(''), word)).filter((word) => pattern.test(word));
}

function codeWords(file: string, text: string, id: string): string[] {
  const words: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text.toLowerCase() === id) words.push(id);
    else if (ts.isStringLiteralLike(node) || ts.isRegularExpressionLiteral(node) || ts.isTemplateLiteralToken(node)) words.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false));
  return words;
}

function ownPlaces(id: string): (file: string) => boolean {
  return (file) => file.startsWith(`specs/${id}/`) || file.startsWith(`src/agents/${id}/`) || REGISTRY.includes(file);
}

describe('agent ids outside their folders', () => {
  const files = codeFiles();

  it('reads the code of every folder, the registry among it', () => {
    expect(files).toEqual(expect.arrayContaining([...REGISTRY, 'src/agents/index.ts', 'src/cli/main.ts', 'bin/hookcheck.js']));
  });

  it.each(OTHER_AGENT_IDS)('names %s only in its own folders and the registry', (id) => {
    const own = ownPlaces(id);
    const outside = files.filter((file) => !own(file) && namings(file, readFileSync(join(REPO, file), 'utf8'), id).length > 0);
    expect(outside).toEqual([]);
  });
});

describe(namings.name, () => {
  it('finds an id in code, strings and paths, not in comments, longer names or lint ids', () => {
    expect(namings('a.ts', "if (agent === 'qwen') return; const qwen = `${HOME}/.qwen/settings.json`;", 'qwen')).toEqual(['qwen', 'qwen', '/.qwen/settings.json']);
    expect(namings('a.ts', "const x = COPILOT.commandFields; import { y } from '../agents/cline/oracle.js';", 'copilot')).toEqual(['copilot']);
    expect(namings('a.ts', "import { y } from '../agents/cline/oracle.js'; const t = 'Cline reads ms';", 'cline')).toEqual(['../agents/cline/oracle.js']);
    expect(namings('a.ts', "// qwen reads this\n/** as qwen does */ const qwenOracle = 1; const x = 'Qwen Code';", 'qwen')).toEqual([]);
    expect(namings('a.ts', "const x = ['copilot-version', 'copilot'];", 'copilot')).toEqual(['copilot']);
    expect(namings('run.sh', '# the copilot hooks', 'copilot')).toHaveLength(1);
  });
});
