/**
 * A loop skill (a `SKILL.md` that has the agent run a script again and again, "every 5 minutes",
 * "/loop 10m"), for `hookcheck init` to propose as a heartbeat when it names the lock or state
 * file the loop keeps: the script it runs, its interval when the text says one, and the lock and
 * state it names. Read as words, never run; a skill that names no lock or state is not a heartbeat
 * hookcheck can test, so it is not proposed.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { ScheduledScript } from './find-scheduled-scripts.js';

const UNITS: Readonly<Record<string, number>> = {
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  m: 60,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  h: 3600,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  hours: 3600,
};

/** "every 5 minutes", "every 30s", "/loop 10m", "interval: 300s". */
const INTERVAL = /(?:\bevery|\/loop|\binterval:?)\s+(\d+)\s*(seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|hr|h)\b/i;
/** A command that runs a script: `python3 scripts/tick.py`, `bash .loop/tick.sh`, `./scripts/tick.sh`. */
const SCRIPT_RUN = /\b(?:python3?|bash|sh|node|uv run)\s+["']?[\w$./{}-]+\.(?:py|sh|bash|js|mjs)\b|(?:^|\s)\.\/[\w./-]+\.(?:py|sh|bash|js|mjs)\b/;
const LOCK = /(?:^|[\s`'"(])((?:[\w.-]+\/)*[\w.-]+\.lock)\b/;
const STATE = /(?:^|[\s`'"(])((?:[\w.-]+\/)*[\w.-]*(?:state|heartbeat)[\w.-]*\.(?:json|ya?ml|txt|toml))\b/i;

export function readLoopSkill(file: string, text = readFileSync(file, 'utf8')): ScheduledScript[] {
  const run = scriptRun(text);
  const lock = LOCK.exec(text)?.[1];
  const state = STATE.exec(text)?.[1];
  if (run === undefined || (lock === undefined && state === undefined)) return [];
  const interval = INTERVAL.exec(text);
  const seconds = interval === null ? null : Number(interval[1]) * (UNITS[interval[2]!.toLowerCase()] ?? Number.NaN);
  return [
    {
      run,
      intervalSeconds: seconds !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : null,
      source: file,
      schedule: interval === null ? `the loop skill ${basename(dirname(file))} (no interval in its text)` : `the loop skill ${basename(dirname(file))}: ${interval[0].trim()}`,
      ...(lock === undefined ? {} : { lock }),
      ...(state === undefined ? {} : { state }),
    },
  ];
}

/** The first code span that runs a script, whole (with its arguments); else the first script run in the prose, without what follows it. */
function scriptRun(text: string): string | undefined {
  for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) if (SCRIPT_RUN.test(span!)) return span!.trim();
  return SCRIPT_RUN.exec(text)?.[0].trim();
}
