/**
 * Each other agent's committed truth table holds in the installed CLI: a few rows measured again,
 * live (each a headless session of the agent against its fake model, in its own network namespace,
 * through the agent's live driver), show the facts the table records. Needs the pinned agents (`npm
 * run agents`) and a build (sessions run from dist).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { AgentRowFacts, AgentTruthTable } from '../../specs/agents/pre-tool-answers.js';
import { AGENTS, OTHER_AGENT_IDS, type OtherAgentId } from '../../src/agents/index.js';
import { compiledEntry } from '../../src/live/contained-session.js';
import { writeHookScript } from '../../src/live/truth-row.js';
import { runHook } from '../../src/runner/run-hook.js';
import { createScratchArea } from '../../src/workspace/scratch-area.js';

const PATH = process.env['PATH'] ?? '/usr/bin:/bin';

interface LiveRow {
  readonly id: string;
  /** What the row must show beside matching the table: the behaviour the table is trusted for. */
  readonly shows?: Partial<AgentRowFacts>;
}

/** The rows measured again for each agent, and how long one session may take. */
const LIVE: Readonly<Record<OtherAgentId, { readonly rows: readonly LiveRow[]; readonly timeoutMs: number }>> = {
  gemini: {
    rows: [
      // A JSON deny on exit 0 keeps the tool from running and its reason reaches the model.
      { id: 'BeforeTool/decision-deny/0/empty', shows: { toolRan: false, reached: { reason: true } as AgentRowFacts['reached'] } },
      // Exit 2 with a JSON log line on stderr: read as the answer, it holds nothing back.
      { id: 'BeforeTool/empty/2/json-log', shows: { toolRan: true } },
      // An empty answer on exit 0 lets the tool run.
      { id: 'BeforeTool/empty/0/empty', shows: { toolRan: true, continued: true } },
      // Claude Code's hookSpecificOutput deny does what the table recorded.
      { id: 'BeforeTool/claude-deny/0/empty' },
      // After the call, continue: false ends the run there.
      { id: 'AfterTool/continue-false/0/text', shows: { toolRan: true, continued: false } },
      // At the end of the turn, a block makes the agent go on.
      { id: 'AfterAgent/decision-block/0/text', shows: { continued: true } },
      // Before the prompt, a block keeps it from the model.
      { id: 'BeforeAgent/decision-block/0/text', shows: { toolRan: false, continued: false } },
      // As the session starts, Claude's context goes with the first prompt, even on exit 2.
      { id: 'SessionStart/claude-context/2/text', shows: { continued: true, reached: { stdout: false, stderr: false, reason: false, context: true } } },
      // As the session ends, a block asks for more and the agent does not go on.
      { id: 'SessionEnd/decision-block/0/text', shows: { continued: false } },
      // Before a turn's compression, not even Claude's context reaches the model, and a block keeps nothing back.
      { id: 'PreCompress/claude-context/0/text', shows: { continued: true, reached: { stdout: false, stderr: false, reason: false, context: false } } },
      { id: 'PreCompress/decision-block/2/text', shows: { continued: true } },
    ],
    timeoutMs: 120_000,
  },
  codex: {
    rows: [
      { id: 'PreToolUse/claude-deny/0/empty' },
      { id: 'PreToolUse/empty/0/empty' },
      { id: 'PreToolUse/claude-deny-unknown-key/0/empty' },
      // After the call, a block's reason reaches the model.
      { id: 'PostToolUse/decision-block/0/text', shows: { reached: { stdout: false, stderr: false, reason: true, context: false } } },
      { id: 'Stop/empty/2/text', shows: { continued: true } },
      { id: 'UserPromptSubmit/plain/0/text', shows: { continued: true, reached: { stdout: true, stderr: false, reason: false, context: false } } },
      // As the session starts, continue: false ends it before the prompt reaches the model.
      { id: 'SessionStart/continue-false/0/text', shows: { toolRan: false, continued: false } },
    ],
    timeoutMs: 120_000,
  },
  // A block by exit code, a pass, and (after the call) its flat context reaching the model.
  copilot: {
    rows: [
      { id: 'preToolUse/empty/2/text' },
      { id: 'preToolUse/empty/0/empty' },
      { id: 'postToolUse/flat-context/0/text' },
      { id: 'agentStop/decision-block/0/text' },
      { id: 'userPromptSubmitted/modified-prompt/0/text' },
      { id: 'sessionStart/flat-context/2/empty' },
      { id: 'SessionEnd/decision-block/0/text', shows: { continued: false } },
      // Asked permission for the call, its own deny holds the call back and its message reaches the model.
      { id: 'permissionRequest/behavior-deny/0/empty', shows: { toolRan: false, reached: { stdout: false, stderr: false, reason: true, context: false } } },
    ],
    timeoutMs: 150_000,
  },
  qwen: {
    rows: [
      { id: 'PreToolUse/claude-deny/0/text' },
      { id: 'PreToolUse/empty/0/text' },
      { id: 'PostToolUse/decision-block/0/text' },
      { id: 'Stop/continue-false/0/text' },
      { id: 'UserPromptSubmit/claude-context/1/text' },
      { id: 'SessionStart/plain/0/text' },
      // After a call that failed, Claude's additionalContext goes after the error.
      { id: 'PostToolUseFailure/claude-context/0/text', shows: { continued: true, reached: { stdout: false, stderr: false, reason: false, context: true } } },
      // After the batch of calls, Claude's additionalContext goes beside the last result.
      { id: 'PostToolBatch/claude-context/0/text', shows: { continued: true, reached: { stdout: false, stderr: false, reason: false, context: true } } },
      // As each instructions file loads, nothing the hook answers keeps the prompt back or goes with it.
      { id: 'InstructionsLoaded/claude-context/0/text', shows: { continued: true, reached: { stdout: false, stderr: false, reason: false, context: false } } },
      // Exit 2 with a JSON log line on stderr: read as the answer, it holds nothing back.
      { id: 'PreToolUse/empty/2/json-log', shows: { toolRan: true } },
      // As a subagent stops, continue: false sends it back to work with its stopReason (Claude Code lets it end).
      { id: 'SubagentStop/continue-false/0/text', shows: { continued: true, reached: { stdout: false, stderr: false, reason: true, context: false } } },
    ],
    timeoutMs: 260_000,
  },
  cline: {
    rows: [
      { id: 'PreToolUse/cancel/0/text' },
      { id: 'PreToolUse/empty/2/empty' },
      { id: 'PostToolUse/context-modification/1/text' },
      { id: 'TaskComplete/decision-block/0/text' },
      // As the task starts, not even its own context reaches the model.
      { id: 'TaskStart/context-modification/0/text', shows: { continued: true, reached: { stdout: false, stderr: false, reason: false, context: false } } },
    ],
    timeoutMs: 180_000,
  },
};

