/**
 * One row of the Cline truth table measured in the real CLI: the row's hook script installed as
 * the `PreToolUse` hook file, one session in its own network namespace, and the facts it showed.
 * Used by `npm run truth -- cline` and by the live conformance test.
 */
import { dirname } from 'node:path';
import { MARKERS, PROBE_COMMAND, PROBE_FILE, PROMPT, type AgentRowFacts, type AgentTruthRow } from '../../../../specs/agents/pre-tool-answers.js';
import type { HookOutcome } from '../../../model/outcome.js';
import type { RunHookOptions } from '../../../runner/run-hook.js';
import { compiledEntry, runContained } from '../../../live/contained-session.js';
import { momentOf } from '../../../live/live-call.js';
import { readClineFacts } from './cline-facts.js';
import type { ClineSession, ClineSessionOptions } from './cline-session.js';

export interface ClineRowSettings {
  readonly clineBin: string;
  readonly bwrapBin: string;
  readonly path: string;
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
  /** Folders the session may write besides its own /tmp (a test's hook keeping the payload it was sent); the row's own hook writes none. */
  readonly writable?: readonly string[];
  /** A file edit instead of the shell call (cline-session.ts). */
  readonly edit?: ClineSessionOptions['edit'];
}

/** Cline's start-up (auth, hub daemon) and its two model turns; the row's hook answers at once. */
const AGENT_TIMEOUT_MS = 90_000;

/** Runs Cline once with `script` as the row's event hook and returns the session. */
export function runClineRow(row: Pick<AgentTruthRow, 'event'>, script: string, settings: ClineRowSettings): Promise<ClineSession> {
  const options: ClineSessionOptions = {
    clineBin: settings.clineBin,
    hookScript: script,
    event: row.event,
    prompt: PROMPT,
    probeCommand: PROBE_COMMAND,
    probeFile: PROBE_FILE,
    path: settings.path,
    agentTimeoutMs: AGENT_TIMEOUT_MS,
    ...(settings.edit === undefined ? {} : { edit: settings.edit }),
  };
  return runContained<ClineSession>({ bwrapBin: settings.bwrapBin, entry: compiledEntry('agents/cline/live/session-main.js'), input: options, path: settings.path, timeoutMs: AGENT_TIMEOUT_MS, paths: { shown: [settings.clineBin, dirname(script)], writable: settings.writable ?? [] } }, settings.runHook);
}

/** Measures one row: the facts of one session (never of one that did not get as far as the hook). */
export async function measureClineRow(row: AgentTruthRow, script: string, settings: ClineRowSettings): Promise<AgentRowFacts> {
  const { prompt: _prompt, rewrite: _rewrite, ...channels } = MARKERS;
  return readClineFacts(await runClineRow(row, script, settings), channels, momentOf(row));
}
