/**
 * `npm run truth -- claude-code` (scripts/truth.ts): measures the installed Claude Code on every row of the answer table
 * (specs/claude-code/truth/answers.ts) and writes what the agent showed to
 * specs/claude-code/truth/<version>.json. Each row is one headless session against the fake model,
 * in its own network namespace. Rows already recorded for the same answer are kept, so a run that
 * stops part-way resumes where it stopped; `--fresh` measures everything again.
 *
 *   npm run truth -- claude-code [--jobs 2] [--only <id prefix>] [--fresh] [--bin <claude>]
 *
 * `--bin` measures another build of Claude Code than the `claude-code` package's: the newer versions
 * ship as the `claude` binary of the agent SDK's platform package, pinned in agents/package.json
 * (`--bin agents/node_modules/@anthropic-ai/claude-agent-sdk-linux-x64/claude`).
 */
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MARKERS, PROMPT, truthRows, type TruthRow } from '../specs/claude-code/truth/answers.js';
import { mapLimited } from '../src/util/map-limited.js';
import { readAgentVersion } from '../src/live/agent-version.js';
import { measureTruthRow, writeHookScript, type MeasuredRow, type TruthTable } from '../src/live/truth-row.js';
import { runHook } from '../src/runner/run-hook.js';
import { runTool } from '../src/runner/run-tool.js';
import { createScratchArea } from '../src/workspace/scratch-area.js';

const ROOT = new URL('../', import.meta.url);
const DEFAULT_BIN = fileURLToPath(new URL('agents/node_modules/.bin/claude', ROOT));
const BWRAP_BIN = '/usr/bin/bwrap';
const PATH = process.env['PATH'] ?? '/usr/bin:/bin';

interface Options {
  readonly bin: string;
  readonly jobs: number;
  readonly only: string;
  readonly fresh: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index === -1 ? undefined : argv[index + 1];
  };
  return { bin: resolve(value('--bin') ?? DEFAULT_BIN), jobs: Number(value('--jobs') ?? 2), only: value('--only') ?? '', fresh: argv.includes('--fresh') };
}

function readRecorded(file: string): Map<string, MeasuredRow> {
  if (!existsSync(file)) return new Map();
  const table = JSON.parse(readFileSync(file, 'utf8')) as TruthTable;
  return new Map(table.rows.map((row) => [row.id, row]));
}

function sameAnswer(a: TruthRow, b: TruthRow): boolean {
  return JSON.stringify(a.answer) === JSON.stringify(b.answer);
}

export async function measureClaudeCode(argv: readonly string[]): Promise<void> {
  const options = parseArgs(argv);
  const version = await readAgentVersion(options.bin, PATH, { runTool, createScratchArea: () => createScratchArea() });
  const file = fileURLToPath(new URL(`specs/claude-code/truth/${version}.json`, ROOT));
  const rows = truthRows();
  const recorded = options.fresh ? new Map<string, MeasuredRow>() : readRecorded(file);
  const todo = rows.filter((row) => row.id.startsWith(options.only) && !(recorded.has(row.id) && sameAnswer(recorded.get(row.id)!, row)));
  process.stdout.write(`Claude Code ${version}: ${rows.length} rows, ${recorded.size} recorded, ${todo.length} to measure (${options.jobs} at a time)\n`);
  const save = () => {
    const measured = rows.flatMap((row) => (recorded.has(row.id) && sameAnswer(recorded.get(row.id)!, row) ? [recorded.get(row.id)!] : []));
    const table: TruthTable = { agent: 'claude-code', version, measuredBy: 'scripts/truth.ts claude-code', prompt: PROMPT, markers: MARKERS, rows: measured };
    // One row a line: a re-measurement shows in a diff as the rows that changed.
    const { rows: _rows, ...head } = table;
    const text = `${JSON.stringify(head).slice(0, -1)},"rows":[\n${measured.map((row) => JSON.stringify(row)).join(',\n')}\n]}\n`;
    writeFileSync(`${file}.partial`, text);
    renameSync(`${file}.partial`, file);
  };
  const dir = mkdtempSync(join(tmpdir(), 'hookcheck-truth-'));
  const started = Date.now();
  let done = 0;
  try {
    await mapLimited(todo, options.jobs, async (row) => {
      const facts = await measureTruthRow(row, writeHookScript(dir, row, rows.indexOf(row)), { agentBin: options.bin, bwrapBin: BWRAP_BIN, path: PATH, runHook });
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
