/**
 * One row of a Gemini CLI pre-tool truth table measured in the real CLI: the row's hook script
 * wired on BeforeTool, one session in its own network namespace, and the facts it showed. Used by
 * `npm run truth -- gemini` and the live conformance test.
 */
import { dirname } from 'node:path';
import { MARKERS, type AgentRowFacts, type AgentTruthRow } from '../../../../specs/agents/pre-tool-answers.js';
import type { HookOutcome } from '../../../model/outcome.js';
import type { RunHookOptions } from '../../../runner/run-hook.js';
import { compiledEntry, runContained } from '../../../live/contained-session.js';
import { momentOf } from '../../../live/live-call.js';
import { readGeminiFacts } from './gemini-facts.js';
import { HookcheckError } from '../../../errors.js';
import type { GeminiSession, GeminiSessionOptions } from './gemini-session.js';

export interface GeminiRowSettings {
  readonly geminiBin: string;
  readonly bwrapBin: string;
  readonly path: string;
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
  /** Folders the session may write besides its own /tmp (a test's hook keeping the payload it was sent); the row's own hook writes none. */
  readonly writable?: readonly string[];
  /** The hook's matcher; default: the shell tool's. */
  readonly matcher?: string;
  /** A file edit instead of the shell call (gemini-session.ts). */
  readonly edit?: GeminiSessionOptions['edit'];
}

/** The row's hook is given this long (Gemini reads it in milliseconds); it answers at once, so this never decides anything. */
const HOOK_TIMEOUT_MS = 10_000;

/** Runs one contained Gemini session with `script` as the BeforeTool hook and returns the session. */
export function runContainedGeminiSession(row: Pick<AgentTruthRow, 'event'>, script: string, settings: GeminiRowSettings): Promise<GeminiSession> {
  const input: GeminiSessionOptions = {
    geminiBin: settings.geminiBin,
    command: { form: 'exec', file: script, args: [] },
    event: row.event,
    hookTimeoutMs: HOOK_TIMEOUT_MS,
    callerEnv: { PATH: settings.path },
    ...(settings.matcher === undefined ? {} : { matcher: settings.matcher }),
    ...(settings.edit === undefined ? {} : { edit: settings.edit }),
  };
  return runContained<GeminiSession>({ bwrapBin: settings.bwrapBin, entry: compiledEntry('agents/gemini/live/session-main.js'), input, path: settings.path, timeoutMs: HOOK_TIMEOUT_MS, paths: { shown: [settings.geminiBin, dirname(script)], writable: settings.writable ?? [] } }, settings.runHook);
}

/** Measures one row: the facts of a session whose BeforeTool hook is `script`. */
export async function measureGeminiRow(row: Pick<AgentTruthRow, 'event' | 'endOfTurn' | 'beforePrompt' | 'marksRun'>, script: string, settings: GeminiRowSettings): Promise<AgentRowFacts> {
  const { prompt: _prompt, rewrite: _rewrite, ...channels } = MARKERS;
  const session = await runContainedGeminiSession(row, script, settings);
  if ((row.endOfTurn === true || row.marksRun === true) && !session.hookAnswered) throw new HookcheckError(`The Gemini CLI never ran the hook on ${row.event}: the row shows nothing without it.`);
  return readGeminiFacts(session, channels, momentOf(row));
}
