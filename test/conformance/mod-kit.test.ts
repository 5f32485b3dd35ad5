/**
 * hookcheck drives a mod's tool.call hooks with its own stand-ins (audit/mods/drive-mod-main.ts);
 * Claude Code ships a kit that runs a mod's hooks as Claude Code does (`claude plugin test`, a test
 * file importing 'claude-code/testing'). Each fixture mod gets the same calls both ways, and what
 * became of each must agree: held back (a hook answered, Claude Code never reached), rewritten, or
 * gone on. That includes a hook that throws with no .catch: the kit shows Claude Code passing over
 * it and running the call, which the mod-hook-throws lint says. Needs the pinned agents and a build.
 */
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { modCalls } from '../../src/audit/mods/drive-mods.js';
import type { ModDriveInput, ModDriveReport } from '../../src/audit/mods/mod-drive.js';
import { compiledEntry } from '../../src/live/contained-session.js';
import { sessionWallArgs } from '../../src/sandbox/session-walls.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLAUDES = [join(ROOT, 'agents/node_modules/.bin/claude'), join(ROOT, 'agents/node_modules/@anthropic-ai/claude-agent-sdk-linux-x64/claude')].filter(existsSync);
const dir = mkdtempSync(join(tmpdir(), 'hookcheck-mod-kit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const MARK = 'HOOKCHECK-KIT ';

/** What the kit says became of each call: whether Claude Code (the stand-in at the end of the chain) was reached, and with what. */
function kitRun(claude: string, mod: string, calls: ReturnType<typeof modCalls>): Map<string, { reached: Record<string, unknown> | null }> {
  const copy = join(dir, `${mod}-${CLAUDES.indexOf(claude)}`);
  cpSync(join(ROOT, 'fixtures/audit/mods', mod), copy, { recursive: true });
  const tests = calls.map(
    ({ name, event }) => `test(${JSON.stringify(name)}, async ($, on) => {
  let reached = null
  on('tool.call', (_, e) => { reached = e; return { result: {} } })
  try { await $.tool.call(${JSON.stringify(event)}) } catch {}
  console.log(${JSON.stringify(MARK)} + JSON.stringify({ name: ${JSON.stringify(name)}, reached }))
})`,
  );
  writeFileSync(join(copy, 'hookcheck-kit.test.ts'), [`import { test } from 'claude-code/testing'`, ...tests].join('\n'));
  const home = mkdtempSync(join(dir, 'home-'));
  // Walled in as a live session is: the kit run may write only the mod's copy and its HOME.
  const walls = sessionWallArgs(mkdtempSync(join(dir, 'tmp-')), { shown: [claude], writable: [copy, home] }, process.env['PATH']);
  const run = spawnSync('bwrap', [...walls, '--', claude, 'plugin', 'test', copy], {
    env: { PATH: process.env['PATH'], HOME: home },
    encoding: 'utf8',
    timeout: 100_000,
  });
  const lines = `${run.stdout}\n${run.stderr}`.split('\n').filter((line) => line.startsWith(MARK));
  const seen = lines.map((line) => JSON.parse(line.slice(MARK.length)) as { name: string; reached: Record<string, unknown> | null });
  return new Map(seen.map(({ name, reached }) => [name, { reached }]));
}

describe.each(CLAUDES.map((claude) => [claude.includes('agent-sdk') ? 'the agent SDK’s claude' : 'claude-code', claude]))('mods driven as %s drives them', (_name, claude) => {
  it.each(['rm-guard', 'careful-guard', 'throws-on-edits', 'drops-force-flags'])(
    '%s: every call held back, rewritten or gone on as in the kit',
    (mod) => {
      const calls = modCalls('/project', '/home/user');
      const kit = kitRun(claude, mod, calls);
      // Typed: the driver's input is checked here as audit builds it (drive-mods.ts).
      const input: ModDriveInput = {
        pluginRoot: join(ROOT, 'fixtures/audit/mods', mod, 'hooks'),
        pluginName: mod,
        modules: ['register.js'],
        compiled: {},
        calls: calls.map(({ name, event }) => ({ name, event })),
      };
      const driven = JSON.parse(
        execFileSync(process.execPath, [compiledEntry('audit/mods/drive-mod-main.js')], {
          input: JSON.stringify(input),
          encoding: 'utf8',
        }),
      ) as ModDriveReport;
      const withoutId = ({ tool_use_id: _id, ...rest }: Record<string, unknown>) => rest;
      for (const call of calls) {
        const ours = driven.calls.find((entry) => entry.name === call.name)!;
        const theirs = kit.get(call.name);
        expect(theirs, `the kit ran ${call.name}`).toBeDefined();
        const heldBack = theirs!.reached === null;
        expect([call.name, ours.ended === 'answered']).toEqual([call.name, heldBack]);
        if (!heldBack) expect([call.name, ours.ended === 'rewrote']).toEqual([call.name, JSON.stringify(withoutId(theirs!.reached!)) !== JSON.stringify(withoutId(call.event))]);
      }
      // The rewrite is seen (both force-pushes go on without the flag), and the fixture that throws
      // shows it: Claude Code ran the edits its hook threw on.
      if (mod === 'drops-force-flags') expect(driven.calls.filter((entry) => entry.ended === 'rewrote').map((entry) => entry.name)).toEqual(['git push --force to main', 'git push -f to master']);
      if (mod === 'throws-on-edits')
        expect(driven.calls.filter((entry) => entry.steps.some((step) => step.ended === 'threw')).map((entry) => entry.name)).toEqual(['Edit credentials.json', 'Edit docs/credentials-guide.md']);
    },
    120_000,
  );
});
