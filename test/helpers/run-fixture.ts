/**
 * Runs the real engine on a fixture hook, as the CLI would, and returns the report data. Engine
 * tests assert finding codes, never prose.
 */
import type { AgentId } from '../../src/agents/agent-ids.js';
import type { AgentRun } from '../../src/agents/agent-run.js';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import type { EventName } from '../../specs/claude-code/events.js';
import { LATEST_VERSION } from '../../specs/claude-code/versions.js';
import { runTarget } from '../../src/engine/run-target.js';
import { buildRunSettings } from '../../src/engine/settings.js';
import type { HookReport, Posture } from '../../src/model/run/hook-report.js';
import type { FindingCode } from '../../src/findings/codes.js';
import type { Regression } from '../../src/fuzz/regression.js';
import type { HookCommand } from '../../src/runner/hook-command.js';
import { runHook } from '../../src/runner/run-hook.js';
import { scratchAreaFactory } from '../../src/workspace/scratch-area.js';
import { planSandbox } from '../../src/cli/sandbox-options.js';
import { scratchAreas, takeSnapshot } from '../../src/sandbox/snapshot.js';
import { toolFreePath } from '../../src/sandbox/tool-free-path.js';
import { prepareTrace, readTrace } from '../../src/sandbox/read-trace.js';
import type { SandboxSettings } from '../../src/sandbox/sandbox-settings.js';
import type { Probe } from '../../src/model/run/probe-report.js';
import type { HookRole } from '../../src/model/run/role.js';
import { readProbeFiles, writeProbeFiles } from '../../src/workspace/probe-files.js';

/** Absolute path of a file in fixtures/hooks. */
export function fixturePath(name: string): string {
  return fileURLToPath(new URL(`../../fixtures/hooks/${name}`, import.meta.url));
}

export interface FixtureRunOptions {
  /** Other agents the answers are judged for (`--agents`). */
  readonly agents?: readonly AgentId[];
  readonly events?: readonly EventName[];
  readonly matcher?: string;
  readonly posture?: Posture;
  readonly timeoutMs?: number;
  readonly agentVersion?: string;
  /** Generated cases per event of each kind; absent: named cases only. */
  readonly fuzzRuns?: number;
  readonly seed?: number;
  readonly jobs?: number;
  readonly regressions?: readonly Regression[];
  readonly projectDir?: string;
  /** Contain the hook with bubblewrap, as `--sandbox bwrap` does. */
  readonly sandbox?: 'bwrap' | 'none';
  /** Run the state experiments (idempotency, concurrency, faults, env, side effects). */
  readonly experiments?: boolean;
  readonly audit?: boolean;
  /** The HOME the sandbox hides (default: the real one); tests point it at a fake one to write to. */
  readonly hiddenHome?: string;
  /** The caller's environment (default: this process's). */
  readonly callerEnv?: Readonly<Record<string, string | undefined>>;
  /** Probes to run first (from a config, or canaries expanded). */
  readonly probes?: readonly Probe[];
  /** `none`: a script that takes no JSON. */
  readonly input?: 'json' | 'none';
  /** Wired with Claude Code's `"onFailure": "block"` on the handler. */
  readonly onFailure?: 'block';
  /**
   * Default true: tests of the other checks are not about controls, so a guard without them is a
   * warning there. The controls tests set it false, as a real run has it.
   */
  readonly allowNoControls?: boolean;
  /** The instant probe times are relative to. */
  readonly now?: number;
  /** The role the config would declare; absent: inferred. */
  readonly role?: HookRole;
  /** Run as another agent than Claude Code (`--agent`); `events` then names the Claude Code event its event answers to. */
  readonly agent?: AgentRun;
}

/** Runs a fixture (by file name, or any command) through every case of a conformance run. */
export async function runFixture(hook: string | HookCommand, options: FixtureRunOptions = {}): Promise<HookReport> {
  const command: HookCommand = typeof hook === 'string' ? { form: 'exec', file: fixturePath(hook), args: [] } : hook;
  const callerEnv = options.callerEnv ?? process.env;
  const scratch = scratchAreaFactory();
  return runTarget(
    {
      command,
      events: options.events ?? ['PreToolUse'],
      ...(options.matcher ? { matcher: options.matcher } : {}),
      timeoutMs: options.timeoutMs ?? 5000,
      eventsFrom: 'test',
      probes: options.probes ?? [],
      input: options.input ?? 'json',
      allowNoControls: options.allowNoControls ?? true,
      ...(options.role === undefined ? {} : { role: options.role }),
      ...(options.onFailure === undefined ? {} : { onFailure: options.onFailure }),
      ...(options.agent === undefined ? {} : { agent: options.agent }),
    },
    buildRunSettings({
      agentVersion: options.agentVersion ?? LATEST_VERSION,
      posture: options.posture ?? 'open',
      jobs: options.jobs ?? 2,
      inheritEnv: false,
      killGraceMs: 500,
      projectDir: options.projectDir ?? null,
      fuzz: options.fuzzRuns === undefined ? null : { seed: options.seed ?? 1, runs: options.fuzzRuns, deadline: null },
      regressions: options.regressions ?? [],
      sandbox: withHiddenHome(planSandbox(options.sandbox ?? 'none', callerEnv, options.projectDir ?? process.cwd(), [command]), options.hiddenHome),
      experiments: options.experiments ?? false,
      audit: options.audit ?? false,
      ...(options.agents === undefined ? {} : { agents: options.agents }),
      ...(options.now === undefined ? {} : { now: options.now }),
    }),
    {
      runHook,
      createScratchArea: scratch.create,
      callerEnv,
      snapshot: (area) => takeSnapshot(scratchAreas(area), area.root),
      toolFreePath,
      tracer: { prepare: prepareTrace, read: readTrace },
      probeFiles: { write: writeProbeFiles, read: readProbeFiles },
    },
  ).finally(() => scratch.dispose());
}

function withHiddenHome(sandbox: SandboxSettings, home: string | undefined): SandboxSettings {
  return sandbox.kind === 'bwrap' && home !== undefined ? { ...sandbox, realHome: home } : sandbox;
}

/** The distinct finding codes of a report (optionally of one check). */
export function findingCodes(report: HookReport, check?: string): FindingCode[] {
  return [...new Set(report.findings.filter((finding) => check === undefined || finding.check === check).map((finding) => finding.code))];
}

/** Error-severity findings only. */
export function errorCodes(report: HookReport): FindingCode[] {
  return [...new Set(report.findings.filter((finding) => finding.severity === 'error').map((finding) => finding.code))];
}

/**
 * A fixture copied into a folder of its own, with `marker` (text its processes show, such as
 * `sleep 317`) made unique. Test files run side by side, and a test that looks on the whole machine
 * for a hook's processes must find only those of its own run: it looks for the returned path, or
 * for the returned marker. The folder is under the repository's reports/, which the sandbox shows.
 */
export function privateFixture(name: string, marker?: string): { file: string; marker: string } {
  const reports = fileURLToPath(new URL('../../reports/', import.meta.url));
  mkdirSync(reports, { recursive: true });
  const dir = mkdtempSync(join(reports, 'fixture-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, name);
  const unique = marker === undefined ? file : `${marker}${marker.includes('.') ? '' : '.'}${process.pid}${Math.floor(Math.random() * 1e6)}`;
  const text = readFileSync(fixturePath(name), 'utf8');
  if (marker !== undefined && !text.includes(marker)) throw new Error(`${name} does not contain ${marker}`);
  writeFileSync(file, marker === undefined ? text : text.replaceAll(marker, unique), { mode: 0o755 });
  return { file, marker: unique };
}
