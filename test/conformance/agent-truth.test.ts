/**
 * Every agent with a recorded truth table (specs/<agent>/truth/<version>.json, written by
 * `npm run truth -- <agent>`): every row goes through the agent's oracle, and every facet the agent
 * showed must be the one the oracle predicts. Any disagreement fails and prints the row.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MARKERS, PRE_TOOL_CHANNELS, type AgentMeasuredRow, type AgentRowFacts, type AgentTruthTable } from '../../specs/agents/pre-tool-answers.js';
import { AGENT_IDS, OTHER_AGENT_IDS, type AgentId } from '../../src/agents/index.js';
import { predictSessionFacts } from '../../src/oracle/agent-facts.js';
import { AGENTS } from '../../src/agents/index.js';
import type { HookOutcome } from '../../src/model/outcome.js';
import { exited, killed } from '../helpers/factory.js';

/** Every agent but Claude Code (held to its own table by differential.test.ts) whose oracle says it has a recorded table. */
const RECORDED = OTHER_AGENT_IDS.filter((agent) => AGENTS[agent].basis(AGENTS[agent].latestVersion)?.kind === 'recorded');

it('finds a recorded table for every agent but Claude Code, so none is left out unchecked', () => {
  expect(RECORDED).toEqual(AGENT_IDS.filter((agent) => agent !== 'claude-code'));
});

function tableOf(agent: AgentId): AgentTruthTable {
  const file = fileURLToPath(new URL(`../../specs/${agent}/truth/${AGENTS[agent].latestVersion}.json`, import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as AgentTruthTable;
}

function outcomeOf(row: AgentMeasuredRow): HookOutcome {
  const { stdout, stderr, exit } = row.answer;
  return exit === 'signal' ? killed('SIGKILL', stdout, stderr) : exited(exit, stdout, stderr);
}

export function oracleFacts(agent: AgentId, row: AgentMeasuredRow): AgentRowFacts {
  const facts = predictSessionFacts(AGENTS[agent].claudeEvent(row.event)!, AGENTS[agent].predict(row.event, outcomeOf(row), AGENTS[agent].latestVersion));
  const reached = Object.fromEntries(PRE_TOOL_CHANNELS.map((channel) => [channel, facts.modelTexts.some((text) => text.includes(MARKERS[channel]))])) as AgentRowFacts['reached'];
  return { toolRan: facts.toolRan, continued: facts.continued, reached };
}

function differences(recorded: AgentRowFacts, predicted: AgentRowFacts): string[] {
  return [
    ...(['toolRan', 'continued'] as const).filter((facet) => recorded[facet] !== predicted[facet]).map((facet) => `${facet}: agent ${String(recorded[facet])}, oracle ${String(predicted[facet])}`),
    ...PRE_TOOL_CHANNELS.filter((channel) => recorded.reached[channel] !== predicted.reached[channel]).map(
      (channel) => `${channel} text reached the model: agent ${String(recorded.reached[channel])}, oracle ${String(predicted.reached[channel])}`,
    ),
  ];
}

describe.each(RECORDED)('the %s oracle against its recorded truth table', (agent) => {
  const table = tableOf(agent);

  it('is the table of the version the oracle models, measured by the truth script, and the oracle counts its rows', async () => {
    // One script measures every agent, through its live driver's truth rows.
    expect(existsSync(fileURLToPath(new URL('../../scripts/truth.ts', import.meta.url)))).toBe(true);
    expect((await AGENTS[agent].loadDriver()).truthRows().map(({ id }) => id)).toEqual(expect.arrayContaining(table.rows.map(({ id }) => id)));
    expect(table).toMatchObject({ agent, version: AGENTS[agent].latestVersion });
    // Tables measured before the one truth script name the agent's own script it replaced.
    expect([`scripts/truth.ts ${agent}`, `scripts/truth-${agent}.ts`]).toContain(table.measuredBy);
    expect(table.rows.length).toBeGreaterThan(30);
    expect(AGENTS[agent].basis(table.version)).toEqual({ kind: 'recorded', rows: table.rows.length });
  });

  it('predicts every facet of every row', () => {
    const disagreements = table.rows.flatMap((row) => {
      const found = differences(row.facts, oracleFacts(agent, row));
      return found.length === 0 ? [] : [`${row.id} (stdout ${JSON.stringify(row.answer.stdout.slice(0, 100))}): ${found.join('; ')}`];
    });
    expect(disagreements).toEqual([]);
  });

  it('fails on a row whose recorded fact differs from the prediction', () => {
    const row = table.rows[0]!;
    const flipped = { ...row.facts, toolRan: !row.facts.toolRan };
    expect(differences(flipped, oracleFacts(agent, row))).toEqual([`toolRan: agent ${String(!row.facts.toolRan)}, oracle ${String(row.facts.toolRan)}`]);
  });
});
