/**
 * One contained Claude Code session for a measured table row: a PreToolUse hook on Bash whose
 * script reads its payload and then runs the row's `body`, while the fake model asks for `echo one`.
 * The on-failure and held-pipes tables (specs/claude-code/) are measured this way.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HookOutcome } from '../model/outcome.js';
import type { RunHookOptions } from '../runner/run-hook.js';
import type { AgentSession, AgentSessionOptions } from './agent-session.js';
import { runContainedSession } from './contained-session.js';

export interface BashGuardSettings {
  readonly agentBin: string;
  readonly bwrapBin: string;
  readonly path: string;
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
}

interface BashGuardHook {
  /** The script's lines after it read its payload. */
  readonly body: string;
  /** Its `#!` interpreter. */
  readonly interpreter: '/bin/sh' | '/bin/bash';
  readonly hookTimeoutMs: number;
  /** More fields of the handler or its matcher group (`onFailure`). */
  readonly fields?: Pick<AgentSessionOptions, 'handlerFields' | 'groupFields'>;
}

export async function runBashGuardSession(hook: BashGuardHook, settings: BashGuardSettings): Promise<AgentSession> {
  const dir = mkdtempSync(join(tmpdir(), 'hookcheck-guard-row-'));
  try {
    const script = join(dir, 'guard.sh');
    writeFileSync(script, `#!${hook.interpreter}\ncat > /dev/null\n${hook.body}\n`);
    chmodSync(script, 0o755);
    return await runContainedSession(
      {
        bwrapBin: settings.bwrapBin,
        agentBin: settings.agentBin,
        command: { form: 'exec', file: script, args: [] },
        event: 'PreToolUse',
        matcher: 'Bash',
        ...hook.fields,
        payload: { hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'echo one', description: 'the row' } },
        hookTimeoutMs: hook.hookTimeoutMs,
        callerEnv: { PATH: settings.path },
      },
      settings.runHook,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
