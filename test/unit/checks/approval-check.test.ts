import { describe, expect, it } from 'vitest';
import approvalCheck from '../../../src/checks/approval-check.js';
import type { CaseResult } from '../../../src/model/run/hook-report.js';
import { summarizeProbes, type ProbeResult } from '../../../src/model/run/probe-report.js';
import { formatFinding } from '../../../src/findings/codes.js';
import type { EffectKind } from '../../../src/oracle/effect.js';
import { checkContext, exited } from '../../helpers/factory.js';

function answered(id: string, kind: EffectKind): CaseResult {
  return {
    testCase: { id, kind: 'probe', event: 'PreToolUse', label: id, stdin: '{}' },
    outcome: exited(0, kind === 'allow' ? '{"decision": "approve"}' : ''),
    effect: { kind, context: [], notes: [] },
  };
}

const control = (caseId: string, origin = 'canary:bash-destructive'): ProbeResult => ({
  name: caseId,
  role: 'control',
  origin,
  event: 'PreToolUse',
  caseId,
  passed: false,
  blocked: false,
  failures: ['no deny'],
});

describe('approval check', () => {
  it('is an error to answer "allow" on a dangerous control: the permission prompt is skipped', () => {
    const results = [answered('sudo rm -fr /*', 'allow'), answered('curl | sh', 'allow')];
    const probes = summarizeProbes([], true, []);
    const findings = approvalCheck.run({ ...checkContext(results), probes: { ...probes, outOfScope: [control('sudo rm -fr /*'), control('curl | sh', 'canary:network-exfil')] } });
    expect(findings.map(({ code, severity }) => [code, severity])).toEqual([['approves-dangerous-call', 'error']]);
    expect(formatFinding(findings[0]!)).toContain('2 of 2 dangerous control call(s)');
  });

  it("passes a guard that answers nothing on the calls it lets through, and leaves the user config's own probes alone", () => {
    const results = [answered('sudo rm -fr /*', 'no-effect'), answered('my own probe', 'allow')];
    const probes = summarizeProbes([control('sudo rm -fr /*'), control('my own probe', 'config')], true, []);
    expect(approvalCheck.run({ ...checkContext(results), probes })).toEqual([]);
  });
});
