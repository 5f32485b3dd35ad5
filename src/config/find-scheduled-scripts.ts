/**
 * Scripts a folder runs on a schedule, for `hookcheck init` to propose as heartbeats: crontab files
 * (`crontab`, `*.cron`, `*.crontab`, `cron.d/*`: each entry's command and its interval when the
 * schedule has one, every N minutes or hours, hourly, daily) and systemd timers (`*.timer` with
 * `OnUnitActiveSec=`, `OnUnitInactiveSec=` or a plain `OnCalendar=`, and the `ExecStart=` of the
 * service it starts), and loop skills (`SKILL.md`) that name the lock or state file their loop
 * keeps (read-loop-skill.ts). What a schedule does not say plainly (a cron list, a calendar with a date)
 * is proposed with the interval left to the author (a TODO), never guessed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readLoopSkill } from './read-loop-skill.js';

export interface ScheduledScript {
  /** The command line it runs, as written. */
  readonly run: string;
  /** Seconds between runs; null when the schedule does not say it plainly. */
  readonly intervalSeconds: number | null;
  /** The file and line it came from, for the comment. */
  readonly source: string;
  /** The schedule as written. */
  readonly schedule: string;
  /** The lock and state it names (a loop skill's text), relative to the project. */
  readonly lock?: string;
  readonly state?: string;
}

const CRON_NAMES = /^(crontab|.*\.cron|.*\.crontab)$/;
const MACROS: Readonly<Record<string, number>> = { '@hourly': 3600, '@daily': 86_400, '@midnight': 86_400, '@weekly': 604_800 };
/** Folders not searched: what a project vendors or builds. */
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'build', '.venv', 'venv', '__pycache__']);
const MAX_DEPTH = 4;

export function findScheduledScripts(folder: string): ScheduledScript[] {
  return filesBelow(folder, 0).flatMap((file) => {
    const name = basename(file);
    if (name.endsWith('.timer')) return readTimer(file);
    if (CRON_NAMES.test(name) || basename(join(file, '..')) === 'cron.d') return readCrontab(file);
    if (name === 'SKILL.md') return readLoopSkill(file);
    return [];
  });
}

function filesBelow(folder: string, depth: number): string[] {
  if (depth > MAX_DEPTH || !existsSync(folder)) return [];
  // By name: the proposals come in the same order on any file system.
  const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return entries.flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesBelow(path, depth + 1);
    return entry.isFile() && statSync(path).size < 256 * 1024 ? [path] : [];
  });
}

/** Each entry of a crontab: five fields (or a macro), then the command; a cron.d file has a user field too. */
export function readCrontab(file: string, text = readFileSync(file, 'utf8')): ScheduledScript[] {
  const withUser = basename(join(file, '..')) === 'cron.d';
  return text.split('\n').flatMap((line, index): ScheduledScript[] => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#') || /^[A-Za-z_][A-Za-z0-9_]*=/.test(trimmed)) return [];
    const words = trimmed.split(/\s+/);
    const macro = words[0]!.startsWith('@');
    const scheduleWords = macro ? 1 : 5;
    const commandStart = scheduleWords + (withUser ? 1 : 0);
    if (words.length <= commandStart) return [];
    const schedule = words.slice(0, scheduleWords).join(' ');
    const run = trimmed.split(/\s+/).slice(commandStart).join(' ');
    return [{ run, intervalSeconds: macro ? (MACROS[schedule] ?? null) : cronInterval(words.slice(0, 5)), source: `${file}:${index + 1}`, schedule }];
  });
}

/** The interval of a schedule that fires every N minutes or hours, hourly or daily; else null. */
export function cronInterval([minute, hour, day, month, weekday]: readonly string[]): number | null {
  if (day !== '*' || month !== '*' || weekday !== '*') return null;
  const every = (field: string | undefined): number | null => {
    if (field === '*') return 1;
    const step = /^\*\/(\d+)$/.exec(field ?? '');
    return step === null ? null : Number(step[1]);
  };
  const fixed = (field: string | undefined) => /^\d+$/.test(field ?? '');
  if (hour === '*' && every(minute) !== null) return every(minute)! * 60;
  if (fixed(minute) && every(hour) !== null) return every(hour)! * 3600;
  if (fixed(minute) && fixed(hour)) return 86_400;
  return null;
}

/** A timer's interval and the ExecStart of its service (`Unit=`, else the timer's own name). */
export function readTimer(file: string, read: (path: string) => string | null = readIfThere): ScheduledScript[] {
  const timer = read(file) ?? '';
  const unit = keyOf(timer, 'Unit') ?? basename(file).replace(/\.timer$/, '.service');
  const service = read(join(file, '..', unit));
  const run = service === null ? null : keyOf(service, 'ExecStart');
  if (run === null) return [];
  const active = keyOf(timer, 'OnUnitActiveSec') ?? keyOf(timer, 'OnUnitInactiveSec');
  const calendar = keyOf(timer, 'OnCalendar');
  const intervalSeconds = active !== null ? systemdSpan(active) : calendar !== null ? (CALENDARS[calendar] ?? null) : null;
  return [{ run: run.replace(/^[-@:+!]+/, ''), intervalSeconds, source: file, schedule: active !== null ? `every ${active}` : `OnCalendar=${calendar ?? '?'}` }];
}

const CALENDARS: Readonly<Record<string, number>> = { minutely: 60, hourly: 3600, daily: 86_400, weekly: 604_800 };
const SPAN_UNITS: Readonly<Record<string, number>> = {
  s: 1,
  sec: 1,
  second: 1,
  seconds: 1,
  m: 60,
  min: 60,
  minute: 60,
  minutes: 60,
  h: 3600,
  hr: 3600,
  hour: 3600,
  hours: 3600,
  d: 86_400,
  day: 86_400,
  days: 86_400,
};

/** A systemd time span (`5min`, `1h 30min`, `90`): seconds, or null. */
export function systemdSpan(text: string): number | null {
  const parts = [...text.trim().matchAll(/(\d+)\s*([a-z]*)/g)];
  if (
    parts.length === 0 ||
    parts
      .map((part) => part[0])
      .join('')
      .replace(/\s/g, '') !== text.replace(/\s/g, '')
  )
    return null;
  let seconds = 0;
  for (const [, count, unit] of parts) {
    const factor = unit === '' ? 1 : SPAN_UNITS[unit!];
    if (factor === undefined) return null;
    seconds += Number(count) * factor;
  }
  return seconds > 0 ? seconds : null;
}

function keyOf(text: string, key: string): string | null {
  const line = text.split('\n').find((item) => item.trim().startsWith(`${key}=`));
  return line === undefined
    ? null
    : line
        .trim()
        .slice(key.length + 1)
        .trim();
}

function readIfThere(path: string): string | null {
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}
