/**
 * One row of the Codex truth table measured in the real CLI: the row's hook script wired on
 * `PreToolUse`, one session in its own network namespace, and the facts it showed. Used by
 * scripts/truth-codex.ts and by the live conformance test.
 */
import { MARKERS, PROBE_COMMAND, PROBE_FILE, PROMPT, type AgentRowFacts, type AgentTruthRow } from '../../../specs/agents/pre-tool-answers.js';
import type { HookOutcome } from '../../runner/outcome.js';
import type { RunHookOptions } from '../../runner/run-hook.js';
import { compiledEntry, runContained } from '../contained-session.js';
import { readCodexFacts } from './codex-facts.js';
import type { CodexSession, CodexSessionOptions } from './codex-session.js';

export interface CodexRowSettings {
  readonly codexBin: string;
  readonly bwrapBin: string;
  readonly path: string;
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
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
    matcher: SHELL_MATCHER,
    hookTimeoutMs: HOOK_TIMEOUT_MS,
    prompt: PROMPT,
    probeCommand: PROBE_COMMAND,
    probeFile: PROBE_FILE,
    path: settings.path,
  };
  return runContained<CodexSession>({ bwrapBin: settings.bwrapBin, entry: compiledEntry('codex/session-main.js'), input: options, path: settings.path, timeoutMs: HOOK_TIMEOUT_MS }, settings.runHook);
}

/** Measures one row: the facts of one session. */
export async function measureCodexRow(row: AgentTruthRow, script: string, settings: CodexRowSettings): Promise<AgentRowFacts> {
  const { prompt: _prompt, rewrite: _rewrite, ...channels } = MARKERS;
  return readCodexFacts(await runCodexRow(row, script, settings), channels);
}
