/**
 * A line that shows a scenario's ticks by hand: a copy of the heartbeat's folder, then each tick in
 * order with what the scenario did to the files before it (a lock written and aged with touch, a
 * state broken), each run under faketime at its instant, in its zone, with the variables it had.
 * The dependency and action were hookcheck's loopback server; by hand, point the quoted variables
 * at a server of your own (each says which answer its tick got). A tick on a stepped clock (H16)
 * is shown with its step and the strace that returns its sleeps at once.
 */
import { quoteShellWord } from '../runner/hook-command.js';
import type { HeartbeatSpec } from './declaration.js';
import type { TickRecord } from './tick.js';
import { fakeClock } from './tick-command.js';

/** `ticks`: the scenario's timeline up to the tick that shows the problem. */
export function formatReproduction(spec: HeartbeatSpec, ticks: readonly TickRecord[]): string {
  if (ticks.length === 0) return '';
  const fixed = Object.entries(spec.env).filter(([name]) => name !== 'TZ');
  const exported = fixed.length === 0 ? '' : `export ${fixed.map(([name, value]) => `${name}=${quoteShellWord(value)}`).join(' ')}; `;
  const steps = ticks.flatMap((tick) => [...(tick.setup ?? []), tickLine(spec, tick)]);
  return `d=$(mktemp -d) && cp -r ${quoteShellWord(spec.projectDir)}/. "$d" && cd "$d" && ${exported}${steps.join('; ')}`;
}

function tickLine(spec: HeartbeatSpec, tick: TickRecord): string {
  // A credential in a file is there (or not) by the setup commands; its variable holds its path.
  const held = spec.credential;
  const credential =
    held === null || held.env === null
      ? []
      : held.file !== null
        ? [`${held.env}="$PWD"/${quoteShellWord(held.file)}`]
        : tick.credential === 'missing'
          ? []
          : [`${held.env}=${tick.credential === 'empty' ? "''" : quoteShellWord(held.value)}`];
  const variables = [
    ...credential,
    ...(spec.dependency ? [`${spec.dependency.env}=${quoteShellWord(`<a server answering ${tick.mode}>`)}`] : []),
    ...(spec.action ? [`${spec.action.env}=${quoteShellWord('<a server recording calls>')}`] : []),
  ];
  const unset = held !== null && held.env !== null && held.file === null && tick.credential === 'missing' ? `env -u ${held.env} ` : '';
  const zone = tick.timeZone ?? spec.env['TZ'] ?? 'UTC';
  const step = tick.stepped?.stepSeconds;
  const skipSleeps = step === undefined ? '' : 'DONT_FAKE_MONOTONIC=1 strace -f -qq -o /dev/null -e trace=nanosleep,clock_nanosleep -e inject=nanosleep,clock_nanosleep:retval=0 ';
  const fault = tick.fault ? ' (with the project folder read-only)' : '';
  return `${unset}${variables.join(' ')}${variables.length > 0 ? ' ' : ''}TZ=${quoteShellWord(zone)} ${skipSleeps}faketime -f '${fakeClock(tick.at, zone, step)}' sh -c ${quoteShellWord(tick.command ?? spec.run)}${fault}`;
}
