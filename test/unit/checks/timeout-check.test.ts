/**
 * Held pipes are judged by what the agent does with them: Claude Code does not wait (measured,
 * specs/claude-code/held-pipes.ts), so a warning; an agent not measured yet may hang, so an error.
 */
import { describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import timeoutCheck from '../../../src/checks/timeout-check.js';
import type { CaseResult, HookTarget } from '../../../src/model/run/hook-report.js';
import { exited } from '../../helpers/factory.js';

const held: CaseResult = {
  testCase: { id: 'a', kind: 'valid', event: 'PreToolUse', label: 'case a', stdin: '{}' },
  outcome: { ...exited(0), leftovers: { processes: ['sleep 30'], heldPipes: true } },
  effect: { kind: 'no-effect', context: [], notes: [] },
};
const claudeCode: HookTarget = { command: { form: 'exec', file: '/h', args: [] }, events: ['PreToolUse'], timeoutMs: 1000, eventsFrom: 'test' };

function heldSeverity(target: HookTarget, results: CaseResult[] = [held]) {
  const findings = timeoutCheck.run({ target, results, agentVersion: LATEST_VERSION, posture: 'open', killGraceMs: 100 });
  return findings.filter(({ code }) => code === 'leftover-held-pipes').map(({ severity }) => severity);
}

describe('timeout check on held pipes', () => {
  it('warns for Claude Code, which goes on at the exit, and errs for an agent not measured', () => {
    expect(heldSeverity(claudeCode)).toEqual(['warning']);
    expect(heldSeverity({ ...claudeCode, agent: { agent: 'codex', event: 'PreToolUse', version: '0.171.0' } })).toEqual(['error']);
  });

  it('says nothing of pipes nobody held', () => {
    expect(heldSeverity(claudeCode, [{ ...held, outcome: exited(0) }])).toEqual([]);
  });
});
