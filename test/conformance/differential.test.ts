/**
 * The differential suite: every row of every recorded Claude Code truth table
 * (specs/claude-code/truth/<version>.json, written by `npm run truth -- claude-code`) goes through the
 * oracle at that version, and every facet the agent showed must be the one the oracle predicts. Any
 * disagreement fails and prints the row. A few rows are measured again live in each version's pinned
 * build, to prove the harness still works and the build still answers as recorded.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHANNELS, MARKERS, TRUTH_EVENTS, truthRows, type TruthRow } from '../../specs/claude-code/truth/answers.js';
import { LATEST_VERSION, RECORDED_TRUTH } from '../../specs/claude-code/versions.js';
import { mapLimited } from '../../src/util/map-limited.js';
import type { SessionFacts } from '../../src/live/session-facts.js';
import { measureTruthRow, writeHookScript, type MeasuredRow, type TruthTable } from '../../src/live/truth-row.js';
import { predictEffect } from '../../src/agents/claude-code/predict-effect.js';
import { predictFacts } from '../../src/agents/claude-code/predict-facts.js';
import type { HookOutcome } from '../../src/model/outcome.js';
import { runHook } from '../../src/runner/run-hook.js';
import { exited, killed } from '../helpers/factory.js';

const readTable = (version: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`../../specs/claude-code/truth/${version}.json`, import.meta.url)), 'utf8')) as TruthTable;
const TABLES = Object.keys(RECORDED_TRUTH).map(readTable);

/** The pinned build of each recorded version (agents/package.json): the claude-code package, or the agent SDK's binary for newer ones. */
const BUILDS: Readonly<Record<string, string>> = {
  '2.1.332': '../../agents/node_modules/.bin/claude',
  '2.1.335': '../../agents/node_modules/@anthropic-ai/claude-agent-sdk-linux-x64/claude',
};

/** Rows measured again in the real agent on every run: one per class the harness must tell apart. */
const LIVE_ROWS = [
  'PreToolUse/deny/0/empty',
  'PreToolUse/allow-rewrite/0/empty',
  'UserPromptSubmit/block/2/text',
  'Stop/context/0/empty',
  'PostToolUse/empty/1/text',
  'SubagentStop/block/0/empty',
  'PermissionRequest/allow/0/empty',
];

function outcomeOf(row: TruthRow): HookOutcome {
  const { stdout, stderr, exit } = row.answer;
  return exit === 'signal' ? killed('SIGKILL', stdout, stderr) : exited(exit, stdout, stderr);
}

/** What the oracle says the agent shows for `row`, in the table's own terms. */
function oracleFacts(row: TruthRow, version: string): SessionFacts {
  const outcome = outcomeOf(row);
  const facts = predictFacts(row.event, outcome, predictEffect(row.event, outcome, version));
  const reached = Object.fromEntries(CHANNELS.map((channel) => [channel, channel === 'rewrite' ? facts.ranRewrite : facts.modelTexts.some((text) => text.includes(MARKERS[channel]))]));
  return { toolRan: facts.toolRan, promptReached: facts.promptReached, continued: facts.continued, hookLabel: facts.hookLabel, reached };
}

function differences(row: MeasuredRow, predicted: SessionFacts): string[] {
  const recorded = row.facts;
  const facets = ['toolRan', 'promptReached', 'continued', 'hookLabel'] as const;
  return [
    ...facets.filter((facet) => recorded[facet] !== predicted[facet]).map((facet) => `${facet}: agent ${String(recorded[facet])}, oracle ${String(predicted[facet])}`),
    ...CHANNELS.filter((channel) => recorded.reached[channel] !== predicted.reached[channel]).map(
      (channel) => `${channel} text reached the model: agent ${String(recorded.reached[channel])}, oracle ${String(predicted.reached[channel])}`,
    ),
  ];
}

describe.each(TABLES)('differential: the oracle against the recorded Claude Code $version', (table) => {
  it('holds a recorded fact for every row of the answer table', () => {
    expect(RECORDED_TRUTH[table.version]).toBe(table.rows.length);
    expect(table.rows.map((row) => row.id)).toEqual(truthRows().map((row) => row.id));
    expect(table.rows.map((row) => JSON.stringify(row.answer))).toEqual(truthRows().map((row) => JSON.stringify(row.answer)));
  });

  it.each(TRUTH_EVENTS)('predicts every facet of every %s row', (event) => {
    const rows = table.rows.filter((row) => row.event === event);
    expect(rows.length).toBeGreaterThan(50);
    const disagreements = rows.flatMap((row) => {
      const found = differences(row, oracleFacts(row, table.version));
      return found.length === 0 ? [] : [`${row.id} (stdout ${JSON.stringify(row.answer.stdout.slice(0, 120))}): ${found.join('; ')}`];
    });
    expect(disagreements).toEqual([]);
  });

  it('fails on a row whose recorded fact differs from the prediction', () => {
    const row = table.rows.find((candidate) => candidate.id === 'PreToolUse/deny/0/empty')!;
    const flipped: MeasuredRow = { ...row, facts: { ...row.facts, toolRan: !row.facts.toolRan } };
    expect(differences(flipped, oracleFacts(row, table.version))).toEqual([`toolRan: agent ${String(!row.facts.toolRan)}, oracle ${String(row.facts.toolRan)}`]);
  });
});

describe('differential: every recorded version, the newest modelled among them', () => {
  it('records the latest version, and names a pinned build for each', () => {
    expect(Object.keys(RECORDED_TRUTH)).toContain(LATEST_VERSION);
    expect(Object.keys(BUILDS).sort()).toEqual(Object.keys(RECORDED_TRUTH).sort());
  });
});

describe.each(TABLES)('differential: the pinned Claude Code $version still measures what its table recorded', (table) => {
  it(`re-measures ${LIVE_ROWS.length} rows in the real agent`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hookcheck-truth-live-'));
    const settings = { agentBin: fileURLToPath(new URL(BUILDS[table.version]!, import.meta.url)), bwrapBin: '/usr/bin/bwrap', path: process.env['PATH'] ?? '/usr/bin:/bin', runHook };
    try {
      const rows = LIVE_ROWS.map((id) => table.rows.find((row) => row.id === id)!);
      const measured = await mapLimited(rows, 2, async (row) => ({ id: row.id, facts: await measureTruthRow(row, writeHookScript(dir, row, rows.indexOf(row)), settings) }));
      expect(measured).toEqual(rows.map((row) => ({ id: row.id, facts: row.facts })));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
