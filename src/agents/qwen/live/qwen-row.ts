/**
 * One row of the Qwen Code pre-tool truth table measured in the real CLI: the row's hook script
 * wired on PreToolUse, one session in its own network namespace, and the facts it showed. Used by
 * `npm run truth -- qwen` and the live conformance test.
 */
import { dirname } from 'node:path';
import { MARKERS, type AgentRowFacts, type AgentTruthRow } from '../../../../specs/agents/pre-tool-answers.js';
import type { HookOutcome } from '../../../model/outcome.js';
import type { RunHookOptions } from '../../../runner/run-hook.js';
import { compiledEntry, runContained } from '../../../live/contained-session.js';
import { momentOf } from '../../../live/live-call.js';
import { readQwenFacts } from './qwen-facts.js';
import type { QwenSession, QwenSessionOptions } from './qwen-session.js';

export interface QwenRowSettings {
  readonly qwenBin: string;
  readonly bwrapBin: string;
  readonly path: string;
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
  /** Folders the session may write besides its own /tmp (a test's hook keeping the payload it was sent); the row's own hook writes none. */
  readonly writable?: readonly string[];
  /** The hook's matcher; default: the shell tool's. */
  readonly matcher?: string;
  /** A file edit instead of the shell call (qwen-session.ts). */
  readonly edit?: QwenSessionOptions['edit'];
}

/** The row's hook is given this long (Qwen reads it in seconds); it answers at once, so this never decides anything. The contained run also allows for the CLI's own 90 s. */
const HOOK_TIMEOUT_MS = 10_000;

/** Runs one contained Qwen Code session with `script` as the PreToolUse hook and returns the session. */
export function runContainedQwenSession(row: Pick<AgentTruthRow, 'event'>, script: string, settings: QwenRowSettings): Promise<QwenSession> {
  const input: QwenSessionOptions = {
    qwenBin: settings.qwenBin,
    command: { form: 'exec', file: script, args: [] },
    event: row.event,
    hookTimeoutMs: HOOK_TIMEOUT_MS,
    callerEnv: { PATH: settings.path },
    ...(settings.matcher === undefined ? {} : { matcher: settings.matcher }),
    ...(settings.edit === undefined ? {} : { edit: settings.edit }),
  };
  return runContained<QwenSession>({ bwrapBin: settings.bwrapBin, entry: compiledEntry('agents/qwen/live/session-main.js'), input, path: settings.path, timeoutMs: HOOK_TIMEOUT_MS + 90_000, paths: { shown: [settings.qwenBin, dirname(script)], writable: settings.writable ?? [] } }, settings.runHook);
}

/** Measures one row: the facts of a session whose PreToolUse hook is `script`. */
export async function measureQwenRow(row: Pick<AgentTruthRow, 'event' | 'endOfTurn' | 'beforePrompt'>, script: string, settings: QwenRowSettings): Promise<AgentRowFacts> {
  const { prompt: _prompt, rewrite: _rewrite, ...channels } = MARKERS;
  return readQwenFacts(await runContainedQwenSession(row, script, settings), channels, momentOf(row));
}
