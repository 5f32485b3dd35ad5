/**
 * Every scenario of HEARTBEATS.md on one declared heartbeat, each in a world of its own: the clock
 * read inside the sandbox first (a scenario that travels time means nothing if the script's clock
 * does not follow), the controls next (with the dependency idle and no lock, does the script act
 * at all? else no scenario can show its decision), then the scenarios, H2 first for the state's
 * counters. Verdicts come from fake time and what the script did, never from wall time.
 */
import { findCounters } from './beats.js';
import { checkClock, type ClockCheck } from './clock-check.js';
import type { HeartbeatSpec } from './declaration.js';
import { formatReproduction } from './reproduce.js';
import { missingProgramIn } from './missing-program.js';
import { SCENARIOS } from './scenarios/index.js';
import { RULES, SCENARIO_IDS, type RuleId, type ScenarioId, type ScenarioVerdict } from './scenarios/scenario.js';
import type { TickRecord } from './tick.js';
import type { HeartbeatTools } from './tools.js';
import { runProperties, type PropertiesReport, type PropertiesSettings } from './properties/run-properties.js';
import { openWorld, type World } from './world.js';
import type { FileState } from './world-files.js';

/** The fake instant every scenario starts at: the same verdicts on any real date. */
export const T0 = Date.UTC(2030, 0, 1) / 1000;

/** Scenarios whose verdict does not rest on the clock (they run even where the clock does not follow). */
const CLOCKLESS: ReadonlySet<ScenarioId> = new Set(['H1', 'H9', 'H10', 'H14']);
/** Scenarios whose ticks run under strace (a kill at one call; sleeps returned at once). */
const TRACED: ReadonlySet<ScenarioId> = new Set(['H13', 'H16']);

export type ScenarioStatus = 'pass' | 'fail' | 'no-evidence' | 'not-applicable';

export interface ScenarioReport {
  readonly id: ScenarioId;
  readonly rule: RuleId;
  readonly title: string;
  readonly status: ScenarioStatus;
  /** Why it failed, had no evidence, or did not apply. */
  readonly detail?: string;
  readonly timeline: readonly TickRecord[];
}

export interface HeartbeatFinding {
  readonly rule: RuleId;
  readonly scenarios: readonly ScenarioId[];
  readonly message: string;
  /** A command that shows the first failing tick by hand. */
  readonly reproduce: string;
}

export interface Controls {
  /** With the dependency idle and no lock, the script called its action (and not when busy). */
  readonly actionSeen: boolean;
  /** With the dependency busy and no lock, it called its action: it would stop a busy machine. */
  readonly actedWhileBusy: boolean;
  readonly detail: string;
  readonly timeline: readonly TickRecord[];
}

export interface HeartbeatReport {
  readonly name: string;
  readonly run: string;
  readonly intervalMs: number;
  readonly staleMs: number;
  readonly clock: ClockCheck;
  readonly controls: Controls | null;
  readonly scenarios: readonly ScenarioReport[];
  /** Properties over generated tick sequences; null when none were asked for. */
  readonly properties: PropertiesReport | null;
  readonly findings: readonly HeartbeatFinding[];
  readonly verdict: 'pass' | 'fail' | 'no-evidence';
}

export interface HeartbeatRunOptions {
  /** Generated tick sequences held to the properties (properties/); absent: none. */
  readonly properties?: PropertiesSettings;
  /** Run only these scenarios and H2, which finds the state's counters (the rest: not applicable, "not asked for"). */
  readonly only?: readonly ScenarioId[];
  readonly onScenario?: (name: string, scenario: ScenarioReport) => void;
  /** The clock as already read for this heartbeat: it reads the interpreter, not the script, so a mutant of the script reads it the same. */
  readonly clock?: ClockCheck;
  /** Stop after the controls when this says yes to them (a mutant whose decision no longer follows the dependency): no scenario runs. */
  readonly stopAfterControls?: (controls: Controls) => boolean;
  /** Stop after the first scenario this says yes to (a mutant's first scenario that no longer passes); the report then holds the scenarios run. */
  readonly stopAfter?: (scenario: ScenarioReport) => boolean;
}

