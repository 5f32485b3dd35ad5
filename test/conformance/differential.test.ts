/**
 * The differential suite: every row of the exit × stdout × stderr table, on five events, goes
 * through the oracle and through the real Claude Code (headless, against the loopback fake model).
 * Any disagreement fails the suite, and the table is printed. The payloads the agent really sent
 * must validate against our input schemas, which keeps them current.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { EventName } from '../../specs/claude-code/events.js';
import { inputSchemas } from '../../specs/claude-code/input-schemas.js';
import { LATEST_VERSION } from '../../specs/claude-code/versions.js';
import { mapLimited } from '../../src/engine/map-limited.js';
import { runContainedSession } from '../../src/live/contained-session.js';
import { judgeLive } from '../../src/live/live-verdict.js';
import { predictEffect } from '../../src/oracle/claude-code/predict-effect.js';
import { runHook } from '../../src/runner/run-hook.js';
import { EXITS, STDERRS, stdoutsFor, writeRow, type Row } from './synthetic-hooks.js';

const agentBin = fileURLToPath(new URL('../../node_modules/.bin/claude', import.meta.url));
const bwrapBin = '/usr/bin/bwrap';
const EVENTS: EventName[] = ['PreToolUse', 'PostToolUse', 'UserPromptSubmit', 'Stop', 'SessionStart'];
const PAYLOADS: Partial<Record<EventName, Record<string, unknown>>> = {
  PreToolUse: { tool_name: 'Bash', tool_input: { command: 'echo hookcheck > out.txt', description: 'Write a file' } },
  PostToolUse: { tool_name: 'Bash', tool_input: { command: 'echo hookcheck > out.txt', description: 'Write a file' } },
  UserPromptSubmit: { prompt: 'Say hello.' },
};
const HOOK_TIMEOUT_MS = 1000;
const JOBS = 2;

interface RowResult {
  readonly row: Row;
  readonly predicted: string;
  readonly observed: string;
  readonly agrees: boolean;
  readonly comparable: boolean;
  readonly payloadProblem: string | null;
}

async function runRow(row: Row): Promise<RowResult> {
  const outcome = await runHook({ command: { form: 'exec', file: row.script, args: [] }, stdin: '{}', cwd: tmpdir(), env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' }, timeoutMs: HOOK_TIMEOUT_MS, killGraceMs: 200 });
  const effect = predictEffect(row.event, outcome, LATEST_VERSION);
  const session = await runContainedSession(
    { bwrapBin, agentBin, command: { form: 'exec', file: row.script, args: [] }, event: row.event, payload: PAYLOADS[row.event] ?? {}, hookTimeoutMs: HOOK_TIMEOUT_MS, callerEnv: { PATH: process.env['PATH'] } },
    runHook,
  );
  const verdict = judgeLive(row.event, effect, session);
  return { row, predicted: `${effect.kind} → ${verdict.predicted}`, observed: verdict.observed, agrees: verdict.agrees, comparable: verdict.comparable, payloadProblem: checkPayload(row) };
}

function checkPayload(row: Row): string | null {
  if (!existsSync(row.capture)) return 'the hook never ran';
  const text = readFileSync(row.capture, 'utf8');
  if (text === '') return null; // killed or timed out before cat finished: nothing to validate
  const result = inputSchemas[row.event].safeParse(JSON.parse(text));
  return result.success ? null : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}

function formatTable(results: readonly RowResult[]): string {
  return results
    .map(({ row, predicted, observed, agrees, comparable }) => `${agrees ? (comparable ? '  ' : '~ ') : '✗ '}${row.event.padEnd(16)} exit ${row.exit.padEnd(7)} stdout ${row.stdoutName.padEnd(7)} stderr ${row.stderrName.padEnd(6)} oracle ${predicted.padEnd(32)} agent ${observed}`)
    .join('\n');
}

describe('differential: the oracle against Claude Code', () => {
  for (const event of EVENTS) {
    it(`agrees on every ${event} row`, async () => {
      const dir = mkdtempSync(join(tmpdir(), `hookcheck-diff-${event}-`));
      const rows = EXITS.flatMap((exit) => Object.keys(stdoutsFor(event)).flatMap((stdoutName) => (Object.keys(STDERRS) as (keyof typeof STDERRS)[]).map((stderrName) => writeRow(dir, event, exit, stdoutName, stderrName))));
      const results = await mapLimited(rows, JOBS, runRow);
      const disagreements = results.filter((result) => !result.agrees);
      const payloadProblems = results.filter((result) => result.payloadProblem !== null);
      const uncomparable = results.filter((result) => !result.comparable).length;
      console.log(`${event}: ${results.length} rows, ${disagreements.length} disagreements, ${uncomparable} not comparable headless\n${formatTable(results)}`);
      // Most rows must be decided: a suite where nothing is comparable would prove nothing.
      expect(uncomparable).toBeLessThan(results.length / 4);
      expect(disagreements.map((result) => formatTable([result]))).toEqual([]);
      expect(payloadProblems.map((result) => `${result.row.exit}/${result.row.stdoutName}: ${result.payloadProblem}`)).toEqual([]);
    }, 900_000);
  }
});
