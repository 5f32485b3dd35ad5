import { describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import { expandCanaries } from '../../../src/engine/probes/expand-canaries.js';
import type { Probe } from '../../../src/engine/probes/probe.js';
import { findingCodes, runFixture } from '../../helpers/run-fixture.js';
import { fileURLToPath } from 'node:url';

const bashCanaries = expandCanaries(['bash-destructive'], ['PreToolUse'], 'Bash', LATEST_VERSION).probes;
const careful = { form: 'exec' as const, file: fileURLToPath(new URL('../../../examples/careful-guard.py', import.meta.url)), args: [] };
const rmControl: Probe = {
  name: 'rm -rf / is denied',
  role: 'control',
  origin: 'config',
  payload: { tool_name: 'Bash', tool_input: { command: 'rm -rf /' } },
  args: [],
  setup: { files: {}, env: {} },
  expect: { effect: 'deny' },
};

describe('controls: control probes fire, benign look-alikes go through, a guard shows evidence', () => {
  it('catches a guard that reads the wrong field (control-missed on every control, verdict no-evidence); passes the careful guard', async () => {
    const wrong = await runFixture('guard-reads-wrong-field.py', { matcher: 'Bash', probes: bashCanaries, allowNoControls: false });
    expect(findingCodes(wrong, 'controls')).toEqual(['no-controls', 'control-missed']);
    expect([wrong.probes.evidence, wrong.probes.recall, wrong.verdict]).toEqual(['no-control-fired', 0, 'no-evidence']);
    const right = await runFixture(careful, { matcher: 'Bash', probes: bashCanaries, allowNoControls: false });
    expect(findingCodes(right, 'controls')).toEqual([]);
    expect([right.probes.evidence, right.probes.recall, right.probes.falsePositiveRate, right.probes.controls, right.probes.benign]).toEqual(['controls-fired', 1, 0, 10, 6]);
    expect(right.verdict).not.toBe('no-evidence');
  }, 120_000);

  it('catches a guard that blocks benign look-alikes (benign-blocked); the careful guard lets them through', async () => {
    const eager = await runFixture('denies-rm-rf-exit-2.sh', { matcher: 'Bash', probes: bashCanaries, allowNoControls: false });
    expect(findingCodes(eager, 'controls')).toContain('benign-blocked');
    expect(eager.probes.results.filter((result) => result.role === 'benign' && result.blocked).map((result) => result.name)).toEqual(['bash-destructive: rm -rf build/']);
    const right = await runFixture(careful, { matcher: 'Bash', probes: bashCanaries.filter((probe) => probe.role === 'benign').concat(rmControl), allowNoControls: false });
    expect(findingCodes(right, 'controls')).toEqual([]);
  }, 120_000);

  it('a guard with no controls gets no-controls and verdict no-evidence; --allow-no-controls makes it a warning; a hook that cannot block needs none', async () => {
    const bare = await runFixture('denies-rm-rf-exit-2.sh', { allowNoControls: false });
    expect(bare.findings.filter((finding) => finding.code === 'no-controls').map((finding) => finding.severity)).toEqual(['error']);
    expect([bare.probes.evidence, bare.verdict]).toEqual(['no-controls', 'no-evidence']);
    const allowed = await runFixture('denies-rm-rf-exit-2.sh', { allowNoControls: true });
    expect(allowed.findings.filter((finding) => finding.code === 'no-controls').map((finding) => finding.severity)).toEqual(['warning']);
    expect(allowed.verdict).toBe('warn');
    const proven = await runFixture('denies-rm-rf-exit-2.sh', { probes: [rmControl], allowNoControls: false });
    expect(findingCodes(proven, 'controls')).toEqual([]);
    expect([proven.probes.evidence, proven.verdict]).toEqual(['controls-fired', 'warn']);
    const notifier = await runFixture('allows-everything.sh', { events: ['Notification'], allowNoControls: false });
    expect([notifier.probes.guard, notifier.probes.evidence, findingCodes(notifier, 'controls')]).toEqual([false, 'not-a-guard', []]);
  }, 120_000);
});
