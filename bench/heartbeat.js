#!/usr/bin/env node
// What one heartbeat scenario costs against the bare ticks it needs (issue: heartbeats, "a
// benchmark prints the CPU cost of one scenario against the bare ticks it needs"). H2 on the
// fixtures' correct GPU watchdog is an init and three ticks; bare, those are the same four
// commands under faketime in a copy of the folder, with no sandbox, no server and no state read
// back. CPU of the whole process tree; rounds alternate the two; the figure is the median ratio.
//
//   npm run build && node bench/heartbeat.js [--rounds 5]
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { loadLine, measure, median, cpuMethod } from './support/cpu-time.js';
import { report } from './support/goals.js';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const rounds = Number(values.rounds);
const root = resolve('.');
const from = (path) => import(pathToFileURL(join(root, 'dist', path)).href);
const [{ parseConfig }, { resolveHeartbeat }, { runHeartbeat, T0 }, { findHeartbeatTools }, { planSandbox }] = await Promise.all([
  from('src/config/load-config.js'),
  from('src/heartbeat/declaration.js'),
  from('src/heartbeat/run-heartbeat.js'),
  from('src/heartbeat/tools.js'),
  from('src/cli/sandbox-options.js'),
]);

const folder = join(root, 'fixtures', 'heartbeats');
const configPath = join(folder, 'hookcheck.config.yaml');
const { readFileSync } = await import('node:fs');
const config = parseConfig(readFileSync(configPath, 'utf8'), configPath);
const spec = resolveHeartbeat(
  config.heartbeats.find((heartbeat) => heartbeat.name === 'gpu-watchdog'),
  folder,
  'heartbeats[0]',
);
const tools = findHeartbeatTools(planSandbox('bwrap', process.env, folder, [{ form: 'shell', script: spec.run }]), process.env);

/** The four commands of H2, bare: init one interval before t0, then ticks at t0, t0+I, t0+2I. */
function bareTicks() {
  const dir = mkdtempSync(join(tmpdir(), 'hookcheck-bench-heartbeat-'));
  cpSync(folder, dir, { recursive: true });
  const env = { PATH: process.env.PATH, TZ: 'UTC', FAKETIME_DONT_FAKE_MONOTONIC: '1', STOP_TOKEN: 'x', QUEUE_URL: 'http://127.0.0.1:1/dependency', STOP_URL: 'http://127.0.0.1:1/action' };
  const at = (seconds) => `@${new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ')}`;
  const interval = spec.intervalMs / 1000;
  execFileSync('faketime', ['-f', at(T0 - interval), 'sh', '-c', spec.init], { cwd: dir, env });
  for (const step of [0, 1, 2]) execFileSync('faketime', ['-f', at(T0 + step * interval), 'sh', '-c', spec.run], { cwd: dir, env, stdio: 'ignore' });
  rmSync(dir, { recursive: true, force: true });
}

/** H2 alone: the clock check and the controls come with every heartbeat, so they are measured apart. */
const scenario = () => runHeartbeat(spec, tools, { only: ['H2'] });

console.log(`one heartbeat scenario (H2: init + 3 ticks) against its bare ticks, ${rounds} rounds`);
console.log(`${loadLine('at start')}; CPU measured by ${cpuMethod}`);
const ratios = [];
const walls = [];
const details = [];
for (let round = 0; round < rounds; round++) {
  const bare = await measure(async () => bareTicks());
  const run = await measure(scenario);
  if (run.value.scenarios.find((item) => item.id === 'H2').status !== 'pass') throw new Error('H2 did not pass: the bench measured something else');
  ratios.push(run.cpuMs / bare.cpuMs);
  walls.push(run.wallMs / bare.wallMs);
  details.push(`${Math.round(run.cpuMs)}/${Math.round(bare.cpuMs)} ms`);
}
const spread = `${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}`;
report({
  name: 'heartbeat H2 (with its clock check and controls: 4 more ticks) per bare ticks',
  label: 'hookcheck/bare',
  cpu: median(ratios),
  wall: median(walls),
  goal: { op: '<=', value: 6 },
  detail: `spread ${spread}; CPU per round ${details.join(', ')}; ${loadLine('at end')}`,
  atLeastOne: true,
});
