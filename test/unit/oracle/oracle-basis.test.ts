/** The run's line on what the verdicts are true for, and how that was established. */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LATEST_VERSION, RECORDED_TRUTH } from '../../../specs/claude-code/versions.js';
import { describeOracleBasis } from '../../../src/agents/oracle-basis.js';

const claude = (agentVersion: string) => ({ agent: 'claude-code' as const, agentVersion });

describe(describeOracleBasis.name, () => {
  it('names another agent and the table its verdicts come from, once per agent and version', () => {
    const line = describeOracleBasis([claude(LATEST_VERSION), { agent: 'gemini', agentVersion: '0.61.0' }, { agent: 'gemini', agentVersion: '0.61.0' }], 0);
    expect(line).toBe(
      `oracle: verdicts hold for Claude Code ${LATEST_VERSION}, by its recorded truth table (${RECORDED_TRUTH[LATEST_VERSION]} measured answers); Gemini CLI 0.61.0, by its recorded truth table (364 measured answers)`,
    );
  });

  it('names the recorded truth table of a measured version', () => {
    expect(describeOracleBasis([claude(LATEST_VERSION)], 0)).toBe(
      `oracle: verdicts hold for Claude Code ${LATEST_VERSION}, by its recorded truth table (${RECORDED_TRUTH[LATEST_VERSION]} measured answers)`,
    );
  });

  it('says a version without a table is predicted from the version history, and counts live replays', () => {
    const line = describeOracleBasis([claude('2.1.200'), claude('2.1.200')], 3);
    expect(line).toContain(`Claude Code 2.1.200, predicted from the protocol's version history (no recorded truth table for it; recorded: ${Object.keys(RECORDED_TRUTH).join(', ')})`);
    expect(line).toMatch(/; 3 case\(s\) also replayed live in the agent$/);
  });

  it('judges a newer unmeasured version by the nearest measured one, and says so', () => {
    const newest = Object.keys(RECORDED_TRUTH)
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .at(-1)!;
    const unmeasured = newest.replace(/\d+$/, (patch) => String(Number(patch) + 2));
    expect(describeOracleBasis([claude(unmeasured)], 0)).toBe(
      `oracle: verdicts hold for Claude Code ${unmeasured}, by the recorded truth table of ${newest} (${RECORDED_TRUTH[newest]} measured answers), the nearest measured version: ${unmeasured} itself was not measured, and no change between the two is known`,
    );
  });

  it('counts exactly the rows each recorded table holds', () => {
    for (const [version, rows] of Object.entries(RECORDED_TRUTH)) {
      const file = fileURLToPath(new URL(`../../../specs/claude-code/truth/${version}.json`, import.meta.url));
      expect(existsSync(file)).toBe(true);
      expect((JSON.parse(readFileSync(file, 'utf8')) as { rows: unknown[] }).rows).toHaveLength(rows);
    }
  });
});
