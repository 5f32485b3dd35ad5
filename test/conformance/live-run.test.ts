/**
 * `--live` end to end on the engine: the cases that matter are replayed in the real agent, and the
 * report says what the agent did. A banner before a deny is ignored (the tool runs); a careful
 * guard's deny holds.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../../specs/claude-code/versions.js';
import { runTarget } from '../../src/engine/run-target.js';
import type { HookReport } from '../../src/model/run/hook-report.js';
import { runHook } from '../../src/runner/run-hook.js';
import { createScratchArea } from '../../src/workspace/scratch-area.js';
import { fixturePath } from '../helpers/run-fixture.js';

const live = { agentBin: fileURLToPath(new URL('../../agents/node_modules/.bin/claude', import.meta.url)), agentVersion: LATEST_VERSION, bwrapBin: '/usr/bin/bwrap' };

function runLive(fixture: string, matcher?: string, onFailure?: 'block'): Promise<HookReport> {
  return runTarget(
    {
      command: { form: 'exec', file: fixturePath(fixture), args: [] },
      events: ['PreToolUse'],
      ...(matcher === undefined ? {} : { matcher }),
      timeoutMs: 5000,
      eventsFrom: 'test',
      ...(onFailure === undefined ? {} : { onFailure }),
    },
    { agentVersion: LATEST_VERSION, posture: 'open', jobs: 2, inheritEnv: false, killGraceMs: 500, projectDir: null, live },
    { runHook, createScratchArea, callerEnv: { PATH: process.env['PATH'] } },
  );
}

describe('hookcheck run --live', () => {
  it('shows that the agent ran the tool anyway when a banner precedes the deny JSON', async () => {
    const report = await runLive('prints-banner-before-deny-json.sh');
    const banner = report.findings.find((finding) => finding.code === 'stdout-banner-before-json');
    const replayed = report.results.find((result) => result.testCase.id === banner?.caseId);
    expect(replayed?.live).toMatchObject({ toolRan: true, effect: 'proceeded', agreesWithOracle: true, agentVersion: LATEST_VERSION });
    expect(report.findings.map((finding) => finding.code)).not.toContain('oracle-disagrees');
  }, 180_000);

  it("confirms that a careful guard's deny holds in the agent", async () => {
    const report = await runLive('denies-rm-rf-with-json.sh');
    const denied = report.results.filter((result) => result.live && result.effect.kind === 'deny');
    expect(denied.length).toBeGreaterThan(0);
    for (const result of denied) expect(result.live).toMatchObject({ toolRan: false, effect: 'blocked', agreesWithOracle: true });
    expect(denied[0]!.live!.modelSaw).toMatch(/rm -rf is blocked here/);
  }, 180_000);

  // The run's Edit payload names src/app.ts, which the session's project lacks: Claude Code refuses
  // such an Edit ("File does not exist") before any PreToolUse hook runs, unless it is seeded.
  it('replays an Edit of a file the project lacks with the file seeded: an allow proceeds, a deny holds', async () => {
    for (const [fixture, expected] of [
      ['allows-everything.sh', { toolRan: true, effect: 'proceeded', agreesWithOracle: true, hookExitCode: 0 }],
      ['denies-edits-with-json.sh', { toolRan: false, effect: 'blocked', agreesWithOracle: true, hookExitCode: 0 }],
    ] as const) {
      const report = await runLive(fixture, 'Edit');
      const edit = report.results.find((result) => result.live && result.testCase.label.includes('Edit: src/app.ts'));
      expect(edit?.live, fixture).toMatchObject(expected);
      expect(edit?.live?.unconfirmed).toBeUndefined();
      expect(report.findings.map((finding) => finding.code)).not.toContain('oracle-disagrees');
    }
  }, 180_000);

  it('replays a deny by exit 1 wired with "onFailure": "block" as wired: the agent holds the call back, as the oracle said', async () => {
    const report = await runLive('denies-rm-rf-exit-1.sh', 'Bash', 'block');
    const held = report.results.filter((result) => result.live && result.effect.failedClosed);
    expect(held.length).toBeGreaterThan(0);
    for (const result of held) expect(result.live).toMatchObject({ toolRan: false, effect: 'blocked', agreesWithOracle: true });
    expect(report.findings.map((finding) => finding.code)).not.toContain('oracle-disagrees');
  }, 180_000);
});
