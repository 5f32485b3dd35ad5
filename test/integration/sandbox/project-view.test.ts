/**
 * The project a hook sees is the project Claude Code would see: every file git shows (src/, test/),
 * ignored dependency folders read-only in place (node_modules), a `.git` that answers as the real
 * one, a plugin folder outside the project readable; and the real folder is never written. Each is
 * run with and without the sandbox, with a fixture that must fail when the view is wrong.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planSandbox, type PlannedHook } from '../../../src/cli/sandbox-options.js';
import { buildHookEnv } from '../../../src/runner/hook-env.js';
import type { HookCommand } from '../../../src/runner/hook-command.js';
import { runHook } from '../../../src/runner/run-hook.js';
import { createScratchArea } from '../../../src/workspace/scratch-area.js';
import { sandboxCommand } from '../../../src/sandbox/sandbox-command.js';
import { tempDir } from '../../helpers/temp-dir.js';

const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd, encoding: 'utf8' });

/** A small JavaScript project in a git repository on `branch`, with an ignored dependency installed. */
function buildProject(branch = 'main'): string {
  const project = tempDir('hookcheck-whole-project-');
  const files: Record<string, string> = {
    '.gitignore': 'node_modules/\n',
    'package.json': '{"name":"demo","scripts":{"test":"node test/add.test.js"}}\n',
    'src/add.js': "const pkg = require('some-pkg');\nmodule.exports = (a, b) => pkg.id(a + b);\n",
    'test/add.test.js': "const add = require('../src/add.js');\nif (add(1, 2) !== 3) process.exit(1);\nconsole.log('tests pass');\n",
    'node_modules/some-pkg/index.js': 'exports.id = (x) => x;\n',
    'node_modules/some-pkg/package.json': '{"name":"some-pkg","main":"index.js"}\n',
    'node_modules/.cache/tool/entry': 'cached\n',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(project, path, '..'), { recursive: true });
    writeFileSync(join(project, path), text);
  }
  git(project, 'init', '--quiet', '--initial-branch', branch);
  git(project, 'add', '.gitignore', 'package.json', 'src');
  git(project, 'commit', '--quiet', '-m', 'first');
  // Untracked but not ignored: Claude Code sees it, so must the hook.
  return project;
}

/**
 * Path, type, size, mode, mtime and content hash of everything under `root`, .git included. Without
 * the sandbox, git in the copy may refresh the time of an object it borrows (never its content), so
 * `objectTimes: false` leaves those times out.
 */
function fingerprint(root: string, objectTimes = true): string {
  const lines: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const stat = lstatSync(path);
      const hash = stat.isFile() ? createHash('sha256').update(readFileSync(path)).digest('hex') : '';
      const time = objectTimes || !path.includes('/.git/objects/') || stat.isDirectory() ? stat.mtimeMs : '';
      lines.push(`${path} ${stat.mode} ${stat.size} ${time} ${hash}`);
      if (stat.isDirectory()) walk(path);
    }
  };
  walk(root);
  return lines.join('\n');
}

