/**
 * Which calls a Codex hook's matcher sees, measured in the installed Codex: a file edit reaches a
 * hook as `apply_patch`, the patch in `tool_input.command`, and a matcher selects a tool only when
 * it matches the whole name (`Bas` misses `Bash`), with `apply_patch` answering to `Edit` and
 * `Write` too. Each session is headless against the fake model in its own network namespace; the
 * oracle must say of every matcher what Codex did. Needs the pinned agents and a build.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCodexRow } from '../../src/agents/codex/live/codex-row.js';
import type { CodexSession } from '../../src/agents/codex/live/codex-session.js';
import { AGENTS } from '../../src/agents/index.js';
import { runHook } from '../../src/runner/run-hook.js';
import { PROBE_COMMAND } from '../../specs/agents/pre-tool-answers.js';

const PATH = process.env['PATH'] ?? '/usr/bin:/bin';
const CODEX = fileURLToPath(new URL('../../agents/node_modules/.bin/codex', import.meta.url));
const SESSION_MS = 180_000;
const MARK = 'hookpayload:';
const EDIT = { patch: '*** Begin Patch\n*** Update File: a.txt\n@@\n-hello\n+patched\n*** End Patch\n', file: 'a.txt', before: 'hello\n' };

const dir = mkdtempSync(join(tmpdir(), 'hookcheck-codex-kinds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// Denies every call it is asked about, with the payload it was sent as the reason the model reads.
const hook = join(dir, 'deny-with-payload.sh');
writeFileSync(hook, `#!/bin/sh\nprintf '${MARK}' >&2\ncat >&2\nexit 2\n`);
chmodSync(hook, 0o755);

/** The payload the hook was sent, from the reason that reached the model; null if it never ran. */
function payloadSent(session: CodexSession): Record<string, unknown> | null {
  for (const request of session.requests) {
    const input = (JSON.parse(request.body || '{}') as { input?: { type?: string; output?: unknown }[] }).input ?? [];
    for (const item of input) {
      const output = typeof item.output === 'string' ? item.output : JSON.stringify(item.output ?? '');
      const start = output.indexOf(MARK);
      if (start >= 0) return JSON.parse(output.slice(start + MARK.length, output.lastIndexOf('}') + 1)) as Record<string, unknown>;
    }
  }
  return null;
}

const claudeEdit = (cwd: string) => ({
  session_id: 's',
  transcript_path: '/t',
  cwd,
  hook_event_name: 'PreToolUse',
  tool_name: 'Edit',
  tool_input: { file_path: `${cwd}/a.txt`, old_string: 'hello', new_string: 'patched' },
});
const claudeBash = { session_id: 's', transcript_path: '/t', cwd: '/p', hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: PROBE_COMMAND } };

describe('Codex asks its hooks about edits as apply_patch, and anchors matchers', () => {
  it.each([
    { matcher: 'Write|Edit', fires: true },
    { matcher: 'Edit', fires: true },
    { matcher: 'E.*', fires: true },
    { matcher: 'Ed', fires: false },
    { matcher: 'MultiEdit', fires: false },
  ])(
    'an edit with matcher $matcher: the hook runs ($fires), and the oracle says so',
    async ({ matcher, fires }) => {
      const session = await runCodexRow({ event: 'PreToolUse' }, hook, { codexBin: CODEX, bwrapBin: '/usr/bin/bwrap', path: PATH, runHook, matcher, edit: EDIT });
      expect(session.agentOutcome).toMatchObject({ kind: 'exited', exitCode: 0 });
      const sent = payloadSent(session);
      expect(sent !== null).toBe(fires);
      // Its exit 2 held the patch back; unasked, Codex applied it.
      expect(session.fileAfter).toBe(fires ? 'hello\n' : 'patched\n');
      const built = AGENTS.codex.payloadFor('PreToolUse', claudeEdit(String(sent?.['cwd'] ?? '/p')))!;
      expect(AGENTS.codex.matcherSelects(matcher, built, '0.171.0')).toBe(fires);
      if (sent !== null) {
        expect(sent).toMatchObject({ tool_name: 'apply_patch', tool_input: built['tool_input'] });
        expect(Object.keys(sent).sort()).toEqual(Object.keys(built).sort());
      }
    },
    SESSION_MS,
  );

  it.each([
    { matcher: 'B.*', fires: true },
    { matcher: 'Bas', fires: false },
  ])(
    'a shell call with matcher $matcher: the hook runs ($fires), and the oracle says so',
    async ({ matcher, fires }) => {
      const session = await runCodexRow({ event: 'PreToolUse' }, hook, { codexBin: CODEX, bwrapBin: '/usr/bin/bwrap', path: PATH, runHook, matcher });
      expect(session.agentOutcome).toMatchObject({ kind: 'exited', exitCode: 0 });
      expect(payloadSent(session) !== null).toBe(fires);
      expect(session.probeFileExists).toBe(!fires);
      expect(AGENTS.codex.matcherSelects(matcher, AGENTS.codex.payloadFor('PreToolUse', claudeBash)!, '0.171.0')).toBe(fires);
    },
    SESSION_MS,
  );
});
