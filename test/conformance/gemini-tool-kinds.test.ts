/**
 * Which edits a Gemini CLI hook sees, measured in the installed CLI: `write_file` and `replace` reach
 * a BeforeTool hook with Claude Code's field names (the payloads hookcheck builds for them have the
 * captured shape and the same input), a deny holds the edit back, and a matcher written for Claude
 * Code (`Write|Edit`) selects neither: searched in the name, it finds no `Write` or `Edit` there.
 * The oracle must say of each matcher what Gemini did. Needs the pinned agents and a build.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runContainedGeminiSession } from '../../src/agents/gemini/live/gemini-truth-row.js';
import { AGENTS } from '../../src/agents/index.js';
import { runHook } from '../../src/runner/run-hook.js';

const PATH = process.env['PATH'] ?? '/usr/bin:/bin';
const GEMINI = fileURLToPath(new URL('../../agents/node_modules/.bin/gemini', import.meta.url));
const SESSION_MS = 180_000;

const dir = mkdtempSync(join(tmpdir(), 'hookcheck-gemini-kinds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A hook that keeps the payload it was sent in `file` (a folder the session is given to write) and denies, Gemini's way. */
function denyingHook(file: string): string {
  const hook = join(dir, `hook-${file.split('/').pop()}.sh`);
  writeFileSync(hook, `#!/bin/sh\ncat > '${file}'\necho '{"decision":"deny","reason":"denied by the test hook"}'\n`);
  chmodSync(hook, 0o755);
  return hook;
}

const WRITE = { call: { name: 'write_file', args: { content: 'patched\n' } }, claude: { tool_name: 'Write', tool_input: { content: 'patched\n' } } };
const REPLACE = {
  call: { name: 'replace', args: { old_string: 'hello', new_string: 'patched', instruction: 'Apply the edit.' } },
  claude: { tool_name: 'Edit', tool_input: { old_string: 'hello', new_string: 'patched' } },
};

describe('Gemini CLI asks its hooks about edits as write_file and replace', () => {
  it.each([
    { edit: WRITE, matcher: 'write_file|replace', fires: true },
    { edit: REPLACE, matcher: 'replace', fires: true },
    { edit: WRITE, matcher: 'Write|Edit', fires: false },
    { edit: REPLACE, matcher: 'Edit', fires: false },
  ])(
    '$edit.call.name with matcher $matcher: the hook runs ($fires), and the oracle says so',
    async ({ edit, matcher, fires }) => {
      const file = join(dir, `${edit.call.name}-${matcher.replace(/\W/g, '_')}.json`);
      const session = await runContainedGeminiSession({ event: 'BeforeTool' }, denyingHook(file), {
        geminiBin: GEMINI,
        bwrapBin: '/usr/bin/bwrap',
        path: PATH,
        runHook,
        // The hook keeps the payload beside itself: a folder the walled-in session may write only because it is given.
        writable: [dir],
        matcher,
        edit: { call: edit.call, file: 'a.txt', before: 'hello\n' },
      });
      const sent = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : null;
      expect(sent !== null).toBe(fires);
      // Its deny held the edit back; unasked, Gemini made it.
      expect(session.fileAfter).toBe(fires ? 'hello\n' : 'patched\n');
      const cwd = String(sent?.['cwd'] ?? '/p');
      const claude = {
        session_id: 's',
        transcript_path: '/t',
        cwd,
        hook_event_name: 'PreToolUse',
        tool_name: edit.claude.tool_name,
        tool_input: { ...edit.claude.tool_input, file_path: `${cwd}/a.txt` },
      };
      const built = AGENTS.gemini.payloadFor('BeforeTool', claude)!;
      expect(AGENTS.gemini.matcherSelects(matcher, built, '0.61.0')).toBe(fires);
      if (sent !== null) {
        expect(sent).toMatchObject({ tool_name: edit.call.name, tool_input: built['tool_input'] });
        expect(Object.keys(sent).sort()).toEqual(Object.keys(built).sort());
      }
    },
    SESSION_MS,
  );
});
