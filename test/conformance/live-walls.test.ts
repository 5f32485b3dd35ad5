/**
 * The walls of a live session: a hostile hook replayed inside the real agent (Claude Code, and
 * Qwen Code through the answer recorder) finds nothing of the host's /tmp, no root-only file, and
 * writes nowhere outside the session. The hook denies the call when it got at anything, so a
 * session whose walls leaked shows up as a blocked call and an exit code of 2; run on the host, the
 * same hook does get at them (the test of the test).
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { afterEach, describe, expect, it } from 'vitest';
import { hookcheck } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dir.js';

const HOOK = fileURLToPath(new URL('../../fixtures/hostile/escapes-live-session.sh', import.meta.url));
/** Where the hook would leave a mark in its own folder, which a session shows read-only. */
const OWN_MARK = join(fileURLToPath(new URL('../../fixtures/hostile/', import.meta.url)), '.escaped');

interface LiveCase {
  readonly label: string;
  readonly live: { readonly toolRan: boolean; readonly hookExitCode: number | null; readonly agreesWithOracle: boolean };
}

/** A folder another program keeps in the host's /tmp, with a secret in it: the name the hook looks for. */
function plantCanary(): string {
  const canary = tempDir('hookcheck-canary-');
  writeFileSync(join(canary, 'secret'), 'CANARY-LIVE');
  return canary;
}

async function liveCases(agentArgs: readonly string[]): Promise<readonly LiveCase[]> {
  const result = await hookcheck(['run', ...agentArgs, '--event', 'PreToolUse', '--live', '--live-cases', '1', '--runs', '0', '--reporter', 'json', HOOK], tempDir('hookcheck-live-walls-'), {
    PATH: process.env['PATH'],
  });
  expect(result.stdout, result.stderr).not.toBe('');
  return (JSON.parse(result.stdout) as { hooks: { live: { cases: LiveCase[] } }[] }).hooks[0]!.live.cases;
}

afterEach(() => {
  const wrote = existsSync(OWN_MARK);
  rmSync(OWN_MARK, { force: true });
  expect(wrote, 'the hook wrote into its own folder').toBe(false);
});

describe('the walls of a live session', () => {
  it('the hostile hook gets at the canary and writes beside itself when run on the host', async () => {
    const canary = plantCanary();
    const host = await execa(HOOK, { input: '{}', reject: false });
    const wroteBeside = existsSync(OWN_MARK);
    // Not a leak of a session: this run was on the host on purpose.
    rmSync(OWN_MARK, { force: true });
    expect(host.exitCode).toBe(2);
    expect(host.stderr).toContain(`read:${canary}/secret`);
    expect(host.stderr).toContain(`wrote:${canary}/escaped`);
    expect(wroteBeside).toBe(true);
  });

  for (const [name, agentArgs] of [
    ['Claude Code', []],
    ['Qwen Code', ['--agent', 'qwen']],
  ] as const) {
    it(`${name}: the hook inside the session finds nothing and writes nowhere`, async () => {
      const canary = plantCanary();
      const cases = await liveCases(agentArgs);
      expect(cases.length).toBeGreaterThan(0);
      for (const item of cases) expect([item.live.hookExitCode, item.live.toolRan], `${item.label}: ${JSON.stringify(item.live)}`).toEqual([0, true]);
      expect(existsSync(join(canary, 'escaped'))).toBe(false);
    }, 300_000);
  }
});