interface ViewRun {
  readonly exitCode: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `script` (bash) as a hook in a scratch copy of `project`, in the sandbox or not. */
async function runInView(project: string, script: string, sandboxed: boolean, options: { env?: Record<string, string>; planned?: PlannedHook[]; hiddenHome?: string } = {}): Promise<ViewRun> {
  const scratch = await createScratchArea(project, [], undefined, { readOnlyStyle: sandboxed ? 'mount' : 'link' });
  try {
    const hook: HookCommand = { form: 'exec', file: 'bash', args: ['-c', script] };
    const plan = planSandbox('bwrap', process.env, project, options.planned ?? [hook]);
    if (sandboxed && plan.kind !== 'bwrap') throw new Error('bubblewrap is needed for this test');
    const command = sandboxed && plan.kind === 'bwrap' ? sandboxCommand(hook, { bwrapBin: plan.bwrapBin, scratch, realHome: options.hiddenHome ?? plan.realHome, visible: plan.visible }) : hook;
    const env = {
      ...buildHookEnv({
        callerEnv: process.env,
        inheritEnv: false,
        projectDir: scratch.projectDir,
        homeDir: scratch.homeDir,
        tmpDir: scratch.tmpDir,
        agentEnv: { CLAUDE_PROJECT_DIR: scratch.projectDir },
      }),
      ...options.env,
    };
    const outcome = await runHook({ command, stdin: '{}', cwd: scratch.projectDir, env, timeoutMs: 30_000 });
    return {
      exitCode: outcome.kind === 'exited' ? outcome.exitCode : null,
      stdout: outcome.kind === 'spawn-failed' ? '' : outcome.stdout,
      stderr: outcome.kind === 'spawn-failed' ? outcome.message : outcome.stderr,
    };
  } finally {
    await scratch.remove();
  }
}

/** A main-branch guard as people write them: deny on main, allow elsewhere. */
const MAIN_BRANCH_GUARD = `branch=$(git branch --show-current) || exit 1
if [ "$branch" = main ]; then echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"not on main"}}'; fi
exit 0`;

/** The checks a formatter or a Stop gate relies on: the source, the tests and the installed dependency. */
const READS_PROJECT = `set -e
test -f src/add.js; test -f test/add.test.js; test -f node_modules/some-pkg/index.js
node test/add.test.js
echo "status: $(git status --porcelain | wc -l) changed"`;

for (const sandboxed of [true, false]) {
  describe(`the scratch project ${sandboxed ? 'in the sandbox' : 'without the sandbox'}`, () => {
    it('holds src/, test/ (untracked) and node_modules/ (ignored, not copied): the tests run', async () => {
      const project = buildProject();
      const run = await runInView(project, READS_PROJECT, sandboxed);
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain('tests pass');
      // Only test/ and the ignored node_modules differ from the last commit, as in the real folder.
      expect(run.stdout).toContain('status: 1 changed');
      expect(run.exitCode).toBe(0);
    }, 60_000);

    it('fails the same check when the file is not in the project (the fixture can fail)', async () => {
      const project = buildProject();
      const run = await runInView(project, 'test -f src/missing.js', sandboxed);
      expect(run.exitCode).toBe(1);
    }, 60_000);

    it('has a .git that gives the real branch: a main-branch guard fires on main, not on a feature branch', async () => {
      const onMain = await runInView(buildProject('main'), MAIN_BRANCH_GUARD, sandboxed);
      expect(onMain.stdout).toContain('"permissionDecision":"deny"');
      const onFeature = await runInView(buildProject('feature'), MAIN_BRANCH_GUARD, sandboxed);
      expect(onFeature.stdout).toBe('');
      expect(onFeature.exitCode).toBe(0);
    }, 60_000);

    it('never writes the real folder, whatever the hook writes in its copy', async () => {
      const project = buildProject();
      const before = fingerprint(project, sandboxed);
      const writes = `echo changed > src/add.js; rm -f package.json; echo new > new-file.txt
git add -A >/dev/null 2>&1; git commit -qm scratch >/dev/null 2>&1; git checkout -qb other 2>/dev/null
echo x > .git/HEAD
${sandboxed ? 'echo x > node_modules/some-pkg/index.js 2>/dev/null && echo WROTE-DEPENDENCY; echo c > node_modules/.cache/x || echo CACHE-READ-ONLY' : ''}
exit 0`;
      const run = await runInView(project, writes, sandboxed);
      expect(run.exitCode).toBe(0);
      expect(run.stdout).not.toContain('WROTE-DEPENDENCY');
      // A tool's cache inside node_modules is writable (a throwaway tmpfs), so a build does not fail on it.
      expect(run.stdout).not.toContain('CACHE-READ-ONLY');
      expect(fingerprint(project, sandboxed)).toBe(before);
    }, 60_000);
  });
}

describe('the project view as data', () => {
  it('says what it copied, what it shows read-only and what it left out, and why', async () => {
    const project = buildProject();
    writeFileSync(join(project, 'huge.bin'), '');
    truncateSync(join(project, 'huge.bin'), 17 * 1024 * 1024);
    const scratch = await createScratchArea(project);
    try {
      const view = scratch.projectView!;
      expect(view.listedBy).toBe('git');
      expect(view.git).toBe(true);
      expect(view.readOnly).toEqual(['node_modules']);
      expect(view.leftOut).toEqual([{ reason: 'file-too-big', count: 1, examples: ['huge.bin'] }]);
      expect(view.copiedFiles).toBe(4);
    } finally {
      await scratch.remove();
    }
  });

  it('walks a folder that is no repository, with dependency folders read-only', async () => {
    const project = buildProject();
    execFileSync('rm', ['-rf', join(project, '.git')]);
    const scratch = await createScratchArea(project);
    try {
      expect(scratch.projectView).toMatchObject({ listedBy: 'walk', git: false, readOnly: ['node_modules'], leftOut: [] });
      expect(readFileSync(join(scratch.projectDir, 'test', 'add.test.js'), 'utf8')).toContain('add(1, 2)');
    } finally {
      await scratch.remove();
    }
  });
});

describe('a plugin folder outside the project', () => {
  it('is readable in the sandbox when the hook is given CLAUDE_PLUGIN_ROOT, and hidden when it is not', async () => {
    const home = tempDir('hookcheck-fake-home-');
    const plugin = join(home, '.claude', 'plugins', 'demo');
    mkdirSync(plugin, { recursive: true });
    writeFileSync(join(plugin, 'rules.txt'), 'plugin rules\n');
    const project = buildProject();
    const command: HookCommand = { form: 'exec', file: 'bash', args: ['-c', 'cat "$CLAUDE_PLUGIN_ROOT/rules.txt"'] };
    const env = { CLAUDE_PLUGIN_ROOT: plugin };
    const shown = await runInView(project, 'cat "$CLAUDE_PLUGIN_ROOT/rules.txt"', true, { env, hiddenHome: home, planned: [{ command, env }] });
    expect(shown.stdout).toBe('plugin rules\n');
    const hidden = await runInView(project, 'cat "$CLAUDE_PLUGIN_ROOT/rules.txt"', true, { env, hiddenHome: home, planned: [command] });
    expect(hidden.exitCode).toBe(1);
  }, 60_000);
});
