/**
 * A line that shows one tick by hand: the script run under faketime at the tick's instant, with
 * the variables the tick had. The dependency and action were hookcheck's loopback server; by hand,
 * point them at a server of your own (the line says which answer the tick got). A tick on a
 * stepped clock (H16) is shown with its step and the strace that returns its sleeps at once.
 */
import { quoteShellWord } from '../runner/hook-command.js';
import type { HeartbeatSpec } from './declaration.js';
import type { TickRecord } from './tick.js';
import { fakeClock } from './tick-command.js';

export function formatReproduction(spec: HeartbeatSpec, tick: TickRecord | undefined): string {
  if (tick === undefined) return '';
  const variables = [
    ...Object.entries(spec.env).map(([name, value]) => `${name}=${quoteShellWord(value)}`),
    ...(spec.credential && tick.credential !== 'missing' ? [`${spec.credential.env}=${tick.credential === 'empty' ? "''" : quoteShellWord(spec.credential.value)}`] : []),
    ...(spec.dependency ? [`${spec.dependency.env}=<a server answering ${tick.mode}>`] : []),
    ...(spec.action ? [`${spec.action.env}=<a server recording calls>`] : []),
  ];
  const fault = tick.fault ? ` (with the project folder read-only)` : '';
  const step = tick.stepped?.stepSeconds;
  const skipSleeps = step === undefined ? '' : 'DONT_FAKE_MONOTONIC=1 strace -f -qq -o /dev/null -e trace=nanosleep,clock_nanosleep -e inject=nanosleep,clock_nanosleep:retval=0 ';
  return `d=$(mktemp -d) && cp -r ${quoteShellWord(spec.projectDir)}/. "$d" && cd "$d" && ${variables.join(' ')}${variables.length > 0 ? ' ' : ''}TZ=UTC ${skipSleeps}faketime -f '${fakeClock(tick.at, 'UTC', step)}' sh -c ${quoteShellWord(spec.run)}${fault}`;
}
