/**
 * The human heartbeat report: per heartbeat, the clock and the controls, one line per scenario
 * (its id from HEARTBEATS.md), the timeline of each failing one, then one block per rule broken
 * with the line that reproduces it.
 */
import { styleText } from 'node:util';
import type { HeartbeatDocument } from './heartbeat-document.js';

type Style = Parameters<typeof styleText>[0];
type Heartbeat = HeartbeatDocument['heartbeats'][number];
type Tick = Heartbeat['scenarios'][number]['timeline'][number];

const MARKS = { pass: ['green', '✓'], fail: ['red', '✗'], 'no-evidence': ['yellow', '?'], 'not-applicable': ['gray', '-'] } as const;

export function renderHeartbeats(document: HeartbeatDocument, color: boolean): string {
  const paint = (style: Style, text: string) => (color ? styleText(style, text) : text);
  const blocks = document.heartbeats.map((heartbeat) => renderOne(heartbeat, paint));
  const { heartbeats, failed, noEvidence, errors } = document.summary;
  const closing = `${heartbeats} heartbeat(s): ${failed} failed (${errors} rule(s) broken), ${noEvidence} without evidence, ${heartbeats - failed - noEvidence} passed`;
  return `${paint('bold', `hookcheck ${document.tool.version}`)}\n\n${blocks.join('\n')}\n${paint(failed > 0 ? 'red' : noEvidence > 0 ? 'yellow' : 'green', closing)}\n`;
}

function renderOne(heartbeat: Heartbeat, paint: (style: Style, text: string) => string): string {
  const lines = [paint('bold', `${heartbeat.name}`) + `  ${heartbeat.run}  (interval ${heartbeat.intervalMs / 1000} s, stale ${heartbeat.staleMs / 1000} s)`];
  lines.push(`  clock     ${heartbeat.clock.follows ? paint('green', heartbeat.clock.detail) : paint('yellow', `does not follow: ${heartbeat.clock.detail}`)}`);
  if (heartbeat.controls) lines.push(`  controls  ${heartbeat.controls.actionSeen ? paint('green', heartbeat.controls.detail) : paint('yellow', heartbeat.controls.detail)}`);
  for (const scenario of heartbeat.scenarios) {
    const [style, mark] = MARKS[scenario.status];
    const detail = scenario.status === 'pass' ? '' : `: ${scenario.detail ?? ''}`;
    lines.push(paint(style, `  ${mark} ${scenario.id.padEnd(4)}${scenario.title || 'not run'}${scenario.status === 'fail' ? '' : detail}`));
    if (scenario.status === 'fail') for (const tick of scenario.timeline) lines.push(paint('gray', `        ${describeTick(tick)}`));
  }
  const properties = heartbeat.properties;
  if (properties !== undefined) {
    const [style, mark] = MARKS[properties.status];
    const detail = properties.detail === undefined ? '' : `: ${properties.detail}`;
    lines.push(paint(style, `  ${mark} P   ${properties.runs} generated tick sequence(s), seed ${properties.seed}${detail}`));
    for (const step of properties.counterexample?.steps ?? []) lines.push(paint('gray', `        ${step}`));
  }
  for (const finding of heartbeat.findings) {
    lines.push('', paint('red', `  ✗ ${finding.message}`), paint('gray', `    reproduce: ${finding.reproduce}`));
  }
  return `${lines.join('\n')}\n`;
}

function describeTick(tick: Tick): string {
  const extras = [
    tick.credential ? `credential ${tick.credential}` : '',
    tick.fault ?? '',
    tick.dependencyCalls > 0 ? `asked ${tick.dependencyCalls}x` : '',
    tick.actionCalls > 0 ? `ACTION ${tick.actionCalls}x` : '',
    tick.alarmCalls > 0 ? `alarm ${tick.alarmCalls}x` : '',
    tick.steppedClock ? steppedClock(tick, tick.steppedClock) : '',
  ].filter(Boolean);
  const end = tick.exitCode === null ? tick.ended : `exit ${tick.exitCode}`;
  const said = (tick.stderr || tick.stdout).trim().split('\n')[0] ?? '';
  return `${tick.time}  dependency ${tick.dependency}  ${end}${extras.length > 0 ? `  ${extras.join(', ')}` : ''}${said ? `  "${said.slice(0, 100)}"` : ''}`;
}

function steppedClock(tick: Tick, clock: NonNullable<Tick['steppedClock']>): string {
  const went = clock.clockAtEnd === null ? '' : `, its clock +${Math.round(clock.clockAtEnd - tick.at)} s`;
  return `stepped clock: ${clock.sleeps} sleeps skipped${went}`;
}