const binOf = (binName: string) => fileURLToPath(new URL(`../../agents/node_modules/.bin/${binName}`, import.meta.url));

/** Each agent's driver and installed version; the version null when the agent does not answer. */
const installed = new Map(
  await Promise.all(
    OTHER_AGENT_IDS.map(async (agent) => {
      const driver = await AGENTS[agent].loadDriver();
      const version = await driver.readVersion(binOf(driver.binName), PATH, { runHook, createScratchArea: () => createScratchArea() }).catch(() => null);
      return [agent, { driver, version }] as const;
    }),
  ),
);

const dir = mkdtempSync(join(tmpdir(), 'hookcheck-live-agents-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(OTHER_AGENT_IDS)('%s truth rows, live', (agent) => {
  const { driver, version } = installed.get(agent)!;
  const bin = binOf(driver.binName);
  // A missing agent is a broken install (npm run agents installs it): red, with the fix, never a skip.
  if (version === null) {
    it('has the agent to measure', () => {
      throw new Error(`no working ${AGENTS[agent].name} at ${bin} (run npm run agents; a platform binary may be an optional dependency)`);
    });
    return;
  }
  const { rows: live, timeoutMs } = LIVE[agent];

  it.each(live)(
    '$id shows the facts the committed table records',
    async ({ id, shows }) => {
      expect(existsSync(compiledEntry(`agents/${agent}/live/session-main.js`)), 'the session entry runs compiled: run `npm run build` first').toBe(true);
      const table = JSON.parse(readFileSync(fileURLToPath(new URL(`../../specs/${agent}/truth/${version}.json`, import.meta.url)), 'utf8')) as AgentTruthTable;
      const recorded = table.rows.find((row) => row.id === id);
      const rows = driver.truthRows();
      const row = rows.find((candidate) => candidate.id === id)!;
      expect(recorded, `specs/${agent}/truth/${version}.json has no row ${id}: run npm run truth -- ${agent}`).toBeDefined();
      const facts = await driver.measureTruthRow(row, writeHookScript(dir, row, rows.indexOf(row)), { bin, bwrapBin: '/usr/bin/bwrap', path: PATH }, runHook);
      if (shows !== undefined) expect(facts).toMatchObject(shows);
      expect(facts).toEqual(recorded!.facts);
    },
    timeoutMs,
  );
});
