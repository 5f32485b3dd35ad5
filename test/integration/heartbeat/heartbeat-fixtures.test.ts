/**
 * The heartbeat scenarios against fixtures/heartbeats: each correct script passes every scenario
 * that applies to it with no finding, and each broken copy (one rule broken on purpose) gets
 * exactly the finding of its rule, from its scenarios. A broken copy runs only the scenarios of its
 * rule here, to keep the suite short; the correct ones run them all.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { planSandbox } from '../../../src/cli/sandbox-options.js';
import { parseConfig } from '../../../src/config/load-config.js';
import { resolveHeartbeat, type HeartbeatSpec } from '../../../src/heartbeat/declaration.js';
import { runHeartbeat } from '../../../src/heartbeat/run-heartbeat.js';
import type { RuleId, ScenarioId } from '../../../src/heartbeat/scenarios/scenario.js';
import { findHeartbeatTools } from '../../../src/heartbeat/tools.js';

const configPath = fileURLToPath(new URL('../../../fixtures/heartbeats/hookcheck.config.yaml', import.meta.url));
const config = parseConfig(readFileSync(configPath, 'utf8'), configPath);
const specs = new Map(config.heartbeats.map((declared, index) => [declared.name, resolveHeartbeat(declared, dirname(configPath), `heartbeats[${index}]`)] as const));
const tools = findHeartbeatTools(
  planSandbox(
    'bwrap',
    process.env,
    dirname(configPath),
    [...specs.values()].map((spec) => ({ form: 'shell' as const, script: spec.run })),
  ),
  process.env,
);

function spec(name: string): HeartbeatSpec {
  const found = specs.get(name);
  if (found === undefined) throw new Error(`no heartbeat ${name} in the fixtures config`);
  return found;
}

/** The waiters are gpu-watchdog with a wait on the job's lock: they run the lock's scenarios here, as the broken copies run their rule's. */
const LOCK_SCENARIOS: readonly ScenarioId[] = ['H3', 'H4', 'H6', 'H16'];

describe('correct heartbeats pass every scenario that applies', () => {
  // lock-watchdog sleeps (Python's time.sleep) before it stops: a tick that cannot sleep under the fake clock never acts.
  // mtime-beat reads its own state file's time: its writes must carry the fake time (world-files.ts);
  // asks-twice makes two dependency calls a tick: H5 and H11 count ticks, not calls; token-file
  // keeps its credential in a file, which H9 removes, empties and makes unreadable.
  it.each([
    ['gpu-watchdog'],
    ['gpu-watchdog-sh'],
    ['project-loop'],
    ['lock-watchdog'],
    ['lock-waiter', LOCK_SCENARIOS],
    ['lock-waiter-sh', LOCK_SCENARIOS],
    ['mtime-beat', ['H2', 'H17']],
    ['gpu-watchdog-asks-twice', ['H5', 'H11']],
    ['token-file-watchdog', ['H9']],
  ] as const)(
    '%s',
    async (name, only?: readonly ScenarioId[]) => {
      const report = await runHeartbeat(spec(name), tools, only ? { only } : {});
      expect(report.clock.follows).toBe(true);
      expect(report.findings).toEqual([]);
      expect(report.verdict).toBe('pass');
      for (const scenario of report.scenarios)
        expect([scenario.id, scenario.status, scenario.detail]).toEqual([scenario.id, scenario.status === 'not-applicable' ? 'not-applicable' : 'pass', scenario.detail]);
      // A waiter is judged on its wait (and passes H3 though it takes the lock once it went stale while it waited); the others say they do not wait.
      const status = (id: ScenarioId) => report.scenarios.find((scenario) => scenario.id === id);
      if (only) expect(only.map((id) => status(id)?.status)).toEqual(only.map(() => 'pass'));
      else
        expect([status('H16')?.status, status('H16')?.detail]).toEqual([
          'not-applicable',
          expect.stringMatching(/^it does not wait for a lock: it found (job|loop)\.lock held and ended without sleeping$/),
        ]);
      if (spec(name).action !== null) expect(report.controls?.actionSeen).toBe(true);
    },
    600_000,
  );
});

const BROKEN: readonly [name: string, rule: RuleId, scenarios: readonly ScenarioId[]][] = [
  ['gpu-watchdog-lock-flag', 'lock-is-heartbeat', ['H3', 'H4', 'H6', 'H16']],
  ['gpu-watchdog-lock-flag-sh', 'lock-is-heartbeat', ['H3', 'H4', 'H6', 'H16']],
  ['project-loop-no-stale', 'lock-is-heartbeat', ['H3', 'H4', 'H6', 'H16']],
  ['gpu-watchdog-future-crash', 'lock-is-heartbeat', ['H3', 'H4', 'H6', 'H16']],
  ['gpu-watchdog-takes-fresh-lock', 'lock-is-heartbeat', ['H3', 'H4', 'H6', 'H16']],
  ['lock-waiter-short-wait', 'lock-is-heartbeat', ['H3', 'H4', 'H6', 'H16']],
  ['lock-waiter-short-wait-sh', 'lock-is-heartbeat', ['H3', 'H4', 'H6', 'H16']],
  ['gpu-watchdog-unreachable-idle', 'unreachable-is-busy', ['H8']],
  ['gpu-watchdog-unreachable-idle-sh', 'unreachable-is-busy', ['H8']],
  // The controls' busy tick shows it (no scenario of the table does): H8, which needs the controls, has no evidence.
  ['gpu-watchdog-stops-busy', 'busy-is-busy', ['H8']],
  ['gpu-watchdog-no-credential-check', 'credential-first', ['H9']],
  ['token-file-watchdog-lazy', 'credential-first', ['H9']],
  ['gpu-watchdog-improvises-state', 'missing-state-stops', ['H1', 'H10']],
  ['gpu-watchdog-no-tick-lock', 'one-owner', ['H11', 'H12', 'H15']],
  ['gpu-watchdog-same-instant', 'one-owner', ['H11', 'H12', 'H15']],
  ['gpu-watchdog-catch-up', 'time-travels', ['H5', 'H7', 'H17']],
  ['gpu-watchdog-silent-resume', 'time-travels', ['H5', 'H7', 'H17']],
  ['gpu-watchdog-local-time', 'time-travels', ['H5', 'H7', 'H17']],
  ['gpu-watchdog-swallows-write-error', 'never-half-state', ['H13', 'H14']],
  ['gpu-watchdog-in-place-write', 'never-half-state', ['H13', 'H14']],
];

