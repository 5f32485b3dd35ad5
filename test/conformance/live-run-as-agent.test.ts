/**
 * `hookcheck run --live --agent X` inside the real Codex, Gemini CLI and Copilot CLI (both casings):
 * a careful guard (exit 2 with the reason, which all of them honour) and a Claude-style deny
 * (hookSpecificOutput on exit 0) are replayed in the agent, and the agent does what the oracle
 * predicted from the answer the hook gave there. A missing agent fails its test with the fix (`npm run
 * agents` installs them; CI does).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hookcheck } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dir.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixture = (name: string) => join(root, 'fixtures', 'hooks', 'agents', name);
const installed = (name: string) => existsSync(join(root, 'agents', 'node_modules', '.bin', name));

interface LiveCase {
  readonly label: string;
  readonly effect: { readonly kind: string };
  readonly live: { readonly agent: string; readonly effect: string; readonly toolRan: boolean; readonly agreesWithOracle: boolean; readonly unconfirmed?: string };
}

/** Each replay is a whole agent session: beyond the pre-tool tests, which need the force-push case, two show the reading (--live-cases). */
async function runLiveCases(agent: string, event: string, hook: string, maxCases?: number) {
  const bound = maxCases === undefined ? [] : ['--live-cases', String(maxCases)];
  const result = await hookcheck(['run', '--agent', agent, '--event', event, '--live', ...bound, '--runs', '0', '--jobs', '2', '--reporter', 'json', fixture(hook)], tempDir('hookcheck-live-agent-'), {
    PATH: process.env['PATH'],
    PYENV_ROOT: process.env['PYENV_ROOT'],
  });
  expect(result.stdout, result.stderr).not.toBe('');
  const hookReport = (JSON.parse(result.stdout) as { hooks: { live: { agent: string; cases: LiveCase[]; agreed: number } }[] }).hooks[0]!;
  if (maxCases !== undefined) expect(hookReport.live.cases.length).toBeLessThanOrEqual(maxCases);
  return hookReport;
}

const FEW_CASES = 2;

async function runLive(agent: string, event: string, hook: string) {
  const hookReport = await runLiveCases(agent, event, hook);
  const forcePush = hookReport.live.cases.find(({ label }) => label.includes('git push --force'));
  expect(forcePush, 'the force-push case is among those replayed').toBeDefined();
  return { live: hookReport.live, forcePush: forcePush! };
}

/** Every replayed case agrees with the oracle, or was refused by the agent itself whatever the hook said. */
function expectAgreement(live: { cases: readonly LiveCase[]; agreed: number }): void {
  for (const item of live.cases) expect(item.live.agreesWithOracle || item.live.unconfirmed !== undefined, `${item.label}: ${JSON.stringify(item.live)}`).toBe(true);
  expect(
    live.cases.some(({ live: replay }) => replay.toolRan),
    'an ordinary call ran',
  ).toBe(true);
}

const AGENTS = [
  ['codex', 'codex', 'PreToolUse', true],
  ['gemini', 'gemini', 'BeforeTool', false],
  ['copilot', 'copilot', 'PreToolUse', true],
  ['copilot', 'copilot', 'preToolUse', false],
  // Asked permission for the call: any non-zero exit holds it back, Claude's deny is not read.
  ['copilot', 'copilot', 'permissionRequest', false],
] as const;

describe('run --live --agent', () => {
  for (const [agent, binName, event, honoursClaudeDeny] of AGENTS) {
    // A missing agent is a broken install (npm run agents installs it): red, with the fix, never a skip.
    it(`${agent}: its CLI is installed`, () => expect(installed(binName), `agents/node_modules/.bin/${binName} is missing: run npm run agents`).toBe(true));
    it(`${agent} ${event}: the careful guard's refusal holds there, as the oracle says`, async () => {
      const { live, forcePush } = await runLive(agent, event, 'exit-2-guard.py');
      expect(live.agent).toBe(agent);
      expectAgreement(live);
      expect([forcePush.effect.kind, forcePush.live.toolRan, forcePush.live.agreesWithOracle]).toEqual(['deny', false, true]);
    }, 300_000);

    it(`${agent} ${event}: a Claude-style deny ${honoursClaudeDeny ? 'holds' : 'lets the call run'}, as the oracle says`, async () => {
      const { live, forcePush } = await runLive(agent, event, 'claude-deny-any-shape.py');
      expectAgreement(live);
      expect([forcePush.effect.kind, forcePush.live.toolRan, forcePush.live.agreesWithOracle]).toEqual([honoursClaudeDeny ? 'deny' : 'no-effect', !honoursClaudeDeny, true]);
    }, 300_000);
  }
});

