/**
 * Which edits a Qwen Code, Copilot CLI or Cline hook sees, measured in each pinned CLI: the fake
 * model writes a file whole or replaces one string with the agent's own edit tool, a pre-tool hook
 * wired with a matcher keeps the payload it was sent and denies the agent's way. The payload
 * hookcheck builds for the same Claude Code edit must have the captured shape and the same input;
 * the oracle must say of each matcher whether the hook ran; the file shows the deny held the edit
 * back where the hook ran, and that the agent made the edit where it did not. (Codex and Gemini
 * CLI: codex-tool-kinds.test.ts, gemini-tool-kinds.test.ts.) Needs the pinned agents and a build.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runContainedQwenSession } from '../../src/agents/qwen/live/qwen-row.js';
import { runCopilotRow } from '../../src/agents/copilot/live/copilot-row.js';
import { runClineRow } from '../../src/agents/cline/live/cline-row.js';
import { AGENTS } from '../../src/agents/index.js';
import { runHook } from '../../src/runner/run-hook.js';

const PATH = process.env['PATH'] ?? '/usr/bin:/bin';
const bin = (name: string) => fileURLToPath(new URL(`../../agents/node_modules/.bin/${name}`, import.meta.url));
const SESSION_MS = 180_000;

const dir = mkdtempSync(join(tmpdir(), 'hookcheck-edit-tools-'));
const pkgCacheDir = join(tmpdir(), 'hookcheck-copilot-pkg');
mkdirSync(pkgCacheDir, { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Agent = 'qwen' | 'copilot' | 'cline';

/** The model's call, the project file it changes (absent before: null) and what it holds after the call is made. */
interface EditSpec {
  readonly call: { readonly name: string; readonly args: Readonly<Record<string, unknown>> };
  readonly file: string;
  readonly before: string | null;
  readonly after: string;
  /** The same edit as Claude Code's tool call, with the file's path left out. */
  readonly claude: { readonly tool_name: string; readonly tool_input: Readonly<Record<string, unknown>> };
}

const claudeWrite = { tool_name: 'Write', tool_input: { content: 'patched\n' } };
const claudeEdit = { tool_name: 'Edit', tool_input: { old_string: 'hello', new_string: 'patched' } };
const writes = (name: string, args: Record<string, unknown>): EditSpec => ({ call: { name, args }, file: 'new.txt', before: null, after: 'patched\n', claude: claudeWrite });
const replaces = (name: string, args: Record<string, unknown>): EditSpec => ({ call: { name, args }, file: 'a.txt', before: 'hello\n', after: 'patched\n', claude: claudeEdit });

const QWEN_WRITE = writes('write_file', { content: 'patched\n' });
const QWEN_EDIT = replaces('edit', { old_string: 'hello', new_string: 'patched' });
const COPILOT_CREATE = writes('create', { file_text: 'patched\n' });
const COPILOT_EDIT = replaces('edit', { old_str: 'hello', new_str: 'patched' });
const CLINE_CREATE = writes('editor', { new_text: 'patched\n' });
const CLINE_EDIT = replaces('editor', { old_text: 'hello', new_text: 'patched' });

/** A hook that keeps the payload it was sent in `file` (a folder the session is given to write) and denies the agent's way. */
function denyingHook(agent: Agent, file: string): string {
  const hook = join(dir, `hook-${file.split('/').pop()}.sh`);
  writeFileSync(hook, `#!/bin/sh\ncat > '${file}'\n${AGENTS[agent].facts.heldPipes.deny}\n`);
  chmodSync(hook, 0o755);
  return hook;
}

/** One session of `agent` in which the model makes `edit`; the edited file's text once it ended (null: none). */
async function runEdit(agent: Agent, event: string, hook: string, edit: EditSpec, matcher: string | undefined): Promise<string | null | undefined> {
  // The hook keeps the payload beside itself: a folder the walled-in session may write only because it is given.
  const common = { bwrapBin: '/usr/bin/bwrap', path: PATH, runHook, writable: [dir], ...(matcher === undefined ? {} : { matcher }) };
  if (agent === 'qwen') {
    return (await runContainedQwenSession({ event }, hook, { ...common, qwenBin: bin('qwen'), edit })).fileAfter;
  }
  if (agent === 'copilot') return (await runCopilotRow({ event }, hook, { ...common, copilotBin: bin('copilot'), pkgCacheDir, edit })).fileAfter;
  return (await runClineRow({ event }, hook, { ...common, clineBin: bin('cline'), edit })).fileAfter;
}

