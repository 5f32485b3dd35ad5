/**
 * What both can observe, the sandbox reports as a run without it does: pipes held after the hook,
 * SIGTERM ignored, a plain exit 137 (no signal), a death by signal. Each hook runs both ways and
 * the same finding or outcome is asserted on each. Writes into the hidden HOME only the sandbox can
 * stop: they fail there (and the trace names them). A bwrap that cannot start is hookcheck's error.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { planSandbox } from '../../../src/cli/sandbox-options.js';
import { runHook } from '../../../src/runner/run-hook.js';
import { createScratchArea } from '../../../src/workspace/scratch-area.js';
import { containInvocation, SandboxStartError } from '../../../src/sandbox/contained-invocation.js';
import { findingCodes, runFixture } from '../../helpers/run-fixture.js';
import { tempDir } from '../../helpers/temp-dir.js';

const hostile = (name: string) => fileURLToPath(new URL(`../../../fixtures/hostile/${name}`, import.meta.url));
const ways = ['none', 'bwrap'] as const;
/** One tool's cases: each behaviour shows on the first case. */
const few = { matcher: 'Glob', timeoutMs: 2000 };

/** A stand-in for the real HOME outside /tmp (the scratch /tmp covers anything under it). */
const reportsDir = fileURLToPath(new URL('../../../reports/', import.meta.url));
// A clean clone has no reports folder until vitest writes its JSON report at the end.
mkdirSync(reportsDir, { recursive: true });
const homes: string[] = [];
afterAll(() => {
  for (const home of homes) rmSync(home, { recursive: true, force: true });
});

describe('the same verdict with and without the sandbox', () => {
  for (const sandbox of ways) {
    // A warning for Claude Code, which does not wait for the pipes (specs/claude-code/held-pipes.ts).
    it(`--sandbox ${sandbox}: a child holding stdout after the hook exits is found`, async () => {
      const report = await runFixture('background-child-holds-stdout.sh', { ...few, sandbox });
      expect(findingCodes(report, 'timeout')).toContain('leftover-held-pipes');
      expect(report.findings.find(({ code }) => code === 'leftover-held-pipes')?.severity).toBe('warning');
    }, 60_000);

    it(`--sandbox ${sandbox}: a hook that ignores SIGTERM needed SIGKILL; one that exits on it did not`, async () => {
      const stubbornHere = await runFixture('ignores-sigterm-sleeps-forever.sh', { ...few, timeoutMs: 1000, sandbox });
      expect(findingCodes(stubbornHere, 'timeout')).toEqual(expect.arrayContaining(['timeout-exceeded', 'timeout-needed-sigkill']));
      const polite = await runFixture({ form: 'exec', file: 'bash', args: ['-c', 'cat >/dev/null; sleep 30'] }, { ...few, timeoutMs: 1000, sandbox });
      expect(findingCodes(polite, 'timeout')).toContain('timeout-exceeded');
      expect(findingCodes(polite, 'timeout')).not.toContain('timeout-needed-sigkill');
    }, 90_000);

    it(`--sandbox ${sandbox}: a plain exit 137 is exit 137, and a death by SIGTERM is SIGTERM`, async () => {
      const exited = await runFixture({ form: 'exec', file: hostile('exits-137.sh'), args: [] }, { ...few, sandbox });
      expect(exited.results[0]!.outcome).toMatchObject({ kind: 'exited', exitCode: 137 });
      const killed = await runFixture('kills-itself-with-sigterm.sh', { ...few, sandbox });
      expect(killed.results[0]!.outcome).toMatchObject({ kind: 'killed', signal: 'SIGTERM' });
    }, 60_000);
  }
});

describe('writes into the hidden HOME', () => {
  it('fail in the sandbox and leave it untouched; without the sandbox the same hook writes it', async () => {
    const home = mkdtempSync(join(reportsDir, 'fake-home-'));
    homes.push(home);
    const hook = { form: 'exec' as const, file: hostile('writes-hidden-home.sh'), args: [home] };
    const contained = await runFixture(hook, { ...few, sandbox: 'bwrap', hiddenHome: home });
    expect(contained.results[0]!.outcome).toMatchObject({ kind: 'exited', exitCode: 1 });
    // A checkout under /tmp puts this stand-in HOME under the host /tmp, which the sandbox replaces
    // with a private one: the folder is then not there at all, which hides it as well.
    expect(contained.results[0]!.outcome.stderr).toMatch(home.startsWith('/tmp/') ? /No such file or directory/ : /Read-only file system/);
    expect(findingCodes(contained, 'exit-code')).toContain('exit-crash-on-valid-payload');
    expect(existsSync(join(home, '.hookcheck-hostile-write'))).toBe(false);
    const bare = await runFixture(hook, { ...few, sandbox: 'none' });
    expect(bare.results[0]!.outcome).toMatchObject({ kind: 'exited', exitCode: 0 });
    expect(existsSync(join(home, '.hookcheck-hostile-write'))).toBe(true);
  }, 60_000);
});

describe('a sandbox that cannot start', () => {
  const plan = planSandbox('bwrap', process.env, process.cwd(), []);
  if (plan.kind !== 'bwrap') throw new Error('bubblewrap is needed for this test');

  it("is hookcheck's environment problem, thrown, never the hook's exit 1; a hook's own exit 1 stays the hook's", async () => {
    const fakeBwrap = join(tempDir('hookcheck-fake-bwrap-'), 'bwrap');
    writeFileSync(fakeBwrap, '#!/bin/sh\necho "bwrap: Can\'t find source path /root/bin: Permission denied" >&2\nexit 1\n', { mode: 0o755 });
    const scratch = await createScratchArea();
    try {
      const layout = { scratch, realHome: plan.realHome, visible: plan.visible, ...(plan.limits ? { limits: plan.limits } : {}) };
      const broken = containInvocation({ form: 'exec', file: 'true', args: [] }, { ...layout, bwrapBin: fakeBwrap });
      const raw = await runHook({ command: broken.command, stdin: '', cwd: scratch.projectDir, env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' }, timeoutMs: 10_000 });
      expect(() => broken.finish(raw)).toThrow(SandboxStartError);
      const real = containInvocation({ form: 'exec', file: 'sh', args: ['-c', 'echo "bwrap: not really" >&2; exit 1'] }, { ...layout, bwrapBin: plan.bwrapBin });
      const ran = await runHook({ command: real.command, stdin: '', cwd: scratch.projectDir, env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' }, timeoutMs: 10_000 });
      // With the init, a hook that prints bwrap-like words is still the hook (its status was written).
      if (plan.limits?.perlBin) expect(real.finish(ran)).toMatchObject({ kind: 'exited', exitCode: 1 });
      else expect(() => real.finish(ran)).toThrow(SandboxStartError);
    } finally {
      await scratch.remove();
    }
  }, 60_000);
});
