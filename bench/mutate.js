#!/usr/bin/env node
// Figure 5 of issue 17: `hookcheck mutate` on a JavaScript guard with three probes, against
//   - a naive loop over the SAME mutants (read from hookcheck's own report): copy the guard, apply
//     the mutant, run the probes as a shell test (probes.sh) — goal: mutate no slower (naive/hookcheck ≥ 1);
//   - Stryker's command runner with the same probes as its test command, per mutant (Stryker makes
//     its own mutants; the overlap with hookcheck's is printed) — goal: Stryker/hookcheck ≥ 5;
//   - the floor under a tool that starts the guard once per mutant: one CLI start and one start of
//     the guard per mutant (printed with the best Stryker/hookcheck ratio it allows). hookcheck runs
//     the mutants of a JavaScript guard in node hosts (a module load each, not a node start), so it
//     can go under that floor; the bench says whether it did.
// CPU of the whole process tree; rounds alternate which side goes first; medians of the rounds.
//
//   npm run build && node bench/mutate.js [--rounds 3] [--sandbox none|auto|bwrap]
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadLine, measure, median, cpuMethod } from './support/cpu-time.js';
import { measureCli } from './support/cli.js';
import { report } from './support/goals.js';
import { inParallel } from './support/hooks.js';

// No sandbox by default: the naive loop and Stryker run the guard bare, so hookcheck does too.
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, sandbox: { type: 'string', default: 'none' } } });
const root = fileURLToPath(new URL('../', import.meta.url));
const jobs = availableParallelism();

function workspace() {
  const dir = mkdtempSync(join(tmpdir(), 'hookcheck-bench-mutate-'));
  copyFileSync(join(root, 'fixtures/mutate/guard-two-conditions.js'), join(dir, 'guard.js'));
  execFileSync('chmod', ['+x', join(dir, 'guard.js')]);
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'package.json'), '{ "type": "module", "private": true }\n');
  const probe = (name, role, command, effect, reason) =>
    `      - name: ${name}\n        role: ${role}\n        payload: { tool_name: Bash, tool_input: { command: "${command}" } }\n        expect: { effect: ${effect}${reason ? `, reason: ${reason}` : ''} }\n`;
  writeFileSync(
    join(dir, 'hookcheck.config.yaml'),
    `hooks:\n  - script: guard.js\n    events: [PreToolUse]\n    matcher: Bash\n    probes:\n` +
      probe('rm -rf is denied', 'control', 'rm -rf build/', 'deny', 'rm -rf') +
      probe('a force-push is denied', 'control', 'git push --force origin main', 'deny', 'force-push') +
      probe('ls goes through', 'benign', 'ls -la', '[allow, none]'),
  );
  // The same probes as a test command: deny with the reason for the controls, no deny for ls.
  const check = (command, expected) =>
    `out=$(printf '%s' '{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"${command}"}}' | node guard.js) || exit 1\n` +
    (expected ? `case "$out" in *'"permissionDecision":"deny"'*'${expected}'*) ;; *) exit 1 ;; esac\n` : `case "$out" in *deny*) exit 1 ;; esac\n`);
  writeFileSync(join(dir, 'probes.sh'), `#!/usr/bin/env bash\n${check('rm -rf build/', 'rm -rf')}${check('git push --force origin main', 'force-push')}${check('ls -la', null)}exit 0\n`);
  writeFileSync(
    join(dir, 'stryker.conf.json'),
    JSON.stringify(
      {
        testRunner: 'command',
        commandRunner: { command: 'bash probes.sh' },
        mutate: ['guard.js'],
        reporters: ['json'],
        jsonReporter: { fileName: 'reports/stryker.json' },
        concurrency: jobs,
        tempDirName: '.stryker-tmp',
        cleanTempDir: true,
        plugins: ['@stryker-mutator/*'],
      },
      null,
      2,
    ),
  );
  return dir;
}

const counted = (file) => file.mutants.filter((mutant) => mutant.status !== 'Ignored');

function applyMutant(source, { location, replacement }) {
  const starts = [0];
  for (let index = 0; index < source.length; index++) if (source[index] === '\n') starts.push(index + 1);
  const offset = ({ line, column }) => starts[line - 1] + column - 1;
  return source.slice(0, offset(location.start)) + replacement + source.slice(offset(location.end));
}

/** Exit code of `bash probes.sh` in `dir` (0: the guard passed every probe). */
function runProbes(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['probes.sh'], { cwd: dir, stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
}

/** One start of the guard on a probe's payload, its answer ignored. */
function guardOnce(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['guard.js'], { cwd: dir, stdio: ['pipe', 'ignore', 'ignore'] });
    child.on('error', reject);
    child.on('close', resolve);
    child.stdin.end('{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"rm -rf build/"}}');
  });
}

/** The naive loop: the unmutated guard once, then every mutant in a fresh copy of it. */
async function naiveLoop(dir, mutants) {
  const source = readFileSync(join(dir, 'guard.js'), 'utf8');
  if ((await runProbes(dir)) !== 0) throw new Error('the unmutated guard fails its probes');
  let survived = 0;
  await inParallel(mutants.length, jobs, async (index) => {
    const copy = mkdtempSync(join(dir, 'naive-'));
    writeFileSync(join(copy, 'guard.js'), applyMutant(source, mutants[index]), { mode: 0o755 });
    copyFileSync(join(dir, 'probes.sh'), join(copy, 'probes.sh'));
    if ((await runProbes(copy)) === 0) survived++;
    rmSync(copy, { recursive: true, force: true });
  });
  return survived;
}

