/**
 * One row of the held-pipes table (specs/claude-code/held-pipes.ts) measured in the real Claude
 * Code: a PreToolUse hook on Bash that exits while its background child holds stdout, and whether
 * the Bash call ran and how the agent reported the hook.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HeldPipesRow } from '../../specs/claude-code/held-pipes.js';
import type { HookOutcome } from '../model/outcome.js';
import type { RunHookOptions } from '../runner/run-hook.js';
import { runContainedSession } from './contained-session.js';

interface HeldPipesSettings {
  readonly agentBin: string;
  readonly bwrapBin: string;
  readonly path: string;
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
}

const DENY = `'{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"no"}}'`;

const HOOKS: Readonly<Record<HeldPipesRow['hook'], string>> = {
  quiet: 'exit 0',
  'fd-1-held': 'sleep 30 & exit 0',
  'fd-3-held': 'exec 3>&1; ( exec 1>/dev/null 2>/dev/null; sleep 30 ) & exit 0',
  'deny-exit-2-held': 'sleep 30 & echo "denied" >&2; exit 2',
  'deny-json-then-held': `sleep 30 & echo ${DENY}; exit 0`,
  'late-deny-json': `( sleep 1; echo ${DENY}; sleep 30 ) & exit 0`,
};
/** Far shorter than the child's 30 s: an agent that waited for the pipes would report a timeout. */
const HOOK_TIMEOUT_MS = 3_000;

/** The row as measured: whether the Bash call ran, and how the agent reported the hook's run. */
export async function measureHeldPipesRow(row: HeldPipesRow, settings: HeldPipesSettings): Promise<{ readonly toolRan: boolean; readonly hookOutcome: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'hookcheck-held-pipes-'));
  try {
    const script = join(dir, 'holding.sh');
    writeFileSync(script, `#!/bin/bash\ncat > /dev/null\n${HOOKS[row.hook]}\n`);
    chmodSync(script, 0o755);
    const session = await runContainedSession(
      {
        bwrapBin: settings.bwrapBin,
        agentBin: settings.agentBin,
        command: { form: 'exec', file: script, args: [] },
        event: 'PreToolUse',
        matcher: 'Bash',
        payload: { hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'echo one', description: 'the row' } },
        hookTimeoutMs: HOOK_TIMEOUT_MS,
        callerEnv: { PATH: settings.path },
      },
      settings.runHook,
    );
    return { toolRan: session.toolRan, hookOutcome: session.stream.hookResponses.find((response) => response.event === 'PreToolUse')?.outcome ?? 'none' };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
