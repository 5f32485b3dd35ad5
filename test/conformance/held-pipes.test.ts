/**
 * The held-pipes table (specs/claude-code/held-pipes.ts) measured again in each pinned build of
 * Claude Code: the agent does not wait for a process that holds a hook's stdout after it exits.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HELD_PIPES_MEASURED_ON, HELD_PIPES_ROWS } from '../../specs/claude-code/held-pipes.js';
import { measureHeldPipesRow } from '../../src/live/held-pipes-row.js';
import { runHook } from '../../src/runner/run-hook.js';
import { mapLimited } from '../../src/util/map-limited.js';

/** The pinned build of each measured version (agents/package.json). */
const BUILDS: Readonly<Record<string, string>> = {
  '2.1.332': '../../agents/node_modules/.bin/claude',
  '2.1.335': '../../agents/node_modules/@anthropic-ai/claude-agent-sdk-linux-x64/claude',
};

describe.each(HELD_PIPES_MEASURED_ON)('a hook whose child holds its stdout, Claude Code %s', (version) => {
  it(`goes on at the hook's exit, with what it printed before (${HELD_PIPES_ROWS.length} rows)`, async () => {
    const settings = { agentBin: fileURLToPath(new URL(BUILDS[version]!, import.meta.url)), bwrapBin: '/usr/bin/bwrap', path: process.env['PATH'] ?? '/usr/bin:/bin', runHook };
    const measured = await mapLimited(HELD_PIPES_ROWS, 2, async (row) => ({ ...row, ...(await measureHeldPipesRow(row, settings)) }));
    expect(measured).toEqual(HELD_PIPES_ROWS);
  }, 300_000);
});
