/**
 * The agent registry, and the oracles of the other agents against the first, hand-written
 * observations (../shared AGENTS-MEASURED.md; the recorded tables hold them to every facet in
 * test/conformance/agent-truth.test.ts): each must agree with every pre-tool cell written down
 * there, and each agent's cells hold a run and a block, so the test can fail.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_IDS, type AgentId } from '../../../src/agents/index.js';
import { AGENTS, predictAgentEffect } from '../../../src/agents/index.js';
import { predictEffect as predictClaudeCode } from '../../../src/agents/claude-code/predict-effect.js';
import { predictEffect } from '../../../src/agents/predict.js';
import { toolHeldBack } from '../../../src/oracle/portability/tool-held-back.js';
import type { HookOutcome } from '../../../src/model/outcome.js';
import { exited, killed } from '../../helpers/factory.js';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';

const claudeDeny = JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'no' } });

/** The answers of AGENTS-MEASURED.md's pre-tool table, by its column names. */
const ANSWERS: Record<string, HookOutcome> = {
  'exit 2 + stderr': exited(2, '', 'refused'),
  'exit 1': exited(1),
  'exit 3 + plain stdout': exited(3, 'refused'),
  'exit 0 + truncated JSON': exited(0, '{"decision": "deny", "reason": "no'),
  '{"decision":"deny"}': exited(0, JSON.stringify({ decision: 'deny', reason: 'no' })),
  'Claude hookSpecificOutput deny': exited(0, claudeDeny),
  'that + one unknown top-level key': exited(0, JSON.stringify({ ...JSON.parse(claudeDeny), extra: 1 })),
  '{"decision":"block"}': exited(0, JSON.stringify({ decision: 'block', reason: 'no' })),
  SIGKILL: killed('SIGKILL'),
  '{"cancel":true}': exited(0, '{"cancel":true}'),
};

/** What each agent did, "block" or "ran", where the table has a measurement ("–" cells are left out). */
const MEASURED: Partial<Record<AgentId, Record<string, 'block' | 'ran'>>> = {
  qwen: {
    'exit 2 + stderr': 'block',
    'exit 1': 'ran',
    'exit 3 + plain stdout': 'ran',
    'exit 0 + truncated JSON': 'ran',
    '{"decision":"deny"}': 'block',
    'Claude hookSpecificOutput deny': 'block',
    'that + one unknown top-level key': 'block',
    '{"decision":"block"}': 'block',
    SIGKILL: 'ran',
  },
  copilot: {
    'exit 2 + stderr': 'block',
    'exit 1': 'block',
    'exit 3 + plain stdout': 'block',
    'exit 0 + truncated JSON': 'ran',
    '{"decision":"deny"}': 'ran',
    'Claude hookSpecificOutput deny': 'ran',
    SIGKILL: 'block',
  },
  cline: { 'exit 2 + stderr': 'ran', 'exit 1': 'ran', 'exit 0 + truncated JSON': 'ran', 'Claude hookSpecificOutput deny': 'ran', SIGKILL: 'ran', '{"cancel":true}': 'block' },
};

/** The events the observations were made on: Copilot's were on its camelCase event. */
const OBSERVED_EVENT: Partial<Record<AgentId, string>> = { copilot: 'preToolUse' };

function verdict(agent: AgentId, outcome: HookOutcome): 'block' | 'ran' {
  const event = OBSERVED_EVENT[agent] ?? AGENTS[agent].nativeEvent('PreToolUse')!;
  return toolHeldBack(predictAgentEffect({ agent, event, outcome })) ? 'block' : 'ran';
}

describe("Qwen Code's reading of stderr (its runner parses it as the answer)", () => {
  const qwen = (outcome: HookOutcome) => verdict('qwen', outcome);
  it('reads a JSON object on stderr on exit 2 as the answer, and plain text there as the reason', () => {
    expect(qwen(exited(2, '', JSON.stringify({ level: 'error', message: 'refused' })))).toBe('ran');
    expect(qwen(exited(2, '', JSON.stringify({ decision: 'deny', reason: 'no' })))).toBe('block');
    expect(qwen(exited(2, '{"decision":"allow"}', 'refused'))).toBe('block');
  });
  it('reads stderr when stdout is empty on any other exit, and decodes a JSON string holding JSON twice', () => {
    expect(qwen(exited(0, '', JSON.stringify({ decision: 'deny', reason: 'no' })))).toBe('block');
    expect(qwen(exited(0, 'ok', JSON.stringify({ decision: 'deny', reason: 'no' })))).toBe('ran');
    expect(qwen(exited(2, '', JSON.stringify(JSON.stringify({ level: 'error' }))))).toBe('ran');
    expect(qwen(exited(0, JSON.stringify(JSON.stringify({ decision: 'deny', reason: 'no' }))))).toBe('block');
  });
});

