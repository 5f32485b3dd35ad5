/**
 * One real Qwen Code session for one hook: a scratch project and HOME, `.qwen/settings.json`
 * wiring the hook on `PreToolUse` for the shell tool, the fake chat-completions model on loopback,
 * and the CLI run headless (`qwen --yolo -o json …`). Returns what reached the model, whether the
 * shell call's probe file was written, and how the CLI ended.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROBE_FILE, PROMPT, probeCommandFor } from '../../../../specs/agents/pre-tool-answers.js';
import { sessionMatcher } from '../../../../specs/agents/agent-facts.js';
import { QWEN } from '../../../../specs/qwen/agent.js';
import { buildHookEnv } from '../../../runner/hook-env.js';
import { formatHookCommand, type HookCommand } from '../../../runner/hook-command.js';
import type { HookOutcome } from '../../../model/outcome.js';
import type { RunHookOptions } from '../../../runner/run-hook.js';
import type { ScratchArea } from '../../../workspace/scratch-area.js';
import { killStrayProcesses } from '../../../live/stray-processes.js';
import type { RecordedRequest } from '../../../live/loopback-server.js';
import { FAKE_QWEN_MODEL, SHELL_TOOL, startFakeChatCompletions, type QwenToolCall } from './fake-chat-completions.js';

/** Events of a subagent: the fake model starts one, and the subagent makes the shell call. */
const SUBAGENT_EVENTS: ReadonlySet<string> = new Set(['SubagentStart', 'SubagentStop']);

export interface QwenSessionOptions {
  readonly qwenBin: string;
  /** The hook under test, wired on `event` for the shell tool. */
  readonly command: HookCommand;
  /** Qwen's name of the event the hook is wired on (`PreToolUse`, or the post-tool event). */
  readonly event: string;
  readonly hookTimeoutMs: number;
  readonly callerEnv: Readonly<Record<string, string | undefined>>;
  /** The shell command the fake model asks for (default: the event's probeCommandFor); it must write PROBE_FILE for the call to count as run. */
  readonly probeCommand?: string;
  /** The hook's matcher on a tool event; default: the shell tool's name. */
  readonly matcher?: string;
  /** A file edit instead of the shell call: the model's call, and the project file it changes with what it holds before (null: no such file, the call creates it). */
  readonly edit?: { readonly call: QwenToolCall; readonly file: string; readonly before: string | null };
}

export interface QwenSessionDeps {
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
  readonly createScratchArea: () => Promise<ScratchArea>;
}

export interface QwenSession {
  readonly requests: readonly RecordedRequest[];
  /** The shell call wrote PROBE_FILE into the project: the tool ran. */
  readonly toolRan: boolean;
  readonly agentOutcome: HookOutcome;
  /** Command lines of processes still running for the session after the CLI ended (killed). */
  readonly strayProcesses: readonly string[];
  /** With an edit: what the edited file held once the CLI ended (null: there was none). */
  readonly fileAfter?: string | null;
}

/** Room for the CLI's start-up and its two turns beyond the hook's own timeout. */
const AGENT_EXTRA_MS = 90_000;

/** Runs one Qwen Code session and collects what it shows. */
export async function runQwenSession(options: QwenSessionOptions, deps: QwenSessionDeps): Promise<QwenSession> {
  const scratch = await deps.createScratchArea();
  const edit = options.edit === undefined ? undefined : { ...options.edit, call: { ...options.edit.call, args: { ...options.edit.call.args, file_path: join(scratch.projectDir, options.edit.file) } } };
  const model = await startFakeChatCompletions(options.probeCommand ?? probeCommandFor(options.event), edit?.call, SUBAGENT_EVENTS.has(options.event));
  try {
    writeSettings(scratch.projectDir, options);
    if (edit?.before != null) writeFileSync(join(scratch.projectDir, edit.file), edit.before);
    const agentOutcome = await deps.runHook({
      command: { form: 'exec', file: options.qwenBin, args: ['--yolo', '-o', 'json', PROMPT] },
      stdin: '',
      cwd: scratch.projectDir,
      env: buildQwenEnv(scratch, model.url, options.callerEnv),
      timeoutMs: options.hookTimeoutMs + AGENT_EXTRA_MS,
      maxOutputBytes: 16 * 1024 * 1024,
    });
    // The shell tool's command and a hook's children may run detached from the CLI's group.
    const strayProcesses = killStrayProcesses(scratch.root, scratch.homeDir);
    const edited = edit === undefined ? {} : { fileAfter: existsSync(join(scratch.projectDir, edit.file)) ? readFileSync(join(scratch.projectDir, edit.file), 'utf8') : null };
    return { requests: [...model.requests], toolRan: existsSync(join(scratch.projectDir, PROBE_FILE)), agentOutcome, strayProcesses, ...edited };
  } finally {
    await model.close();
    await scratch.remove();
  }
}

/**
 * The recipe of AGENTS-MEASURED.md: the OpenAI flavour of auth against OPENAI_BASE_URL. The system
 * settings paths point into the scratch area, so the host's /etc/qwen-code never takes part; no
 * relaunch (the CLI would otherwise respawn itself with more heap).
 */
export function buildQwenEnv(scratch: Pick<ScratchArea, 'root' | 'projectDir' | 'homeDir' | 'tmpDir'>, modelUrl: string, callerEnv: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return {
    ...buildHookEnv({ callerEnv, inheritEnv: false, projectDir: scratch.projectDir, homeDir: scratch.homeDir, tmpDir: scratch.tmpDir, agentEnv: {} }),
    OPENAI_BASE_URL: `${modelUrl}/v1`,
    OPENAI_API_KEY: 'sk-hookcheck-fake-model',
    OPENAI_MODEL: FAKE_QWEN_MODEL,
    QWEN_CODE_NO_RELAUNCH: 'true',
    QWEN_CODE_SYSTEM_SETTINGS_PATH: join(scratch.root, 'qwen-system-settings.json'),
    QWEN_CODE_SYSTEM_DEFAULTS_PATH: join(scratch.root, 'qwen-system-defaults.json'),
    QWEN_CODE_TRUSTED_FOLDERS_PATH: join(scratch.root, 'qwen-trusted-folders.json'),
  };
}

/**
 * The project's `.qwen/settings.json`: auth, no update checks, no usage statistics or telemetry,
 * and the hook (`timeout` in seconds since 0.2x; values of 1000 and more would read as ms).
 */
function writeSettings(projectDir: string, options: QwenSessionOptions): void {
  const hook = { type: 'command', command: formatHookCommand(options.command), timeout: Math.max(1, Math.ceil(options.hookTimeoutMs / 1000)) };
  const settings = {
    security: { auth: { selectedType: 'openai' } },
    model: { name: FAKE_QWEN_MODEL },
    general: { enableAutoUpdate: false },
    privacy: { usageStatisticsEnabled: false },
    telemetry: { enabled: false },
    hooks: { [options.event]: [{ ...sessionMatcher(QWEN, options.event, options.matcher ?? SHELL_TOOL), hooks: [hook] }] },
  };
  mkdirSync(join(projectDir, '.qwen'), { recursive: true });
  writeFileSync(join(projectDir, '.qwen', 'settings.json'), JSON.stringify(settings, null, 2));
}
