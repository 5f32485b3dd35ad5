/**
 * The body of every other agent's truth script (scripts/truth-<agent>.ts): read the installed
 * version, measure each row not yet recorded for the same answer in one contained session, and
 * write specs/<agent>/truth/<version>.json one row a line after every row, so a run that stops
 * part-way resumes where it stopped. `--fresh` measures again the rows `--only` selects (all of
 * them without `--only`); the rest of the table stays as recorded.
 *
 *   tsx scripts/truth-<agent>.ts [--jobs 2] [--only <id prefix>] [--fresh]
 */
import { packagePath } from '../util/package-root.js';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { MARKERS, PROBE_COMMAND, PROMPT, type AgentMeasuredRow, type AgentRowFacts, type AgentTruthRow, type AgentTruthTable } from '../../specs/agents/pre-tool-answers.js';
import { mapLimited } from '../util/map-limited.js';
import { writeHookScript } from './truth-row.js';

export interface AgentTruthScript {
  /** The agent's registry id: the folder under specs/, and the table's `agent`. */
  readonly agent: string;
  /** For the progress lines: "Codex". */
  readonly name: string;
  readonly rows: readonly AgentTruthRow[];
  readVersion(): Promise<string>;
  /** One contained session with `script` (the row's answer) as the hook; the facts it showed. */
  measure(row: AgentTruthRow, script: string): Promise<AgentRowFacts>;
}

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

/** Measures what `script` names and writes the table; `argv` are the script's own arguments. */
export async function runAgentTruthScript(script: AgentTruthScript, argv: readonly string[]): Promise<void> {
  const options = parseArgs(argv);
  const version = await script.readVersion();
  const file = packagePath('specs', script.agent, 'truth', `${version}.json`);
  mkdirSync(dirname(file), { recursive: true });
  const rows = script.rows;
  const recorded = readRecorded(file);
  if (options.fresh) for (const id of [...recorded.keys()]) if (id.startsWith(options.only)) recorded.delete(id);
  const isRecorded = (row: AgentTruthRow) => JSON.stringify(recorded.get(row.id)?.answer) === JSON.stringify(row.answer);
  const todo = rows.filter((row) => row.id.startsWith(options.only) && !isRecorded(row));
  process.stdout.write(`${script.name} ${version}: ${rows.length} rows, ${rows.filter(isRecorded).length} recorded, ${todo.length} to measure (${options.jobs} at a time)\n`);
  const save = () => {
    const measured = rows.flatMap((row) => (isRecorded(row) ? [recorded.get(row.id)!] : []));
    const head: Omit<AgentTruthTable, 'rows'> = { agent: script.agent, version, measuredBy: `scripts/truth.ts ${script.agent}`, prompt: PROMPT, probeCommand: PROBE_COMMAND, markers: MARKERS };
    // One row a line: a re-measurement shows in a diff as the rows that changed.
    const text = `${JSON.stringify(head).slice(0, -1)},"rows":[\n${measured.map((row) => JSON.stringify(row)).join(',\n')}\n]}\n`;
    writeFileSync(`${file}.partial`, text);
    renameSync(`${file}.partial`, file);
  };
  const dir = mkdtempSync(join(tmpdir(), `hookcheck-truth-${script.agent}-`));
  const started = Date.now();
  let done = 0;
  try {
    await mapLimited(todo, options.jobs, async (row) => {
      const rowStarted = Date.now();
      const facts = await script.measure(row, writeHookScript(dir, row, rows.indexOf(row)));
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
