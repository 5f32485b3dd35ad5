/**
 * What every agent's live driver is (src/agents/<id>/live/driver.ts): how it reads its version and
 * runs one shell call live, in a contained session in which the fake model asks for `shellCommand`
 * and the hook (a file) is wired on the event asked for (before or after the call, before the prompt,
 * at the end of the turn). Every session runs in its own
 * network namespace with a private HOME (runContained and the agent's session module).
 */
import { dirname } from 'node:path';
import type { AgentRowFacts, AgentTruthRow } from '../../specs/agents/pre-tool-answers.js';
import type { HookOutcome } from '../model/outcome.js';
import type { RunHookOptions } from '../runner/run-hook.js';
import type { ScratchArea } from '../workspace/scratch-area.js';
import { compiledEntry, runContained } from './contained-session.js';
import type { SessionPaths } from '../sandbox/session-walls.js';
import type { LiveCall } from './live-call.js';

export type RunHook = (options: RunHookOptions) => Promise<HookOutcome>;

export interface VersionDeps {
  readonly runHook: RunHook;
  readonly createScratchArea: () => Promise<ScratchArea>;
}

export interface ShellCallInput {
  readonly bin: string;
  readonly bwrapBin: string;
  readonly path: string;
  /** An executable file: the hook under test, behind the answer recorder; its folder is shown to the session. */
  readonly hookScript: string;
  /** More that the walled-in session is shown (the hook under test's folder) and may write (the recorder's answer folder). */
  readonly paths?: SessionPaths;
  /** The agent's own event the hook is wired on. */
  readonly event: string;
  /** The shell command the fake model asks for; it writes PROBE_FILE first, so the file shows the call ran. */
  readonly shellCommand: string;
  readonly hookTimeoutMs: number;
  /** The hook's matcher on a tool event; default: one that selects the agent's shell tool (Cline has none). */
  readonly matcher?: string;
}

/** What a truth row's session is given: the agent's binary, bubblewrap, and the PATH it sees. */
export interface TruthRowInput {
  readonly bin: string;
  readonly bwrapBin: string;
  readonly path: string;
}

/** What asking an agent which of a project's hooks it trusts needs: where the user keeps the agent's settings, and the project. */
export interface HookTrustInput {
  readonly bin: string;
  readonly bwrapBin: string;
  readonly path: string;
  readonly projectDir: string;
  /** The user's HOME (audit's --home, else the real one): the agent's trust is kept there. */
  readonly homeDir: string;
  /** The user's environment, for the variables that move the agent's settings (CODEX_HOME). */
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** One hook the agent lists for the project: where it is written, and whether the agent runs it. */
export interface ListedHookTrust {
  readonly file: string;
  /** The event as the hooks file writes it. */
  readonly event: string;
  readonly group: number;
  readonly handler: number;
  readonly status: 'trusted' | 'untrusted' | 'modified' | 'managed';
}

/** The agent's own list of the project's hooks and their trust, or why it could not be asked. */
export type HookTrustReport = { readonly kind: 'listed'; readonly configFile: string; readonly hooks: readonly ListedHookTrust[] } | { readonly kind: 'unchecked'; readonly why: string };

export interface AgentDriver {
  /** The npm package's binary name. */
  readonly binName: string;
  /** The npm package, for the install hint. */
  readonly packageName: string;
  readVersion(bin: string, path: string, deps: VersionDeps): Promise<string>;
  /** Runs one session: what it showed of the call and of the hook's answer. */
  runShellCall(input: ShellCallInput, runHook: RunHook): Promise<LiveCall>;
  /** The rows of its truth table (specs/<agent>/truth/answers.ts), measured by `npm run truth -- <agent>`. */
  truthRows(): readonly AgentTruthRow[];
  /** One contained session with `script` (the row's answer) as the hook; the facts it showed. */
  measureTruthRow(row: AgentTruthRow, script: string, input: TruthRowInput, runHook: RunHook): Promise<AgentRowFacts>;
  /**
   * For an agent that runs a project's hooks only once the user trusted each (Codex): the agent's own
   * list of the project's hooks and their trust, asked in a contained session.
   */
  hookTrust?(input: HookTrustInput, runHook: RunHook): Promise<HookTrustReport>;
}

export const contained = <T>(input: ShellCallInput, entry: string, options: object, runHook: RunHook) =>
  runContained<T>(
    {
      bwrapBin: input.bwrapBin,
      entry: compiledEntry(entry),
      input: options,
      path: input.path,
      timeoutMs: input.hookTimeoutMs,
      paths: { shown: [input.bin, dirname(input.hookScript), ...(input.paths?.shown ?? [])], writable: input.paths?.writable ?? [] },
    },
    runHook,
  );

export const execHook = (input: ShellCallInput) => ({ form: 'exec' as const, file: input.hookScript, args: [] });
