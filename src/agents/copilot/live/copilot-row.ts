/**
 * One row of the Copilot truth table measured in the real CLI: the row's hook script wired on the
 * row's event (`preToolUse` or `PreToolUse`), one session in its own network namespace, and the
 * facts it showed. Used by `npm run truth -- copilot` and by the live conformance test.
 */
import { dirname } from 'node:path';
import { MARKERS, PROBE_COMMAND, PROBE_FILE, PROMPT, type AgentRowFacts, type AgentTruthRow } from '../../../../specs/agents/pre-tool-answers.js';
import { HookcheckError } from '../../../errors.js';
import type { HookOutcome } from '../../../model/outcome.js';
import type { RunHookOptions } from '../../../runner/run-hook.js';
import { compiledEntry, runContained } from '../../../live/contained-session.js';
import { momentOf } from '../../../live/live-call.js';
import { readCopilotFacts } from './copilot-facts.js';
import { shellToolOffered } from './fake-chat-completions.js';
import type { CopilotSession, CopilotSessionOptions } from './copilot-session.js';

export interface CopilotRowSettings {
  readonly copilotBin: string;
  readonly bwrapBin: string;
  readonly path: string;
  /** COPILOT_PKG_CACHE_HOME, shared by the sessions (see readCopilotVersion). */
  readonly pkgCacheDir: string;
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
  /** Folders the session may write besides its own /tmp (a test's hook keeping the payload it was sent); the row's own hook writes none. */
  readonly writable?: readonly string[];
  /** The handler's matcher; default: none. */
  readonly matcher?: string;
  /** A file edit instead of the shell call (copilot-session.ts). */
  readonly edit?: CopilotSessionOptions['edit'];
}

/** The row's hook is given this long (`timeoutSec: 10`); it answers at once, so this never decides anything. */
const HOOK_TIMEOUT_MS = 10_000;

/** Runs Copilot once with `script` wired on the row's event and returns the session. */
export function runCopilotRow(row: Pick<AgentTruthRow, 'event'>, script: string, settings: CopilotRowSettings): Promise<CopilotSession> {
  const options: CopilotSessionOptions = {
    copilotBin: settings.copilotBin,
    command: { form: 'exec', file: script, args: [] },
    event: row.event,
    hookTimeoutMs: HOOK_TIMEOUT_MS,
    prompt: PROMPT,
    probeCommand: PROBE_COMMAND,
    probeFile: PROBE_FILE,
    path: settings.path,
    pkgCacheDir: settings.pkgCacheDir,
    ...(settings.matcher === undefined ? {} : { matcher: settings.matcher }),
    ...(settings.edit === undefined ? {} : { edit: settings.edit }),
  };
  return runContained<CopilotSession>({ bwrapBin: settings.bwrapBin, entry: compiledEntry('agents/copilot/live/session-main.js'), input: options, path: settings.path, timeoutMs: HOOK_TIMEOUT_MS, paths: { shown: [settings.copilotBin, dirname(script), settings.pkgCacheDir], writable: settings.writable ?? [] } }, settings.runHook);
}

/** Measures one row: the facts of one session (never of one that did not get as far as the call). */
export async function measureCopilotRow(row: AgentTruthRow, script: string, settings: CopilotRowSettings): Promise<AgentRowFacts> {
  const { prompt: _prompt, rewrite: _rewrite, ...channels } = MARKERS;
  const session = await runCopilotRow(row, script, settings);
  // Before the prompt a hook may keep the session from reaching the model, and so from the call.
  if (row.endOfTurn === true && !session.hookAnswered) throw new HookcheckError(`Copilot never ran the hook on ${row.id}: the end-of-turn row shows nothing without it.`);
  return readCopilotFacts(momentOf(row) === 'prompt' ? session : checkSessionReachedCall(row, session), channels, momentOf(row));
}

/**
 * A session that timed out, or in which the model was never offered the shell tool, says nothing
 * about the hook's answer: it is an error, not a row.
 */
function checkSessionReachedCall(row: AgentTruthRow, session: CopilotSession): CopilotSession {
  const offered = session.requests.some((request) => request.path.startsWith('/v1/chat/completions') && shellToolOffered(request.body) !== undefined);
  if (session.agentOutcome.kind !== 'exited' || !offered) {
    const how = session.agentOutcome.kind === 'exited' ? `exit ${session.agentOutcome.exitCode}, ${session.requests.length} model requests, none offering the shell tool` : session.agentOutcome.kind;
    throw new HookcheckError(`Copilot did not get as far as the shell call on ${row.id} (${how}): ${session.agentOutcome.stderr.trim().slice(-500)}`);
  }
  return session;
}
