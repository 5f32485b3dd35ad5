/**
 * The Gemini CLI measured live on a few BeforeTool rows, against the committed truth table of the
 * installed version: a JSON deny holds and its reason reaches the model, an empty answer lets the
 * tool run, and Claude Code's deny form does what the table recorded. The CLI is a dev dependency:
 * without it the rows fail (a broken install), they are never skipped.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { AgentRowFacts, AgentTruthTable } from '../../specs/agents/pre-tool-answers.js';
import { geminiRows } from '../../specs/gemini/truth/answers.js';
import { compiledEntry } from '../../src/live/contained-session.js';
import { measureGeminiRow } from '../../src/agents/gemini/live/gemini-truth-row.js';
import { writeHookScript } from '../../src/live/truth-row.js';
import { runHook } from '../../src/runner/run-hook.js';

const ROOT = new URL('../../', import.meta.url);
const GEMINI_BIN = fileURLToPath(new URL('agents/node_modules/.bin/gemini', ROOT));
const installed = existsSync(GEMINI_BIN);
// A missing agent is a broken install (npm run agents installs it): the rows fail, never skip.
if (!installed) console.warn(`The live Gemini CLI rows will fail: ${GEMINI_BIN} is not installed (npm run agents installs it).`);

/** The committed table of the installed version (its package.json names it). */
function readTable(): AgentTruthTable {
  const { version } = JSON.parse(readFileSync(fileURLToPath(new URL('agents/node_modules/@google/gemini-cli/package.json', ROOT)), 'utf8')) as { version: string };
  return JSON.parse(readFileSync(fileURLToPath(new URL(`specs/gemini/truth/${version}.json`, ROOT)), 'utf8')) as AgentTruthTable;
}

const dir = mkdtempSync(join(tmpdir(), 'hookcheck-live-gemini-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function measure(id: string): Promise<{ measured: AgentRowFacts; recorded: AgentRowFacts | undefined }> {
  expect(existsSync(compiledEntry('agents/gemini/live/session-main.js')), 'the session entry runs compiled: run `npm run build` first').toBe(true);
  const rows = geminiRows();
  const row = rows.find((candidate) => candidate.id === id)!;
  const measured = await measureGeminiRow(writeHookScript(dir, row, rows.indexOf(row)), { geminiBin: GEMINI_BIN, bwrapBin: '/usr/bin/bwrap', path: process.env['PATH'] ?? '/usr/bin:/bin', runHook });
  return { measured, recorded: readTable().rows.find((candidate) => candidate.id === id)?.facts };
}

describe('Gemini CLI BeforeTool, live', () => {
  it('a JSON deny on exit 0 keeps the tool from running and its reason reaches the model', async () => {
    const { measured, recorded } = await measure('BeforeTool/decision-deny/0/empty');
    expect(measured).toMatchObject({ toolRan: false, reached: { reason: true } });
    expect(measured).toEqual(recorded);
  }, 120_000);

  it('an empty answer on exit 0 lets the tool run', async () => {
    const { measured, recorded } = await measure('BeforeTool/empty/0/empty');
    expect(measured).toMatchObject({ toolRan: true, continued: true });
    expect(measured).toEqual(recorded);
  }, 120_000);

  it("Claude Code's hookSpecificOutput deny does what the table recorded", async () => {
    const { measured, recorded } = await measure('BeforeTool/claude-deny/0/empty');
    expect(recorded, 'the row is in the committed table').toBeDefined();
    expect(measured).toEqual(recorded);
  }, 120_000);
});
