#!/usr/bin/env node
// Overhead of hookcheck against bare spawns of the same hook, with the same payloads and the same
// parallelism. Prints ratios hookcheck/bare:
//   - per invocation, for a bash and a Python hook (targets: bash ≤ 1.25, Python ≤ 1.10);
//   - for a whole fuzz phase of a Python hook (generation, runs, oracle, checks, determinism
//     repeats) against bare spawns of exactly the payloads it sent (target ≤ 1.15);
//   - the bubblewrap sandbox against none, per invocation through the runner (reported, no target).
//
//   npm run build && node bench/overhead.js [--invocations 200] [--jobs 2] [--rounds 5] [--fuzz-runs 200]
//
// Rounds alternate bare and hookcheck batches so that machine drift hits both; the ratio is taken
// from the medians of the rounds.
import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir, availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildPayloads } from '../dist/specs/claude-code/payloads.js';
import { LATEST_VERSION } from '../dist/specs/claude-code/versions.js';
import { predictEffect } from '../dist/src/oracle/claude-code/predict-effect.js';
import { buildHookEnv } from '../dist/src/runner/hook-env.js';
import { runHook } from '../dist/src/runner/run-hook.js';
import { createScratchArea } from '../dist/src/runner/scratch-area.js';
import { runFuzzPhase } from '../dist/src/engine/phases/6-fuzz.js';
import { planSandbox } from '../dist/src/cli/sandbox-options.js';
import { sandboxCommand } from '../dist/src/sandbox/sandbox-command.js';
import { executeCase } from '../dist/src/engine/execute-case.js';
import { judgeResults } from '../dist/src/engine/judge.js';

const { values } = parseArgs({
  options: {
    invocations: { type: 'string', default: '200' },
    jobs: { type: 'string', default: String(availableParallelism()) },
    rounds: { type: 'string', default: '5' },
    'fuzz-runs': { type: 'string', default: '200' },
  },
});
const fuzzRuns = Number(values['fuzz-runs']);
const invocations = Number(values.invocations);
const jobs = Number(values.jobs);
const rounds = Number(values.rounds);

// The real interpreter, not a version-manager shim: a slow shim would hide hookcheck's own cost.
const python = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).trim();
const dir = mkdtempSync(join(tmpdir(), 'hookcheck-bench-'));
const hooks = [
  { name: 'bash', target: 1.25, source: '#!/usr/bin/env bash\ninput=$(cat)\n[[ $input == *"rm -rf"* ]] && { echo "rm -rf refused" >&2; exit 2; }\nexit 0\n' },
  { name: 'python', target: 1.1, source: `#!${python}\nimport json, sys\np = json.load(sys.stdin)\nif "rm -rf" in p.get("tool_input", {}).get("command", ""):\n    print("rm -rf refused", file=sys.stderr); sys.exit(2)\n` },
];

const scratch = await createScratchArea();
const payloads = buildPayloads('PreToolUse', { sessionId: 'bench', transcriptPath: scratch.transcriptPath, cwd: scratch.projectDir }).map((sample) => JSON.stringify(sample.payload));
const env = buildHookEnv({ callerEnv: process.env, inheritEnv: false, projectDir: scratch.projectDir, homeDir: scratch.homeDir, tmpDir: scratch.tmpDir, agentEnv: { CLAUDE_PROJECT_DIR: scratch.projectDir, CLAUDECODE: '1' } });

/** The baseline: spawn, write stdin, wait for exit and both pipes; nothing else. */
function bareSpawn(file, stdin) {
  return new Promise((resolve, reject) => {
    const child = spawn(file, [], { cwd: scratch.projectDir, env, stdio: 'pipe' });
    child.stdout.resume();
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', resolve);
    child.stdin.on('error', () => undefined);
    child.stdin.end(stdin);
  });
}

/** What hookcheck does per case: run through the runner, then ask the oracle. */
async function hookcheckSpawn(file, stdin) {
  const outcome = await runHook({ command: { form: 'exec', file, args: [] }, stdin, cwd: scratch.projectDir, env, timeoutMs: 10_000 });
  predictEffect('PreToolUse', outcome, LATEST_VERSION);
}

