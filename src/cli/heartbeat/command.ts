/**
 * `hookcheck heartbeat [NAME...]`: the scenarios of every heartbeat the config declares (or the
 * ones named), each tick in the sandbox at a fake instant. Progress on stderr; the report on
 * stdout, or in a file (`-r json=report.json`); the exit code from the verdicts.
 */
import { UsageError } from '../../errors.js';
import { declaredHeartbeats } from './declared-heartbeats.js';
import { runHeartbeat } from '../../heartbeat/run-heartbeat.js';
import { SCENARIO_IDS, type ScenarioId } from '../../heartbeat/scenarios/scenario.js';
import { HEARTBEAT_REGRESSIONS_PATH, readSavedSequences, saveSequences } from '../../store/heartbeat-regressions-file.js';
import { buildHeartbeatDocument } from '../../reporters/heartbeat/heartbeat-document.js';
import { renderHeartbeats } from '../../reporters/heartbeat/pretty-heartbeats.js';
import { readToolVersion } from '../../store/tool-version.js';
import { EXIT } from '../exit-codes.js';
import { colorsReport, writeReport } from '../write-report.js';
import { HEARTBEAT_USAGE, parseHeartbeatArgs } from './args.js';
import { print } from '../print.js';

export async function heartbeatCommand(argv: readonly string[]): Promise<number> {
  const args = parseHeartbeatArgs(argv);
  if (args.help) return print(HEARTBEAT_USAGE);
  const { specs, tools } = declaredHeartbeats(args.config, args.names, process.cwd());
  const only = parseScenarios(args.scenarios);
  const runs = args.runs === undefined ? (only ? 0 : DEFAULT_RUNS) : parseCount(args.runs, '--runs');
  const seed = args.seed === undefined ? newSeed() : parseCount(args.seed, '--seed');
  if (runs > 0) process.stderr.write(`hookcheck: seed ${seed} (run again with --seed ${seed} to replay the generated tick sequences)\n`);
  const reporters = args.reporters.map(parseReporter);
  // Sequences that broke a property before run first; new ones are added after the run.
  const saved = readSavedSequences(HEARTBEAT_REGRESSIONS_PATH);
  const reports = [];
  for (const spec of specs) {
    process.stderr.write(`hookcheck: heartbeat ${spec.name}\n`);
    const mine = saved.filter((entry) => entry.heartbeat === spec.name).map((entry) => entry.steps);
    const properties = runs > 0 || (mine.length > 0 && args.runs === undefined) ? { properties: { runs, seed, saved: mine } } : {};
    reports.push(await runHeartbeat(spec, tools, { ...(only ? { only } : {}), ...properties, onScenario: (_, scenario) => process.stderr.write(`  ${scenario.id} ${scenario.status}\n`) }));
  }
  const found = reports.flatMap((report) => {
    const example = report.properties?.counterexample;
    return example === undefined || example.saved ? [] : [{ heartbeat: report.name, property: example.broken.property, steps: [...example.sequence] }];
  });
  const added = saveSequences(HEARTBEAT_REGRESSIONS_PATH, saved, found);
  if (added > 0) process.stderr.write(`hookcheck: saved ${added} failing tick sequence(s) to ${HEARTBEAT_REGRESSIONS_PATH}: they run first next time (commit the file)\n`);
  const document = buildHeartbeatDocument(reports, readToolVersion());
  for (const { name, file } of reporters) {
    const text = name === 'json' ? `${JSON.stringify(document, null, 2)}\n` : renderHeartbeats(document, colorsReport(file));
    writeReport(text, { file, stdoutIfUnwritable: true });
  }
  if (document.summary.failed > 0) return EXIT.findings;
  return document.summary.noEvidence > 0 ? EXIT.noEvidence : EXIT.clean;
}

/** Sequences a run draws unless told: a few ticks each, so a heartbeat's run grows by about a minute at most. */
const DEFAULT_RUNS = 6;

function parseCount(value: string, option: string): number {
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) throw new UsageError(`${option} ${value}: not a whole number.`, { hint: `Write e.g. ${option} 6.` });
  return Number(value);
}

function newSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

function parseScenarios(values: readonly string[]): ScenarioId[] | null {
  if (values.length === 0) return null;
  const ids = values.flatMap((value) => value.split(',')).map((value) => value.trim().toUpperCase());
  const wrong = ids.filter((id) => !(SCENARIO_IDS as readonly string[]).includes(id));
  if (wrong.length > 0) throw new UsageError(`--scenario ${wrong.join(', ')}: no such scenario.`, { hint: `The scenarios are ${SCENARIO_IDS.join(', ')} (HEARTBEATS.md).` });
  return ids as ScenarioId[];
}

function parseReporter(value: string): { name: 'pretty' | 'json'; file: string | null } {
  const [name, ...rest] = value.split('=');
  if (name !== 'pretty' && name !== 'json') throw new UsageError(`--reporter ${value}: heartbeat reports are pretty or json.`, { hint: 'Write -r pretty, -r json, or -r json=report.json.' });
  return { name, file: rest.length > 0 ? rest.join('=') : null };
}
