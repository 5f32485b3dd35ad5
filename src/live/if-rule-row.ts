/**
 * One row of the `if` table (specs/claude-code/if-rules.ts) measured in the real Claude Code: the
 * hook wired under the row's rule denies with exit 2, and it fired when the agent's stream reports
 * a run of it on the row's event. A UserPromptSubmit row makes no tool call; the others ask for the
 * row's Bash command.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IfRuleRow } from '../../specs/claude-code/if-rules.js';
import type { HookOutcome } from '../model/outcome.js';
import type { RunHookOptions } from '../runner/run-hook.js';
import { runContainedSession } from './contained-session.js';

interface IfRowSettings {
  readonly agentBin: string;
  readonly bwrapBin: string;
  readonly path: string;
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
}

/** The hook answers at once; this never decides anything. */
const HOOK_TIMEOUT_MS = 10_000;

/** Whether Claude Code ran the hook wired under `row.rule` on `row.event`. */
export async function measureIfRow(row: IfRuleRow, settings: IfRowSettings): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'hookcheck-if-'));
  try {
    const script = join(dir, 'deny.sh');
    writeFileSync(script, '#!/bin/sh\ncat > /dev/null\necho "denied under the rule" >&2\nexit 2\n');
    chmodSync(script, 0o755);
    const payload =
      row.command === null ? { hook_event_name: row.event, prompt: 'Say hello.' } : { hook_event_name: row.event, tool_name: 'Bash', tool_input: { command: row.command, description: 'the row' } };
    const session = await runContainedSession(
      {
        bwrapBin: settings.bwrapBin,
        agentBin: settings.agentBin,
        command: { form: 'exec', file: script, args: [] },
        event: row.event,
        ...(row.command === null ? {} : { matcher: 'Bash' }),
        ...(row.on === 'group' ? { groupFields: { if: row.rule } } : { handlerFields: { if: row.rule } }),
        payload,
        hookTimeoutMs: HOOK_TIMEOUT_MS,
        callerEnv: { PATH: settings.path },
      },
      settings.runHook,
    );
    return session.stream.hookResponses.some((response) => response.event === row.event);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
