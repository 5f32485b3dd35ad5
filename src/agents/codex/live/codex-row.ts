/**
 * One row of the Codex truth table measured in the real CLI: the row's hook script wired on
 * `PreToolUse`, one session in its own network namespace, and the facts it showed. Used by
 * `npm run truth -- codex` and by the live conformance test.
 */
import { dirname } from 'node:path';
import { MARKERS, PROBE_COMMAND, PROBE_FILE, PROMPT, type AgentRowFacts, type AgentTruthRow } from '../../../../specs/agents/pre-tool-answers.js';
import { HookcheckError } from '../../../errors.js';
import type { HookOutcome } from '../../../model/outcome.js';
import type { RunHookOptions } from '../../../runner/run-hook.js';
import { compiledEntry, runContained } from '../../../live/contained-session.js';
import { momentOf } from '../../../live/live-call.js';
import { readCodexFacts } from './codex-facts.js';
import { shellToolOffered } from './fake-responses.js';
import type { CodexSession, CodexSessionOptions } from './codex-session.js';

export interface CodexRowSettings {
  readonly codexBin: string;
  readonly bwrapBin: string;
  readonly path: string;
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
  /** Folders the session may write besides its own /tmp (a test's hook keeping the payload it was sent); the row's own hook writes none. */
  readonly writable?: readonly string[];
  /** How the hook is trusted (codex-session.ts); default: the bypass every row is measured with. */
  readonly trust?: CodexSessionOptions['trust'];
  /** The hook's matcher; default: the shell tool's. */
  readonly matcher?: string;
  /** A file edit instead of the shell call (codex-session.ts). */
  readonly edit?: CodexSessionOptions['edit'];
}

/** The row's hook is given this long; it answers at once, so this never decides anything. */
const HOOK_TIMEOUT_MS = 10_000;
/** Codex names its shell tool `Bash` to hooks; anchored, since the matcher is a regex. */
const SHELL_MATCHER = '^Bash$';

/** Runs Codex once with `script` wired on the row's event and returns the session. */
export function runCodexRow(row: Pick<AgentTruthRow, 'event'>, script: string, settings: CodexRowSettings): Promise<CodexSession> {
  const options: CodexSessionOptions = {
    codexBin: settings.codexBin,
    command: { form: 'exec', file: script, args: [] },
    event: row.event,
    matcher: settings.matcher ?? SHELL_MATCHER,
    hookTimeoutMs: HOOK_TIMEOUT_MS,
    prompt: PROMPT,
    probeCommand: PROBE_COMMAND,
    probeFile: PROBE_FILE,
    path: settings.path,
    ...(settings.trust === undefined ? {} : { trust: settings.trust }),
    ...(settings.edit === undefined ? {} : { edit: settings.edit }),
  };
  return runContained<CodexSession>({ bwrapBin: settings.bwrapBin, entry: compiledEntry('agents/codex/live/session-main.js'), input: options, path: settings.path, timeoutMs: HOOK_TIMEOUT_MS, paths: { shown: [settings.codexBin, dirname(script)], writable: settings.writable ?? [] } }, settings.runHook);
}

/** Measures one row: the facts of one session (never of one that did not get as far as the call). */
export async function measureCodexRow(row: AgentTruthRow, script: string, settings: CodexRowSettings): Promise<AgentRowFacts> {
  const { prompt: _prompt, rewrite: _rewrite, ...channels } = MARKERS;
  const session = await runCodexRow(row, script, settings);
  // Before the prompt a hook may keep the session from reaching the model, and so from the call.
  return readCodexFacts(momentOf(row) === 'prompt' ? session : checkSessionReachedCall(row, session), channels, momentOf(row));
}

/**
 * A session that timed out, or in which the model was never offered the shell tool, says nothing
 * about the hook's answer: it is an error, not a row.
 */
function checkSessionReachedCall(row: AgentTruthRow, session: CodexSession): CodexSession {
  const offered = session.requests.some((request) => request.path.startsWith('/v1/responses') && shellToolOffered(request.body) !== undefined);
  if (session.agentOutcome.kind !== 'exited' || !offered) {
    const how = session.agentOutcome.kind === 'exited' ? `exit ${session.agentOutcome.exitCode}, ${session.requests.length} model requests, none offering the shell tool` : session.agentOutcome.kind;
    throw new HookcheckError(`Codex did not get as far as the shell call on ${row.id} (${how}): ${session.agentOutcome.stderr.trim().slice(-500)}`);
  }
  return session;
}
