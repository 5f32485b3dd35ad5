/**
 * The committed Cline truth table holds in the installed Cline CLI: a few rows measured again,
 * live (each a `cline --json` against the fake model, in its own network namespace), show the facts
 * the table records. Needs the pinned Cline (a dev dependency) and a build (sessions run from dist).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { AgentTruthTable } from '../../specs/agents/pre-tool-answers.js';
import { clineRows } from '../../specs/cline/truth/answers.js';
import { measureClineRow } from '../../src/agents/cline/live/cline-row.js';
import { readClineVersion } from '../../src/agents/cline/live/cline-version.js';
import { writeHookScript } from '../../src/live/truth-row.js';
import { runHook } from '../../src/runner/run-hook.js';
import { createScratchArea } from '../../src/runner/scratch-area.js';

const CLINE_BIN = fileURLToPath(new URL('../../agents/node_modules/.bin/cline', import.meta.url));
const PATH = process.env['PATH'] ?? '/usr/bin:/bin';
/** null when the Cline CLI (or its platform binary, an optional dependency) is not installed. */
const version = await readClineVersion(CLINE_BIN, PATH, { runHook, createScratchArea: () => createScratchArea() }).catch(() => null);
const ROWS = ['PreToolUse/cancel/0/text', 'PreToolUse/empty/2/empty'];

describe('Cline PreToolUse, live', () => {
  // A missing agent is a broken install (npm run agents installs it): red, with the fix, never a skip.
  if (version === null) it('has the agent to measure', () => {
    throw new Error(`no working Cline CLI at ${CLINE_BIN} (run npm run agents; its platform binary is an optional dependency)`);
  });
  const dir = mkdtempSync(join(tmpdir(), 'hookcheck-live-cline-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  if (version !== null) it.each(ROWS)('%s shows the facts the committed table records', async (id) => {
    const table = JSON.parse(readFileSync(fileURLToPath(new URL(`../../specs/cline/truth/${version}.json`, import.meta.url)), 'utf8')) as AgentTruthTable;
    const recorded = table.rows.find((row) => row.id === id);
    const rows = clineRows();
    const row = rows.find((candidate) => candidate.id === id)!;
    expect(recorded, `specs/cline/truth/${version}.json has no row ${id}: run npm run truth -- cline`).toBeDefined();
    const facts = await measureClineRow(row, writeHookScript(dir, row, rows.indexOf(row)), { clineBin: CLINE_BIN, bwrapBin: '/usr/bin/bwrap', path: PATH, runHook });
    expect(facts).toEqual(recorded!.facts);
  }, 180_000);
});
