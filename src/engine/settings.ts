/**
 * The settings of one run, complete: every field has its value, defaults are written down here
 * once, and the object is frozen. Every caller (run, replay, audit, mutate and the tests) builds
 * them with `buildRunSettings`; the engine never meets an absent field.
 */
import type { AgentId } from '../agents/index.js';
import { judgedAs } from '../model/run/judged-as.js';
import type { HookTarget } from '../model/run/hook-report.js';
import type { Regression } from '../fuzz/regression.js';
import type { LiveSettings } from './phases/8-live.js';
import type { SandboxSettings } from '../sandbox/sandbox-settings.js';
import type { FuzzSettings } from './phases/6-fuzz.js';
import type { RecordedInput } from '../model/recorded-payload.js';
import type { Posture } from '../model/run/hook-report.js';

export interface RunSettings {
  readonly agentVersion: string;
  /** Other agents the same answers are judged for (portability); empty: Claude Code only. */
  readonly agents: readonly AgentId[];
  readonly posture: Posture;
  readonly jobs: number;
  readonly inheritEnv: boolean;
  readonly killGraceMs: number;
  /** The user's project, copied (bounded) into the scratch project; null for an empty one. */
  readonly projectDir: string | null;
  /** A HOME to copy (bounded) into the scratch HOME (`--home`); null: an empty one. */
  readonly homeDir: string | null;
  /** Replay the cases that matter inside the real agent; null for an oracle-only run. */
  readonly live: LiveSettings | null;
  /** Generate cases from the seed; null: named cases only. */
  readonly fuzz: FuzzSettings | null;
  /** Saved regressions (of any hook); this hook's are run first. */
  readonly regressions: readonly Regression[];
  /** How hooks are contained; `none` (with why): plain scratch folders. */
  readonly sandbox: SandboxSettings;
  /** Run the state experiments (idempotency, concurrency, faults, env, side effects). */
  readonly experiments: boolean;
  /** Judge side effects as an audit does: writes outside the project are errors. */
  readonly audit: boolean;
  /** Payloads `hookcheck record` kept: run as extra valid cases, and named by probes. */
  readonly recorded: readonly RecordedInput[];
  /** The instant probe times ("-2h") are relative to; null: when the hook's run starts. */
  readonly now: number | null;
}

type SaidByCaller = 'agentVersion' | 'posture' | 'jobs' | 'inheritEnv' | 'killGraceMs' | 'projectDir';

/** What a caller must say; the rest has a default. */
export type RunSettingsInput = Pick<RunSettings, SaidByCaller> & Partial<RunSettings>;

const DEFAULTS: Omit<RunSettings, SaidByCaller> = {
  agents: [],
  homeDir: null,
  live: null,
  fuzz: null,
  regressions: [],
  sandbox: { kind: 'none', reason: 'no sandbox was asked for' },
  experiments: false,
  audit: false,
  recorded: [],
  now: null,
};

/** The complete, frozen settings: `input` over the defaults (an absent or undefined field takes its default). */
export function buildRunSettings(input: RunSettingsInput): RunSettings {
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return Object.freeze({ ...DEFAULTS, ...given } as RunSettings);
}

/** The agent a hook's report is for, and its version: the target's `--agent`, else Claude Code at the run's version. */
export function reportAgentOf(target: Pick<HookTarget, 'agent' | 'events'>, settings: Pick<RunSettings, 'agentVersion'>): { readonly agent: AgentId; readonly agentVersion: string } {
  const judge = judgedAs(target, settings.agentVersion);
  return { agent: judge.agent, agentVersion: judge.version };
}

/** The agents a hook's answers are judged for besides its own: the run's `--agents`, and those that wire the same command. */
export function comparedAgentsOf(target: Pick<HookTarget, 'alsoWiredFor' | 'agent'>, settings: Pick<RunSettings, 'agents'>): readonly AgentId[] {
  // Portability compares Claude Code payloads; a hook run as another agent is judged as that agent alone.
  if (target.agent !== undefined) return [];
  return [...new Set([...settings.agents, ...(target.alsoWiredFor ?? [])])];
}
