/** `hookcheck run --live` in the pinned Claude Code, for the live tests: a folder of hook scripts and a run of one. */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EventName } from '../../specs/claude-code/events.js';
import { LATEST_VERSION } from '../../specs/claude-code/versions.js';
import { runTarget } from '../../src/engine/run-target.js';
import type { HookReport } from '../../src/model/run/hook-report.js';
import { runHook } from '../../src/runner/run-hook.js';
import { createScratchArea } from '../../src/workspace/scratch-area.js';

const AGENT_BIN = fileURLToPath(new URL('../../agents/node_modules/.bin/claude', import.meta.url));

/** A temporary folder of bash hooks: `write(name, body)` gives the script's path; `remove()` deletes them all. */
export function hookFolder(prefix: string): { write(name: string, body: string): string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    write(name, body) {
      const script = join(dir, name);
      writeFileSync(script, `#!/usr/bin/env bash\n${body}\n`);
      chmodSync(script, 0o755);
      return script;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A bash hook body that reads its payload and prints `stdout`. */
export function printing(stdout: string): string {
  return `cat > /dev/null\nprintf '%s' '${stdout}'`;
}

/** Runs `script` on `event` with `--live` in the pinned Claude Code, replaying at most `maxCases` cases (the phase's own bound when absent). */
export function runLiveClaude(script: string, event: EventName, maxCases?: number): Promise<HookReport> {
  const live = { agentBin: AGENT_BIN, agentVersion: LATEST_VERSION, bwrapBin: '/usr/bin/bwrap', ...(maxCases === undefined ? {} : { maxCases }) };
  return runTarget(
    { command: { form: 'exec', file: script, args: [] }, events: [event], timeoutMs: 5000, eventsFrom: 'test' },
    { agentVersion: LATEST_VERSION, posture: 'open', jobs: 2, inheritEnv: false, killGraceMs: 500, projectDir: null, live },
    { runHook, createScratchArea, callerEnv: { PATH: process.env['PATH'] } },
  );
}
