import { describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import { expandCanaries } from '../../../src/engine/probes/expand-canaries.js';
import type { Probe } from '../../../src/model/run/probe-report.js';
import { errorCodes, findingCodes, fixturePath, runFixture } from '../../helpers/run-fixture.js';
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
  it('says when a control fired only because the hook failed under "onFailure": "block" (control-fired-by-failure); a deny of its own is no such case', async () => {
    // The grep for "command" finds nothing in a Write: under set -e the hook exits 1 there.
    const writeControl: Probe = { ...rmControl, name: 'a write of .env is denied', payload: { tool_name: 'Write', tool_input: { file_path: '.env', content: 'TOKEN=1' } } };
    const crashing = await runFixture('crashes-when-grep-finds-nothing.sh', { matcher: 'Bash|Write', probes: [writeControl], onFailure: 'block' });
    expect(findingCodes(crashing, 'controls')).toContain('control-fired-by-failure');
    expect(crashing.findings.find((finding) => finding.code === 'control-fired-by-failure')?.severity).toBe('warning');
    const denying = await runFixture('denies-rm-rf-exit-2.sh', { matcher: 'Bash', probes: [rmControl], onFailure: 'block' });
    expect(findingCodes(denying, 'controls')).not.toContain('control-fired-by-failure');
    expect(denying.probes.recall).toBe(1);
  }, 120_000);

  it('catches a guard that reads the wrong field (control-missed on every control, verdict no-evidence); passes the careful guard', async () => {
    const wrong = await runFixture('guard-reads-wrong-field.py', { matcher: 'Bash', probes: bashCanaries, allowNoControls: false });
    // One root cause, one finding: every control missed, so the misses are listed in no-controls.
    expect(findingCodes(wrong, 'controls')).toEqual(['no-controls']);
    expect(String(wrong.findings[0]?.args['misses'])).toContain('The controls that missed: "');
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

  it('a govern hook that fired on nothing gets no-controls and verdict no-evidence; --allow-no-controls makes it a warning; a hook that cannot block needs none', async () => {
    const bare = await runFixture('guard-never-fires.sh', { allowNoControls: false });
    expect(bare.findings.filter((finding) => finding.code === 'no-controls').map((finding) => finding.severity)).toEqual(['error']);
    expect([bare.role?.role, bare.role?.from, bare.role?.evidence, bare.probes.evidence, bare.verdict]).toEqual(['govern', 'code', null, 'no-controls', 'no-evidence']);
    const allowed = await runFixture('guard-never-fires.sh', { allowNoControls: true });
    expect(allowed.findings.filter((finding) => finding.code === 'no-controls').map((finding) => finding.severity)).toEqual(['warning']);
    expect(allowed.verdict).toBe('warn');
    const proven = await runFixture('denies-rm-rf-exit-2.sh', { probes: [rmControl], allowNoControls: false });
    expect(findingCodes(proven, 'controls')).toEqual([]);
    expect([proven.probes.evidence, proven.role?.evidence?.caseId, proven.verdict]).toEqual(['controls-fired', 'probe/1', 'pass']);
    const notifier = await runFixture('allows-everything.sh', { events: ['Notification'], allowNoControls: false });
    expect([notifier.probes.guard, notifier.probes.evidence, notifier.role?.role, findingCodes(notifier, 'controls')]).toEqual([false, 'not-a-guard', 'observe', []]);
  }, 120_000);

  it('asks no controls of a hook whose agent lets no answer block on its event, and does of the same hook where one does', async () => {
    // Its code prints a block, but Cline's TaskComplete comes once the task has ended: nothing there can guard.
    const asAgent = (agent: 'cline' | 'codex', event: string, version: string) =>
      runFixture('agents/stop-gate-asks-for-tests.sh', { events: ['Stop'], agent: { agent, event, version }, allowNoControls: false });
    const cline = await asAgent('cline', 'TaskComplete', '3.0.65');
    expect([cline.role?.role, cline.role?.why, findingCodes(cline, 'controls')]).toEqual(['observe', expect.stringContaining('(TaskComplete in Cline) lets a hook block'), []]);
    // In Codex the same answer makes the agent go on: the hook governs, and it showed so on the run's own cases.
    const codex = await asAgent('codex', 'Stop', '0.171.0');
    expect([codex.role?.role, codex.role?.from]).toEqual(['govern', 'run']);
  }, 120_000);

  it("a guard that denied on the run's own valid payloads has evidence without controls: no error, an info suggesting controls", async () => {
    const guard = await runFixture('python-guard-denies-rm-rf.py', { matcher: 'Bash', allowNoControls: false });
    expect([guard.role?.role, guard.role?.from, guard.role?.evidence?.effect]).toEqual(['govern', 'run', 'deny']);
    expect(guard.role?.evidence?.caseId).toMatch(/^PreToolUse\/valid\//);
    expect(guard.findings.filter((finding) => finding.check === 'controls').map((finding) => [finding.code, finding.severity])).toEqual([['controls-suggested', 'info']]);
    expect(guard.findings.filter((finding) => finding.severity !== 'info')).toEqual([]);
    expect(guard.verdict).toBe('pass');
    const shell = await runFixture('denies-rm-rf-exit-2.sh', { allowNoControls: false });
    expect([shell.role?.role, errorCodes(shell), shell.verdict]).toEqual(['govern', [], 'pass']);
  }, 120_000);

  it('a PreCompact checkpoint writer that passes its probe is an observer: no evidence needed, no canary hint', async () => {
    const checkpoint: Probe = {
      name: 'writes the checkpoint',
      origin: 'config',
      args: [],
      setup: { files: {}, env: {} },
      expect: { exitCode: 0, files: { '.claude/checkpoint.json': { contains: 'trigger' } } },
    };
    const report = await runFixture('precompact-checkpoint.py', { events: ['PreCompact'], probes: [checkpoint], allowNoControls: false });
    expect([report.role?.role, report.role?.from, report.probes.results.map((result) => result.passed)]).toEqual(['observe', 'code', [true]]);
    expect(findingCodes(report, 'controls')).toEqual([]);
    expect(report.findings.map((finding) => JSON.stringify(finding.args)).join(' ')).not.toMatch(/canaries/);
    expect(report.verdict).toBe('pass');
  }, 120_000);

  it('a SessionStart restore that prints additionalContext is an injector', async () => {
    const report = await runFixture('session-start-restore.py', { events: ['SessionStart'], allowNoControls: false });
    expect([report.role?.role, report.role?.from, report.role?.evidence, report.verdict]).toEqual(['inject', 'run', null, 'pass']);
  }, 120_000);

  it('a config role overrides the inference, either way', async () => {
    const declared = await runFixture({ form: 'exec', file: fixturePath('allows-everything.sh'), args: [] }, { role: 'govern', allowNoControls: false });
    expect([declared.role?.from, declared.verdict, findingCodes(declared, 'controls')]).toEqual(['declared', 'no-evidence', ['no-controls']]);
    const observer = await runFixture('guard-never-fires.sh', { role: 'observe', allowNoControls: false });
    expect([observer.role?.role, findingCodes(observer, 'controls'), observer.verdict]).toEqual(['observe', [], 'pass']);
  }, 120_000);

  it('names the field the tool reads in a missed control: file_path for Write, not tool_input.command', async () => {
    const writeControl: Probe = {
      name: 'a write to .env is denied',
      role: 'control',
      origin: 'config',
      payload: { tool_name: 'Write', tool_input: { file_path: '<project>/.env', content: 'x' } },
      args: [],
      setup: { files: {}, env: {} },
      expect: { effect: 'deny' },
    };
    const report = await runFixture('guard-never-fires.sh', { matcher: 'Write|Edit', probes: [writeControl], allowNoControls: false });
    // The miss is listed in no-controls (its only control missed), which names the fields by tool.
    expect(report.findings.map((finding) => finding.code)).not.toContain('control-missed');
    const none = report.findings.find((finding) => finding.code === 'no-controls');
    expect(String(none?.args['misses'])).toContain('"a write to .env is denied"');
    expect(String(none?.args['fields'])).toMatch(/^tool_input\.file_path \((Edit, Write|Write, Edit)\)$/);
  }, 120_000);
});
