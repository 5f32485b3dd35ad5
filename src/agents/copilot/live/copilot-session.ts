/**
 * One real Copilot CLI session: a scratch project and a private HOME and COPILOT_HOME, the hook
 * under test wired in the project's `.github/hooks/hookcheck.json` on the pre-tool event (camelCase
 * `preToolUse` or the VS Code-compatible `PascalCase` `PreToolUse`), the fake chat-completions model
 * on loopback as the provider, and `copilot -p` run headless. Returns what reached the model,
 * whether the probe file was written, and how the CLI ended.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatHookCommand, type HookCommand } from '../../../runner/hook-command.js';
import type { HookOutcome } from '../../../model/outcome.js';
import type { RunHookOptions } from '../../../runner/run-hook.js';
import type { ScratchArea } from '../../../workspace/scratch-area.js';
import { killProcessesWithEnv } from '../../../live/leftover-processes.js';
import type { RecordedRequest } from '../../../live/loopback-server.js';
import { startFakeChatCompletions, type CopilotToolCall } from './fake-chat-completions.js';
import { ONCE_MARKER } from '../../../live/truth-row.js';

export interface CopilotSessionOptions {
  readonly copilotBin: string;
  readonly command: HookCommand;
  /** The event the hook is wired on: `preToolUse` (camelCase form) or `PreToolUse` (PascalCase form). */
  readonly event: string;
  readonly hookTimeoutMs: number;
  readonly prompt: string;
  /** The shell command the fake model asks for, and the file (in the project) it writes. */
  readonly probeCommand: string;
  readonly probeFile: string;
  readonly path: string;
  /** The handler's `matcher` on a tool event; default: none, every call. */
  readonly matcher?: string;
  /** A file edit instead of the shell call: the model's call, and the project file it changes with what it holds before (null: no such file, the call creates it). */
  readonly edit?: { readonly call: CopilotToolCall; readonly file: string; readonly before: string | null };
  /**
   * Where the CLI unpacks its bundled JavaScript (COPILOT_PKG_CACHE_HOME): shared between sessions,
   * outside the private HOME, so each session does not unpack 235 MB again.
   */
  readonly pkgCacheDir: string;
}

export interface CopilotSessionDeps {
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
  readonly createScratchArea: () => Promise<ScratchArea>;
}

export interface CopilotSession {
  readonly requests: readonly RecordedRequest[];
  /** The probe command's file exists in the project: the shell call went through. */
  readonly probeFileExists: boolean;
  readonly agentOutcome: HookOutcome;
  /** Processes of the session still alive after the CLI ended (killed). */
  readonly leftovers: readonly string[];
  /** A row's hook that marks its answers left ONCE_MARKER in the project: the agent ran it. */
  readonly hookAnswered: boolean;
  /** With an edit: what the edited file held once the CLI ended (null: there was none). */
  readonly fileAfter?: string | null;
}

/** Room for Copilot's start-up and its two model turns beyond the hook's own timeout. */
const AGENT_EXTRA_MS = 90_000;
export const FAKE_MODEL = 'hookcheck-fake-model';

/** Runs one Copilot session and collects what it shows. */
export async function runCopilotSession(options: CopilotSessionOptions, deps: CopilotSessionDeps): Promise<CopilotSession> {
  const scratch = await deps.createScratchArea();
  const copilotHome = join(scratch.homeDir, '.copilot');
  const edit = options.edit === undefined ? undefined : { ...options.edit, call: { ...options.edit.call, args: { ...options.edit.call.args, path: join(scratch.projectDir, options.edit.file) } } };
  const model = await startFakeChatCompletions(options.probeCommand, edit?.call);
  try {
    if (edit?.before != null) writeFileSync(join(scratch.projectDir, edit.file), edit.before);
    mkdirSync(copilotHome, { recursive: true });
    mkdirSync(join(scratch.projectDir, '.github', 'hooks'), { recursive: true });
    writeFileSync(join(scratch.projectDir, '.github', 'hooks', 'hookcheck.json'), JSON.stringify(hooksFile(options), null, 2));
    const agentOutcome = await deps.runHook({
      command: { form: 'exec', file: options.copilotBin, args: ['-p', options.prompt, '--allow-all-tools', '--no-auto-update', '--output-format', 'json'] },
      stdin: '',
      cwd: scratch.projectDir,
      env: copilotEnv(options, scratch, copilotHome, `${model.url}/v1`),
      timeoutMs: options.hookTimeoutMs + AGENT_EXTRA_MS,
      maxOutputBytes: 16 * 1024 * 1024,
    });
    const leftovers = killProcessesWithEnv('COPILOT_HOME', copilotHome);
    const edited = edit === undefined ? {} : { fileAfter: readIfThere(join(scratch.projectDir, edit.file)) };
    const hookAnswered = existsSync(join(scratch.projectDir, ONCE_MARKER));
    return { requests: [...model.requests], probeFileExists: existsSync(join(scratch.projectDir, options.probeFile)), hookAnswered, agentOutcome, leftovers, ...edited };
  } finally {
    await model.close();
    await scratch.remove();
  }
}

/** A file's text, or null when there is none. */
function readIfThere(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/**
 * The offline provider recipe (AGENTS-MEASURED.md), repo hooks loaded in prompt mode (they are
 * otherwise deferred until the folder is trusted), and everything that would reach past the fake
 * model switched off: update checks, telemetry export, desktop notifications.
 */
function copilotEnv(options: CopilotSessionOptions, scratch: ScratchArea, copilotHome: string, baseUrl: string): Record<string, string> {
  return {
    PATH: options.path,
    HOME: scratch.homeDir,
    COPILOT_HOME: copilotHome,
    XDG_CONFIG_HOME: join(scratch.homeDir, '.config'),
    XDG_STATE_HOME: join(scratch.homeDir, '.local', 'state'),
    COPILOT_PKG_CACHE_HOME: options.pkgCacheDir,
    TMPDIR: scratch.tmpDir,
    LANG: 'C.UTF-8',
    COPILOT_OFFLINE: 'true',
    COPILOT_PROVIDER_BASE_URL: baseUrl,
    COPILOT_PROVIDER_API_KEY: 'sk-hookcheck-fake-model',
    COPILOT_MODEL: FAKE_MODEL,
    COPILOT_AUTO_UPDATE: 'false',
    COPILOT_OTEL_ENABLED: 'false',
    COPILOT_DISABLE_DESKTOP_NOTIFICATIONS: 'true',
    GITHUB_COPILOT_PROMPT_MODE_REPO_HOOKS: 'true',
  };
}

/** The project's hook file: the one hook under test on the one event, given `timeoutSec`. */
export function hooksFile(options: Pick<CopilotSessionOptions, 'command' | 'event' | 'hookTimeoutMs' | 'matcher'>): object {
  const line = formatHookCommand(options.command);
  const handler = { type: 'command', bash: line, timeoutSec: Math.max(1, Math.ceil(options.hookTimeoutMs / 1000)), ...(options.matcher === undefined ? {} : { matcher: options.matcher }) };
  return { version: 1, hooks: { [options.event]: [handler] } };
}
