/**
 * One target per way a hook is wired: the events, matcher and timeout come from the command line,
 * else from the settings files that wire the script, else the defaults.
 */
import { DEFAULT_EVENT, EVENTS, type EventName } from '../../specs/claude-code/events.js';
import type { HookTarget } from '../model/run/hook-report.js';
import { ConfigError } from '../errors.js';
import type { HookCommand } from '../runner/hook-command.js';
import { findWiredEvents, type Wiring } from './find-wired-events.js';

/** A hook paid on every tool call should never come near the agent's 600 s: cap the default. */
const DEFAULT_TIMEOUT_CAP_MS = 10_000;
/** Node timers overflow past 2^31-1 ms; a day is far beyond any sane hook. */
export const MAX_TIMEOUT_MS = 24 * 60 * 60 * 1000;

interface TargetInput {
  readonly command: HookCommand;
  readonly scriptPath: string | null;
  readonly events: readonly EventName[];
  readonly matcher: string | undefined;
  readonly timeoutMs: number | undefined;
  readonly notices: string[];
}

/** One target per way the hook is wired (events + matcher + timeout). */
export function buildTargets({ command, scriptPath, events, matcher, timeoutMs, notices }: TargetInput): HookTarget[] {
  const make = (wiredEvents: readonly EventName[], wiredMatcher: string | undefined, wiredTimeoutSec: number | undefined, eventsFrom: string, onFailure?: 'block'): HookTarget => ({
    command,
    events: wiredEvents,
    ...(wiredMatcher === undefined ? {} : { matcher: wiredMatcher }),
    timeoutMs: timeoutMs ?? (wiredTimeoutSec === undefined ? defaultTimeoutMs(wiredEvents) : wiredTimeoutSec * 1000),
    eventsFrom,
    ...(onFailure === undefined ? {} : { onFailure }),
  });
  if (events.length > 0) return [make(events, matcher, undefined, 'command line')];
  const found = scriptPath === null ? [] : findWiredEvents(scriptPath);
  for (const { problem } of found) if (problem) notices.push(`Skipped a settings file while looking for this hook's events: ${problem}.`);
  const wirings = found.filter((wiring) => !wiring.problem);
  for (const wiring of wirings) checkWiredTimeout(wiring);
  if (wirings.length > 0) return wirings.map((wiring) => make([wiring.event], matcher ?? wiring.matcher, wiring.timeoutSec, wiring.file, wiring.onFailure));
  notices.push(`No --event given and no settings file wires ${scriptPath ?? 'this command'}: testing it as a ${DEFAULT_EVENT} hook. Pass --event to choose.`);
  return [make([DEFAULT_EVENT], matcher, undefined, 'default')];
}

function checkWiredTimeout(wiring: Wiring): void {
  if (wiring.timeoutSec === undefined || (wiring.timeoutSec > 0 && wiring.timeoutSec * 1000 <= MAX_TIMEOUT_MS)) return;
  throw new ConfigError(`${wiring.file} gives the ${wiring.event} hook a timeout of ${wiring.timeoutSec} s, which is not a usable timeout.`, {
    hint: `Set "timeout" to a positive number of seconds (at most ${MAX_TIMEOUT_MS / 1000}), or override it with --timeout.`,
  });
}

/**
 * The timeout a hook run as another agent gets when nothing sets one: that agent's own default
 * (Gemini CLI's 60 s), capped as Claude Code's are, not Claude Code's event budget (its 1.5 s for
 * SessionEnd is no other agent's).
 */
export function agentDefaultTimeoutMs(agentDefaultMs: number | undefined): number {
  return Math.min(agentDefaultMs ?? DEFAULT_TIMEOUT_CAP_MS, DEFAULT_TIMEOUT_CAP_MS);
}

export function defaultTimeoutMs(events: readonly EventName[]): number {
  const agentDefault = Math.min(...events.map((event) => EVENTS[event].defaultTimeoutSec * 1000));
  return Math.min(agentDefault, DEFAULT_TIMEOUT_CAP_MS);
}
