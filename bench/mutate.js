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
// --language python: the same guard in Python (fixtures/mutate/guard-two-conditions.py), the same
// probes, hookcheck running its mutants in Python hosts (a fork each, not a python start). Stryker
// mutates JavaScript only, so its command runner's cost per mutant for this guard is measured in
// its two parts, both real runs: Stryker's own work per mutant (a run on the JavaScript twin whose
// test command is `true`: everything but the command) plus the test command per mutant (probes.sh
// on each of hookcheck's Python mutants, already written, as Stryker's mutant switching needs no
// copy). Every side runs the same python: the first python3 on PATH once version managers' shims are left out.
//
//   npm run build && node bench/mutate.js [--rounds 3] [--sandbox none|auto|bwrap] [--language javascript|python]
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadLine, measure, median, cpuMethod } from './support/cpu-time.js';
import { measureCli } from './support/cli.js';
import { report } from './support/goals.js';
import { inParallel } from './support/hooks.js';

// No sandbox by default: the naive loop and Stryker run the guard bare, so hookcheck does too.
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, sandbox: { type: 'string', default: 'none' }, language: { type: 'string', default: 'javascript' } } });
const root = fileURLToPath(new URL('../', import.meta.url));
const jobs = availableParallelism();
const LANGUAGES = {
  javascript: { fixture: 'guard-two-conditions.js', file: 'guard.js', interpreter: 'node', deny: '"permissionDecision":"deny"' },
  // json.dumps puts a space after the colon.
  python: { fixture: 'guard-two-conditions.py', file: 'guard.py', interpreter: 'python3', deny: '"permissionDecision": "deny"' },
};
const language = LANGUAGES[values.language];
if (language === undefined) throw new Error(`--language is javascript or python, not ${values.language}`);
const python = values.language === 'python';
if (python) {
  // One interpreter for every side: no version manager's shims on PATH (hookcheck would resolve them
  // to their version's python for its hooks, the other sides would start the shim or another
  // python), and the python3 found first put ahead.
  process.env.PATH = process.env.PATH.split(':')
    .filter((folder) => basename(folder) !== 'shims')
    .join(':');
  const real = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).trim();
  process.env.PATH = `${dirname(real)}:${process.env.PATH}`;
}

function workspace() {
  const dir = mkdtempSync(join(tmpdir(), 'hookcheck-bench-mutate-'));
  copyFileSync(join(root, 'fixtures/mutate', language.fixture), join(dir, language.file));
  execFileSync('chmod', ['+x', join(dir, language.file)]);
  // Stryker's mutants for the Python guard are the JavaScript twin's (see the top).
  if (python) copyFileSync(join(root, 'fixtures/mutate/guard-two-conditions.js'), join(dir, 'guard.js'));
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'package.json'), '{ "type": "module", "private": true }\n');
  const probe = (name, role, command, effect, reason) =>
    `      - name: ${name}\n        role: ${role}\n        payload: { tool_name: Bash, tool_input: { command: "${command}" } }\n        expect: { effect: ${effect}${reason ? `, reason: ${reason}` : ''} }\n`;
  writeFileSync(
    join(dir, 'hookcheck.config.yaml'),
    `hooks:\n  - script: ${language.file}\n    events: [PreToolUse]\n    matcher: Bash\n    probes:\n` +
      probe('rm -rf is denied', 'control', 'rm -rf build/', 'deny', 'rm -rf') +
      probe('a force-push is denied', 'control', 'git push --force origin main', 'deny', 'force-push') +
      probe('ls goes through', 'benign', 'ls -la', '[allow, none]'),
  );
  // The same probes as a test command: deny with the reason for the controls, no deny for ls.
  const check = (command, expected) =>
    `out=$(printf '%s' '{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"${command}"}}' | ${language.interpreter} ${language.file}) || exit 1\n` +
    (expected ? `case "$out" in *'${language.deny}'*'${expected}'*) ;; *) exit 1 ;; esac\n` : `case "$out" in *deny*) exit 1 ;; esac\n`);
  writeFileSync(join(dir, 'probes.sh'), `#!/usr/bin/env bash\n${check('rm -rf build/', 'rm -rf')}${check('git push --force origin main', 'force-push')}${check('ls -la', null)}exit 0\n`);
  writeFileSync(
    join(dir, 'stryker.conf.json'),
    JSON.stringify(
      {
        testRunner: 'command',
        commandRunner: { command: python ? 'true' : 'bash probes.sh' },
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
    const child = spawn(language.interpreter, [language.file], { cwd: dir, stdio: ['pipe', 'ignore', 'ignore'] });
    child.on('error', reject);
    child.on('close', resolve);
    child.stdin.end('{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"rm -rf build/"}}');
  });
}

/** The naive loop: the unmutated guard once, then every mutant in a fresh copy of it. */
async function naiveLoop(dir, mutants) {
  const source = readFileSync(join(dir, language.file), 'utf8');
  if ((await runProbes(dir)) !== 0) throw new Error('the unmutated guard fails its probes');
  let survived = 0;
  await inParallel(mutants.length, jobs, async (index) => {
    const copy = mkdtempSync(join(dir, 'naive-'));
    writeFileSync(join(copy, language.file), applyMutant(source, mutants[index]), { mode: 0o755 });
    copyFileSync(join(dir, 'probes.sh'), join(copy, 'probes.sh'));
    if ((await runProbes(copy)) === 0) survived++;
    rmSync(copy, { recursive: true, force: true });
  });
  return survived;
}

