/**
 * `npm run truth:copilot`: measures the installed Copilot CLI on every row of its pre-tool answer
 * table, camelCase `preToolUse` and PascalCase `PreToolUse` (specs/copilot/truth/answers.ts), and
 * writes what it did to specs/copilot/truth/<version>.json. Each row is one headless `copilot -p`
 * against the fake chat-completions model, in its own network namespace.
 * Rows already recorded for the same answer are kept, so a run that stops part-way resumes where it
 * stopped; `--fresh` measures everything again.
 *
 *   tsx scripts/truth-copilot.ts [--jobs 2] [--only <id prefix>] [--fresh]
 */
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MARKERS, PROBE_COMMAND, PROMPT, type AgentMeasuredRow, type AgentTruthRow, type AgentTruthTable } from '../specs/agents/pre-tool-answers.js';
import { allCopilotRows } from '../specs/copilot/truth/answers.js';
import { mapLimited } from '../src/map-limited.js';
import { measureCopilotRow } from '../src/live/copilot/copilot-row.js';
import { readCopilotVersion } from '../src/live/copilot/copilot-version.js';
import { writeHookScript } from '../src/live/truth-row.js';
import { runHook } from '../src/runner/run-hook.js';
import { createScratchArea } from '../src/runner/scratch-area.js';

const ROOT = new URL('../', import.meta.url);
const COPILOT_BIN = fileURLToPath(new URL('node_modules/.bin/copilot', ROOT));
/** Where the CLI unpacks its bundle once, for every session (COPILOT_PKG_CACHE_HOME). */
const PKG_CACHE_DIR = fileURLToPath(new URL('node_modules/.cache/hookcheck-copilot', ROOT));
const BWRAP_BIN = '/usr/bin/bwrap';
const PATH = process.env['PATH'] ?? '/usr/bin:/bin';

interface Options {
  readonly jobs: number;
  readonly only: string;
  readonly fresh: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index === -1 ? undefined : argv[index + 1];
  };
  return { jobs: Number(value('--jobs') ?? 2), only: value('--only') ?? '', fresh: argv.includes('--fresh') };
}

function readRecorded(file: string): Map<string, AgentMeasuredRow> {
  if (!existsSync(file)) return new Map();
  const table = JSON.parse(readFileSync(file, 'utf8')) as AgentTruthTable;
  return new Map(table.rows.map((row) => [row.id, row]));
}

function sameAnswer(a: AgentTruthRow, b: AgentTruthRow): boolean {
  return JSON.stringify(a.answer) === JSON.stringify(b.answer);
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const version = await readCopilotVersion(COPILOT_BIN, PATH, PKG_CACHE_DIR, { runHook, createScratchArea: () => createScratchArea() });
  const file = fileURLToPath(new URL(`specs/copilot/truth/${version}.json`, ROOT));
  const rows = allCopilotRows();
  const recorded = options.fresh ? new Map<string, AgentMeasuredRow>() : readRecorded(file);
  const isRecorded = (row: AgentTruthRow) => recorded.has(row.id) && sameAnswer(recorded.get(row.id)!, row);
  const todo = rows.filter((row) => row.id.startsWith(options.only) && !isRecorded(row));
  process.stdout.write(`Copilot ${version}: ${rows.length} rows, ${rows.filter(isRecorded).length} recorded, ${todo.length} to measure (${options.jobs} at a time)\n`);
  const save = () => {
    const measured = rows.flatMap((row) => (isRecorded(row) ? [recorded.get(row.id)!] : []));
    const head: Omit<AgentTruthTable, 'rows'> = { agent: 'copilot', version, measuredBy: 'scripts/truth-copilot.ts', prompt: PROMPT, probeCommand: PROBE_COMMAND, markers: MARKERS };
    // One row a line: a re-measurement shows in a diff as the rows that changed.
    const text = `${JSON.stringify(head).slice(0, -1)},"rows":[\n${measured.map((row) => JSON.stringify(row)).join(',\n')}\n]}\n`;
    writeFileSync(`${file}.partial`, text);
    renameSync(`${file}.partial`, file);
  };
  const dir = mkdtempSync(join(tmpdir(), 'hookcheck-truth-copilot-'));
  const started = Date.now();
  let done = 0;
  try {
    await mapLimited(todo, options.jobs, async (row) => {
      const facts = await measureCopilotRow(row, writeHookScript(dir, row, rows.indexOf(row)), { copilotBin: COPILOT_BIN, bwrapBin: BWRAP_BIN, path: PATH, pkgCacheDir: PKG_CACHE_DIR, runHook });
      recorded.set(row.id, { ...row, facts });
      save();
      done++;
      process.stdout.write(`${done}/${todo.length} ${((Date.now() - started) / 1000).toFixed(0)}s ${row.id} ${JSON.stringify(facts)}\n`);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  save();
}

await main();
