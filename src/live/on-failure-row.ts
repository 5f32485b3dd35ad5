/**
 * One row of the `onFailure` table (specs/claude-code/on-failure.ts) measured in the real Claude
 * Code: a PreToolUse hook on Bash that fails the row's way, wired with `"onFailure": "block"` on
 * the handler or its matcher group, and whether the Bash call still ran.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OnFailureRow } from '../../specs/claude-code/on-failure.js';
import type { HookOutcome } from '../model/outcome.js';
import type { RunHookOptions } from '../runner/run-hook.js';
import { runContainedSession } from './contained-session.js';

interface OnFailureSettings {
  readonly agentBin: string;
  readonly bwrapBin: string;
  readonly path: string;
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
}

const FAILURES: Readonly<Record<OnFailureRow['failure'], string>> = {
  'exit-1': 'echo "the guard crashed" >&2; exit 1',
  'not-found': 'hookcheck-no-such-program-xyz',
  timeout: 'sleep 30',
  'exit-2': 'echo "denied" >&2; exit 2',
  'exit-0': 'exit 0',
  'plain-stdout': 'echo "checked"; exit 0',
  'invalid-json': 'echo "{not json"; exit 0',
  'exit-1-allow-json': 'echo \'{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow"}}\'; exit 1',
};
/** The timeout the failing-by-timeout row is given; the others answer at once. */
const HOOK_TIMEOUT_MS = 2_000;

/** Whether the Bash call ran after the hook failed as `row` says. */
export async function measureOnFailureRow(row: OnFailureRow, settings: OnFailureSettings): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'hookcheck-on-failure-'));
  try {
    const script = join(dir, 'failing.sh');
    writeFileSync(script, `#!/bin/sh\ncat > /dev/null\n${FAILURES[row.failure]}\n`);
    chmodSync(script, 0o755);
    const session = await runContainedSession(
      {
        bwrapBin: settings.bwrapBin,
        agentBin: settings.agentBin,
        command: { form: 'exec', file: script, args: [] },
        event: 'PreToolUse',
        matcher: 'Bash',
        ...(row.on === 'group' ? { groupFields: { onFailure: 'block' } } : { handlerFields: { onFailure: 'block' } }),
        payload: { hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'echo one', description: 'the row' } },
        hookTimeoutMs: HOOK_TIMEOUT_MS,
        callerEnv: { PATH: settings.path },
      },
      settings.runHook,
    );
    return session.toolRan;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