describe('the edit tools of Qwen Code, Copilot CLI and Cline reach their pre-tool hooks as hookcheck builds them', () => {
  it.each([
    { agent: 'qwen', event: 'PreToolUse', edit: QWEN_WRITE, matcher: 'write_file|edit', fires: true },
    { agent: 'qwen', event: 'PreToolUse', edit: QWEN_EDIT, matcher: 'edit', fires: true },
    { agent: 'qwen', event: 'PreToolUse', edit: QWEN_WRITE, matcher: 'Write', fires: true },
    { agent: 'qwen', event: 'PreToolUse', edit: QWEN_EDIT, matcher: 'Write|Edit', fires: true },
    // Its edit tools change only a file the model has read (a new one it may write), so what a matcher misses is shown with write_file.
    { agent: 'qwen', event: 'PreToolUse', edit: QWEN_WRITE, matcher: 'Writ', fires: false },
    { agent: 'copilot', event: 'preToolUse', edit: COPILOT_CREATE, matcher: 'create|edit', fires: true },
    { agent: 'copilot', event: 'preToolUse', edit: COPILOT_EDIT, matcher: 'edit', fires: true },
    { agent: 'copilot', event: 'preToolUse', edit: COPILOT_EDIT, matcher: 'Edit', fires: false },
    { agent: 'copilot', event: 'PreToolUse', edit: COPILOT_CREATE, matcher: 'Write|Edit', fires: true },
    { agent: 'copilot', event: 'PreToolUse', edit: COPILOT_EDIT, matcher: 'edit', fires: true },
    { agent: 'copilot', event: 'PreToolUse', edit: COPILOT_EDIT, matcher: 'Ed', fires: false },
    { agent: 'cline', event: 'PreToolUse', edit: CLINE_CREATE, matcher: undefined, fires: true },
    { agent: 'cline', event: 'PreToolUse', edit: CLINE_EDIT, matcher: undefined, fires: true },
  ] as const)(
    '$agent $event: $edit.call.name with matcher $matcher: the hook runs ($fires), the payload is the one built, and the oracle says so',
    async ({ agent, event, edit, matcher, fires }) => {
      const file = join(dir, `${agent}-${event}-${edit.call.name}-${edit.file}-${String(matcher).replace(/\W/g, '_')}.json`);
      const after = await runEdit(agent, event, denyingHook(agent, file), edit, matcher);
      const sent = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : null;
      expect(sent !== null).toBe(fires);
      // Its deny held the edit back; unasked, the agent made it.
      expect(after).toBe(fires ? edit.before : edit.after);
      const oracle = AGENTS[agent];
      const cwd = String(sent?.['cwd'] ?? (sent?.['workspaceRoots'] as string[] | undefined)?.[0] ?? '/p');
      const claude = { session_id: 's', transcript_path: '/t', cwd, hook_event_name: 'PreToolUse', ...edit.claude, tool_input: { ...edit.claude.tool_input, file_path: `${cwd}/${edit.file}` } };
      const built = oracle.payloadFor(event, claude)!;
      expect(oracle.matcherSelects(matcher, built, oracle.latestVersion)).toBe(fires);
      if (sent === null) return;
      expect(oracle.toolNameOf(sent)).toBe(oracle.toolNameOf(built));
      expect(Object.keys(sent).sort()).toEqual(Object.keys(built).sort());
      const input = (payload: Record<string, unknown>) => payload['tool_input'] ?? payload['toolArgs'] ?? (payload['tool_call'] as Record<string, unknown>)['input'];
      expect(input(sent)).toEqual(input(built));
    },
    SESSION_MS,
  );
});
