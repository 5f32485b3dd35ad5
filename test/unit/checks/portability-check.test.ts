import { describe, expect, it } from 'vitest';
import portabilityCheck from '../../../src/checks/portability-check.js';
import type { CaseResult } from '../../../src/model/run/hook-report.js';
import type { AgentId } from '../../../src/agents/index.js';
import { predictEffect } from '../../../src/agents/claude-code/predict-effect.js';
import { findPortableDeny } from '../../../src/agents/portable-deny.js';
import type { HookOutcome } from '../../../src/model/outcome.js';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import type { EventName } from '../../../specs/claude-code/events.js';
import { checkContext, exited, timedOut } from '../../helpers/factory.js';

const claudeDeny = JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'rm -rf is not allowed' } });
const exit2Deny = () => exited(2, '', 'rm -rf is not allowed');

function result(outcome: HookOutcome, id = 'probe/1', kind: CaseResult['testCase']['kind'] = 'probe', event: EventName = 'PreToolUse'): CaseResult {
  return { testCase: { id, kind, event, label: `case ${id}`, stdin: '{}' }, outcome, effect: predictEffect(event, outcome, LATEST_VERSION) };
}

const run = (results: CaseResult[], agents: AgentId[]) => portabilityCheck.run({ ...checkContext(results), agents });

