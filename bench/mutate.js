#!/usr/bin/env node
// hookcheck mutate against Stryker's command runner on the same JavaScript guard, with the same
// three probes: hookcheck runs them as config probes, Stryker as a shell test command that pipes the
// same payloads into the guard and checks the same answers. Prints the wall times and the ratios
// hookcheck/Stryker, for the whole run and per mutant (the two make different mutants).
//
//   npm run build && node bench/mutate.js [--rounds 3] [--sandbox auto|none]
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, sandbox: { type: 'string', default: 'auto' } } });
const root = fileURLToPath(new URL('../', import.meta.url));
const env = { ...process.env, NO_COLOR: '1' };

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
    JSON.stringify({ testRunner: 'command', commandRunner: { command: 'bash probes.sh' }, mutate: ['guard.js'], reporters: ['json'], jsonReporter: { fileName: 'reports/stryker.json' }, concurrency: 2, tempDirName: '.stryker-tmp', cleanTempDir: true, plugins: ['@stryker-mutator/*'] }, null, 2),
  );
  return dir;
}

function timed(file, args, cwd) {
  const start = performance.now();
  execFileSync(file, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  return performance.now() - start;
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const rounds = Number(values.rounds);
const hookcheckMs = [];
const strykerMs = [];
let hookcheckMutants = 0;
let strykerMutants = 0;
for (let round = 0; round < rounds; round++) {
  const dir = workspace();
  hookcheckMs.push(timed('node', [join(root, 'bin/hookcheck.js'), 'mutate', '-r', 'json', '-o', 'hookcheck.json', '--sandbox', values.sandbox, '-j', '2'], dir));
  strykerMs.push(timed(join(root, 'node_modules/.bin/stryker'), ['run'], dir));
  const count = (file) => Object.values(JSON.parse(readFileSync(join(dir, file), 'utf8')).files).reduce((sum, item) => sum + item.mutants.filter((mutant) => mutant.status !== 'Ignored').length, 0);
  hookcheckMutants = count('hookcheck.json');
  strykerMutants = count('reports/stryker.json');
}
const [h, s] = [median(hookcheckMs), median(strykerMs)];
console.log(`hookcheck mutate (sandbox ${values.sandbox}): ${Math.round(h)} ms for ${hookcheckMutants} mutants (${Math.round(h / hookcheckMutants)} ms each)`);
console.log(`Stryker command runner:  ${Math.round(s)} ms for ${strykerMutants} mutants (${Math.round(s / strykerMutants)} ms each)`);
console.log(`ratio hookcheck/Stryker: whole run ${(h / s).toFixed(2)}, per mutant ${(h / hookcheckMutants / (s / strykerMutants)).toFixed(2)} (median of ${rounds} round(s))`);
