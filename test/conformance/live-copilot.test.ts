/**
 * The committed Copilot truth table holds in the installed Copilot CLI: a few rows measured again,
 * live (each a `copilot -p` against the fake chat-completions model, in its own network namespace),
 * show the facts the table records. Needs the pinned Copilot CLI (a dev dependency) and a build
 * (sessions run from dist).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { AgentTruthTable } from '../../specs/agents/pre-tool-answers.js';
import { allCopilotRows } from '../../specs/copilot/truth/answers.js';
import { measureCopilotRow } from '../../src/agents/copilot/live/copilot-row.js';
import { readCopilotVersion } from '../../src/agents/copilot/live/copilot-version.js';
import { writeHookScript } from '../../src/live/truth-row.js';
import { runHook } from '../../src/runner/run-hook.js';
import { createScratchArea } from '../../src/runner/scratch-area.js';

const COPILOT_BIN = fileURLToPath(new URL('../../agents/node_modules/.bin/copilot', import.meta.url));
const PKG_CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/hookcheck-copilot', import.meta.url));
const PATH = process.env['PATH'] ?? '/usr/bin:/bin';
/** null when the Copilot CLI (or its platform binary, an optional dependency) is not installed. */
const version = await readCopilotVersion(COPILOT_BIN, PATH, PKG_CACHE_DIR, { runHook, createScratchArea: () => createScratchArea() }).catch(() => null);
// A block by exit code, and a pass.
const ROWS = ['preToolUse/empty/2/text', 'preToolUse/empty/0/empty'];

describe('Copilot preToolUse, live', () => {
  // A missing agent is a broken install (npm run agents installs it): red, with the fix, never a skip.
  if (version === null) it('has the agent to measure', () => {
    throw new Error(`no working Copilot CLI at ${COPILOT_BIN} (run npm run agents; its platform binary is an optional dependency)`);
  });
  const dir = mkdtempSync(join(tmpdir(), 'hookcheck-live-copilot-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  if (version !== null) it.each(ROWS)('%s shows the facts the committed table records', async (id) => {
    const table = JSON.parse(readFileSync(fileURLToPath(new URL(`../../specs/copilot/truth/${version}.json`, import.meta.url)), 'utf8')) as AgentTruthTable;
    const recorded = table.rows.find((row) => row.id === id);
    const rows = allCopilotRows();
    const row = rows.find((candidate) => candidate.id === id)!;
    expect(recorded, `specs/copilot/truth/${version}.json has no row ${id}: run npm run truth -- copilot`).toBeDefined();
    const facts = await measureCopilotRow(row, writeHookScript(dir, row, rows.indexOf(row)), { copilotBin: COPILOT_BIN, bwrapBin: '/usr/bin/bwrap', path: PATH, pkgCacheDir: PKG_CACHE_DIR, runHook });
    expect(facts).toEqual(recorded!.facts);
  }, 150_000);
});
