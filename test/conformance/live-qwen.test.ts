/**
 * The committed Qwen Code truth table holds in the installed CLI: a few rows measured again, live
 * (each a headless `qwen` session against the fake chat-completions model, in its own network
 * namespace), show the facts the table records. Needs the pinned Qwen Code (a dev dependency) and a
 * build (sessions run from dist).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { AgentTruthTable } from '../../specs/agents/pre-tool-answers.js';
import { qwenRows } from '../../specs/qwen/truth/answers.js';
import { measureQwenRow } from '../../src/agents/qwen/live/qwen-row.js';
import { readQwenVersion } from '../../src/agents/qwen/live/qwen-version.js';
import { writeHookScript } from '../../src/live/truth-row.js';
import { runHook } from '../../src/runner/run-hook.js';
import { createScratchArea } from '../../src/runner/scratch-area.js';

const QWEN_BIN = fileURLToPath(new URL('../../agents/node_modules/.bin/qwen', import.meta.url));
const PATH = process.env['PATH'] ?? '/usr/bin:/bin';
/** null when Qwen Code is not installed. */
const version = await readQwenVersion(QWEN_BIN, PATH, { runHook, createScratchArea: () => createScratchArea() }).catch(() => null);
const ROWS = ['PreToolUse/claude-deny/0/text', 'PreToolUse/empty/0/text'];

describe('Qwen Code PreToolUse, live', () => {
  // A missing agent is a broken install (npm run agents installs it): red, with the fix, never a skip.
  if (version === null) it('has the agent to measure', () => {
    throw new Error(`no working Qwen Code at ${QWEN_BIN} (run npm run agents)`);
  });
  const dir = mkdtempSync(join(tmpdir(), 'hookcheck-live-qwen-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  if (version !== null) it.each(ROWS)('%s shows the facts the committed table records', async (id) => {
    const table = JSON.parse(readFileSync(fileURLToPath(new URL(`../../specs/qwen/truth/${version}.json`, import.meta.url)), 'utf8')) as AgentTruthTable;
    const recorded = table.rows.find((row) => row.id === id);
    const rows = qwenRows();
    const row = rows.find((candidate) => candidate.id === id)!;
    expect(recorded, `specs/qwen/truth/${version}.json has no row ${id}: run npm run truth -- qwen`).toBeDefined();
    const facts = await measureQwenRow(writeHookScript(dir, row, rows.indexOf(row)), { qwenBin: QWEN_BIN, bwrapBin: '/usr/bin/bwrap', path: PATH, runHook });
    expect(facts).toEqual(recorded!.facts);
  }, 200_000);
});
