/**
 * timeout-odd: a `timeout` that does not say what its author meant: not a positive number ("5s", 0,
 * -1), a value that looks like milliseconds (≥ 1000; Claude Code reads seconds, Gemini CLI and Kiro
 * milliseconds), or one longer than Claude Code's default for the event (SessionEnd: its 60 s cap).
 */
import type { EventName } from '../../../../specs/claude-code/events.js';
import type { WiredHook } from '../../types.js';
import type { Lint } from '../lint.js';
import { lineOfPath } from './support/source-line.js';
import { longestSensibleSec, SESSION_END_MAX_SEC } from './support/timeouts.js';
import { activeHooks, intendedEvent, makeFinding, shown } from './support/wiring-groups.js';

const MS_LIKE = 1000;

const timeoutOdd: Lint = {
  id: 'timeout-odd',
  title: 'Timeouts are a sensible number of seconds',
  severity: 'warning',
  description: 'Claude Code reads `timeout` as seconds; Gemini CLI and Kiro read milliseconds, and configs copied between them carry 5000 where 5 was meant (PROTOCOLS.md §1.3, §1.5, §11.8).',
  check(context) {
    return activeHooks(context).flatMap((hook) => {
      const odd = oddness(hook);
      if (odd === undefined) return [];
      const jsonPath = `${hook.location.jsonPath}.timeout`;
      const line = lineOfPath(context.files, hook.location.file, jsonPath) ?? hook.location.line;
      return [makeFinding(timeoutOdd, [hook], { file: hook.location.file, jsonPath, ...(line === undefined ? {} : { line }) }, `"timeout": ${shown(hook.timeout)} ${odd.problem}`, odd.fix)];
    });
  },
};

function oddness(hook: WiredHook): { problem: string; fix: string } | undefined {
  const { timeout } = hook;
  if (timeout === undefined) return undefined;
  const event = intendedEvent(hook);
  if (typeof timeout !== 'number') {
    return {
      problem: `is ${typeof timeout === 'string' ? 'a string' : 'not a number'}: Claude Code expects a number of seconds, so it does not read this as the timeout you meant.`,
      fix: `Write a plain number of seconds, e.g. "timeout": ${secondsIn(timeout) ?? 30}.`,
    };
  }
  if (!Number.isFinite(timeout) || timeout <= 0) {
    return {
      problem: 'is not a positive number of seconds: the hook either times out at once or the value is not used.',
      fix: 'Set "timeout" to the seconds the hook may take (e.g. 30), or remove it to get the default.',
    };
  }
  if (timeout >= MS_LIKE) {
    return {
      problem: `means ${timeout} seconds (${formatDuration(timeout)}) in Claude Code, which reads seconds, not milliseconds (Gemini CLI and Kiro read milliseconds).`,
      fix: `If you meant ${timeout} ms, write "timeout": ${Math.max(1, Math.round(timeout / 1000))}.`,
    };
  }
  const longest = event === undefined ? undefined : longestSensibleSec(hook.type, event);
  if (event === undefined || longest === undefined || timeout <= longest) return undefined;
  return event === 'SessionEnd'
    ? {
        problem: `is more than SessionEnd's ${SESSION_END_MAX_SEC} s cap: Claude Code stops SessionEnd hooks after ${SESSION_END_MAX_SEC} s whatever the timeout says.`,
        fix: `Set "timeout" to ${SESSION_END_MAX_SEC} or less, and make the hook finish in time.`,
      }
    : longer(hook, event, timeout, longest);
}

function longer(hook: WiredHook, event: EventName, timeout: number, longest: number) {
  return {
    problem: `is longer than the ${longest} s Claude Code gives a ${hook.type || 'handler'} hook on ${event} by default: a hook that hangs holds the agent for ${formatDuration(timeout)}.`,
    fix: `Lower "timeout" to ${longest} or less, or remove it to get the default.`,
  };
}

/** "5s" → 5, "5000ms" → 5: what a string probably meant, in seconds. */
function secondsIn(value: unknown): number | undefined {
  const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(ms|s|sec|seconds?)?\s*$/i.exec(value) : null;
  if (match === null) return undefined;
  const amount = Number(match[1]);
  return match[2]?.toLowerCase() === 'ms' ? Math.max(1, Math.round(amount / 1000)) : amount;
}

function formatDuration(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} minutes`;
  return `${Math.round(seconds / 3600)} hours`;
}

export default timeoutOdd;
