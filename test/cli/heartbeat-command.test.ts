/**
 * `hookcheck heartbeat` as a user runs it: the built CLI on fixtures/heartbeats. The report is the
 * JSON contract (every scenario by id, a status each, one finding per rule broken); bad input gets
 * exit 2 and a message that names the fix.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCENARIO_IDS } from '../../src/heartbeat/scenarios/scenario.js';
import { heartbeatDocumentSchema } from '../../src/reporters/heartbeat/heartbeat-document.js';
import { hookcheck as cli } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dir.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = join(root, 'fixtures', 'heartbeats');

function hookcheck(args: string[], cwd = fixtures) {
  return cli(['heartbeat', ...args], cwd, { PATH: process.env['PATH'] });
}

describe('hookcheck heartbeat', () => {
  it('fails a watchdog whose lock is a flag on H4, with a JSON report that lists every scenario', async () => {
    const result = await hookcheck(['gpu-watchdog-lock-flag', '--scenario', 'H3,H4', '-r', 'json']);
    expect(result.exitCode, result.stderr).toBe(1);
    const document = heartbeatDocumentSchema.parse(JSON.parse(result.stdout));
    const [heartbeat] = document.heartbeats;
    expect(heartbeat!.scenarios.map((scenario) => scenario.id)).toEqual(['H2', ...SCENARIO_IDS.filter((id) => id !== 'H2')]);
    expect(heartbeat!.scenarios.find((scenario) => scenario.id === 'H3')!.status).toBe('pass');
    const h4 = heartbeat!.scenarios.find((scenario) => scenario.id === 'H4')!;
    expect(h4.status).toBe('fail');
    expect(h4.timeline.length).toBeGreaterThan(0);
    expect(heartbeat!.findings.map((finding) => [finding.rule, finding.scenarios])).toEqual([['lock-is-heartbeat', ['H4']]]);
    expect(result.stderr).toContain('H4 fail');
  }, 300_000);

  it('passes the correct watchdog on the same scenarios, in the pretty report', async () => {
    const result = await hookcheck(['gpu-watchdog', '--scenario', 'H3', '--scenario', 'H4']);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/✓ H4 {2}lock of another owner/);
    expect(result.stdout).toContain('1 heartbeat(s): 0 failed');
  }, 300_000);

  it('saves a tick sequence that broke a property, and runs it first on the next run', async () => {
    const cwd = tempDir('hookcheck-heartbeat-saved-');
    const config = join(fixtures, 'hookcheck.config.yaml');
    const first = await hookcheck(['gpu-watchdog-unreachable-idle', '-c', config, '--scenario', 'H16', '--runs', '2', '--seed', '7'], cwd);
    expect(first.exitCode, first.stderr).toBe(1);
    expect(first.stderr).toContain('hookcheck: saved 1 failing tick sequence(s) to .hookcheck/heartbeat-regressions.json');
    const saved = JSON.parse(readFileSync(join(cwd, '.hookcheck', 'heartbeat-regressions.json'), 'utf8')) as { sequences: { heartbeat: string; property: string }[] };
    expect(saved.sequences.map(({ heartbeat, property }) => [heartbeat, property])).toEqual([['gpu-watchdog-unreachable-idle', 'no action without an idle answer from a reachable dependency']]);
    // --scenario alone draws no sequences, but the saved one runs, breaks again, and is not saved twice.
    const again = await hookcheck(['gpu-watchdog-unreachable-idle', '-c', config, '--scenario', 'H16', '-r', 'json'], cwd);
    expect(again.exitCode, again.stderr).toBe(1);
    const document = heartbeatDocumentSchema.parse(JSON.parse(again.stdout));
    expect(document.heartbeats[0]!.properties).toMatchObject({ runs: 0, status: 'fail', counterexample: { saved: true, rule: 'unreachable-is-busy' } });
    expect(again.stderr).not.toContain('saved 1 failing');
  }, 300_000);

  it('names what is wrong with the input, and exits 2', async () => {
    const unknown = await hookcheck(['no-such-heartbeat']);
    expect([unknown.exitCode, unknown.stderr]).toEqual([2, expect.stringContaining('No heartbeat named no-such-heartbeat')]);
    expect(unknown.stderr).toContain('Declared: gpu-watchdog,');
    const runs = await hookcheck(['gpu-watchdog', '--runs', 'many']);
    expect([runs.exitCode, runs.stderr]).toEqual([2, expect.stringContaining('--runs many: not a whole number')]);
    const scenario = await hookcheck(['--scenario', 'H99']);
    expect([scenario.exitCode, scenario.stderr]).toEqual([2, expect.stringContaining('--scenario H99: no such scenario')]);
    const dir = tempDir('hookcheck-heartbeat-');
    writeFileSync(join(dir, 'hookcheck.config.yaml'), 'hooks:\n  - script: hook.sh\n');
    const none = await hookcheck([], dir);
    expect([none.exitCode, none.stderr]).toEqual([2, expect.stringContaining('declares no heartbeats')]);
    writeFileSync(join(dir, 'hookcheck.config.yaml'), 'heartbeats:\n  - name: x\n    run: ./x.sh\n    interval: soon\n');
    const bad = await hookcheck([], dir);
    expect([bad.exitCode, bad.stderr]).toEqual([2, expect.stringContaining('interval')]);
  }, 60_000);
});
