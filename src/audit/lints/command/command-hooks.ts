/**
 * What the command lints share: the command handlers Claude Code would run, each read once, and
 * one way to build a finding that points at the handler.
 */
import type { Severity } from '../../../findings/finding.js';
import { AGENTS } from '../../../agents/index.js';
import { isBlocking } from '../../../oracle/effect.js';
import { answeredOutcome } from '../../../oracle/answered-outcome.js';
import type { WiredHook } from '../../types.js';
import { handlerWiringOf } from '../../handler-wiring-of.js';
import type { LintFinding } from '../lint.js';
import { readCommand, type CommandPart, type CommandReading } from './read-command.js';

export interface ReadHook {
  readonly hook: WiredHook;
  readonly reading: CommandReading;
}

/** Shell builtins and keywords: never looked up on PATH. */
export const BUILTINS = new Set([
  ':',
  '.',
  '[',
  '[[',
  'alias',
  'break',
  'case',
  'cd',
  'command',
  'continue',
  'declare',
  'echo',
  'esac',
  'eval',
  'exec',
  'exit',
  'export',
  'false',
  'for',
  'function',
  'getopts',
  'hash',
  'kill',
  'let',
  'local',
  'printf',
  'pwd',
  'read',
  'readonly',
  'return',
  'select',
  'set',
  'shift',
  'source',
  'test',
  'times',
  'trap',
  'true',
  'type',
  'typeset',
  'ulimit',
  'umask',
  'unalias',
  'unset',
  'wait',
]);

const readings = new WeakMap<WiredHook, CommandReading>();

/**
 * Command handlers Claude Code would run (not inactive), with their command read. `everyAgent`: the
 * other agents' too, for lints about the files a command names (a script missing or not executable
 * fails in every agent); the rest read Claude Code's shell and placeholders only.
 */
export function commandHooks(hooks: readonly WiredHook[], { everyAgent = false } = {}): ReadHook[] {
  return hooks.flatMap((hook) => {
    if ((!everyAgent && hook.agent !== 'claude-code') || hook.type !== 'command' || hook.command === undefined || hook.inactive !== undefined) return [];
    let reading = readings.get(hook);
    if (reading === undefined) {
      reading = readCommand(hook);
      readings.set(hook, reading);
    }
    return [{ hook, reading }];
  });
}

/** A part that runs a hook: a script, or an interpreter (`python3 x.py`, `python3 -m guard`). */
export function runsHook(part: CommandPart): boolean {
  return part.script !== null || part.interpreter !== null || (part.program !== null && /^(?:python[\d.]*|node|bun|deno|uv|ruby|perl)$/.test(part.program));
}

/** A finding about `hooks`, pointing at `at` (by default the first handler). */
export function lintFinding(
  lint: { id: string; severity: Severity },
  hooks: readonly WiredHook[],
  message: string,
  fix: string,
  { severity = lint.severity, at = hooks[0]! }: { severity?: Severity; at?: WiredHook } = {},
): LintFinding {
  return { lint: lint.id, severity, message, fix, hookIds: hooks.map((hook) => hook.id), location: at.location };
}

/** The command as written, for messages. */
export function shownCommand(hook: WiredHook): string {
  return hook.args === undefined ? (hook.command ?? '') : [hook.command, ...hook.args].join(' ');
}

/** How to name the project or plugin folder in a command, for fixes. */
export function rootPlaceholder(hook: WiredHook): string {
  return hook.pluginRoot === undefined ? '"$CLAUDE_PROJECT_DIR"' : '"${CLAUDE_PLUGIN_ROOT}"';
}

/**
 * What the agent that wires `hook` does when its command exits `exitCode` before the hook ran, in
 * words; null for Claude Code's default reading (a non-blocking error), which its lints say in
 * their own words. A Claude Code handler with `"onFailure": "block"` is read by the oracle too.
 */
export function agentReadingOfExit(hook: WiredHook, exitCode: number): string | null {
  const wiring = handlerWiringOf(hook);
  if (hook.agent === 'claude-code' && wiring.onFailure === undefined) return null;
  const oracle = AGENTS[hook.agent];
  let blocks: boolean;
  try {
    blocks = isBlocking(oracle.predict(hook.event, answeredOutcome(exitCode), oracle.latestVersion, wiring).kind);
  } catch {
    // An event whose answers are not modelled for this agent: say only what is known.
    return `the hook never runs in ${oracle.name}`;
  }
  const why = wiring.onFailure === undefined ? '' : ' ("onFailure": "block" counts a failure as a block)';
  return `${oracle.name} ${blocks ? `holds back every call this hook sees on that exit${why}` : 'goes on as if the hook were not there'}`;
}
