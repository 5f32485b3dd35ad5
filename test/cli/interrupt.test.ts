/**
 * hookcheck stopped from outside: SIGHUP (a closed terminal) stops the hooks and removes the
 * scratch folders as SIGINT and SIGTERM do; `run` writes its partial report, progress on stderr
 * apart from it; `audit` does the same, and its partial report never passes the gate; `mutate` keeps
 * the mutants judged and calls the rest Pending; the folders of a run killed outright are
 * removed by the next run. Spawns bin/hookcheck.js, so `npm test` builds first.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWNER_MARKER, removeStaleScratch } from '../../src/workspace/scratch-owner.js';
import { hookcheck as cli } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dir.js';

function hookcheck(args: readonly string[], tmp: string, cwd: string) {
  return cli(args, cwd, { PATH: process.env['PATH'], TMPDIR: tmp });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits for a state to appear (not a verdict: the test fails only when the whole bound passes). */
async function until(holds: () => boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!holds()) {
    if (Date.now() > end) throw new Error('state never appeared');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const scratchFolders = (tmp: string) => readdirSync(tmp).filter((name) => name.startsWith('hookcheck-'));

describe('hookcheck stopped by a signal', () => {
  it('on SIGHUP stops the hook (with --sandbox none) and leaves no scratch folder', async () => {
    const tmp = tempDir('hookcheck-hup-tmp-');
    const work = tempDir('hookcheck-hup-work-');
    const pidFile = join(work, 'hook.pid');
    const run = hookcheck(['run', '--sandbox', 'none', '--timeout', '60s', '--runs', '0', '--shell', `echo $$ > ${pidFile}; exec sleep 120`], tmp, work);
    await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() !== '');
    const hookPid = Number(readFileSync(pidFile, 'utf8').trim());
    expect(isRunning(hookPid)).toBe(true);
    expect(scratchFolders(tmp).length).toBeGreaterThan(0);
    run.kill('SIGHUP');
    const result = await run;
    expect(result.exitCode).toBe(129);
    expect(result.stderr).toContain('interrupted by SIGHUP');
    await until(() => !isRunning(hookPid), 10_000);
    expect(scratchFolders(tmp)).toEqual([]);
  }, 120_000);
});

describe('hookcheck run stopped by Ctrl-C', () => {
  it('kills the running hook, starts no case after, and still writes the partial report with exit 130', async () => {
    const tmp = tempDir('hookcheck-int-tmp-');
    const work = tempDir('hookcheck-int-work-');
    const count = join(work, 'count');
    const pidFile = join(work, 'hook.pid');
    // Three calls answer at once; the fourth hangs, and the run is stopped while it does.
    const script = `cat >/dev/null; c=$(cat ${count} 2>/dev/null || echo 0); echo $((c+1)) > ${count}; if [ "$c" -ge 3 ]; then echo $$ > ${pidFile}; exec sleep 120; fi; exit 0`;
    const run = hookcheck(['run', '--sandbox', 'none', '--jobs', '1', '--timeout', '60s', '--runs', '0', '--reporter', 'json', '--shell', script], tmp, work);
    await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() !== '');
    const hookPid = Number(readFileSync(pidFile, 'utf8').trim());
    run.kill('SIGINT');
    const result = await run;
    expect(result.exitCode).toBe(130);
    expect(result.stderr).toContain('interrupted by SIGINT');
    // Progress went to stderr, and says the hook was cut short; the report on stdout is whole JSON.
    expect(result.stderr).toMatch(/^hookcheck: checking 1 hook\(s\): /m);
    expect(result.stderr).toMatch(/ — no-evidence, \d+ finding\(s\) \(interrupted: partial\) · 1\/1 hook\(s\) done · /);
    const report = JSON.parse(result.stdout) as { interrupted?: boolean; hooks: { interrupted?: boolean; verdict: string; stats: { cases: number } }[] };
    expect(report.interrupted).toBe(true);
    expect(report.hooks[0]!.interrupted).toBe(true);
    // What was measured is kept; the killed case is not judged, and a partial run never passes.
    expect(report.hooks[0]!.stats.cases).toBe(3);
    expect(report.hooks[0]!.verdict).toBe('no-evidence');
    await until(() => !isRunning(hookPid), 10_000);
    // No case started after the stop.
    expect(readFileSync(count, 'utf8').trim()).toBe('4');
    expect(scratchFolders(tmp)).toEqual([]);
  }, 120_000);
});