/** The scenario of each broken copy that must fail (the others of its rule run beside it and must pass). */
const FAILS: Readonly<Record<string, readonly ScenarioId[]>> = {
  'gpu-watchdog-lock-flag': ['H4', 'H6'],
  'gpu-watchdog-lock-flag-sh': ['H4', 'H6'],
  'project-loop-no-stale': ['H4', 'H6'],
  'gpu-watchdog-future-crash': ['H6'],
  'gpu-watchdog-takes-fresh-lock': ['H3'],
  'lock-waiter-short-wait': ['H16'],
  'lock-waiter-short-wait-sh': ['H16'],
  'gpu-watchdog-unreachable-idle': ['H8'],
  'gpu-watchdog-unreachable-idle-sh': ['H8'],
  'gpu-watchdog-stops-busy': [],
  'gpu-watchdog-no-credential-check': ['H9'],
  'token-file-watchdog-lazy': ['H9'],
  'gpu-watchdog-improvises-state': ['H1', 'H10'],
  'gpu-watchdog-no-tick-lock': ['H11', 'H12'],
  'gpu-watchdog-same-instant': ['H15'],
  'gpu-watchdog-catch-up': ['H5'],
  'gpu-watchdog-silent-resume': ['H17'],
  'gpu-watchdog-local-time': ['H7'],
  'gpu-watchdog-swallows-write-error': ['H14'],
  'gpu-watchdog-in-place-write': ['H13'],
};

describe('each broken heartbeat gets exactly the finding of the rule it breaks', () => {
  it.each(BROKEN)(
    '%s breaks %s',
    async (name, rule, scenarios) => {
      const report = await runHeartbeat(spec(name), tools, { only: scenarios });
      expect(report.findings.map((finding) => [finding.rule, finding.scenarios])).toEqual([[rule, FAILS[name]]]);
      expect(report.findings[0]!.reproduce).toContain('faketime');
      expect(report.verdict).toBe('fail');
    },
    600_000,
  );
});

describe('a script that runs a program this machine lacks', () => {
  it('is no evidence in every scenario it reaches, never a pass or a fail, and the report names the program', async () => {
    const report = await runHeartbeat(spec('needs-missing-tool'), tools, { only: ['H3', 'H4', 'H8', 'H9'] });
    expect(report.findings).toEqual([]);
    expect(report.verdict).toBe('no-evidence');
    expect(report.controls?.detail).toMatch(/^a tick could not start `hookcheck-absent-gpu-tool`/);
    const ran = report.scenarios.filter((scenario) => ['H3', 'H4', 'H8', 'H9'].includes(scenario.id));
    expect(ran.map((scenario) => [scenario.id, scenario.status])).toEqual([
      ['H3', 'no-evidence'],
      ['H4', 'no-evidence'],
      ['H8', 'no-evidence'],
      ['H9', 'no-evidence'],
    ]);
    // H8 needs the controls' action, which the missing tool kept from them; the others ran ticks that named it.
    for (const scenario of ran) expect(scenario.detail).toContain(scenario.id === 'H8' ? 'it never called its action' : '`hookcheck-absent-gpu-tool`');
  }, 300_000);
});

describe('the reproduce line', () => {
  it('replays the scenario by hand: the lock it aged, then the tick, which leaves the stale lock held as the scenario saw', async () => {
    const report = await runHeartbeat(spec('gpu-watchdog-lock-flag'), tools, { only: ['H4'] });
    const [finding] = report.findings;
    expect(finding!.reproduce).toMatch(/touch -d @\d+ job\.lock/);
    expect(finding!.reproduce).toContain("STOP_TOKEN=hookcheck-test-token QUEUE_URL='<a server answering idle>'");
    // By hand, with no server: the lock is stale, yet the script stops at it (busy) and leaves it, as in H4.
    const result = await execa('sh', ['-c', `${finding!.reproduce}; test -e job.lock && echo lock-still-held`], {
      reject: false,
      env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' },
      extendEnv: false,
    });
    expect(result.stdout, result.stderr).toContain('lock-still-held');
    expect(result.stdout).toContain('verdict=busy');
  }, 120_000);
});
