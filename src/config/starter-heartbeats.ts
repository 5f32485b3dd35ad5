/**
 * The `heartbeats:` a starter config proposes for the scripts a folder runs on a schedule: each
 * with its command and interval, and the keys only its author can fill in (its lock, state,
 * credential, dependency and action) as TODO comments. A schedule without a plain interval is
 * named in a comment, not given a guessed one.
 */
import { basename, relative } from 'node:path';
import type { ScheduledScript } from './find-scheduled-scripts.js';

export interface StarterHeartbeats {
  readonly entries: readonly Record<string, unknown>[];
  /** The comment above each entry. */
  readonly comments: readonly string[];
  /** Scripts found whose schedule has no plain interval. */
  readonly unscheduled: readonly string[];
}

const TODO = [
  ' TODO, what hookcheck needs to test it as a heartbeat (see `hookcheck heartbeat --help`):',
  ' init: the command that creates its state; lock: the file another job holds; state: the file',
  ' it keeps; credential: { env: NAME } or { file: PATH } it needs to act; dependency: { env, busy, idle } it asks;',
  ' action: { env: NAME } the endpoint whose call is its decision.',
].join('\n');

/** `configDir`: sources are named relative to it. */
export function starterHeartbeats(found: readonly ScheduledScript[], configDir: string): StarterHeartbeats {
  const names = new Map<string, number>();
  const shown = (source: string) => relative(configDir, source) || source;
  const timed = found.filter((script) => script.intervalSeconds !== null);
  return {
    entries: timed.map((script) => ({
      name: uniqueName(nameOf(script.run), names),
      run: script.run,
      interval: `${script.intervalSeconds}s`,
      ...(script.lock ? { lock: script.lock } : {}),
      ...(script.state ? { state: script.state } : {}),
    })),
    comments: timed.map((script) => ` From ${shown(script.source)} (${script.schedule}).${script.lock || script.state ? ' Its lock and state are as its text names them: check them.' : ''}\n${TODO}`),
    unscheduled: found.filter((script) => script.intervalSeconds === null).map((script) => `${shown(script.source)} (${script.schedule}): ${script.run}`),
  };
}

/** The script's file name without its extension, else the command's first word. */
function nameOf(run: string): string {
  const words = run.split(/\s+/);
  const script = words.find((word) => /\.(py|sh|js|mjs|ts|rb|pl|bash)$/.test(word)) ?? words[0] ?? 'heartbeat';
  return (
    basename(script)
      .replace(/\.[a-z]+$/, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-') || 'heartbeat'
  );
}

function uniqueName(name: string, names: Map<string, number>): string {
  const count = (names.get(name) ?? 0) + 1;
  names.set(name, count);
  return count === 1 ? name : `${name}-${count}`;
}
