/**
 * Held pipes are judged by what the agent does with them, as measured: Claude Code and Cline go on
 * at the hook's exit (a warning); Codex waits until the timeout and drops the answer (an error).
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

function heldFindings(target: HookTarget, results: CaseResult[] = [held]) {
  return timeoutCheck.run({ target, results, agentVersion: LATEST_VERSION, posture: 'open', killGraceMs: 100 }).filter(({ code }) => code === 'leftover-held-pipes');
}
const heldSeverity = (target: HookTarget, results?: CaseResult[]) => heldFindings(target, results).map(({ severity }) => severity);
const asAgent = (agent: 'codex' | 'cline'): HookTarget => ({ ...claudeCode, agent: { agent, event: 'PreToolUse', version: 'any' } });

describe('timeout check on held pipes', () => {
  it('warns for an agent that goes on at the exit, and errs for one that waits and drops the answer', () => {
    expect(heldSeverity(claudeCode)).toEqual(['warning']);
    expect(heldSeverity(asAgent('cline'))).toEqual(['warning']);
    expect(heldSeverity(asAgent('codex'))).toEqual(['error']);
    expect(String(heldFindings(asAgent('codex'))[0]!.args['agentReading'])).toMatch(
      /^Codex waits for the pipes to close until the hook's timeout \(measured on [\d.]+\), and then drops the hook's answer/,
    );
  });

  it('errs for a Claude Code hook that another agent wiring the same script would wait on', () => {
    expect(heldSeverity({ ...claudeCode, alsoWiredFor: ['cline'] })).toEqual(['warning']);
    expect(heldSeverity({ ...claudeCode, alsoWiredFor: ['codex'] })).toEqual(['error']);
  });

  it('says nothing of pipes nobody held', () => {
    expect(heldSeverity(claudeCode, [{ ...held, outcome: exited(0) }])).toEqual([]);
  });
});
