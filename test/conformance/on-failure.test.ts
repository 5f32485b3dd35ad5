/**
 * The `onFailure` table (specs/claude-code/on-failure.ts) measured again in each pinned build of
 * Claude Code: "onFailure": "block" on the handler makes a failing guard hold the call back; on the
 * matcher group it is not read. The control row shows the harness tells a held call from one that ran.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { ON_FAILURE_EVENT_ROWS, ON_FAILURE_MEASURED_ON, ON_FAILURE_ROWS } from '../../specs/claude-code/on-failure.js';
import { MARKERS, truthRows } from '../../specs/claude-code/truth/answers.js';
import { measureTruthRow, writeHookScript } from '../../src/live/truth-row.js';
import { measureOnFailureRow } from '../../src/live/on-failure-row.js';
import { runHook } from '../../src/runner/run-hook.js';
import { mapLimited } from '../../src/util/map-limited.js';

/** The pinned build of each measured version (agents/package.json). */
const BUILDS: Readonly<Record<string, string>> = {
  '2.1.332': '../../agents/node_modules/.bin/claude',
  '2.1.335': '../../agents/node_modules/@anthropic-ai/claude-agent-sdk-linux-x64/claude',
};

describe.each(ON_FAILURE_MEASURED_ON)('onFailure in a settings file, Claude Code %s', (version) => {
  it(`holds the call back on a failing hook with onFailure on the handler, not on the group (${ON_FAILURE_ROWS.length} rows)`, async () => {
    const settings = { agentBin: fileURLToPath(new URL(BUILDS[version]!, import.meta.url)), bwrapBin: '/usr/bin/bwrap', path: process.env['PATH'] ?? '/usr/bin:/bin', runHook };
    const measured = await mapLimited(ON_FAILURE_ROWS, 2, async (row) => ({ ...row, toolRan: await measureOnFailureRow(row, settings) }));
    expect(measured).toEqual(ON_FAILURE_ROWS);
  }, 300_000);
});

const dir = mkdtempSync(join(tmpdir(), 'hookcheck-on-failure-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(ON_FAILURE_MEASURED_ON)('onFailure on every event of the truth table, Claude Code %s', (version) => {
  it(`shows what the committed rows record for a hook that exits 1 (${ON_FAILURE_EVENT_ROWS.length} events)`, async () => {
    const settings = { agentBin: fileURLToPath(new URL(BUILDS[version]!, import.meta.url)), bwrapBin: '/usr/bin/bwrap', path: process.env['PATH'] ?? '/usr/bin:/bin', runHook };
    const rows = truthRows();
    const measured = await mapLimited(ON_FAILURE_EVENT_ROWS, 2, async ({ event }) => {
      const row = rows.find((candidate) => candidate.id === `${event}/empty/1/text`)!;
      const { reached, ...facts } = await measureTruthRow(row, writeHookScript(dir, row, rows.indexOf(row)), settings, { onFailure: 'block' });
      return { event, facts: { ...facts, stderrReached: reached['stderr'] === true } };
    });
    expect(measured).toEqual(ON_FAILURE_EVENT_ROWS);
    expect(MARKERS.stderr).toBe('zqstderrword');
  }, 300_000);
});