export async function runHeartbeat(spec: HeartbeatSpec, tools: HeartbeatTools, options: HeartbeatRunOptions = {}): Promise<HeartbeatReport> {
  const clock = options.clock ?? (await inWorld(spec, tools, (world) => checkClock(spec, world, T0, tools.callerEnv['PATH'])));
  const controls = spec.dependency && spec.action ? await inWorld(spec, tools, (world) => runControls(spec, world)) : null;
  if (controls !== null && options.stopAfterControls?.(controls))
    return { name: spec.name, run: spec.run, intervalMs: spec.intervalMs, staleMs: spec.staleMs, clock, controls, scenarios: [], properties: null, findings: [], verdict: 'no-evidence' };
  let counters: string[] = [];
  const scenarios: ScenarioReport[] = [];
  for (const id of orderedIds()) {
    const scenario = SCENARIOS[id];
    const report = await (async (): Promise<ScenarioReport> => {
      const base = { id, rule: scenario.rule, title: scenario.title };
      // H2 always runs: the others count beats by the counters it finds.
      if (options.only && id !== 'H2' && !options.only.includes(id)) return { ...base, status: 'not-applicable', detail: 'not asked for (--scenario)', timeline: [] };
      const notApplicable = scenario.notApplicable(spec);
      if (notApplicable !== null) return { ...base, status: 'not-applicable', detail: notApplicable, timeline: [] };
      if (TRACED.has(id) && tools.sandbox.straceBin === null)
        return { ...base, status: 'no-evidence', detail: 'it needs strace in the sandbox, and strace is not installed (Debian/Ubuntu: apt-get install strace)', timeline: [] };
      if (!CLOCKLESS.has(id) && !clock.follows) return { ...base, status: 'no-evidence', detail: `the script's clock does not follow the fake one (${clock.detail})`, timeline: [] };
      return inWorld(spec, tools, async (world) => {
        const running = scenario.start === 'running' || (scenario.start === 'running-when-stateful' && spec.state !== null);
        const problem = running ? await bringToRunning(spec, world) : null;
        if (problem !== null) return { ...base, status: 'no-evidence', detail: problem, timeline: [...world.timeline] };
        const verdict = await scenario.run({
          spec,
          world,
          t0: T0,
          counters,
          noteStates: (states: readonly FileState[]) => (counters = findCounters(states)),
          actionSeen: controls?.actionSeen ?? false,
        });
        // A tick that could not start a program the script runs shows nothing of the script: neither a pass nor a fail.
        const missing = missingProgramIn(world.timeline);
        if (missing !== null) return { ...base, status: 'no-evidence', detail: missing, timeline: [...world.timeline] };
        return { ...base, ...statusOf(verdict), timeline: [...world.timeline] };
      });
    })();
    scenarios.push(report);
    options.onScenario?.(spec.name, report);
    if (options.stopAfter?.(report)) break;
  }
  const waits = ['pass', 'fail'].includes(scenarios.find((scenario) => scenario.id === 'H16')?.status ?? '');
  const properties =
    options.properties === undefined
      ? null
      : clock.follows
        ? await runProperties(spec, tools, { t0: T0, counters, waits, bringToRunning: (world, t0) => bringToRunning(spec, world, t0) }, options.properties)
        : { ...options.properties, status: 'no-evidence' as const, detail: `the script's clock does not follow the fake one (${clock.detail})` };
  const findings = withProperties([...controlsFinding(spec, controls), ...findingsOf(spec, scenarios)], spec, properties);
  const verdict = findings.length > 0 ? 'fail' : scenarios.some((scenario) => scenario.status === 'pass') || properties?.status === 'pass' ? 'pass' : 'no-evidence';
  return { name: spec.name, run: spec.run, intervalMs: spec.intervalMs, staleMs: spec.staleMs, clock, controls, scenarios, properties, findings, verdict };
}

/** H2 first (it finds the counters), then the table's order. */
function orderedIds(): ScenarioId[] {
  return ['H2', ...SCENARIO_IDS.filter((id) => id !== 'H2')];
}

function statusOf(verdict: ScenarioVerdict): { status: ScenarioStatus; detail?: string } {
  if (verdict.status === 'fail') return { status: 'fail', detail: verdict.problem };
  if (verdict.status === 'no-evidence' || verdict.status === 'not-applicable') return { status: verdict.status, detail: verdict.reason };
  return { status: 'pass' };
}

async function inWorld<T>(spec: HeartbeatSpec, tools: HeartbeatTools, use: (world: World) => Promise<T>): Promise<T> {
  const world = await openWorld(spec, tools);
  try {
    return await use(world);
  } finally {
    await world.dispose();
  }
}

