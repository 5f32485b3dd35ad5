#!/usr/bin/env node
// Figures 2-4 of issue 17, on whole `hookcheck run` CLI processes:
//   2. a default run of one hook against the CPU its own invocations need: as many bare spawns of
//      the same hook (in the same sandbox as the run, with the same bwrap command line) as the hook
//      counted starts during the run (the JSON report's case count is printed beside it), on the
//      spec's PreToolUse payloads;
//   3. launch to the first case starting: the hook writes $EPOCHREALTIME to a FIFO as it starts;
//   4. peak RSS of a run on a hook that prints 2 MiB on every call, with --runs 400 (/usr/bin/time %M).
//
//   npm run build && node bench/run.js [--rounds 2] [--launches 3] [--hook python|bash] [--rss-runs 400] [--figures 2,3,4]
import { execFileSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildPayloads } from '../dist/specs/claude-code/payloads.js';
import { buildHookEnv } from '../dist/src/runner/hook-env.js';
import { createScratchArea } from '../dist/src/workspace/scratch-area.js';
import { planSandbox } from '../dist/src/cli/sandbox-options.js';
import { loadLine, measure, median, cpuMethod } from './support/cpu-time.js';
import { measureCli, startCli } from './support/cli.js';
import { report } from './support/goals.js';
import { HOOK_SOURCES, bareSpawn, benchDir, bwrapBaselineCommand, inParallel, writeHook } from './support/hooks.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '2' },
    launches: { type: 'string', default: '3' },
    hook: { type: 'string', default: 'python' },
    'rss-runs': { type: 'string', default: '400' },
    figures: { type: 'string', default: '2,3,4' },
  },
});
const rounds = Number(values.rounds);
const figures = new Set(values.figures.split(',').map((figure) => figure.trim()));
const jobs = availableParallelism();
const dir = benchDir('run');
// The project the hooks see: an empty folder apart from the hook's own (never copied into itself).
const project = join(dir, 'project');
mkdirSync(project);
const hooksDir = join(dir, 'hooks');
mkdirSync(hooksDir);

console.log(`figures 2-4: whole hookcheck run processes (${rounds} round(s), ${values.launches} launch(es))`);
console.log(`${loadLine('at start')}; CPU measured by ${cpuMethod}`);

// Hooks write a line to this FIFO as they start. Opened read-write, the FIFO never blocks the hook's open, and no writer closing ends it.
const fifo = join(hooksDir, 'started.fifo');
execFileSync('mkfifo', [fifo]);
const stamps = new Socket({ fd: openSync(fifo, 'r+'), readable: true, writable: false });
stamps.setEncoding('utf8');
let buffered = '';
let waiting = null;
let startedHooks = 0;
stamps.on('data', (chunk) => {
  buffered += chunk;
  startedHooks += chunk.split('\n').length - 1;
  const line = buffered.split('\n')[0];
  if (buffered.includes('\n') && waiting) waiting(Number(line));
});
const stampHook = writeHook(hooksDir, 'hook-stamp', `#!/usr/bin/env bash\nprintf '%s\\n' "$EPOCHREALTIME" > ${fifo}\ninput=$(cat)\nexit 0\n`);

// Figure 2. The hook counts its own starts in the FIFO, to check the report's case count.
const COUNT_LINE = { bash: `printf '1\\n' > ${fifo}`, python: `import os; os.write(os.open("${fifo}", os.O_WRONLY), b"1\\n")` };
const [shebang, ...body] = HOOK_SOURCES[values.hook].split('\n');
const hookFile = writeHook(hooksDir, `hook-${values.hook}`, [shebang, COUNT_LINE[values.hook], ...body].join('\n'));
const hookCommand = { form: 'exec', file: hookFile, args: [] };
const scratch = await createScratchArea();
const payloads = buildPayloads('PreToolUse', { sessionId: 'bench', transcriptPath: scratch.transcriptPath, cwd: scratch.projectDir }).map((sample) => JSON.stringify(sample.payload));
const env = buildHookEnv({
  callerEnv: process.env,
  inheritEnv: false,
  projectDir: scratch.projectDir,
  homeDir: scratch.homeDir,
  tmpDir: scratch.tmpDir,
  agentEnv: { CLAUDE_PROJECT_DIR: scratch.projectDir, CLAUDECODE: '1' },
});
const sandboxPlan = planSandbox('auto', process.env, project, [hookCommand]);
const statusFile = join(scratch.root, 'bench-status');
writeFileSync(statusFile, '');

