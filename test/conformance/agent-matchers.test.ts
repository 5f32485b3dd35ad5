/**
 * How each agent matches a hook's matcher against its shell tool's name, measured in its pinned
 * CLI: a hook that denies the agent's way, wired with the whole name (the control: it fires), with
 * the name's first letters (fires only where the agent searches the regex in the name), and with
 * Claude Code's `Bash`, its first letters and `bash` (where the tool answers to other names). The
 * oracle (`toolMatching` in specs/<agent>/agent.ts) must say what the agent did. Codex is measured
 * in codex-tool-kinds.test.ts; Cline's hooks have no matcher.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROBE_COMMAND } from '../../specs/agents/pre-tool-answers.js';
import { AGENTS, type OtherAgentId } from '../../src/agents/index.js';
import { runHook } from '../../src/runner/run-hook.js';

const PATH = process.env['PATH'] ?? '/usr/bin:/bin';
const claudeBash = { session_id: 's', transcript_path: '/t', cwd: '/p', hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: PROBE_COMMAND } };

/** Whether the hook, wired with `matcher` on `event`, held the shell call back. */
async function fired(agent: OtherAgentId, event: string, matcher: string): Promise<boolean> {
  const driver = await AGENTS[agent].loadDriver();
  const dir = mkdtempSync(join(tmpdir(), 'hookcheck-matcher-'));
  try {
    const script = join(dir, 'hook.sh');
    writeFileSync(script, `#!/bin/bash\ncat > /dev/null\n${AGENTS[agent].facts.heldPipes.deny}\n`);
    chmodSync(script, 0o755);
    const bin = fileURLToPath(new URL(`../../agents/node_modules/.bin/${driver.binName}`, import.meta.url));
    const call = await driver.runShellCall({ bin, bwrapBin: '/usr/bin/bwrap', path: PATH, hookScript: script, event, shellCommand: PROBE_COMMAND, hookTimeoutMs: 10_000, matcher }, runHook);
    return !call.toolRan;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each([
  ['gemini', 'BeforeTool'],
  ['qwen', 'PreToolUse'],
  ['copilot', 'preToolUse'],
  ['copilot', 'PreToolUse'],
] as const)('%s %s matchers', (agent, event) => {
  const payload = AGENTS[agent].payloadFor(event, claudeBash)!;
  const name = String(payload['tool_name'] ?? payload['toolName']);
  // Claude Code's name and its first letters, and the lower-case name: aliases, where an agent has them, are matched as it matches them.
  const matchers = [...new Set([name, name.slice(0, 3), 'Bash', 'Bas', 'bash'])];
  it.each(matchers)(
    'with %s as the matcher the hook runs as the oracle says',
    async (matcher) => {
      expect(await fired(agent, event, matcher)).toBe(AGENTS[agent].matcherSelects(matcher, payload, AGENTS[agent].latestVersion));
    },
    180_000,
  );
});