describe('the agent registry', () => {
  it('holds an oracle for every agent id, under its own id, each mapping PreToolUse to an event of its own', () => {
    for (const id of AGENT_IDS) {
      expect(AGENTS[id].id).toBe(id);
      expect(AGENTS[id].nativeEvent('PreToolUse')).toEqual(expect.any(String));
    }
    expect(AGENTS.gemini.nativeEvent('PreToolUse')).toBe('BeforeTool');
    // A hook written for Claude Code runs in Copilot's PascalCase, Claude-compatible form.
    expect(AGENTS.copilot.nativeEvent('PreToolUse')).toBe('PreToolUse');
    expect(AGENTS.gemini.nativeEvent('Stop')).toBe('AfterAgent');
    expect(AGENTS.gemini.nativeEvent('UserPromptSubmit')).toBe('BeforeAgent');
    expect(AGENTS.gemini.nativeEvent('SessionStart')).toBe('SessionStart');
    expect(AGENTS.gemini.nativeEvent('PreCompact')).toBe('PreCompress');
    expect(AGENTS.gemini.nativeEvent('Notification')).toBeNull();
  });

  it('predictEffect takes the agent, and keeps the Claude Code call form', () => {
    const outcome = exited(0, claudeDeny);
    expect(predictEffect({ agent: 'claude-code', event: 'PreToolUse', outcome })).toEqual(predictClaudeCode('PreToolUse', outcome, LATEST_VERSION));
    expect(predictEffect('PreToolUse', outcome, LATEST_VERSION).kind).toBe('deny');
    expect(predictEffect({ agent: 'gemini', event: 'BeforeTool', outcome }).kind).toBe('no-effect');
  });

  it("takes the agent's pre-tool event when none is named, judges an unmeasured version by the nearest measured table, and refuses what is no version", () => {
    const outcome = exited(0, JSON.stringify({ decision: 'deny', reason: 'no' }));
    expect(predictEffect({ agent: 'gemini', outcome }).kind).toBe('deny');
    expect(predictEffect({ agent: 'gemini', version: '0.62.1', outcome }).kind).toBe('deny');
    expect(AGENTS.gemini.basis('0.62.1')).toEqual({ kind: 'nearest', version: '0.61.0', rows: 364 });
    expect(AGENTS.gemini.basis('0.61.0')).toEqual({ kind: 'recorded', rows: 364 });
    expect(() => predictEffect({ agent: 'gemini', version: 'banana', outcome })).toThrow(/Gemini CLI banana is no version hookcheck can place: give a dotted triple, such as 0\.61\.0/);
  });

  it('refuses an event the agent does not model, and says which it does', () => {
    expect(() => predictEffect({ agent: 'gemini', event: 'BeforeModel', outcome: exited(0) })).toThrow(
      /only BeforeTool, AfterTool, AfterAgent, BeforeAgent, SessionStart, SessionEnd, PreCompress are modelled, not BeforeModel/,
    );
  });

  it('knows each agent by its recorded table, judges another version by the nearest table, and places no non-version', () => {
    for (const id of AGENT_IDS) expect(AGENTS[id].basis(AGENTS[id].latestVersion)).toMatchObject({ kind: 'recorded' });
    expect(AGENTS.cline.basis('0.0.1')).toEqual({ kind: 'nearest', version: '3.0.65', rows: 178 });
    expect(AGENTS.cline.basis('latest-ish')).toBeNull();
    expect(AGENTS['claude-code'].basis(LATEST_VERSION)).toMatchObject({ kind: 'recorded' });
  });
});

describe.each(Object.entries(MEASURED))('%s on its pre-tool event, as measured', (agent, rows) => {
  it('agrees with every measured answer, and the rows hold both a block and a run', () => {
    const predicted = Object.fromEntries(Object.keys(rows).map((answer) => [answer, verdict(agent as AgentId, ANSWERS[answer]!)]));
    expect(predicted).toEqual(rows);
    expect(new Set(Object.values(rows)).size).toBe(2);
  });
});

describe('cline', () => {
  it('stops the call, and the whole task, only on {"cancel": true}', () => {
    const effect = predictAgentEffect({ agent: 'cline', event: 'PreToolUse', outcome: exited(0, '{"cancel":true}') });
    expect(effect).toMatchObject({ kind: 'deny', endsTurn: true });
  });
});
