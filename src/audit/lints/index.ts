/**
 * Every lint, by stable id. A lint is one file under `wiring/` (events, matchers, timeouts),
 * `command/` (the command and the script behind it), `agents/` (other agents' hook files) or
 * `heartbeat/` (hooks that read what a declared heartbeat keeps) or `mods/` (the mods plugins load, as driven).
 */
import { AGENT_LINTS } from './agents/index.js';
import { COMMAND_LINTS } from './command/index.js';
import { HEARTBEAT_LINTS } from './heartbeat/index.js';
import type { Lint, LintContext, LintFinding } from './lint.js';
import { WIRING_LINTS } from './wiring/index.js';
import { MOD_LINTS } from './mods/index.js';

export const LINTS: readonly Lint[] = [...WIRING_LINTS, ...COMMAND_LINTS, ...AGENT_LINTS, ...HEARTBEAT_LINTS, ...MOD_LINTS];

export function findLint(id: string): Lint | undefined {
  return LINTS.find((lint) => lint.id === id);
}

/** Runs every lint; findings come in lint order, then wiring order. */
export function runLints(context: LintContext, lints: readonly Lint[] = LINTS): LintFinding[] {
  return lints.flatMap((lint) => lint.check(context));
}

export type { Lint, LintContext, LintFinding } from './lint.js';