/** The declared init, one interval before t0, so the first tick at t0 is a normal beat. */
async function bringToRunning(spec: HeartbeatSpec, world: World, t0 = T0): Promise<string | null> {
  if (spec.init === null) return 'no `init` is declared to bring the state to running';
  const tick = await world.tick({ at: t0 - spec.intervalMs / 1000, mode: 'busy', command: spec.init });
  if (tick.exitCode !== 0) return `its init (${spec.init}) ${tick.exitCode === null ? `ended: ${tick.ended}` : `exited ${tick.exitCode}`}: ${firstLine(tick.stderr || tick.stdout)}`;
  if (spec.state !== null && world.file(spec.state).kind !== 'file') return `its init (${spec.init}) left no file at ${spec.state}`;
  return null;
}

async function runControls(spec: HeartbeatSpec, world: World): Promise<Controls> {
  const problem = spec.state === null ? null : await bringToRunning(spec, world);
  if (problem !== null) return { actionSeen: false, actedWhileBusy: false, detail: problem, timeline: [...world.timeline] };
  const busy = await world.tick({ at: T0, mode: 'busy' });
  const idle = await world.tick({ at: T0 + spec.intervalMs / 1000, mode: 'idle' });
  const timeline = [...world.timeline];
  const missing = missingProgramIn([busy, idle]);
  if (missing !== null) return { actionSeen: false, actedWhileBusy: false, detail: missing, timeline };
  if (busy.actionCalls > 0) return { actionSeen: false, actedWhileBusy: true, detail: 'it called its action with the dependency busy too: its decision does not follow the dependency', timeline };
  if (idle.actionCalls === 0)
    return {
      actionSeen: false,
      actedWhileBusy: false,
      detail: `with the dependency idle and no lock it did not call its action (${spec.action!.env}); ${idle.exitCode === 0 ? 'it exited 0' : `it exited ${String(idle.exitCode)}`}`,
      timeline,
    };
  return { actionSeen: true, actedWhileBusy: false, detail: 'busy: no action; idle: the action called', timeline };
}

/** Acting on a busy answer is the one thing a watchdog must never do: the controls' busy tick shows it. */
function controlsFinding(spec: HeartbeatSpec, controls: Controls | null): HeartbeatFinding[] {
  if (controls === null || !controls.actedWhileBusy) return [];
  const busy = controls.timeline.findIndex((tick) => tick.mode === 'busy' && tick.actionCalls > 0);
  return [
    {
      rule: 'busy-is-busy',
      scenarios: [],
      message: `${RULES['busy-is-busy']}. With no lock and the dependency answering ${spec.dependency!.busy} (declared busy), it called its action (${spec.action!.env}): it would stop a machine at work.`,
      reproduce: formatReproduction(spec, controls.timeline.slice(0, busy + 1)),
    },
  ];
}

/** One finding per rule broken, naming every scenario that showed it. */
function findingsOf(spec: HeartbeatSpec, scenarios: readonly ScenarioReport[]): HeartbeatFinding[] {
  const failed = scenarios.filter((scenario) => scenario.status === 'fail');
  const rules = [...new Set(failed.map((scenario) => scenario.rule))];
  return rules.map((rule) => {
    const mine = failed.filter((scenario) => scenario.rule === rule);
    const first = mine[0]!;
    return {
      rule,
      scenarios: mine.map((scenario) => scenario.id),
      message: `${RULES[rule]}. ${mine.map((scenario) => `${scenario.id} (${scenario.title}): ${scenario.detail}`).join('. ')}.`,
      reproduce: formatReproduction(spec, first.timeline),
    };
  });
}

/** A broken property joins its rule's finding (or is one of its own), with the seed that replays it. */
function withProperties(findings: HeartbeatFinding[], spec: HeartbeatSpec, properties: PropertiesReport | null): HeartbeatFinding[] {
  const example = properties?.counterexample;
  if (example === undefined) return findings;
  const where = example.saved
    ? 'again on a saved sequence (.hookcheck/heartbeat-regressions.json)'
    : `on a generated sequence (seed ${properties!.seed}${example.shrinkSteps > 0 ? `, shrunk ${example.shrinkSteps} time(s)` : ''})`;
  const text = `Property "${example.broken.property}" broke ${where} from a running state: ${example.steps.join('; ')}: ${example.broken.problem}`;
  const replay = example.saved ? `hookcheck heartbeat ${spec.name}` : `hookcheck heartbeat ${spec.name} --seed ${properties!.seed}`;
  const same = findings.find((finding) => finding.rule === example.broken.rule);
  if (same !== undefined) return findings.map((finding) => (finding === same ? { ...finding, message: `${finding.message} ${text}.` } : finding));
  return [...findings, { rule: example.broken.rule, scenarios: [], message: `${RULES[example.broken.rule]}. ${text}.`, reproduce: replay }];
}

function firstLine(text: string): string {
  return text.trim().split('\n')[0] ?? '';
}
