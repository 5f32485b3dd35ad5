/**
 * Live sessions are contained: the agent and everything it runs see only a loopback interface, and
 * the real HOME is left as it was. Proven by looking, never by sending a packet anywhere.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runContainedSession } from '../../src/live/contained-session.js';
import { runHook } from '../../src/runner/run-hook.js';
import { tempDir } from '../helpers/temp-dir.js';

const agentBin = fileURLToPath(new URL('../../agents/node_modules/.bin/claude', import.meta.url));

/** What the agent would write in a real HOME, with modification times, to compare before and after. */
function snapshotAgentHome(): string {
  return ['.claude', '.claude.json', '.config/claude']
    .map((name) => join(homedir(), name))
    .map((path) => `${path}:${existsSync(path) ? statSync(path).mtimeMs : 'absent'}`)
    .join('\n');
}

describe('a live session', () => {
  it('sees only loopback, and leaves the real HOME untouched', async () => {
    const dir = tempDir('hookcheck-containment-');
    const report = join(dir, 'seen.txt');
    const hook = join(dir, 'hook.sh');
    // The hook records the interfaces it can see and the HOME it was given.
    writeFileSync(hook, `#!/usr/bin/env bash\ncat >/dev/null\n{ tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' '; echo "HOME=$HOME"; } > ${report}\nexit 0\n`, { mode: 0o755 });
    const before = snapshotAgentHome();
    const session = await runContainedSession(
      {
        bwrapBin: '/usr/bin/bwrap',
        agentBin,
        command: { form: 'exec', file: hook, args: [] },
        event: 'PreToolUse',
        payload: { tool_name: 'Bash', tool_input: { command: 'ls' } },
        hookTimeoutMs: 5000,
        callerEnv: { PATH: process.env['PATH'] },
        // The hook writes its report beside itself: a folder the session may write to only because it is given.
        writable: [dir],
      },
      runHook,
    );
    expect(session.stream.hookResponses.map((response) => response.event)).toContain('PreToolUse');
    const [interfaces, home] = readFileSync(report, 'utf8').trim().split('\nHOME=');
    expect(interfaces).toBe('lo');
    expect(home).not.toBe(homedir());
    expect(home).toMatch(/hookcheck-.*\/home$/);
    expect(snapshotAgentHome()).toBe(before);
  }, 120_000);
});