describe('portability check', () => {
  it('names Gemini CLI and Cline as letting the tool run on a Claude-style deny, with the deny that works in the rest', () => {
    const findings = run([result(exited(0, claudeDeny))], ['claude-code', 'gemini', 'codex', 'copilot', 'qwen', 'cline']);
    expect(findings).toMatchObject([{ check: 'portability', code: 'portability-fails-open', severity: 'error', caseId: 'probe/1' }]);
    expect(findings[0]!.args['agents']).toBe('Gemini CLI 0.61.0, Cline 3.0.65');
    expect(findings[0]!.args['fix']).toBe('To deny in all but Cline: exit 2 with the reason on stderr as plain text.');
    expect(findings[0]!.args['apart']).toMatch(/^Left out, a hook of its own: Cline \(a hook file that prints \{"cancel": true\}/);
  });

  it("names Codex too for a deny with no reason and the message in systemMessage (the hookify plugin's answer)", () => {
    const hookify = JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny' }, systemMessage: '**[block-dangerous-rm]** Dangerous rm command detected!' });
    const findings = run([result(exited(0, hookify), 'valid/3', 'valid')], ['gemini', 'codex', 'copilot', 'qwen', 'cline']);
    expect(findings.map((finding) => [finding.code, finding.args['agents']])).toEqual([['portability-fails-open', 'Gemini CLI 0.61.0, Codex 0.171.0, Cline 3.0.65']]);
  });

  it('passes a guard whose deny holds in every agent asked about, and its allows', () => {
    expect(run([result(exit2Deny(), 'probe/1'), result(exited(0), 'valid/1', 'valid')], ['gemini', 'codex', 'copilot', 'qwen'])).toEqual([]);
  });

  it('says so when the answer already is the deny that reaches the most agents', () => {
    const findings = run([result(exit2Deny())], ['gemini', 'cline']);
    expect(findings).toMatchObject([{ code: 'portability-fails-open' }]);
    expect(findings[0]!.args['agents']).toBe('Cline 3.0.65');
    expect(findings[0]!.args['fix']).toBe('This answer already denies in every agent one answer can reach.');
  });

  it('quotes, for each agent it names, an answer that agent really judges otherwise', () => {
    const findings = run([result(exit2Deny(), 'probe/1'), result(exited(0, claudeDeny), 'probe/2')], ['cline', 'gemini']);
    expect(findings.map((finding) => [finding.args['agents'], finding.caseId, finding.args['cases']])).toEqual([
      ['Cline 3.0.65', 'probe/1', 2],
      ['Gemini CLI 0.61.0', 'probe/2', 1],
    ]);
  });

  it('warns where another agent holds back what Claude Code lets through: a crash fails closed in Copilot CLI', () => {
    const findings = run([result(exited(1, '', 'Traceback: KeyError'), 'valid/2', 'valid')], ['copilot', 'gemini']);
    expect(findings).toMatchObject([{ code: 'portability-blocks-elsewhere', severity: 'warning', caseId: 'valid/2' }]);
    expect(findings[0]!.args['agents']).toBe('Copilot CLI 1.0.102');
  });

  it('compares no answer an agent would not act on: timeouts, garbage, the stdin-open probe, cut stdout, sandbox kills, asks', () => {
    const cut = { ...exited(0, claudeDeny), stdoutWhole: { chars: 20_000, sha256: 'x' } };
    const bounded = { ...exited(0, claudeDeny), limitsReached: [{ resource: 'memory' as const, limit: 1 }] };
    const ask = exited(0, JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'ask', permissionDecisionReason: 'sure?' } }));
    const results = [result(timedOut(), 't/1'), result(exit2Deny(), 'g/1', 'garbage'), result(exit2Deny(), 's/1', 'stdin-open'), result(cut, 'c/1'), result(bounded, 'b/1'), result(ask, 'a/1')];
    expect(run(results, ['gemini', 'cline'])).toMatchObject([{ code: 'portability-not-compared', severity: 'info' }]);
  });

  it('does nothing without other agents, and says so when it had no pre-tool answer to compare', () => {
    expect(run([result(exited(0, claudeDeny))], [])).toEqual([]);
    expect(run([result(exited(0, claudeDeny))], ['claude-code'])).toEqual([]);
    expect(run([result(exited(0), 'valid/1', 'valid', 'SessionStart')], ['gemini'])).toMatchObject([{ code: 'portability-not-compared', severity: 'info' }]);
  });

  it('compares a stop gate too: Claude Code goes on where Cline stops (an error), and where Codex goes on as well nothing is said', () => {
    const gate = result(exited(2, '', 'run the tests first'), 'valid/1', 'valid', 'Stop');
    const findings = run([gate], ['claude-code', 'codex', 'cline']);
    expect(findings).toMatchObject([{ code: 'portability-fails-open', severity: 'error', args: { agents: 'Cline 3.0.65', acts: 'goes on working instead of stopping', passesPlural: 'stop' } }]);
    expect(findings[0]!.args['fix']).toBe('This answer already keeps the agent working in every agent one answer can reach.');
    expect(run([gate], ['claude-code', 'codex'])).toEqual([]);
  });

  it('compares a prompt gate: exit 2 keeps the prompt back in Claude Code and Codex, not in Copilot CLI (an error)', () => {
    const gate = result(exited(2, '', 'no secrets in prompts'), 'valid/1', 'valid', 'UserPromptSubmit');
    expect(run([gate], ['codex', 'copilot'])).toMatchObject([{ code: 'portability-fails-open', severity: 'error', args: { agents: 'Copilot CLI 1.0.102', acts: 'keeps the prompt from the model' } }]);
    expect(run([gate], ['codex', 'qwen'])).toEqual([]);
  });

  it('compares a reason after a call: one Qwen Code drops is lost feedback, a warning', () => {
    const feedback = result(exited(0, JSON.stringify({ decision: 'block', reason: 'look again' })), 'valid/1', 'valid', 'PostToolUse');
    expect(run([feedback], ['qwen'])).toMatchObject([{ code: 'portability-fails-open', severity: 'warning', args: { agents: 'Qwen Code 0.24.4' } }]);
    expect(run([feedback], ['codex', 'gemini'])).toEqual([]);
  });

  it("compares any text after a failed call: a block's reason Qwen Code drops is a warning with the context form as the fix; that context passes", () => {
    const explains = result(exited(0, JSON.stringify({ decision: 'block', reason: 'the tests need a database' })), 'valid/1', 'valid', 'PostToolUseFailure');
    const [lost] = run([explains], ['qwen']);
    expect(lost).toMatchObject({ code: 'portability-fails-open', severity: 'warning', args: { agents: 'Qwen Code 0.24.4' } });
    expect(JSON.stringify(lost!.args)).toContain('additionalContext');
    const context = result(
      exited(0, JSON.stringify({ hookSpecificOutput: { hookEventName: 'PostToolUseFailure', additionalContext: 'the tests need a database' } })),
      'valid/1',
      'valid',
      'PostToolUseFailure',
    );
    expect(run([context], ['qwen'])).toEqual([]);
    // Exit 2 feeds stderr back in Claude Code only: Qwen Code reads nothing there.
    expect(run([result(exited(2, '', 'the tests need a database'), 'valid/1', 'valid', 'PostToolUseFailure')], ['qwen'])).toMatchObject([{ code: 'portability-fails-open', severity: 'warning' }]);
  });
});

describe('the portable deny', () => {
  it('is exit 2 with the reason on stderr for all but Cline, and nothing for Cline alone', () => {
    expect(findPortableDeny(['claude-code', 'gemini', 'codex', 'copilot', 'qwen', 'cline'])).toEqual({ words: 'exit 2 with the reason on stderr as plain text', unreached: ['cline'] });
    expect(findPortableDeny(['cline'])).toEqual({ words: null, unreached: ['cline'] });
  });

  it('never suggests an answer Claude Code reads with a protocol note, or one its version does not block', () => {
    // Before 2.1.90 JSON on exit 2 did not block; exit 2 with stderr still does.
    expect(findPortableDeny(['claude-code', 'gemini'], '2.1.0').words).toBe('exit 2 with the reason on stderr as plain text');
    // Copilot's flat deny is an unknown field to Claude Code: with Copilot alone it is not offered.
    expect(findPortableDeny(['claude-code', 'copilot']).words).toBe('exit 2 with the reason on stderr as plain text');
  });
});
