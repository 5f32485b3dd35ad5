/**
 * hookcheck as a user installs it: `npm pack`, then a fresh project that installs the tarball (with
 * vitest and typescript from the registry), imports the API and `hookcheck/vitest`, typechecks its
 * suite with `tsc --noEmit`, and runs it: every matcher passes on hooks that work, and each one
 * fails, with its own message, on a hook made to break it.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/temp-dir.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const VITEST = JSON.parse(execFileSync('node', ['-p', 'JSON.stringify(require("vitest/package.json").version)'], { cwd: root, encoding: 'utf8' })) as string;
const TYPESCRIPT = JSON.parse(execFileSync('node', ['-p', 'JSON.stringify(require("typescript/package.json").version)'], { cwd: root, encoding: 'utf8' })) as string;

const SUITE = `import { describe, expect, it } from 'vitest';
import { payloads, runCase, type CaseRun } from 'hookcheck';
import 'hookcheck/vitest';

const guard = ['bash', 'guard.sh'] as const;
const broken = ['bash', 'broken.sh'] as const;
const bash = (command: string) => payloads.preToolUse({ tool: 'Bash', command });

describe('correct hooks', () => {
  it('denies rm -rf and lets ls through', async () => {
    await expect(guard).toDeny(bash('rm -rf /'), 'not allowed here');
    await expect(guard).toAllow(bash('ls'));
    const result: CaseRun = await runCase(guard, bash('rm -rf /'));
    await expect(result).toDeny();
  });
  it('asks, blocks and adds context', async () => {
    await expect(['bash', 'asks.sh']).toAsk(bash('git push --force'));
    await expect(['bash', 'stop.sh']).toBlock(payloads.stop(), 'tests');
    await expect(['bash', 'context.sh']).toAddContext(payloads.sessionStart(), 'branch main');
  });
  it('survives garbage, is idempotent and quick', async () => {
    await expect(guard).toSurviveGarbage();
    await expect(guard).toBeIdempotent(bash('rm -rf /'));
    await expect(guard).toFinishWithin(5000, bash('ls'));
  });
});

describe('broken.sh, made to break every matcher', () => {
  it('toDeny', async () => { await expect(broken).toDeny(bash('rm -rf /')); });
  it('toAllow', async () => { await expect(broken).toAllow(bash('ls')); });
  it('toAsk', async () => { await expect(broken).toAsk(bash('git push --force')); });
  it('toBlock', async () => { await expect(broken).toBlock(payloads.stop()); });
  it('toAddContext', async () => { await expect(broken).toAddContext(payloads.sessionStart()); });
  it('toSurviveGarbage', async () => { await expect(broken).toSurviveGarbage(); });
  it('toBeIdempotent', async () => { await expect(broken).toBeIdempotent(bash('ls')); });
  it('toFinishWithin', async () => { await expect(broken).toFinishWithin(300, bash('sleep')); });
});
`;

const GUARD = `cat | grep -q 'rm -rf' && { echo 'rm -rf is not allowed here' >&2; exit 2; }\nexit 0\n`;
const ASKS = `cat | grep -q 'push --force' && printf '%s' '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask"}}'\nexit 0\n`;
const STOP = `cat > /dev/null\nprintf '%s' '{"decision":"block","reason":"Run the tests first."}'\n`;
const CONTEXT = `cat > /dev/null\nprintf '%s' '{"hookSpecificOutput":{"hookEventName":"SessionStart","additionalContext":"On branch main."}}'\n`;
/** Broken every way a matcher looks: denies with exit 1, crashes on ls and on garbage, counts its calls, sleeps. */
const BROKEN = [
  'payload=$(cat)',
  'n=$(cat "$CLAUDE_PROJECT_DIR/calls" 2>/dev/null || echo 0); echo $((n + 1)) > "$CLAUDE_PROJECT_DIR/calls"',
  'case "$payload" in *rm\\ -rf*) echo "rm -rf is not allowed" >&2; exit 1 ;; *sleep*) sleep 2 ;; *tool_name*) ;; *) exit 3 ;; esac',
  'case "$payload" in *"ls"*) exit 1 ;; esac',
  'exit 0',
  '',
].join('\n');

describe('the packed package', () => {
  it('installs, typechecks and runs a suite in a fresh project', async () => {
    const packDir = tempDir('hookcheck-pack-');
    // dist/ is built by `npm test` before the suite; building again here would rewrite it under the CLI tests running beside this one.
    await execa('npm', ['pack', '--ignore-scripts', '--pack-destination', packDir, '--silent'], { cwd: root });
    const tarball = join(
      packDir,
      readdirSync(packDir).find((name) => name.endsWith('.tgz'))!,
    );
    const project = tempDir('hookcheck-user-');
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'user-hooks', private: true, type: 'module' }));
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: true, types: ['node'] },
        include: ['*.test.ts'],
      }),
    );
    writeFileSync(join(project, 'guard.test.ts'), SUITE);
    for (const [name, text] of Object.entries({ 'guard.sh': GUARD, 'asks.sh': ASKS, 'stop.sh': STOP, 'context.sh': CONTEXT, 'broken.sh': BROKEN })) writeFileSync(join(project, name), text);
    mkdirSync(join(project, 'node_modules'), { recursive: true });
    copyFileSync(tarball, join(project, 'hookcheck.tgz'));
    await execa('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', './hookcheck.tgz', `vitest@${VITEST}`, `typescript@${TYPESCRIPT}`, '@types/node@20'], { cwd: project });

    const typecheck = await execa('npx', ['tsc', '-p', '.'], { cwd: project, reject: false });
    expect(typecheck.stdout + typecheck.stderr).toBe('');
    expect(typecheck.exitCode).toBe(0);

    const run = await execa('npx', ['vitest', 'run', '--reporter', 'verbose'], { cwd: project, reject: false, env: { NO_COLOR: '1' } });
    const output = run.stdout + run.stderr;
    for (const passed of ['denies rm -rf and lets ls through', 'asks, blocks and adds context', 'survives garbage, is idempotent and quick'])
      expect(output).toMatch(new RegExp(`✓ .*correct hooks > ${passed}`));
    // Each matcher fails on the broken hook, each with its own message.
    const messages = {
      toDeny: /expected the hook to deny the call, but\s+Claude Code on PreToolUse: non-blocking-error/,
      toAllow: /expected the hook to let the call through \(allow, or no effect\), but\s+Claude Code on PreToolUse: non-blocking-error/,
      toAsk: /expected the hook to ask the user, but/,
      toBlock: /expected the hook to block, but\s+Claude Code on Stop/,
      toAddContext: /expected the hook to add context, but\s+Claude Code on SessionStart/,
      toSurviveGarbage: /expected the hook to exit 0 with no effect on garbage; on empty stdin/,
      toBeIdempotent: /expected the hook to be idempotent: the second run changed project\/calls/,
      toFinishWithin: /expected the hook to finish within 300 ms; it took \d+ ms/,
    };
    for (const [matcher, message] of Object.entries(messages)) {
      expect(output, matcher).toMatch(new RegExp(`× .*made to break every matcher > ${matcher}`));
      expect(output, matcher).toMatch(message);
    }
    expect(output).toMatch(/Tests\s+8 failed \| 3 passed/);
    expect(run.exitCode).toBe(1);
  }, 600_000);
});
