/**
 * hookcheck as a user installs it: `npm pack`, then a fresh project that installs the tarball (with
 * vitest and typescript from the registry), imports the API and `hookcheck/vitest`, typechecks its
 * suite with `tsc --noEmit`, and runs it: the matchers pass on a hook that works, and a matcher
 * fails, with its message, on one made to break it.
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
const bash = (command: string) => payloads.preToolUse({ tool: 'Bash', command });

describe('guard.sh', () => {
  it('denies rm -rf and lets ls through', async () => {
    await expect(guard).toDeny(bash('rm -rf /'), 'not allowed here');
    await expect(guard).toAllow(bash('ls'));
    const result: CaseRun = await runCase(guard, bash('rm -rf /'));
    await expect(result).toDeny();
  });

  it('fails on the hook that exits 1', async () => {
    await expect(['bash', 'exit-1.sh']).toDeny(bash('rm -rf /'));
  });
});
`;

const GUARD = `cat | grep -q 'rm -rf' && { echo 'rm -rf is not allowed here' >&2; exit 2; }\nexit 0\n`;
const EXIT_1 = `cat | grep -q 'rm -rf' && { echo 'rm -rf is not allowed here' >&2; exit 1; }\nexit 0\n`;

describe('the packed package', () => {
  it('installs, typechecks and runs a suite in a fresh project', async () => {
    const packDir = tempDir('hookcheck-pack-');
    // dist/ is built by `npm test` before the suite; building again here would rewrite it under the CLI tests running beside this one.
    await execa('npm', ['pack', '--ignore-scripts', '--pack-destination', packDir, '--silent'], { cwd: root });
    const tarball = join(packDir, readdirSync(packDir).find((name) => name.endsWith('.tgz'))!);
    const project = tempDir('hookcheck-user-');
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'user-hooks', private: true, type: 'module' }));
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: true, types: ['node'] }, include: ['*.test.ts'] }));
    writeFileSync(join(project, 'guard.test.ts'), SUITE);
    writeFileSync(join(project, 'guard.sh'), GUARD);
    writeFileSync(join(project, 'exit-1.sh'), EXIT_1);
    mkdirSync(join(project, 'node_modules'), { recursive: true });
    copyFileSync(tarball, join(project, 'hookcheck.tgz'));
    await execa('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', './hookcheck.tgz', `vitest@${VITEST}`, `typescript@${TYPESCRIPT}`, '@types/node@20'], { cwd: project });

    const typecheck = await execa('npx', ['tsc', '-p', '.'], { cwd: project, reject: false });
    expect(typecheck.stdout + typecheck.stderr).toBe('');
    expect(typecheck.exitCode).toBe(0);

    const run = await execa('npx', ['vitest', 'run', '--reporter', 'verbose'], { cwd: project, reject: false, env: { NO_COLOR: '1' } });
    const output = run.stdout + run.stderr;
    expect(output).toMatch(/✓ .*denies rm -rf and lets ls through/);
    expect(output).toMatch(/× .*fails on the hook that exits 1/);
    expect(output).toMatch(/expected the hook to deny the call, but\s+Claude Code on PreToolUse: non-blocking-error/);
    expect(output).toMatch(/Tests\s+1 failed \| 1 passed/);
    expect(run.exitCode).toBe(1);
  }, 600_000);
});
