/**
 * Properties over generated tick sequences (HEARTBEATS.md): the correct watchdog keeps them on
 * every drawn sequence; the copy that reads an unreachable dependency as idle breaks "no action
 * without an idle answer" on a sequence shrunk to the one step that shows it, and the same seed
 * draws the same sequences. Only H2 and H16 of the scenarios run here (the counters, and whether
 * the script waits for a lock): the scenarios' own tests are heartbeat-fixtures.test.ts. The
 * first sequence runs again from another date: a watchdog that measures by the time of day ends a
 * step differently there. Beside them: the scenarios whose ticks need strace say so without it.
 */
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planSandbox } from '../../../src/cli/sandbox-options.js';
import { parseConfig } from '../../../src/config/load-config.js';
import { resolveHeartbeat } from '../../../src/heartbeat/declaration.js';
import { runHeartbeat } from '../../../src/heartbeat/run-heartbeat.js';
import { findHeartbeatTools } from '../../../src/heartbeat/tools.js';

const configPath = fileURLToPath(new URL('../../../fixtures/heartbeats/hookcheck.config.yaml', import.meta.url));
const config = parseConfig(readFileSync(configPath, 'utf8'), configPath);
const spec = (name: string) =>
  resolveHeartbeat(
    config.heartbeats.find((heartbeat) => heartbeat.name === name)!,
    dirname(configPath),
    name,
  );
const tools = findHeartbeatTools(planSandbox('bwrap', process.env, dirname(configPath), [{ form: 'shell', script: 'python3 gpu_watchdog.py' }]), process.env);
const only = ['H16'] as const;

describe('scenarios that need strace', () => {
  it('say so, as no evidence, on a machine without it, and the others still run', async () => {
    const withoutStrace = { ...tools, sandbox: { ...tools.sandbox, straceBin: null } };
    const report = await runHeartbeat(spec('gpu-watchdog'), withoutStrace, { only: ['H13', 'H16', 'H4'] });
    const status = (id: string) => report.scenarios.find((scenario) => scenario.id === id);
    expect([status('H13')?.status, status('H16')?.status, status('H4')?.status]).toEqual(['no-evidence', 'no-evidence', 'pass']);
    expect(status('H13')?.detail).toBe('it needs strace in the sandbox, and strace is not installed (Debian/Ubuntu: apt-get install strace)');
    // With strace, the same scenarios give their verdicts (gpu-watchdog does not wait: H16 does not apply).
    const traced = await runHeartbeat(spec('gpu-watchdog'), tools, { only: ['H13', 'H16'] });
    expect(['H13', 'H16'].map((id) => traced.scenarios.find((scenario) => scenario.id === id)?.status)).toEqual(['pass', 'not-applicable']);
  }, 600_000);
});

describe('properties over generated tick sequences', () => {
  it('hold on every sequence drawn for the correct watchdog', async () => {
    const report = await runHeartbeat(spec('gpu-watchdog'), tools, { only, properties: { runs: 3, seed: 1 } });
    expect(report.properties).toEqual({ runs: 3, seed: 1, status: 'pass' });
    expect(report.findings).toEqual([]);
  }, 600_000);

  it('catch an unreachable dependency read as idle, on a sequence shrunk to the step that shows it', async () => {
    const report = await runHeartbeat(spec('gpu-watchdog-unreachable-idle'), tools, { only, properties: { runs: 4, seed: 7 } });
    const example = report.properties?.counterexample;
    expect([report.properties?.status, example?.broken.rule, example?.broken.property]).toEqual(['fail', 'unreachable-is-busy', 'no action without an idle answer from a reachable dependency']);
    expect(example?.steps).toEqual([expect.stringMatching(/^\+60 s, dependency (refused|server-error): exit 0, action called$/)]);
    expect(report.findings.map((finding) => [finding.rule, finding.reproduce])).toEqual([['unreachable-is-busy', 'hookcheck heartbeat gpu-watchdog-unreachable-idle --seed 7']]);
  }, 600_000);

  it('hold a stateless watchdog to the action: kept by the correct one, broken by the one that reads an unreachable queue as idle', async () => {
    const kept = await runHeartbeat(spec('lock-watchdog'), tools, { only: ['H3'], properties: { runs: 3, seed: 1 } });
    expect(kept.properties).toEqual({ runs: 3, seed: 1, status: 'pass' });
    const broken = await runHeartbeat(spec('lock-watchdog-unreachable-idle'), tools, { only: ['H3'], properties: { runs: 3, seed: 1 } });
    const example = broken.properties?.counterexample;
    expect([broken.properties?.status, example?.broken.rule, example?.broken.property]).toEqual(['fail', 'unreachable-is-busy', 'no action without an idle answer from a reachable dependency']);
    expect(example?.steps).toEqual([expect.stringMatching(/^\+60 s, dependency (refused|server-error): exit 0, action called$/)]);
  }, 600_000);

  it('catch a tick that ends differently on another date: the first sequence, run again a year and a half later at midday', async () => {
    const report = await runHeartbeat(spec('gpu-watchdog-time-of-day'), tools, { only, properties: { runs: 1, seed: 1 } });
    const example = report.properties?.counterexample;
    expect([report.properties?.status, example?.broken.rule, example?.broken.property]).toEqual(['fail', 'time-travels', 'the same sequence gives the same verdicts on any date']);
    expect(example?.broken.problem).toMatch(/^step 1 ended "exit 0, 0 beat\(s\)" from 2030-01-01 and "exit 0, 1 beat\(s\)" from 2031-07-08$/);
  }, 600_000);
});