/** After the call (or the batch): where the agent reads `{"decision": "block"}` there, its reason reaches the model; elsewhere nothing does. */
const AFTER_CALL = [
  ['codex', 'PostToolUse', 'blocked'],
  ['gemini', 'AfterTool', 'blocked'],
  ['copilot', 'postToolUse', 'blocked'],
  ['qwen', 'PostToolUse', 'proceeded'],
  // After a call that failed, Qwen Code reads only Claude's additionalContext.
  ['qwen', 'PostToolUseFailure', 'proceeded'],
  // The same answer after the batch of calls is read: its reason goes beside the last result.
  ['qwen', 'PostToolBatch', 'blocked'],
  ['cline', 'PostToolUse', 'proceeded'],
] as const;

describe('run --live --agent on the post-tool event', () => {
  for (const [agent, event, shows] of AFTER_CALL) {
    it(`${agent} ${event}: a block's reason ${shows === 'blocked' ? 'reaches the model' : 'is not passed on'}, as the oracle says`, async () => {
      const { live } = await runLiveCases(agent, event, 'feedback-after-shell.sh', FEW_CASES);
      for (const item of live.cases) expect(item.live.agreesWithOracle || item.live.unconfirmed !== undefined, `${item.label}: ${JSON.stringify(item.live)}`).toBe(true);
      const confirmed = live.cases.filter(({ live: replay }) => replay.agreesWithOracle);
      expect(confirmed.length, JSON.stringify(live.cases.map(({ live: replay }) => replay))).toBeGreaterThan(0);
      for (const item of confirmed) expect([item.live.toolRan, item.live.effect]).toEqual([true, shows]);
    }, 400_000);
  }
});

/** At the end of the turn: where the agent reads `{"decision": "block"}` there, it goes on with the reason; Cline's task has ended. */
const AT_STOP = [
  ['codex', 'Stop', 'blocked'],
  ['gemini', 'AfterAgent', 'blocked'],
  ['copilot', 'agentStop', 'blocked'],
  ['qwen', 'Stop', 'blocked'],
  // A subagent's end: the block sends the subagent (started by the fake model, in the foreground) back to work.
  ['qwen', 'SubagentStop', 'blocked'],
  ['cline', 'TaskComplete', 'proceeded'],
] as const;

describe('run --live --agent on the end-of-turn event', () => {
  for (const [agent, event, shows] of AT_STOP) {
    it(`${agent} ${event}: a stop gate's block ${shows === 'blocked' ? 'makes the agent go on' : 'changes nothing'}, as the oracle says`, async () => {
      const { live } = await runLiveCases(agent, event, 'stop-gate-asks-for-tests.sh', FEW_CASES);
      for (const item of live.cases) expect(item.live.agreesWithOracle || item.live.unconfirmed !== undefined, `${item.label}: ${JSON.stringify(item.live)}`).toBe(true);
      const confirmed = live.cases.filter(({ live: replay }) => replay.agreesWithOracle);
      expect(confirmed.length, JSON.stringify(live.cases.map(({ live: replay }) => replay))).toBeGreaterThan(0);
      for (const item of confirmed) expect(item.live.effect).toBe(shows);
    }, 400_000);
  }
});

