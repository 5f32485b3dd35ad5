/**
 * The `if` table (specs/claude-code/if-rules.ts) measured again in the pinned Claude Code, and
 * `hookcheck explain`'s reading of `if` and the if-never-fires lint held to every row of it.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IF_RULE_ROWS, type IfRuleRow } from '../../specs/claude-code/if-rules.js';
import { LATEST_VERSION } from '../../specs/claude-code/versions.js';
import { explainIf, joinedRules } from '../../src/audit/explain/if-condition.js';
import { measureIfRow } from '../../src/live/if-rule-row.js';
import { runHook } from '../../src/runner/run-hook.js';
import { mapLimited } from '../../src/util/map-limited.js';

const describeRow = ({ event, rule, command, on }: IfRuleRow) => `${event} ${rule}${on === 'group' ? ' (on the group)' : ''} on ${JSON.stringify(command)}`;
const ON_HANDLER = IF_RULE_ROWS.filter((row) => row.on === undefined);

/** What explain says the row does: fires only where it says the rule matches. */
const explainFires = (row: IfRuleRow) => explainIf(row.rule, { event: row.event, tool: row.command === null ? null : 'Bash', command: row.command }).outcome === 'matches';

function disagreements(rows: readonly IfRuleRow[]): string[] {
  return rows.filter((row) => explainFires(row) !== row.fires).map((row) => `${describeRow(row)}: agent ${row.fires ? 'fires' : 'does not fire'}, explain says the opposite`);
}

describe('if rules: explain against the measured agent', () => {
  it('reads every measured row of a handler\'s "if" as the agent did', () => {
    expect(disagreements(ON_HANDLER)).toEqual([]);
  });

  it('has the agent run the hook whatever a group-level "if" says, and if-on-group-ignored says so', () => {
    const onGroup = IF_RULE_ROWS.filter((row) => row.on === 'group');
    expect(onGroup.map((row) => row.fires)).toEqual([true, true]);
    // The same rule on a handler would keep the hook from this call: on the group it did not.
    const { on: _on, ...asHandler } = onGroup[0]!;
    expect([onGroup[0]!.rule, explainFires(asHandler)]).toEqual(['Bash(ls *)', false]);
  });

  it('reports a row whose measured fact it does not predict', () => {
    const row = ON_HANDLER.find((candidate) => candidate.rule === 'Bash(echo:*)' && candidate.fires)!;
    expect(disagreements([{ ...row, fires: false }])).toEqual([`${describeRow(row)}: agent does not fire, explain says the opposite`]);
  });

  it('calls joined exactly the rows that join rules outside the parentheses, none of which fires', () => {
    const joined = ON_HANDLER.filter((row) => joinedRules(row.rule) !== null);
    expect(joined.map((row) => row.rule)).toEqual(['Bash(echo *)|Bash(ls *)', 'Bash(ls *)|Bash(echo *)', 'Bash(echo *) || Bash(ls *)', 'Bash|Write']);
    expect(joined.every((row) => !row.fires)).toBe(true);
  });
});

describe(`if rules: the pinned Claude Code ${LATEST_VERSION} still reads them so`, () => {
  it(`measures all ${IF_RULE_ROWS.length} rows again`, async () => {
    const settings = { agentBin: fileURLToPath(new URL('../../agents/node_modules/.bin/claude', import.meta.url)), bwrapBin: '/usr/bin/bwrap', path: process.env['PATH'] ?? '/usr/bin:/bin', runHook };
    const measured = await mapLimited(IF_RULE_ROWS, 2, async (row) => ({ row: describeRow(row), fires: await measureIfRow(row, settings) }));
    expect(measured).toEqual(IF_RULE_ROWS.map((row) => ({ row: describeRow(row), fires: row.fires })));
  }, 300_000);
});