describe('hookcheck audit stopped by Ctrl-C', () => {
  it('kills the running hook, removes its scratch folders, and writes the partial report (never a pass) with exit 130', async () => {
    const tmp = tempDir('hookcheck-audit-int-tmp-');
    const project = tempDir('hookcheck-audit-int-');
    const count = join(project, 'count');
    const pidFile = join(project, 'hook.pid');
    mkdirSync(join(project, '.claude'));
    // Three calls answer at once; the fourth hangs, and the audit is stopped while it does.
    writeFileSync(
      join(project, 'hook.sh'),
      `cat >/dev/null; c=$(cat ${count} 2>/dev/null || echo 0); echo $((c+1)) > ${count}; if [ "$c" -ge 3 ]; then echo $ > ${pidFile}; exec sleep 120; fi; exit 0\n`,
    );
    writeFileSync(
      join(project, '.claude', 'settings.json'),
      JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: `sh ${join(project, 'hook.sh')}`, timeout: 60 }] }] } }),
    );
    const run = hookcheck(['audit', project, '--sandbox', 'none', '--jobs', '1', '--runs', '0', '-r', 'json'], tmp, project);
    await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() !== '');
    const hookPid = Number(readFileSync(pidFile, 'utf8').trim());
    expect(scratchFolders(tmp).length).toBeGreaterThan(0);
    run.kill('SIGINT');
    const result = await run;
    expect(result.exitCode).toBe(130);
    expect(result.stderr).toMatch(/^hookcheck: running 1 hook\(s\) for 1 wired handler\(s\)$/m);
    expect(result.stderr).toContain('interrupted by SIGINT; no case starts any more, running hooks were stopped. The report shows what was measured');
    // The report on stdout is whole JSON: what was measured is kept, and a partial audit never passes.
    const report = JSON.parse(result.stdout) as {
      summary: { gate: string; interrupted?: boolean; ran: number };
      run: { interrupted?: boolean; hooks: { interrupted?: boolean; stats: { cases: number } }[] };
    };
    expect(report.summary.interrupted).toBe(true);
    expect(report.summary.gate).toBe('no-evidence');
    expect(report.run.interrupted).toBe(true);
    expect(report.run.hooks[0]!.interrupted).toBe(true);
    expect(report.run.hooks[0]!.stats.cases).toBe(3);
    await until(() => !isRunning(hookPid), 10_000);
    // No case started after the stop.
    expect(readFileSync(count, 'utf8').trim()).toBe('4');
    expect(scratchFolders(tmp)).toEqual([]);
  }, 120_000);
});

