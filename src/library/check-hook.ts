/**
 * A whole `hookcheck run` of one hook from a test: the same cases, checks and report document
 * (`--reporter json`), as data. The hook runs in plain scratch folders with a private HOME; the
 * bubblewrap sandbox and live mode stay the CLI's.
 */
import { isEventName, type EventName } from '../../specs/claude-code/events.js';
import { LATEST_VERSION } from '../../specs/claude-code/versions.js';
import { CANARY_NAMES, type CanaryName } from '../canaries/index.js';
import { configSchema } from '../config/config-schema.js';
import { engineEnvironment } from '../engine/default-environment.js';
import { expandCanaries } from '../engine/probes/expand-canaries.js';
import { defaultJobs } from '../engine/job-pool.js';
import { runHooks } from '../engine/run.js';
import type { HookTarget, Posture } from '../model/run/hook-report.js';
import type { AgentId } from '../agents/index.js';
import { resolveAgentRun } from '../agents/agent-run.js';
import { buildReportDocument } from '../reporters/run/report-document.js';
import type { ReportDocument } from '../reporters/run/report-schema.js';
import { readToolVersion } from '../store/tool-version.js';
import { assertHookSubject, hookCommandOf, type HookSubject } from './hook-subject.js';

export interface CheckHookOptions {
  /** Claude Code events (default PreToolUse), or with `agent`, at most one of that agent's. */
  readonly events?: readonly string[];
  readonly matcher?: string;
  readonly agent?: AgentId;
  readonly timeoutMs?: number;
  readonly posture?: Posture;
  /** Built-in controls and look-alikes: `bash-destructive`, `secret-files`, `network-exfil`. */
  readonly canaries?: readonly CanaryName[];
  /** Probes as the config writes them (`{ name, role, payload, expect }`). */
  readonly probes?: readonly unknown[];
  /** Generated cases per event and kind (default 0: named cases only). */
  readonly runs?: number;
  readonly seed?: number;
  /** A project folder the hook sees a copy of (default: an empty one). */
  readonly project?: string;
  /** Hook invocations at once (default: the cores and one more; see defaultJobs). */
  readonly jobs?: number;
}

export async function checkHook(hook: HookSubject, options: CheckHookOptions = {}): Promise<ReportDocument> {
  const target = targetOf(hook, options);
  const environment = engineEnvironment({ ...process.env });
  try {
    const result = await runHooks(
      [target],
      {
        agentVersion: LATEST_VERSION,
        posture: options.posture ?? 'open',
        jobs: options.jobs ?? defaultJobs(),
        inheritEnv: false,
        killGraceMs: 1000,
        projectDir: options.project ?? null,
        experiments: true,
        fuzz: (options.runs ?? 0) > 0 ? { seed: options.seed ?? 1, runs: options.runs!, deadline: null } : null,
      },
      { ...environment },
    );
    return buildReportDocument(result, readToolVersion());
  } finally {
    await environment.dispose();
  }
}

function targetOf(hook: HookSubject, options: CheckHookOptions): HookTarget {
  assertHookSubject(hook, 'checkHook');
  const agent = options.agent ?? 'claude-code';
  const run = agent === 'claude-code' ? null : resolveAgentRun(agent, options.events ?? [], undefined);
  if (run !== null && 'problem' in run) throw new Error(`checkHook: ${run.problem}. ${run.hint}`);
  const events: EventName[] =
    run !== null
      ? [run.event]
      : (options.events ?? ['PreToolUse']).map((event) => {
          if (!isEventName(event)) throw new Error(`checkHook: ${event} is not a Claude Code event; for another agent's hook, give agent.`);
          return event;
        });
  for (const name of options.canaries ?? []) if (!CANARY_NAMES.includes(name)) throw new Error(`checkHook: there is no canary set "${name}"; choose from ${CANARY_NAMES.join(', ')}.`);
  // The config's own schema checks probes, so a test's probe means what the config's would.
  const probes = configSchema.parse({ hooks: [{ shell: 'true', probes: options.probes ?? [] }] }).hooks[0]!.probes.map((probe) => ({ ...probe, origin: 'config' }));
  const canaries = expandCanaries(options.canaries ?? [], events, options.matcher, LATEST_VERSION, run?.run);
  return {
    command: hookCommandOf(hook),
    events,
    ...(options.matcher === undefined ? {} : { matcher: options.matcher }),
    timeoutMs: options.timeoutMs ?? 10_000,
    eventsFrom: 'checkHook',
    probes: [...probes, ...canaries.probes],
    probesNotSent: canaries.notApplicable,
    ...(run === null ? {} : { agent: run.run }),
  };
}