async function defaultRun() {
  const reportFile = join(dir, 'report.json');
  startedHooks = 0;
  const run = await measureCli(['run', hookFile, '-r', 'json', '-o', reportFile], { cwd: project });
  const hook = JSON.parse(readFileSync(reportFile, 'utf8')).hooks[0];
  await new Promise((resolve) => setTimeout(resolve, 200)); // the FIFO's last lines, already written
  // The invocations are what the hook itself counted: the report's case count may leave some out.
  if (startedHooks !== hook.stats.cases) console.log(`  note: the hook started ${startedHooks} times, the report counts ${hook.stats.cases} cases: the baseline spawns ${startedHooks}`);
  return { ...run, reported: hook.stats.cases, cases: startedHooks, sandbox: hook.sandbox.kind };
}

async function bareInvocations(cases, sandbox) {
  const command = sandbox === 'bwrap' ? bwrapBaselineCommand(hookCommand, sandboxPlan, scratch, statusFile) : hookCommand;
  return measure(() => inParallel(cases, jobs, (index) => bareSpawn(command, payloads[index % payloads.length], scratch.projectDir, env)));
}

const runs = [];
const bare = [];
if (figures.has('2')) {
  runs.push(await defaultRun());
  for (let round = 0; round < rounds; round++) {
    const { cases, sandbox } = runs.at(-1);
    bare.push(await bareInvocations(cases, sandbox));
    if (round + 1 < rounds) runs.push(await defaultRun());
  }
  const last = runs.at(-1);
  const runCpu = median(runs.map((run) => run.cpuMs));
  const bareCpu = median(bare.map((item) => item.cpuMs));
  report({
    name: `default run of one ${values.hook} hook`,
    label: 'run/invocations',
    cpu: runCpu / bareCpu,
    wall: median(runs.map((run) => run.wallMs)) / median(bare.map((item) => item.wallMs)),
    goal: { op: '<=', value: 1.3 },
    detail: `run: ${(runCpu / 1000).toFixed(2)} s CPU, ${(median(runs.map((run) => run.wallMs)) / 1000).toFixed(1)} s wall, ${last.cases} invocations (report: ${last.reported} cases), sandbox ${last.sandbox}; ${last.cases} bare spawns: ${(bareCpu / 1000).toFixed(2)} s CPU`,
    atLeastOne: true,
  });
}

// Figure 3.
if (figures.has('3')) {
  const delays = [];
  for (let launch = 0; launch < Number(values.launches); launch++) {
    buffered = '';
    const firstStamp = new Promise((resolve) => (waiting = resolve));
    const launched = (performance.timeOrigin + performance.now()) / 1000;
    const { child, ended } = startCli(['run', stampHook], { cwd: project });
    const started = await Promise.race([firstStamp, ended.then((end) => Promise.reject(new Error(`hookcheck ended before any case started:\n${end.stderr}`)))]);
    waiting = null;
    delays.push(started - launched);
    child.kill('SIGTERM'); // only the first case matters here
    await ended;
  }
  const delay = median(delays);
  report({
    name: 'launch to first case',
    label: '',
    cpu: delay,
    goal: { op: '<', value: 0.5, unit: ' s' },
    detail: `wall, median of ${delays.length}: ${delays.map((item) => item.toFixed(3)).join(', ')} s`,
  });
}

// Figure 4.
if (figures.has('4')) {
  const blob = join(hooksDir, 'two-mib.txt');
  writeFileSync(blob, `${'x'.repeat(1023)}\n`.repeat(2048));
  const loudHook = writeHook(hooksDir, 'hook-loud', `#!/usr/bin/env bash\ninput=$(cat)\nexec cat ${blob}\n`);
  const timeFile = join(dir, 'time.txt');
  const loud = await measureCli(['run', loudHook, '--runs', values['rss-runs']], { cwd: project, prefix: ['/usr/bin/time', '-f', '%M', '-o', timeFile] });
  const peakMb = (Number(readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)) * 1024) / 1e6;
  report({
    name: `peak RSS, 2 MiB per call, --runs ${values['rss-runs']}`,
    label: '',
    cpu: peakMb,
    goal: { op: '<=', value: 150, unit: ' MB' },
    detail: `/usr/bin/time %M; ${(loud.cpuMs / 1000).toFixed(1)} s CPU, ${(loud.wallMs / 1000).toFixed(1)} s wall`,
  });
}

stamps.destroy();
await scratch.remove();
rmSync(dir, { recursive: true, force: true });
console.log(loadLine('at end'));