describe('hookcheck mutate stopped by Ctrl-C', () => {
  it('kills the running hook, starts no mutant after, and writes the partial report (judged mutants kept, the rest Pending) with exit 130', async () => {
    const tmp = tempDir('hookcheck-mutate-int-tmp-');
    const project = tempDir('hookcheck-mutate-int-');
    const count = join(project, 'count');
    const pidFile = join(project, 'hook.pid');
    // A guard of rm -rf and mkfs whose fifth mutant (its copy in m5/) hangs, and mutate is stopped
    // while it does. Counting and hanging are in a file the guard sources, so that no mutant changes them.
    writeFileSync(join(project, 'counter.sh'), `c=$(cat ${count} 2>/dev/null || echo 0); echo $((c+1)) > ${count}\ncase "$0" in */m5/*) echo $$ > ${pidFile}; exec sleep 120 ;; esac\n`);
    writeFileSync(
      join(project, 'guard.sh'),
      `#!/usr/bin/env bash\nsource "$(dirname "$0")/counter.sh"\npayload=$(cat)\nif [[ $payload == *'rm -rf'* ]]; then\n  exit 2\nfi\nif [[ $payload == *mkfs* ]]; then\n  exit 2\nfi\nexit 0\n`,
      { mode: 0o755 },
    );
    const probe = (name: string, command: string, effect: string) =>
      `      - name: ${name}\n        payload: { tool_name: Bash, tool_input: { command: ${command} } }\n        expect: { effect: ${effect} }\n`;
    writeFileSync(
      join(project, 'hookcheck.config.yaml'),
      `hooks:\n  - script: guard.sh\n    events: [PreToolUse]\n    probes:\n${probe('rm -rf is refused', 'rm -rf /', 'deny')}${probe('mkfs is refused', 'mkfs /dev/sda', 'deny')}${probe('ls goes through', 'ls', '[allow, none]')}`,
    );
    const run = hookcheck(['mutate', '--sandbox', 'none', '--jobs', '1', '-r', 'json'], tmp, project);
    await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() !== '');
    const hookPid = Number(readFileSync(pidFile, 'utf8').trim());
    run.kill('SIGINT');
    const result = await run;
    expect([result.exitCode, result.stderr]).toEqual([130, expect.stringContaining('interrupted by SIGINT; no case starts any more')]);
    const calls = readFileSync(count, 'utf8').trim();
    // The report on stdout is whole: the mutants judged before the stop keep their status, the rest are Pending.
    const report = JSON.parse(result.stdout) as { files: Record<string, { mutants: { status: string }[] }> };
    const statuses = report.files['guard.sh']!.mutants.map((mutant) => mutant.status);
    expect(statuses.filter((status) => status === 'Killed').length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 'Pending').length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 'Killed' || status === 'Pending' || status === 'Timeout')).toBe(true);
    await until(() => !isRunning(hookPid), 10_000);
    // No hook started after the stop, and the mutants' copies and scratch folders are gone.
    expect(readFileSync(count, 'utf8').trim()).toBe(calls);
    expect(scratchFolders(tmp)).toEqual([]);
  }, 120_000);
});

describe('scratch folders of a killed run', () => {
  /** A pid no process has: above the kernel's limit. */
  const DEAD_PID = 4_194_304 + 17;

  function folder(tmp: string, name: string, marker?: object): string {
    const root = join(tmp, name);
    mkdirSync(join(root, 'project'), { recursive: true });
    writeFileSync(join(root, 'project', 'file.txt'), 'left behind');
    if (marker !== undefined) writeFileSync(join(root, OWNER_MARKER), JSON.stringify(marker));
    return root;
  }

  it('are removed when their owner is dead; unmarked folders and live owners are kept', () => {
    const tmp = tempDir('hookcheck-stale-');
    const stale = folder(tmp, 'hookcheck-1-stale', { pid: DEAD_PID, started: '1' });
    const unmarked = folder(tmp, 'hookcheck-2-unmarked');
    const live = folder(tmp, 'hookcheck-3-live', { pid: process.pid, started: null });
    const reused = folder(tmp, 'hookcheck-4-reused', { pid: process.pid, started: 'not-this-process' });
    const other = folder(tmp, 'other-5', { pid: DEAD_PID, started: '1' });
    expect(removeStaleScratch(tmp).sort()).toEqual([stale, reused].sort());
    for (const kept of [unmarked, live, other]) expect(existsSync(kept)).toBe(true);
    expect(existsSync(stale)).toBe(false);
  });

  it('are removed by the next run', async () => {
    const tmp = tempDir('hookcheck-next-tmp-');
    const work = tempDir('hookcheck-next-work-');
    const stale = folder(tmp, 'hookcheck-9-killed', { pid: DEAD_PID, started: '1' });
    const unmarked = folder(tmp, 'hookcheck-8-unmarked');
    const result = await hookcheck(['run', '--sandbox', 'none', '--runs', '0', '--shell', 'exit 0'], tmp, work);
    expect(result.stderr).not.toContain('Unexpected error');
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(unmarked)).toBe(true);
    expect(scratchFolders(tmp)).toEqual(['hookcheck-8-unmarked']);
  }, 120_000);
});
