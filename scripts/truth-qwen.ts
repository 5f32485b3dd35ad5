/**
 * `npm run truth:qwen`: measures the installed Qwen Code on every PreToolUse row of its answer
 * table (specs/qwen/truth/answers.ts) and writes what the CLI showed to
 * specs/qwen/truth/<version>.json. Each row is one headless session against the fake
 * chat-completions model, in its own network namespace. Rows already recorded for the same answer are kept, so a run that
 * stops part-way resumes where it stopped; `--fresh` measures again the rows `--only` selects (all
 * of them without `--only`).
 *
 *   tsx scripts/truth-qwen.ts [--jobs 2] [--only <id prefix>] [--fresh]
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MARKERS, PROBE_COMMAND, PROMPT, type AgentMeasuredRow, type AgentTruthRow, type AgentTruthTable } from '../specs/agents/pre-tool-answers.js';
import { qwenRows } from '../specs/qwen/truth/answers.js';
import { mapLimited } from '../src/map-limited.js';
import { measureQwenRow } from '../src/live/qwen/qwen-row.js';
import { readQwenVersion } from '../src/live/qwen/qwen-version.js';
import { writeHookScript } from '../src/live/truth-row.js';
import { runHook } from '../src/runner/run-hook.js';
import { createScratchArea } from '../src/runner/scratch-area.js';

const ROOT = new URL('../', import.meta.url);
const QWEN_BIN = fileURLToPath(new URL('node_modules/.bin/qwen', ROOT));
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

const FIRST_SHAPES = ['claude-deny', 'decision-deny', 'empty'];

function firstness(row: AgentTruthRow): number {
  const at = FIRST_SHAPES.indexOf(row.shape);
  return at === -1 ? FIRST_SHAPES.length : at;
}

function sameAnswer(a: AgentTruthRow, b: AgentTruthRow): boolean {
  return JSON.stringify(a.answer) === JSON.stringify(b.answer);
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const version = await readQwenVersion(QWEN_BIN, PATH, { runHook, createScratchArea: () => createScratchArea() });
  const file = fileURLToPath(new URL(`specs/qwen/truth/${version}.json`, ROOT));
  mkdirSync(dirname(file), { recursive: true });
  const rows = qwenRows();
  const recorded = readRecorded(file);
  // `--fresh` measures again what `--only` selects; the rest of the table stays as recorded.
  if (options.fresh) for (const id of [...recorded.keys()]) if (id.startsWith(options.only)) recorded.delete(id);
  const isRecorded = (row: AgentTruthRow) => recorded.has(row.id) && sameAnswer(recorded.get(row.id)!, row);
  // The rows that settle the most go first (a Claude deny, a Gemini deny, no answer), so a run cut
  // short has measured them; the table keeps the order of answers.ts.
  const todo = rows.filter((row) => row.id.startsWith(options.only) && !isRecorded(row)).sort((a, b) => firstness(a) - firstness(b));
  process.stdout.write(`Qwen Code ${version}: ${rows.length} rows, ${rows.filter(isRecorded).length} recorded, ${todo.length} to measure (${options.jobs} at a time)\n`);
  const save = () => {
    const measured = rows.flatMap((row) => (isRecorded(row) ? [recorded.get(row.id)!] : []));
    const head: Omit<AgentTruthTable, 'rows'> = { agent: 'qwen', version, measuredBy: 'scripts/truth-qwen.ts', prompt: PROMPT, probeCommand: PROBE_COMMAND, markers: MARKERS };
    // One row a line: a re-measurement shows in a diff as the rows that changed.
    const text = `${JSON.stringify(head).slice(0, -1)},"rows":[\n${measured.map((row) => JSON.stringify(row)).join(',\n')}\n]}\n`;
    writeFileSync(`${file}.partial`, text);
    renameSync(`${file}.partial`, file);
  };
  const dir = mkdtempSync(join(tmpdir(), 'hookcheck-truth-qwen-'));
  const started = Date.now();
  let done = 0;
  try {
    await mapLimited(todo, options.jobs, async (row) => {
      const rowStarted = Date.now();
      const facts = await measureQwenRow(writeHookScript(dir, row, rows.indexOf(row)), { qwenBin: QWEN_BIN, bwrapBin: BWRAP_BIN, path: PATH, runHook });
      recorded.set(row.id, { ...row, facts });
      save();
      done++;
      const seconds = (ms: number) => (ms / 1000).toFixed(1);
      process.stdout.write(`${done}/${todo.length} ${seconds(Date.now() - started)}s (${seconds(Date.now() - rowStarted)}s) ${row.id} ${JSON.stringify(facts)}\n`);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  save();
}

await main();
