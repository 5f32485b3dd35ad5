#!/usr/bin/env node
// The sandbox's per-case cost against an earlier build of it (issue 30: "per-case cost in the
// sandbox does not grow"): CPU of the whole process tree per case, executeCase in bubblewrap, this
// build against the build at --before (a checkout with its own `npm run build`), for a Python and a
// bash hook. Rounds alternate the two builds; the figure is the median of the rounds' ratios.
//
//   npm run build && node bench/admission.js --before /path/to/older/checkout [--invocations 20] [--rounds 7]
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { loadLine, measure, median, cpuMethod } from './support/cpu-time.js';
import { report } from './support/goals.js';
import { HOOK_SOURCES, benchDir, inParallel, writeHook } from './support/hooks.js';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    invocations: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '7' },
    jobs: { type: 'string', default: String(availableParallelism()) },
  },
});
if (!values.before) throw new Error('--before <checkout> is required: an older checkout of hookcheck, built');
const invocations = Number(values.invocations);
const rounds = Number(values.rounds);
const jobs = Number(values.jobs);

/** One build's engine: what a case costs through it. */
async function load(root) {
  const from = (path) => import(pathToFileURL(join(root, 'dist', path)).href);
  const [{ buildPayloads }, { LATEST_VERSION }, { executeCase }, { runHook }, { createScratchArea }, { planSandbox }] = await Promise.all([
    from('specs/claude-code/payloads.js'),
    from('specs/claude-code/versions.js'),
    from('src/engine/execute-case.js'),
    from('src/runner/run-hook.js'),
    from('src/workspace/scratch-area.js'),
    from('src/cli/sandbox-options.js'),
  ]);
  return { buildPayloads, LATEST_VERSION, executeCase, runHook, createScratchArea, planSandbox };
}

const builds = { before: await load(resolve(values.before)), after: await load(resolve('.')) };
const dir = benchDir('admission');
console.log(`sandbox per case, this build vs ${values.before} (${invocations} invocations × ${rounds} rounds, ${jobs} in parallel)`);
console.log(`${loadLine('at start')}; CPU measured by ${cpuMethod}`);

for (const name of ['python', 'bash']) {
  const file = writeHook(dir, `hook-${name}`, HOOK_SOURCES[name]);
  const target = { command: { form: 'exec', file, args: [] }, events: ['PreToolUse'], timeoutMs: 10_000, eventsFrom: 'bench' };
  const sides = {};
  for (const [side, build] of Object.entries(builds)) {
    const scratch = await build.createScratchArea();
    const sandbox = build.planSandbox('bwrap', process.env, scratch.projectDir, [target.command]);
    const settings = {
      agentVersion: build.LATEST_VERSION,
      posture: 'open',
      jobs,
      inheritEnv: false,
      killGraceMs: 1000,
      projectDir: null,
      homeDir: null,
      live: null,
      fuzz: null,
      regressions: [],
      experiments: false,
      audit: false,
      recorded: [],
      now: null,
      sandbox,
    };
    const payloads = build.buildPayloads('PreToolUse', { sessionId: 'bench', transcriptPath: scratch.transcriptPath, cwd: scratch.projectDir }).map((sample) => JSON.stringify(sample.payload));
    const environment = { runHook: build.runHook, createScratchArea: build.createScratchArea, callerEnv: { ...process.env } };
    const invoke = async (index) => {
      const testCase = { id: `bench/${index}`, kind: 'valid', event: 'PreToolUse', label: 'bench', stdin: payloads[index % payloads.length] };
      const result = await build.executeCase(testCase, target, settings, scratch, environment);
      if (result.outcome.kind !== 'exited') throw new Error(`${side}: bench hook did not exit normally: ${JSON.stringify(result.outcome)}`);
    };
    sides[side] = { scratch, invoke, runs: [] };
  }
  const batch = async (side, count) => {
    const { cpuMs, wallMs } = await measure(() => inParallel(count, jobs, (index) => sides[side].invoke(index)));
    return { cpu: cpuMs / count, wall: wallMs / count };
  };
  await batch('before', jobs * 3);
  await batch('after', jobs * 3);
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 === 0 ? ['before', 'after'] : ['after', 'before']) sides[side].runs.push(await batch(side, invocations));
  }
  const pick = (side, key) => median(sides[side].runs.map((run) => run[key]));
  const ratio = (key) => median(sides.after.runs.map((run, round) => run[key] / sides.before.runs[round][key]));
  report({
    name: `per case in bubblewrap, ${name}`,
    label: 'after/before',
    cpu: ratio('cpu'),
    wall: ratio('wall'),
    goal: { op: '<=', value: 1.05 },
    detail: `CPU ms/case before ${pick('before', 'cpu').toFixed(2)}, after ${pick('after', 'cpu').toFixed(2)}; wall ms/case before ${pick('before', 'wall').toFixed(2)}, after ${pick('after', 'wall').toFixed(2)}`,
  });
  for (const side of Object.values(sides)) await side.scratch.remove();
}
rmSync(dir, { recursive: true, force: true });
console.log(loadLine('at end'));
