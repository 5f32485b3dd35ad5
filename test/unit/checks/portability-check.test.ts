import { describe, expect, it } from 'vitest';
import portabilityCheck from '../../../src/checks/portability-check.js';
import type { CaseResult } from '../../../src/engine/types.js';
import type { AgentId } from '../../../src/oracle/agent-oracle.js';
import { predictEffect } from '../../../src/oracle/claude-code/predict-effect.js';
import { findPortableDeny } from '../../../src/oracle/portability/portable-deny.js';
import type { HookOutcome } from '../../../src/runner/outcome.js';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import type { EventName } from '../../../specs/claude-code/events.js';
import { checkContext, exited } from '../../helpers/factory.js';

const claudeDeny = JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'rm -rf is not allowed' } });

function result(outcome: HookOutcome, id = 'probe/1', event: EventName = 'PreToolUse'): CaseResult {
  return { testCase: { id, kind: 'probe', event, label: 'control "rm -rf /"', stdin: '{}' }, outcome, effect: predictEffect(event, outcome, LATEST_VERSION) };
}

const run = (results: CaseResult[], agents: AgentId[]) => portabilityCheck.run({ ...checkContext(results), agents });

describe('portability check', () => {
  it('names Gemini CLI and Cline as letting the tool run on a Claude-style deny, with the deny that works elsewhere', () => {
    const findings = run([result(exited(0, claudeDeny))], ['claude-code', 'gemini', 'codex', 'qwen', 'cline']);
    expect(findings).toMatchObject([{ check: 'portability', code: 'portability-fails-open', severity: 'error', caseId: 'probe/1' }]);
    const agents = String(findings[0]!.args['agents']);
    expect(agents).toContain('Gemini CLI');
    expect(agents).toContain('Cline');
    expect(agents).not.toContain('Codex');
    expect(agents).not.toContain('Qwen');
    expect(findings[0]!.args['fix']).toBe('To deny in all but Cline: exit 2 with the reason on stderr.');
    expect(findings[0]!.args['apart']).toMatch(/^Left out, a hook of its own: Cline \(a hook file that prints \{"cancel": true\}/);
  });

  it('says so when the answer already is the deny that reaches the most agents', () => {
    const findings = run([result(exited(2, '', 'rm -rf is not allowed'))], ['gemini', 'cline']);
    expect(findings).toMatchObject([{ code: 'portability-fails-open' }]);
    expect(findings[0]!.args['fix']).toBe('This answer already denies in every agent one answer can reach.');
  });

  it('says nothing when every agent asked about has the same effect', () => {
    expect(run([result(exited(2, '', 'rm -rf is not allowed'), 'probe/1'), result(exited(0), 'valid/1')], ['gemini', 'codex', 'qwen'])).toEqual([]);
  });

  it('warns where another agent holds back what Claude Code lets through: a crash fails closed in Copilot CLI', () => {
    const findings = run([result(exited(1, '', 'Traceback: KeyError'), 'valid/2')], ['copilot', 'gemini']);
    expect(findings).toMatchObject([{ code: 'portability-blocks-elsewhere', severity: 'warning', caseId: 'valid/2' }]);
    expect(String(findings[0]!.args['agents'])).toBe('Copilot CLI 1.0.102 [unverified]');
  });

  it('does nothing without other agents, and says so when it had no pre-tool answer to compare', () => {
    expect(run([result(exited(0, claudeDeny))], [])).toEqual([]);
    expect(run([result(exited(0, claudeDeny))], ['claude-code'])).toEqual([]);
    expect(run([result(exited(0), 'valid/1', 'Stop')], ['gemini'])).toMatchObject([{ code: 'portability-not-compared', severity: 'info' }]);
  });

  it('finds no single deny for an agent set no candidate reaches twice', () => {
    expect(findPortableDeny(['cline'])).toEqual({ words: null, unreached: ['cline'] });
    expect(findPortableDeny(['claude-code', 'copilot']).unreached).toEqual([]);
  });
});
