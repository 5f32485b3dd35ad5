import { describe, expect, it } from 'vitest';
import { formatsFileUnderSrc } from '../../helpers/formatter-probe.js';
import { findingCodes, runFixture } from '../../helpers/run-fixture.js';

describe('silent check', () => {
  it('flags silent-no-effect on a hook that allows everything and changes no file', async () => {
    const report = await runFixture('allows-everything.sh', { experiments: true });
    expect(report.role?.role).toBe('observe');
    expect(findingCodes(report, 'silent')).toEqual(['silent-no-effect']);
  }, 120_000);

  it('leaves a govern hook that never fired to no-controls, whatever the experiments saw', async () => {
    // Its silence is the no-controls finding's story, told once there.
    const report = await runFixture('guard-never-fires.sh');
    expect([report.role?.role, findingCodes(report, 'silent'), findingCodes(report, 'controls')]).toEqual(['govern', [], ['no-controls']]);
  });

  it('passes a guard that denies rm -rf', async () => {
    const report = await runFixture('denies-rm-rf-exit-2.sh');
    expect(findingCodes(report, 'silent')).toEqual([]);
  });

  it('passes an observer whose job is writing a file (a checkpoint, a state file)', async () => {
    const checkpoint = await runFixture('precompact-checkpoint.py', { events: ['PreCompact'], experiments: true });
    expect([checkpoint.role?.role, findingCodes(checkpoint, 'silent')]).toEqual(['observe', []]);
    const state = await runFixture('writes-constant-state.sh', { experiments: true });
    expect([state.role?.role, findingCodes(state, 'silent')]).toEqual(['observe', []]);
  }, 120_000);

  it('says nothing of an observer when the experiments did not run: its silence is no sign', async () => {
    const report = await runFixture('allows-everything.sh');
    expect(findingCodes(report, 'silent')).toEqual([]);
  });

  it('passes an observer whose own probe shows it at work, though the generated payloads name no file it handles', async () => {
    const formats = formatsFileUnderSrc;
    const events = ['PostToolUse' as const];
    const proven = await runFixture('formats-js-under-src.sh', { events, experiments: true, probes: [formats] });
    expect([proven.probes.results.map(({ passed }) => passed), findingCodes(proven, 'silent')]).toEqual([[true], []]);
    const unproven = await runFixture('formats-js-under-src.sh', { events, experiments: true });
    expect(findingCodes(unproven, 'silent')).toEqual(['silent-no-effect']);
  }, 180_000);
});