const key = (mutant) => `${mutant.location.start.line}:${mutant.location.start.column}-${mutant.location.end.line}:${mutant.location.end.column}=${mutant.replacement}`;

console.log(`figure 5: hookcheck mutate (--sandbox ${values.sandbox}, -j ${jobs}) vs a naive loop and Stryker's command runner, ${values.rounds} round(s)`);
console.log(`${loadLine('at start')}; CPU measured by ${cpuMethod}`);
const sides = { hookcheck: [], naive: [], stryker: [], floor: [] };
let facts;
for (let round = 0; round < Number(values.rounds); round++) {
  const dir = workspace();
  const hookcheck = await measureCli(['mutate', '-r', 'json', '-o', 'hookcheck.json', '--sandbox', values.sandbox, '-j', String(jobs)], { cwd: dir });
  const file = JSON.parse(readFileSync(join(dir, 'hookcheck.json'), 'utf8')).files['guard.js'];
  const mutants = counted(file);
  const others = {
    naive: () => measure(() => naiveLoop(dir, mutants)),
    stryker: async () => {
      const measured = await measure(
        () =>
          new Promise((resolve, reject) => {
            const child = spawn(join(root, 'node_modules/.bin/stryker'), ['run'], { cwd: dir, stdio: 'ignore' });
            child.on('error', reject);
            child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`stryker run ended with ${code}`))));
          }),
      );
      return { ...measured, value: counted(Object.values(JSON.parse(readFileSync(join(dir, 'reports/stryker.json'), 'utf8')).files)[0]) };
    },
  };
  // The floor of a tool that starts each mutant once: one CLI start, and one guard start a mutant.
  others.floor = async () => {
    const cli = await measureCli(['--version'], { cwd: dir }, 0);
    const guard = await measure(() => inParallel(mutants.length, 1, () => guardOnce(dir)));
    return { cpuMs: cli.cpuMs + guard.cpuMs, wallMs: cli.wallMs + guard.wallMs, value: { cliMs: cli.cpuMs, guardMs: guard.cpuMs / mutants.length } };
  };
  const order = round % 2 === 0 ? ['naive', 'stryker', 'floor'] : ['stryker', 'naive', 'floor'];
  const results = {};
  for (const side of order) results[side] = await others[side]();
  sides.hookcheck.push(hookcheck);
  sides.naive.push(results.naive);
  sides.stryker.push(results.stryker);
  sides.floor.push(results.floor);
  const strykerKeys = new Set(results.stryker.value.map(key));
  facts = {
    hosts: /mutants ran in node hosts/.test(hookcheck.stderr) ? 'in node hosts' : `as processes (${/mutants ran as processes: (.*)/.exec(hookcheck.stderr)?.[1] ?? 'no reason given'})`,
    mutants: mutants.length,
    survivedHookcheck: mutants.filter((mutant) => mutant.status === 'Survived').length,
    survivedNaive: results.naive.value,
    strykerMutants: results.stryker.value.length,
    shared: mutants.filter((mutant) => strykerKeys.has(key(mutant))).length,
  };
  rmSync(dir, { recursive: true, force: true });
}
const cpu = (side) => median(sides[side].map((item) => item.cpuMs));
const wall = (side) => median(sides[side].map((item) => item.wallMs));
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(`  hookcheck: ${facts.mutants} mutants (${facts.survivedHookcheck} survived), run ${facts.hosts}, ${seconds(cpu('hookcheck'))} CPU, ${seconds(wall('hookcheck'))} wall`);
console.log(`  naive loop on the same ${facts.mutants}: ${facts.survivedNaive} survived, ${seconds(cpu('naive'))} CPU, ${seconds(wall('naive'))} wall`);
console.log(`  Stryker: ${facts.strykerMutants} mutants of its own (${facts.shared} identical to hookcheck's), ${seconds(cpu('stryker'))} CPU, ${seconds(wall('stryker'))} wall`);
report({ name: 'mutate vs naive loop, same mutants', label: 'naive/hookcheck', cpu: cpu('naive') / cpu('hookcheck'), wall: wall('naive') / wall('hookcheck'), goal: { op: '>=', value: 1 } });
const perMutant = (side, count) => ({ cpu: cpu(side) / count, wall: wall(side) / count });
const [ours, theirs] = [perMutant('hookcheck', facts.mutants), perMutant('stryker', facts.strykerMutants)];
const floor = perMutant('floor', facts.mutants);
console.log(
  `  floor of a tool that starts the guard once per mutant: one CLI start (${median(sides.floor.map((item) => item.value.cliMs)).toFixed(0)} ms CPU) and one guard start per mutant (${median(sides.floor.map((item) => item.value.guardMs)).toFixed(0)} ms CPU): ${floor.cpu.toFixed(0)} ms CPU per mutant, Stryker/that tool ${(theirs.cpu / floor.cpu).toFixed(2)} at best on this set`,
);
report({
  name: 'mutate vs Stryker command runner, per mutant',
  label: 'Stryker/hookcheck',
  cpu: theirs.cpu / ours.cpu,
  wall: theirs.wall / ours.wall,
  goal: { op: '>=', value: 5 },
  detail: `CPU ms/mutant hookcheck ${ours.cpu.toFixed(0)}, Stryker ${theirs.cpu.toFixed(0)}`,
});
console.log(loadLine('at end'));
