/**
 * One real Gemini CLI session for one hook: a scratch project and HOME, `.gemini/settings.json`
 * wiring the hook on `BeforeTool` for the shell tool, the fake Gemini API on loopback, and the CLI
 * run headless (`gemini -p … -o json --yolo`). Returns what reached the model, whether the shell
 * call's probe file was written, and how the CLI ended.
 */
import type { AgentSessionDeps } from '../../../live/agent-session.js';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROBE_COMMAND, PROBE_FILE, PROMPT } from '../../../../specs/agents/pre-tool-answers.js';
import { sessionMatcher } from '../../../../specs/agents/agent-facts.js';
import { GEMINI } from '../../../../specs/gemini/agent.js';
import { buildHookEnv } from '../../../runner/hook-env.js';
import { formatHookCommand, type HookCommand } from '../../../runner/hook-command.js';
import type { HookOutcome } from '../../../model/outcome.js';
import type { ScratchArea } from '../../../workspace/scratch-area.js';
import type { RecordedRequest } from '../../../live/loopback-server.js';
import { FAKE_GEMINI_MODEL, SHELL_TOOL, startFakeGemini, type GeminiToolCall } from './fake-gemini.js';
import { killStrayProcesses } from '../../../live/stray-processes.js';
import { ONCE_MARKER } from '../../../live/truth-row.js';

export interface GeminiSessionOptions {
  readonly geminiBin: string;
  /** The hook under test, wired on `event` for the shell tool. */
  readonly command: HookCommand;
  /** Gemini's name of the event the hook is wired on (`BeforeTool`, or the post-tool event). */
  readonly event: string;
  readonly hookTimeoutMs: number;
  readonly callerEnv: Readonly<Record<string, string | undefined>>;
  /** The shell command the fake model asks for (default PROBE_COMMAND); it must write PROBE_FILE for the call to count as run. */
  readonly probeCommand?: string;
  /** The hook's matcher on a tool event; default: the shell tool's name. */
  readonly matcher?: string;
  /** A file edit instead of the shell call: the model's call, and the project file it changes with what it holds before. */
  readonly edit?: { readonly call: GeminiToolCall; readonly file: string; readonly before: string };
}

/** What a session needs from outside: the one process runner, and scratch areas. */
export type GeminiSessionDeps = AgentSessionDeps;

export interface GeminiSession {
  readonly requests: readonly RecordedRequest[];
  /** The shell call wrote PROBE_FILE into the project: the tool ran. */
  readonly toolRan: boolean;
  readonly agentOutcome: HookOutcome;
  /** Command lines of processes still running for the session after the CLI ended (killed). */
  readonly strayProcesses: readonly string[];
  /** A row's hook that marks its answers left ONCE_MARKER in the project: the agent ran it. */
  readonly hookAnswered: boolean;
  /** With an edit: what the edited file held once the CLI ended. */
  readonly fileAfter?: string;
}

/** Room for the CLI's start-up and its two turns beyond the hook's own timeout. */
const AGENT_EXTRA_MS = 60_000;

/** Runs one Gemini CLI session and collects what it shows. */
export async function runGeminiSession(options: GeminiSessionOptions, deps: GeminiSessionDeps): Promise<GeminiSession> {
  const scratch = await deps.createScratchArea();
  const edit = options.edit === undefined ? undefined : { ...options.edit, call: { ...options.edit.call, args: { ...options.edit.call.args, file_path: join(scratch.projectDir, options.edit.file) } } };
  const model = await startFakeGemini(options.probeCommand ?? PROBE_COMMAND, edit?.call);
  try {
    writeSettings(scratch.projectDir, options);
    if (edit !== undefined) writeFileSync(join(scratch.projectDir, edit.file), edit.before);
    const agentOutcome = await deps.runHook({
      command: { form: 'exec', file: options.geminiBin, args: ['-m', FAKE_GEMINI_MODEL, '-p', PROMPT, '-o', 'json', '--yolo'] },
      stdin: '',
      cwd: scratch.projectDir,
      env: buildGeminiEnv(scratch, model.url, options.callerEnv),
      timeoutMs: options.hookTimeoutMs + AGENT_EXTRA_MS,
      maxOutputBytes: 16 * 1024 * 1024,
    });
    const strayProcesses = killStrayProcesses(scratch.root, scratch.homeDir);
    const edited = edit === undefined ? {} : { fileAfter: readFileSync(join(scratch.projectDir, edit.file), 'utf8') };
    const hookAnswered = existsSync(join(scratch.projectDir, ONCE_MARKER));
    return { requests: [...model.requests], toolRan: existsSync(join(scratch.projectDir, PROBE_FILE)), hookAnswered, agentOutcome, strayProcesses, ...edited };
  } finally {
    await model.close();
    await scratch.remove();
  }
}

/**
 * The recipe of AGENTS-MEASURED.md: the API key flavour of auth against GOOGLE_GEMINI_BASE_URL, no
 * relaunch (the CLI would respawn itself), the scratch project trusted. The system settings paths
 * point into the scratch area, so the host's /etc/gemini-cli never takes part.
 */
function buildGeminiEnv(scratch: ScratchArea, modelUrl: string, callerEnv: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return {
    ...buildHookEnv({ callerEnv, inheritEnv: false, projectDir: scratch.projectDir, homeDir: scratch.homeDir, tmpDir: scratch.tmpDir, agentEnv: {} }),
    GOOGLE_GEMINI_BASE_URL: modelUrl,
    GEMINI_API_KEY: 'dummy',
    GEMINI_CLI_NO_RELAUNCH: 'true',
    GEMINI_CLI_TRUST_WORKSPACE: 'true',
    GEMINI_CLI_SYSTEM_SETTINGS_PATH: join(scratch.root, 'gemini-system-settings.json'),
    GEMINI_CLI_SYSTEM_DEFAULTS_PATH: join(scratch.root, 'gemini-system-defaults.json'),
  };
}

/**
 * The project's `.gemini/settings.json`: auth, no update checks, no usage statistics or telemetry
 * (each would otherwise look up a Google host), and the hook (`timeout` is in milliseconds).
 */
function writeSettings(projectDir: string, options: GeminiSessionOptions): void {
  const hook = { type: 'command', command: formatHookCommand(options.command), timeout: options.hookTimeoutMs };
  const settings = {
    security: { auth: { selectedType: 'gemini-api-key' } },
    general: { enableAutoUpdate: false, enableAutoUpdateNotification: false },
    privacy: { usageStatisticsEnabled: false },
    telemetry: { enabled: false },
    hooks: { [options.event]: [{ ...sessionMatcher(GEMINI, options.event, options.matcher ?? SHELL_TOOL), hooks: [hook] }] },
  };
  mkdirSync(join(projectDir, '.gemini'), { recursive: true });
  writeFileSync(join(projectDir, '.gemini', 'settings.json'), JSON.stringify(settings, null, 2));
}
