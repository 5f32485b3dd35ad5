/**
 * Codex runs a hook only once the user trusted it, and skips one it does not trust without a word:
 * measured here in the installed Codex, each session headless against the fake model in its own
 * network namespace, without the trust bypass every truth row is measured with. Then `hookcheck
 * audit` is held to what Codex itself lists: a hook never trusted, or changed since, is reported; a
 * trusted one is not. Needs the pinned agents (`npm run agents`) and a build.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCodexRow } from '../../src/agents/codex/live/codex-row.js';
import { listCodexHooks } from '../../src/agents/codex/live/app-server.js';
import { compiledEntry } from '../../src/live/contained-session.js';
import { sentIn } from '../../src/live/live-call.js';
import { writeHookScript } from '../../src/live/truth-row.js';
import { runHook } from '../../src/runner/run-hook.js';
import { hookcheck } from '../helpers/cli.js';
import { auditSchema } from '../../src/reporters/audit/audit-schema.js';

const PATH = process.env['PATH'] ?? '/usr/bin:/bin';
const CODEX = fileURLToPath(new URL('../../agents/node_modules/.bin/codex', import.meta.url));
const FIXTURE = fileURLToPath(new URL('../../fixtures/audit/lints/hook-untrusted/catch', import.meta.url));
const REASON = 'denied by the trusted hook';
const SESSION_MS = 180_000;

const dir = mkdtempSync(join(tmpdir(), 'hookcheck-codex-trust-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const deny = writeHookScript(dir, { answer: { stdout: '', stderr: REASON, exit: 2 } }, 0);

describe('Codex hook trust, live', () => {
  it('has the session entry compiled', () => {
    expect(existsSync(compiledEntry('agents/codex/live/session-main.js')), 'run `npm run build` first').toBe(true);
  });

  it.each([
    // The bypass every row is measured with, and a hook whose hash Codex lists is in config.toml: the deny holds.
    { trust: 'bypass', runs: true },
    { trust: 'trusted', runs: true },
    // Never trusted, or trusted for an earlier definition: Codex skips the hook and the call runs, with no word of it.
    { trust: 'untrusted', runs: false },
    { trust: 'modified', runs: false },
  ] as const)(
    'a deny hook $trust: the hook runs ($runs)',
    async ({ trust, runs }) => {
      const session = await runCodexRow({ event: 'PreToolUse' }, deny, { codexBin: CODEX, bwrapBin: '/usr/bin/bwrap', path: PATH, runHook, trust });
      expect(session.agentOutcome).toMatchObject({ kind: 'exited', exitCode: 0 });
      expect(session.probeFileExists).toBe(!runs);
      expect(
        sentIn(
          session.requests.map((request) => request.body),
          REASON,
        ),
      ).toBe(runs);
      if (!runs) expect(session.agentOutcome.stdout + session.agentOutcome.stderr).not.toContain('trust');
    },
    SESSION_MS,
  );
});

describe('hookcheck audit says which project hooks Codex skips here', () => {
  /** A project with the fixture's one Codex hook, and a HOME whose config.toml trusts the project and says `state`. */
  function machine(name: string, state: (key: string) => string): { project: string; home: string } {
    const project = join(dir, name, 'project');
    const home = join(dir, name, 'home');
    cpSync(FIXTURE, project, { recursive: true });
    mkdirSync(join(home, '.codex'), { recursive: true });
    writeFileSync(join(home, '.codex', 'config.toml'), `[projects.${JSON.stringify(project)}]\ntrust_level = "trusted"\n${state(`${project}/.codex/hooks.json:pre_tool_use:0:0`)}`);
    return { project, home };
  }

  async function auditOf({ project, home }: { project: string; home: string }) {
    const result = await hookcheck(['audit', '--no-run', '--reporter', 'json', '.'], project, { HOME: home });
    return { findings: auditSchema.parse(JSON.parse(result.stdout)).findings.filter((finding) => finding.rule === 'hook-untrusted'), stderr: result.stderr };
  }

  it(
    'reports a hook Codex has never trusted, and passes it once its listed hash is in config.toml',
    async () => {
      const untrusted = machine('untrusted', () => '');
      const [finding] = (await auditOf(untrusted)).findings;
      expect(finding).toMatchObject({ severity: 'warning' });
      expect(finding!.message).toContain('never been trusted');
      // Trusted as the user would in /hooks: the hash Codex itself lists for the hook.
      const listed = await listCodexHooks({ codexBin: CODEX, codexHome: join(untrusted.home, '.codex'), home: untrusted.home, cwd: untrusted.project, path: PATH, tmpDir: dir }, runHook);
      if ('problem' in listed) throw new Error(listed.problem);
      const trusted = machine('trusted', (key) => `[hooks.state.${JSON.stringify(key)}]\ntrusted_hash = ${JSON.stringify(listed[0]!.currentHash)}\n`);
      expect((await auditOf(trusted)).findings).toEqual([]);
      // The same hash after the hook's entry changed: Codex calls it modified.
      const changed = machine('changed', (key) => `[hooks.state.${JSON.stringify(key)}]\ntrusted_hash = ${JSON.stringify(listed[0]!.currentHash)}\n`);
      writeFileSync(
        join(changed.project, '.codex', 'hooks.json'),
        JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'bash .codex/hooks/guard.sh', timeout: 30 }] }] } }),
      );
      expect((await auditOf(changed)).findings.map((found) => found.message)).toEqual([expect.stringContaining('changed since it was trusted')]);
    },
    SESSION_MS,
  );

  it('says on stderr that trust was not checked where the machine has no Codex settings, and reports nothing', async () => {
    const project = join(dir, 'no-settings', 'project');
    cpSync(FIXTURE, project, { recursive: true });
    const home = join(dir, 'no-settings', 'home');
    mkdirSync(home, { recursive: true });
    const { findings, stderr } = await auditOf({ project, home });
    expect(findings).toEqual([]);
    expect(stderr).toContain('not checked here: no Codex settings on this machine');
  });
});
