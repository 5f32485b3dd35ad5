/**
 * The differential table: synthetic hooks that answer with every combination of exit, stdout and
 * stderr, written as tiny bash scripts that also save the payload the agent sent them.
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EventName } from '../../specs/claude-code/events.js';
import { quoteShellWord } from '../../src/runner/hook-command.js';

export const EXITS = ['0', '1', '2', '3', '127', 'killed', 'timeout'] as const;
export const STDERRS = { empty: '', text: 'hookcheck-stderr-marker: refused' } as const;
export const PLAIN_MARKER = 'hookcheck-plain-marker';
export const REASON_MARKER = 'hookcheck-reason-marker';
export const CONTEXT_MARKER = 'hookcheck-context-marker';

/** The decision each event's valid JSON answer carries. */
const VALID_ANSWERS: Record<string, object> = {
  PreToolUse: { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: REASON_MARKER } },
  SessionStart: { hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: CONTEXT_MARKER } },
  default: { decision: 'block', reason: REASON_MARKER },
};

export function stdoutsFor(event: EventName): Record<string, string> {
  const valid = JSON.stringify(VALID_ANSWERS[event] ?? VALID_ANSWERS['default']);
  return {
    empty: '',
    plain: PLAIN_MARKER,
    valid,
    invalid: '{"hookSpecificOutput": oops}',
    double: '{}{}',
    banner: `hook v1 starting\n${valid}`,
  };
}

export type Exit = (typeof EXITS)[number];

export interface Row {
  readonly event: EventName;
  readonly exit: Exit;
  readonly stdoutName: string;
  readonly stderrName: keyof typeof STDERRS;
  readonly script: string;
  readonly capture: string;
}

/** Writes the script for one row into `dir`; the hook saves its stdin to `capture`. */
export function writeRow(dir: string, event: EventName, exit: Exit, stdoutName: string, stderrName: keyof typeof STDERRS): Row {
  const name = `${event}-${exit}-${stdoutName}-${stderrName}`;
  const script = join(dir, `${name}.sh`);
  const capture = join(dir, `${name}.payload.json`);
  const ending = exit === 'killed' ? 'kill -KILL $$' : exit === 'timeout' ? 'sleep 30' : `exit ${exit}`;
  writeFileSync(
    script,
    [
      '#!/usr/bin/env bash',
      `cat > ${quoteShellWord(capture)}`,
      `printf '%s' ${quoteShellWord(stdoutsFor(event)[stdoutName]!)}`,
      `printf '%s' ${quoteShellWord(STDERRS[stderrName])} >&2`,
      ending,
      '',
    ].join('\n'),
  );
  chmodSync(script, 0o755);
  return { event, exit, stdoutName, stderrName, script, capture };
}
