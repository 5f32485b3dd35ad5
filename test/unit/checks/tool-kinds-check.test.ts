import { describe, expect, it } from 'vitest';
import toolKindsCheck from '../../../src/checks/tool-kinds-check.js';
import type { CaseResult } from '../../../src/model/run/hook-report.js';
import type { AgentFormResult } from '../../../src/model/run/agent-form.js';
import type { OtherAgentId } from '../../../src/agents/index.js';
import { predictEffect } from '../../../src/agents/claude-code/predict-effect.js';
import type { HookOutcome } from '../../../src/model/outcome.js';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import { checkContext, exited } from '../../helpers/factory.js';

const exit2Deny = () => exited(2, '', 'Blocked: .env holds secrets');
const clineDeny = () => exited(0, JSON.stringify({ cancel: true, errorMessage: 'Blocked: .env holds secrets' }));

function result(outcome: HookOutcome, id = 'probe/1'): CaseResult {
  return { testCase: { id, kind: 'probe', event: 'PreToolUse', label: `case ${id}`, stdin: '{}' }, outcome, effect: predictEffect('PreToolUse', outcome, LATEST_VERSION) };
}
const form = (agent: OtherAgentId, outcome: HookOutcome): AgentFormResult => ({ agent, heldBack: 'probe/1', result: result(outcome, `probe/1/as-${agent}`) });
const run = (forms: AgentFormResult[]) => toolKindsCheck.run({ ...checkContext([result(exit2Deny())]), agentForms: forms });

describe('tool-kinds check', () => {
  it('names each agent whose form of a held-back edit the hook let through, with its form', () => {
    const findings = run([form('codex', exited(0)), form('copilot', exited(0)), form('cline', exited(0)), form('gemini', exit2Deny())]);
    expect(findings.map(({ code, severity, args }) => [code, severity, args['names'], args['cases']])).toEqual([['kind-unguarded', 'error', 'Codex, Copilot CLI, and Cline', 1]]);
    expect(findings[0]!.args['agents']).toContain('Copilot CLI 1.0.102 (create (path, file_text)');
  });

  it('passes forms the hook held back the agent’s way, and leaves to portability an answer the agent reads in no form', () => {
    // Cline reads no exit 2: the hook read its edit and answered as it did in Claude Code's form.
    expect(run([form('codex', exit2Deny()), form('cline', clineDeny()), form('qwen', exit2Deny())])).toEqual([]);
    expect(run([form('cline', exit2Deny())])).toEqual([]);
  });
});
