/**
 * The committed Codex truth table holds in the installed Codex CLI: a few rows measured again,
 * live (each a `codex exec` against the fake model, in its own network namespace), show the facts
 * the table records. Needs the pinned Codex (a dev dependency) and a build (sessions run from dist).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { AgentTruthTable } from '../../specs/agents/pre-tool-answers.js';
import { codexRows } from '../../specs/codex/truth/answers.js';
import { measureCodexRow } from '../../src/agents/codex/live/codex-row.js';
import { readCodexVersion } from '../../src/agents/codex/live/codex-version.js';
import { writeHookScript } from '../../src/live/truth-row.js';
import { runHook } from '../../src/runner/run-hook.js';
import { createScratchArea } from '../../src/runner/scratch-area.js';

const CODEX_BIN = fileURLToPath(new URL('../../agents/node_modules/.bin/codex', import.meta.url));
const PATH = process.env['PATH'] ?? '/usr/bin:/bin';
/** null when the Codex CLI (or its platform binary, an optional dependency) is not installed. */
const version = await readCodexVersion(CODEX_BIN, PATH, { runHook, createScratchArea: () => createScratchArea() }).catch(() => null);
const ROWS = ['PreToolUse/claude-deny/0/empty', 'PreToolUse/empty/0/empty', 'PreToolUse/claude-deny-unknown-key/0/empty'];

describe('Codex PreToolUse, live', () => {
  // A missing agent is a broken install (npm run agents installs it): red, with the fix, never a skip.
  if (version === null) it('has the agent to measure', () => {
    throw new Error(`no working Codex CLI at ${CODEX_BIN} (run npm run agents; its platform binary is an optional dependency)`);
  });
  const dir = mkdtempSync(join(tmpdir(), 'hookcheck-live-codex-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  if (version !== null) it.each(ROWS)('%s shows the facts the committed table records', async (id) => {
    const table = JSON.parse(readFileSync(fileURLToPath(new URL(`../../specs/codex/truth/${version}.json`, import.meta.url)), 'utf8')) as AgentTruthTable;
    const recorded = table.rows.find((row) => row.id === id);
    const rows = codexRows();
    const row = rows.find((candidate) => candidate.id === id)!;
    expect(recorded, `specs/codex/truth/${version}.json has no row ${id}: run npm run truth -- codex`).toBeDefined();
    const facts = await measureCodexRow(row, writeHookScript(dir, row, rows.indexOf(row)), { codexBin: CODEX_BIN, bwrapBin: '/usr/bin/bwrap', path: PATH, runHook });
    expect(facts).toEqual(recorded!.facts);
  }, 120_000);
});