async function timeBatch(invoke, file) {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < invocations) {
      const index = next++;
      await invoke(file, payloads[index % payloads.length]);
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  return (performance.now() - started) / invocations;
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

console.log(`hookcheck overhead: ${invocations} invocations × ${rounds} rounds, ${jobs} in parallel, ${payloads.length} PreToolUse payloads`);
let failed = false;
for (const hook of hooks) {
  const file = join(dir, `hook-${hook.name}`);
  writeFileSync(file, hook.source);
  chmodSync(file, 0o755);
  await timeBatch(bareSpawn, file); // warm-up: page cache, interpreter start-up
  const bare = [];
  const ours = [];
  for (let round = 0; round < rounds; round++) {
    bare.push(await timeBatch(bareSpawn, file));
    ours.push(await timeBatch(hookcheckSpawn, file));
  }
  const ratio = median(ours) / median(bare);
  const verdict = ratio <= hook.target ? 'within' : 'OVER';
  failed ||= ratio > hook.target;
  console.log(`${hook.name.padEnd(7)} bare ${median(bare).toFixed(2)} ms/call  hookcheck ${median(ours).toFixed(2)} ms/call  ratio ${ratio.toFixed(3)}  (target ≤ ${hook.target}: ${verdict})`);
}
// The fuzz phase of a Python hook that survives everything (so nothing is shrunk: shrinking runs
// extra cases on purpose), against bare spawns of the very payloads the phase sent, in order.
const FUZZ_TARGET = 1.15;
const fuzzHook = join(dir, 'hook-fuzz');
writeFileSync(
  fuzzHook,
  `#!${python}\nimport json, sys\ntry:\n    p = json.load(sys.stdin)\nexcept (ValueError, UnicodeDecodeError, RecursionError):\n    sys.exit(0)\ncommand = p.get("tool_input", {}).get("command", "") if isinstance(p, dict) and isinstance(p.get("tool_input"), dict) else ""\nif isinstance(command, str) and "rm -rf" in command:\n    print("rm -rf refused", file=sys.stderr); sys.exit(2)\n`,
);
chmodSync(fuzzHook, 0o755);
const target = { command: { form: 'exec', file: fuzzHook, args: [] }, events: ['PreToolUse'], timeoutMs: 10_000, eventsFrom: 'bench' };
const settings = { agentVersion: LATEST_VERSION, posture: 'open', jobs, inheritEnv: false, killGraceMs: 1000, projectDir: null };
const environment = { runHook, createScratchArea, callerEnv: process.env };
const payloadContext = { sessionId: 'bench', transcriptPath: scratch.transcriptPath, cwd: scratch.projectDir };

async function timeFuzzPhase(seed, sent) {
  const started = performance.now();
  const phase = await runFuzzPhase({
    target,
    fuzz: { seed, runs: fuzzRuns, deadline: null },
    agentVersion: LATEST_VERSION,
    posture: 'open',
    jobs,
    projectDir: null,
    scratch,
    payloadContext,
    execute: (testCase) => {
      sent.push(testCase.stdin);
      return executeCase(testCase, target, settings, scratch, environment);
    },
    judgeOne: (result) => judgeResults({ target, results: [result], agentVersion: LATEST_VERSION, posture: 'open', killGraceMs: 1000 }),
    knownCodes: new Set(),
  });
  if (phase.report.failures.length > 0) throw new Error(`the bench hook failed under fuzzing: ${phase.report.failures.map((item) => item.code).join(', ')}`);
  return performance.now() - started;
}

async function timeBareSpawns(stdins) {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < stdins.length) await bareSpawn(fuzzHook, stdins[next++]);
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  return performance.now() - started;
}

const fuzzBare = [];
const fuzzOurs = [];
let invocationsPerPhase = 0;
for (let round = 0; round < rounds; round++) {
  const sent = [];
  fuzzOurs.push(await timeFuzzPhase(round + 1, sent));
  fuzzBare.push(await timeBareSpawns(sent));
  invocationsPerPhase = sent.length;
}
const fuzzRatio = median(fuzzOurs) / median(fuzzBare);
failed ||= fuzzRatio > FUZZ_TARGET;
console.log(
  `fuzz    bare ${(median(fuzzBare) / 1000).toFixed(2)} s  hookcheck ${(median(fuzzOurs) / 1000).toFixed(2)} s  for ${fuzzRuns} generated cases (${invocationsPerPhase} invocations)  ratio ${fuzzRatio.toFixed(3)}  (target ≤ ${FUZZ_TARGET}: ${fuzzRatio <= FUZZ_TARGET ? 'within' : 'OVER'})`,
);
// The sandbox: the same runner invocations, inside bubblewrap and bare.
const sandbox = planSandbox('auto', process.env, dir, []);
if (sandbox.kind === 'bwrap') {
  for (const hook of hooks) {
    const file = join(dir, `hook-${hook.name}`);
    const layout = { bwrapBin: sandbox.bwrapBin, scratch, realHome: sandbox.realHome, visible: [...sandbox.visible, dir] };
    const viaRunner = (command) => (_file, stdin) => runHook({ command, stdin, cwd: scratch.projectDir, env, timeoutMs: 10_000 });
    const plain = viaRunner({ form: 'exec', file, args: [] });
    const boxed = viaRunner(sandboxCommand({ form: 'exec', file, args: [] }, layout));
    await timeBatch(boxed, file);
    const none = [];
    const bwrap = [];
    for (let round = 0; round < rounds; round++) {
      none.push(await timeBatch(plain, file));
      bwrap.push(await timeBatch(boxed, file));
    }
    console.log(`sandbox ${hook.name.padEnd(7)} none ${median(none).toFixed(2)} ms/call  bwrap ${median(bwrap).toFixed(2)} ms/call  ratio ${(median(bwrap) / median(none)).toFixed(3)}`);
  }
} else {
  console.log(`sandbox: not measured (${sandbox.reason})`);
}
await scratch.remove();
process.exitCode = failed ? 1 : 0;
