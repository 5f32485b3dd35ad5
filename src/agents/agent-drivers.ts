/**
 * How each agent other than Claude Code runs one shell call live: its binary, how its version is
 * read, and one contained session in which the fake model asks for `shellCommand` and the hook
 * (a file) is wired on the agent's pre-tool event. Every session runs in its own network namespace
 * with a private HOME (runContained and the agent's session module).
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROBE_FILE, PROMPT } from '../../specs/agents/pre-tool-answers.js';
import type { AgentId } from '../oracle/agent-oracle.js';
import type { HookOutcome } from '../runner/outcome.js';
import type { RunHookOptions } from '../runner/run-hook.js';
import type { ScratchArea } from '../runner/scratch-area.js';
import { readClineVersion } from './cline/live/cline-version.js';
import type { ClineSession, ClineSessionOptions } from './cline/live/cline-session.js';
import { readCodexVersion } from './codex/live/codex-version.js';
import type { CodexSession, CodexSessionOptions } from './codex/live/codex-session.js';
import { compiledEntry, runContained } from '../live/contained-session.js';
import { readCopilotVersion } from './copilot/live/copilot-version.js';
import type { CopilotSession, CopilotSessionOptions } from './copilot/live/copilot-session.js';
import { readGeminiVersion } from './gemini/live/gemini-version.js';
import type { GeminiSession, GeminiSessionOptions } from './gemini/live/gemini-session.js';
import { readQwenVersion } from './qwen/live/qwen-version.js';
import type { QwenSession, QwenSessionOptions } from './qwen/live/qwen-session.js';

type RunHook = (options: RunHookOptions) => Promise<HookOutcome>;

interface VersionDeps {
  readonly runHook: RunHook;
  readonly createScratchArea: () => Promise<ScratchArea>;
}

export interface ShellCallInput {
  readonly bin: string;
  readonly bwrapBin: string;
  readonly path: string;
  /** An executable file: the hook under test, behind the answer recorder. */
  readonly hookScript: string;
  /** The agent's own event the hook is wired on. */
  readonly event: string;
  /** The shell command the fake model asks for; it writes PROBE_FILE first, so the file shows the call ran. */
  readonly shellCommand: string;
  readonly hookTimeoutMs: number;
}

export interface AgentDriver {
  /** The npm package's binary name. */
  readonly binName: string;
  /** The npm package, for the install hint. */
  readonly packageName: string;
  readVersion(bin: string, path: string, deps: VersionDeps): Promise<string>;
  /** Runs one session; true when the shell call ran. */
  runShellCall(input: ShellCallInput, runHook: RunHook): Promise<boolean>;
}

/** Where Copilot unpacks its bundle once for every session (COPILOT_PKG_CACHE_HOME). */
function copilotPackageCache(): string {
  const dir = join(tmpdir(), 'hookcheck-copilot-pkg');
  mkdirSync(dir, { recursive: true });
  return dir;
}

const contained = <T>(input: ShellCallInput, entry: string, options: object, runHook: RunHook) =>
  runContained<T>({ bwrapBin: input.bwrapBin, entry: compiledEntry(entry), input: options, path: input.path, timeoutMs: input.hookTimeoutMs }, runHook);

const execHook = (input: ShellCallInput) => ({ form: 'exec' as const, file: input.hookScript, args: [] });

export const AGENT_DRIVERS: Readonly<Record<Exclude<AgentId, 'claude-code'>, AgentDriver>> = {
  codex: {
    binName: 'codex',
    packageName: '@openai/codex',
    readVersion: (bin, path, deps) => readCodexVersion(bin, path, deps),
    runShellCall: async (input, runHook) => {
      const options: CodexSessionOptions = { codexBin: input.bin, command: execHook(input), event: input.event, matcher: '^Bash$', hookTimeoutMs: input.hookTimeoutMs, prompt: PROMPT, probeCommand: input.shellCommand, probeFile: PROBE_FILE, path: input.path };
      return (await contained<CodexSession>(input, 'agents/codex/live/session-main.js', options, runHook)).probeFileExists;
    },
  },
  gemini: {
    binName: 'gemini',
    packageName: '@google/gemini-cli',
    readVersion: (bin, path, deps) => readGeminiVersion(bin, path, deps),
    runShellCall: async (input, runHook) => {
      const options: GeminiSessionOptions = { geminiBin: input.bin, command: execHook(input), hookTimeoutMs: input.hookTimeoutMs, callerEnv: { PATH: input.path }, probeCommand: input.shellCommand };
      return (await contained<GeminiSession>(input, 'agents/gemini/live/session-main.js', options, runHook)).toolRan;
    },
  },
  qwen: {
    binName: 'qwen',
    packageName: '@qwen-code/qwen-code',
    readVersion: (bin, path, deps) => readQwenVersion(bin, path, deps),
    runShellCall: async (input, runHook) => {
      const options: QwenSessionOptions = { qwenBin: input.bin, command: execHook(input), hookTimeoutMs: input.hookTimeoutMs, callerEnv: { PATH: input.path }, probeCommand: input.shellCommand };
      return (await contained<QwenSession>(input, 'agents/qwen/live/session-main.js', options, runHook)).toolRan;
    },
  },
  copilot: {
    binName: 'copilot',
    packageName: '@github/copilot',
    readVersion: (bin, path, deps) => readCopilotVersion(bin, path, copilotPackageCache(), deps),
    runShellCall: async (input, runHook) => {
      const options: CopilotSessionOptions = { copilotBin: input.bin, command: execHook(input), event: input.event, hookTimeoutMs: input.hookTimeoutMs, prompt: PROMPT, probeCommand: input.shellCommand, probeFile: PROBE_FILE, path: input.path, pkgCacheDir: copilotPackageCache() };
      return (await contained<CopilotSession>(input, 'agents/copilot/live/session-main.js', options, runHook)).probeFileExists;
    },
  },
  cline: {
    binName: 'cline',
    packageName: 'cline',
    readVersion: (bin, path, deps) => readClineVersion(bin, path, deps),
    runShellCall: async (input, runHook) => {
      const options: ClineSessionOptions = { clineBin: input.bin, hookScript: input.hookScript, event: input.event, prompt: PROMPT, probeCommand: input.shellCommand, probeFile: PROBE_FILE, path: input.path, agentTimeoutMs: input.hookTimeoutMs + 90_000 };
      return (await contained<ClineSession>(input, 'agents/cline/live/session-main.js', options, runHook)).probeFileExists;
    },
  },
};
