/**
 * `npm run truth:cline`: measures the installed Cline CLI on every row of its pre-tool answer table
 * (specs/cline/truth/answers.ts) and writes what it did to specs/cline/truth/<version>.json. Each
 * row is one headless `cline --json` against the fake chat-completions model, in its own network
 * namespace. Rows already recorded for the same answer are kept, so a run that stops part-way
 * resumes where it stopped; `--fresh` measures the `--only` rows (all by default) again. Cline's
 * own `cancel` answers and the deny forms other agents use are measured first.
 *
 *   tsx scripts/truth-cline.ts [--jobs 2] [--only <id prefix>] [--fresh]
 */
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MARKERS, PROBE_COMMAND, PROMPT, type AgentMeasuredRow, type AgentTruthRow, type AgentTruthTable } from '../specs/agents/pre-tool-answers.js';
import { clineRows } from '../specs/cline/truth/answers.js';
import { mapLimited } from '../src/map-limited.js';
import { measureClineRow } from '../src/live/cline/cline-row.js';
import { readClineVersion } from '../src/live/cline/cline-version.js';
import { writeHookScript } from '../src/live/truth-row.js';
import { runHook } from '../src/runner/run-hook.js';
import { createScratchArea } from '../src/runner/scratch-area.js';

const ROOT = new URL('../', import.meta.url);
const CLINE_BIN = fileURLToPath(new URL('node_modules/.bin/cline', ROOT));
const BWRAP_BIN = '/usr/bin/bwrap';
const PATH = process.env['PATH'] ?? '/usr/bin:/bin';
/** Measured first: Cline's own cancel, then the deny forms of other agents, then a silent hook. */
const FIRST_SHAPES = ['cancel', 'cancel-with-message', 'decision-deny', 'claude-deny', 'empty'];

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

/** The order rows are measured in: FIRST_SHAPES first, the rest as the table lists them. */
function priority(row: AgentTruthRow): number {
  const index = FIRST_SHAPES.indexOf(row.shape);
  return index === -1 ? FIRST_SHAPES.length : index;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const version = await readClineVersion(CLINE_BIN, PATH, { runHook, createScratchArea: () => createScratchArea() });
  const file = fileURLToPath(new URL(`specs/cline/truth/${version}.json`, ROOT));
  const rows = clineRows();
  const recorded = readRecorded(file);
  if (options.fresh) for (const row of rows) if (row.id.startsWith(options.only)) recorded.delete(row.id);
  const isRecorded = (row: AgentTruthRow) => recorded.has(row.id) && sameAnswer(recorded.get(row.id)!, row);
  const todo = rows.filter((row) => row.id.startsWith(options.only) && !isRecorded(row)).sort((a, b) => priority(a) - priority(b));
  process.stdout.write(`Cline ${version}: ${rows.length} rows, ${rows.filter(isRecorded).length} recorded, ${todo.length} to measure (${options.jobs} at a time)\n`);
  const save = () => {
    const measured = rows.flatMap((row) => (isRecorded(row) ? [recorded.get(row.id)!] : []));
    const head: Omit<AgentTruthTable, 'rows'> = { agent: 'cline', version, measuredBy: 'scripts/truth-cline.ts', prompt: PROMPT, probeCommand: PROBE_COMMAND, markers: MARKERS };
    // One row a line: a re-measurement shows in a diff as the rows that changed.
    const text = `${JSON.stringify(head).slice(0, -1)},"rows":[\n${measured.map((row) => JSON.stringify(row)).join(',\n')}\n]}\n`;
    writeFileSync(`${file}.partial`, text);
    renameSync(`${file}.partial`, file);
  };
  const dir = mkdtempSync(join(tmpdir(), 'hookcheck-truth-cline-'));
  const started = Date.now();
  let done = 0;
  try {
    await mapLimited(todo, options.jobs, async (row) => {
      const rowStarted = Date.now();
      const facts = await measureClineRow(row, writeHookScript(dir, row, rows.indexOf(row)), { clineBin: CLINE_BIN, bwrapBin: BWRAP_BIN, path: PATH, runHook });
      recorded.set(row.id, { ...row, facts });
      save();
      done++;
      process.stdout.write(`${done}/${todo.length} ${((Date.now() - started) / 1000).toFixed(0)}s (${((Date.now() - rowStarted) / 1000).toFixed(0)}s) ${row.id} ${JSON.stringify(facts)}\n`);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  save();
}

await main();
