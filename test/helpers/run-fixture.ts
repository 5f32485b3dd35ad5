/**
 * Runs the real engine on a fixture hook, as the CLI would, and returns the report data. Engine
 * tests assert finding codes, never prose.
 */
import { fileURLToPath } from 'node:url';
import type { EventName } from '../../specs/claude-code/events.js';
import { LATEST_VERSION } from '../../specs/claude-code/versions.js';
import { runTarget } from '../../src/engine/run-target.js';
import type { HookReport, Posture } from '../../src/engine/types.js';
import type { FindingCode } from '../../src/findings/codes.js';
import type { Regression } from '../../src/fuzz/regression.js';
import type { HookCommand } from '../../src/runner/hook-command.js';
import { runHook } from '../../src/runner/run-hook.js';
import { createScratchArea } from '../../src/runner/scratch-area.js';

/** Absolute path of a file in fixtures/hooks. */
export function fixturePath(name: string): string {
  return fileURLToPath(new URL(`../../fixtures/hooks/${name}`, import.meta.url));
}

export interface FixtureRunOptions {
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
}

/** Runs a fixture (by file name, or any command) through every case of a conformance run. */
export async function runFixture(hook: string | HookCommand, options: FixtureRunOptions = {}): Promise<HookReport> {
  const command: HookCommand = typeof hook === 'string' ? { form: 'exec', file: fixturePath(hook), args: [] } : hook;
  return runTarget(
    { command, events: options.events ?? ['PreToolUse'], ...(options.matcher ? { matcher: options.matcher } : {}), timeoutMs: options.timeoutMs ?? 5000, eventsFrom: 'test' },
    {
      agentVersion: options.agentVersion ?? LATEST_VERSION,
      posture: options.posture ?? 'open',
      jobs: options.jobs ?? 2,
      inheritEnv: false,
      killGraceMs: 500,
      projectDir: options.projectDir ?? null,
      fuzz: options.fuzzRuns === undefined ? null : { seed: options.seed ?? 1, runs: options.fuzzRuns, deadline: null },
      regressions: options.regressions ?? [],
    },
    { runHook, createScratchArea, callerEnv: process.env },
  );
}

/** The distinct finding codes of a report (optionally of one check). */
export function findingCodes(report: HookReport, check?: string): FindingCode[] {
  return [...new Set(report.findings.filter((finding) => check === undefined || finding.check === check).map((finding) => finding.code))];
}

/** Error-severity findings only. */
export function errorCodes(report: HookReport): FindingCode[] {
  return [...new Set(report.findings.filter((finding) => finding.severity === 'error').map((finding) => finding.code))];
}
