/**
 * Each agent's `heldPipes` fact (specs/<agent>/agent.ts) measured again in its pinned CLI: a hook
 * that denies its agent's way and exits while a background `sleep` holds its stdout. Where the
 * agent waits for end-of-file it drops the answer, and the call goes ahead; where it goes on at the
 * exit, the deny holds. The same deny without the holder is the control. (How long an agent waits,
 * until the timeout or until the holder ends, was read from the measurement's wall time and is not
 * asserted here: a test must not turn on the machine's speed.)
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROBE_COMMAND } from '../../specs/agents/pre-tool-answers.js';
import { AGENTS, OTHER_AGENT_IDS, type OtherAgentId } from '../../src/agents/index.js';
import { runHook } from '../../src/runner/run-hook.js';

const PATH = process.env['PATH'] ?? '/usr/bin:/bin';

async function callRan(agent: OtherAgentId, body: string): Promise<boolean> {
  const driver = await AGENTS[agent].loadDriver();
  const dir = mkdtempSync(join(tmpdir(), 'hookcheck-held-agent-'));
  try {
    const script = join(dir, 'hook.sh');
    writeFileSync(script, `#!/bin/bash\ncat > /dev/null\n${body}\n`);
    chmodSync(script, 0o755);
    const bin = fileURLToPath(new URL(`../../agents/node_modules/.bin/${driver.binName}`, import.meta.url));
    const event = AGENTS[agent].nativeEvent('PreToolUse')!;
    return (await driver.runShellCall({ bin, bwrapBin: '/usr/bin/bwrap', path: PATH, hookScript: script, event, shellCommand: PROBE_COMMAND, hookTimeoutMs: 3_000 }, runHook)).toolRan;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(OTHER_AGENT_IDS)('a held stdout in %s', (agent) => {
  it('drops the deny exactly where the agent waits for the pipes', async () => {
    const { deny, answerKept } = AGENTS[agent].facts.heldPipes;
    expect(await callRan(agent, deny)).toBe(false);
    expect(await callRan(agent, `sleep 12 & ${deny}`)).toBe(!answerKept);
  }, 120_000);
});
