/**
 * One row of the Claude Code truth table measured in the real agent: the row's answer written as a
 * hook script (a file, because the agent echoes an inline command line into its messages), one
 * contained session, and the facts it showed. Used by scripts/truth-claude-code.ts and by the
 * differential test's live rows.
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MARKERS, sessionFor, type TruthRow } from '../../specs/claude-code/truth/answers.js';
import { quoteShellWord } from '../runner/hook-command.js';
import type { HookOutcome } from '../model/outcome.js';
import type { RunHookOptions } from '../runner/run-hook.js';
import { runContainedSession } from './contained-session.js';
import { readSessionFacts, type SessionFacts } from './session-facts.js';

interface TruthRowSettings {
  readonly agentBin: string;
  readonly bwrapBin: string;
  readonly path: string;
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
}

export interface MeasuredRow extends TruthRow {
  readonly facts: SessionFacts;
}

/** specs/claude-code/truth/<version>.json */
export interface TruthTable {
  readonly agent: 'claude-code';
  readonly version: string;
  readonly measuredBy: string;
  readonly prompt: string;
  readonly markers: typeof MARKERS;
  readonly rows: readonly MeasuredRow[];
}

/** Left in the hook's working folder (the session's project) by an end-of-turn row's hook, or one that marks its runs, when it answers. */
export const ONCE_MARKER = '.hookcheck-answered';

/** The row's hook is given this long; it answers at once, so this never decides anything. */
const HOOK_TIMEOUT_MS = 10_000;

/**
 * Writes the hook for `row` (any agent's answer row) into `dir` as `hook-<index>.sh` and returns its
 * path. An end-of-turn row's hook answers once per session: a marker in the session's project (its
 * working folder) tells the later calls to let the agent stop.
 */
export function writeHookScript(dir: string, row: Pick<TruthRow, 'answer'> & { readonly endOfTurn?: true; readonly marksRun?: true }, index: number): string {
  const script = join(dir, `hook-${index}.sh`);
  const ending = row.answer.exit === 'signal' ? 'kill -KILL $$' : `exit ${row.answer.exit}`;
  const once = row.endOfTurn === true ? [`[ -e ${ONCE_MARKER} ] && exit 0`, `: > ${ONCE_MARKER}`] : row.marksRun === true ? [`: > ${ONCE_MARKER}`] : [];
  const lines = ['#!/usr/bin/env bash', 'cat > /dev/null', ...once, `printf '%s' ${quoteShellWord(row.answer.stdout)}`, `printf '%s' ${quoteShellWord(row.answer.stderr)} >&2`, ending, ''];
  writeFileSync(script, lines.join('\n'));
  chmodSync(script, 0o755);
  return script;
}

/** Runs the agent once with `script` wired on the row's event (with `handlerFields` on its handler) and reads what it showed. */
export async function measureTruthRow(row: TruthRow, script: string, settings: TruthRowSettings, handlerFields?: Readonly<Record<string, unknown>>): Promise<SessionFacts> {
  const { payload, followUp } = sessionFor(row.event);
  const session = await runContainedSession(
    {
      bwrapBin: settings.bwrapBin,
      agentBin: settings.agentBin,
      command: { form: 'exec', file: script, args: [] },
      event: row.event,
      payload,
      ...(followUp === undefined ? {} : { followUp }),
      hookTimeoutMs: HOOK_TIMEOUT_MS,
      callerEnv: { PATH: settings.path },
      ...(handlerFields === undefined ? {} : { handlerFields }),
    },
    settings.runHook,
  );
  const { prompt, ...channels } = MARKERS;
  return readSessionFacts(row.event, session, channels, prompt, ['rewrite']);
}