/** The test command on each mutant, every copy written first: what a command runner that switches mutants without copies pays per mutant beside its own work. */
async function probesPerMutant(dir, mutants) {
  const source = readFileSync(join(dir, language.file), 'utf8');
  const copies = mutants.map((mutant) => {
    const copy = mkdtempSync(join(dir, 'command-'));
    writeFileSync(join(copy, language.file), applyMutant(source, mutant), { mode: 0o755 });
    copyFileSync(join(dir, 'probes.sh'), join(copy, 'probes.sh'));
    return copy;
  });
  const measured = await measure(() => inParallel(copies.length, jobs, (index) => runProbes(copies[index])));
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
  return measured;
}

const key = (mutant) => `${mutant.location.start.line}:${mutant.location.start.column}-${mutant.location.end.line}:${mutant.location.end.column}=${mutant.replacement}`;

console.log(`figure 5: hookcheck mutate of a ${values.language} guard (--sandbox ${values.sandbox}, -j ${jobs}) vs a naive loop and Stryker's command runner, ${values.rounds} round(s)`);
if (python) console.log(`python3: ${execFileSync('python3', ['-c', 'import sys; print(sys.executable, sys.version.split()[0])'], { encoding: 'utf8' }).trim()}`);
console.log(`${loadLine('at start')}; CPU measured by ${cpuMethod}`);
const sides = { hookcheck: [], naive: [], stryker: [], floor: [], command: [] };
let facts;
for (let round = 0; round < Number(values.rounds); round++) {
  const dir = workspace();
  const hookcheck = await measureCli(['mutate', '-r', 'json', '-o', 'hookcheck.json', '--sandbox', values.sandbox, '-j', String(jobs)], { cwd: dir });
  const file = JSON.parse(readFileSync(join(dir, 'hookcheck.json'), 'utf8')).files[language.file];
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
  if (python) others.command = () => probesPerMutant(dir, mutants);
  const order = [...(round % 2 === 0 ? ['naive', 'stryker', 'floor'] : ['stryker', 'naive', 'floor']), ...(python ? ['command'] : [])];
  const results = {};
  for (const side of order) results[side] = await others[side]();
  sides.hookcheck.push(hookcheck);
  sides.naive.push(results.naive);
  sides.stryker.push(results.stryker);
  sides.floor.push(results.floor);
  if (python) sides.command.push(results.command);
  const strykerKeys = new Set(results.stryker.value.map(key));
  facts = {
    hosts:
      /mutants ran in (node|python) hosts/.exec(hookcheck.stderr)?.[0].replace('mutants ran ', '') ??
      `as processes (${/mutants ran as processes: (.*)/.exec(hookcheck.stderr)?.[1] ?? 'no reason given'})`,
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
console.log(
  python
    ? `  Stryker on the JavaScript twin, test command \`true\`: ${facts.strykerMutants} mutants of its own, ${seconds(cpu('stryker'))} CPU, ${seconds(wall('stryker'))} wall; probes.sh on each of hookcheck's ${facts.mutants}: ${seconds(cpu('command'))} CPU, ${seconds(wall('command'))} wall`
    : `  Stryker: ${facts.strykerMutants} mutants of its own (${facts.shared} identical to hookcheck's), ${seconds(cpu('stryker'))} CPU, ${seconds(wall('stryker'))} wall`,
);
report({ name: 'mutate vs naive loop, same mutants', label: 'naive/hookcheck', cpu: cpu('naive') / cpu('hookcheck'), wall: wall('naive') / wall('hookcheck'), goal: { op: '>=', value: 1 } });
const perMutant = (side, count) => ({ cpu: cpu(side) / count, wall: wall(side) / count });
const ours = perMutant('hookcheck', facts.mutants);
// For Python, Stryker's command runner per mutant is its own work per mutant plus the test command per mutant (see the top).
const strykerOwn = perMutant('stryker', facts.strykerMutants);
const command = python ? perMutant('command', facts.mutants) : { cpu: 0, wall: 0 };
const theirs = { cpu: strykerOwn.cpu + command.cpu, wall: strykerOwn.wall + command.wall };
// Each round's ratio, for the spread: the same sum, that round's runs.
const roundRatios = sides.hookcheck.map((hookcheck, round) => {
  const stryker = sides.stryker[round].cpuMs / sides.stryker[round].value.length + (python ? sides.command[round].cpuMs / facts.mutants : 0);
  return stryker / (hookcheck.cpuMs / facts.mutants);
});
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
  detail: `CPU ms/mutant hookcheck ${ours.cpu.toFixed(1)}, Stryker ${theirs.cpu.toFixed(0)}${python ? ` (its own ${strykerOwn.cpu.toFixed(0)} + probes.sh ${command.cpu.toFixed(0)})` : ''}`,
});
console.log(`  Stryker/hookcheck CPU by round: ${roundRatios.map((ratio) => ratio.toFixed(2)).join(', ')} (min ${Math.min(...roundRatios).toFixed(2)}, max ${Math.max(...roundRatios).toFixed(2)})`);
console.log(loadLine('at end'));