/** Before the prompt: Claude's additionalContext goes with it in Codex, Gemini CLI and Qwen Code; Copilot CLI reads only its flat form. */
const BEFORE_PROMPT = [
  ['codex', 'UserPromptSubmit', 'context'],
  ['gemini', 'BeforeAgent', 'context'],
  ['qwen', 'UserPromptSubmit', 'context'],
  ['copilot', 'userPromptSubmitted', 'proceeded'],
] as const;

describe('run --live --agent on the prompt event', () => {
  for (const [agent, event, shows] of BEFORE_PROMPT) {
    it(`${agent} ${event}: Claude's context ${shows === 'context' ? 'goes with the prompt' : 'is not read'}, as the oracle says`, async () => {
      const { live } = await runLiveCases(agent, event, 'prompt-adds-context.sh', FEW_CASES);
      for (const item of live.cases) expect(item.live.agreesWithOracle || item.live.unconfirmed !== undefined, `${item.label}: ${JSON.stringify(item.live)}`).toBe(true);
      const confirmed = live.cases.filter(({ live: replay }) => replay.agreesWithOracle);
      expect(confirmed.length, JSON.stringify(live.cases.map(({ live: replay }) => replay))).toBeGreaterThan(0);
      for (const item of confirmed) expect(item.live.effect).toBe(shows);
    }, 400_000);
  }
});

/** Events whose answer no agent reads: as the session ends a block asks the agent to go on, and none does; before Gemini's compression it keeps nothing back. */
const ANSWER_NOT_READ = [
  ['gemini', 'SessionEnd'],
  ['copilot', 'sessionEnd'],
  // Asked before every turn after the first; its answer is not read either.
  ['gemini', 'PreCompress'],
  // Told of each instructions file loaded as the session starts; the answer is dropped.
  ['qwen', 'InstructionsLoaded'],
] as const;

describe('run --live --agent on events whose answer is not read', () => {
  for (const [agent, event] of ANSWER_NOT_READ) {
    it(`${agent} ${event}: the hook runs and a block changes nothing, as the oracle says`, async () => {
      const { live } = await runLiveCases(agent, event, 'session-end-asks-to-go-on.sh', FEW_CASES);
      for (const item of live.cases) expect(item.live.agreesWithOracle || item.live.unconfirmed !== undefined, `${item.label}: ${JSON.stringify(item.live)}`).toBe(true);
      const confirmed = live.cases.filter(({ live: replay }) => replay.agreesWithOracle);
      expect(confirmed.length, JSON.stringify(live.cases.map(({ live: replay }) => replay))).toBeGreaterThan(0);
      for (const item of confirmed) expect(item.live.effect).toBe('proceeded');
    }, 400_000);
  }
});

/** As the session starts: Claude's additionalContext goes with the first prompt in Codex, Gemini CLI and Qwen Code; Copilot CLI reads only its flat form, Cline nothing. */
const AT_SESSION_START = [
  ['codex', 'SessionStart', 'context'],
  ['gemini', 'SessionStart', 'context'],
  ['qwen', 'SessionStart', 'context'],
  // A subagent's start: on its first run Qwen Code keeps the context from the model.
  ['qwen', 'SubagentStart', 'proceeded'],
  ['copilot', 'sessionStart', 'proceeded'],
  ['cline', 'TaskStart', 'proceeded'],
] as const;

describe('run --live --agent on the session-start event', () => {
  for (const [agent, event, shows] of AT_SESSION_START) {
    it(`${agent} ${event}: Claude's context ${shows === 'context' ? 'goes with the first prompt' : 'is not read'}, as the oracle says`, async () => {
      const { live } = await runLiveCases(agent, event, 'session-start-adds-context.sh', FEW_CASES);
      for (const item of live.cases) expect(item.live.agreesWithOracle || item.live.unconfirmed !== undefined, `${item.label}: ${JSON.stringify(item.live)}`).toBe(true);
      const confirmed = live.cases.filter(({ live: replay }) => replay.agreesWithOracle);
      expect(confirmed.length, JSON.stringify(live.cases.map(({ live: replay }) => replay))).toBeGreaterThan(0);
      for (const item of confirmed) expect(item.live.effect).toBe(shows);
    }, 400_000);
  }
});
