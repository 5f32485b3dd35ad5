/**
 * One real Codex CLI session: a scratch project and a private HOME and CODEX_HOME, a config.toml
 * that points Codex at the fake Responses model on loopback, a hooks.json that wires the hook under
 * test, and `codex exec` run headless. Returns what reached the model, whether the probe file was
 * written, and how the CLI ended.
 */
import type { AgentSessionDeps } from '../../../live/agent-session.js';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatHookCommand, type HookCommand } from '../../../runner/hook-command.js';
import type { HookOutcome } from '../../../model/outcome.js';
import type { RecordedRequest } from '../../../live/loopback-server.js';
import { startFakeResponses } from './fake-responses.js';
import { sessionMatcher } from '../../../../specs/agents/agent-facts.js';
import { CODEX } from '../../../../specs/codex/agent.js';
import { listCodexHooks, type CodexListedHook, type ListHooksInput } from './app-server.js';
import { killProcessesWithEnv } from '../../../live/leftover-processes.js';

export interface CodexSessionOptions {
  readonly codexBin: string;
  readonly command: HookCommand;
  /** Codex's name of the event the hook is wired on (`PreToolUse`). */
  readonly event: string;
  /** A regex on Codex's tool name; its shell tool is `Bash` to hooks. */
  readonly matcher: string;
  readonly hookTimeoutMs: number;
  readonly prompt: string;
  /** The shell command the fake model asks for, and the file (in the project) it writes. */
  readonly probeCommand: string;
  readonly probeFile: string;
  readonly path: string;
  /**
   * A file edit instead of the shell call: the model's `apply_patch` patch, and the project file it
   * changes with what it holds before. The session then says what the file held after.
   */
  readonly edit?: { readonly patch: string; readonly file: string; readonly before: string };
  /**
   * How the hook is trusted (default `bypass`: `--dangerously-bypass-hook-trust`, as every row is
   * measured). `untrusted`: no trust at all; `trusted`: the hash Codex lists for it written into
   * config.toml; `modified`: the hash of an earlier definition (its timeout one second longer).
   */
  readonly trust?: 'bypass' | 'untrusted' | 'trusted' | 'modified';
}

/** What a session needs from outside: the one process runner, and scratch areas. */
export type CodexSessionDeps = AgentSessionDeps;

export interface CodexSession {
  readonly requests: readonly RecordedRequest[];
  /** The probe command's file exists in the project: the shell call went through. */
  readonly probeFileExists: boolean;
  readonly agentOutcome: HookOutcome;
  /** Processes of the session still alive after the CLI ended (killed). */
  readonly leftovers: readonly string[];
  /** With an edit: what the edited file held once the CLI ended. */
  readonly fileAfter?: string;
}

/** Room for Codex's start-up and its two model turns beyond the hook's own timeout. */
const AGENT_EXTRA_MS = 60_000;

/** Runs one Codex session and collects what it shows. */
export async function runCodexSession(options: CodexSessionOptions, deps: CodexSessionDeps): Promise<CodexSession> {
  const scratch = await deps.createScratchArea();
  const codexHome = join(scratch.homeDir, '.codex');
  const model = await startFakeResponses(options.probeCommand, options.edit?.patch);
  try {
    mkdirSync(codexHome, { recursive: true });
    let config = codexConfig(`${model.url}/v1`);
    if (options.edit !== undefined) {
      // Codex offers apply_patch only to a model whose catalog entry names a patch tool type.
      writeFileSync(join(codexHome, 'models.json'), JSON.stringify({ models: [FAKE_MODEL_ENTRY] }));
      config = `model_catalog_json = ${JSON.stringify(join(codexHome, 'models.json'))}\n${config}`;
      writeFileSync(join(scratch.projectDir, options.edit.file), options.edit.before);
    }
    writeFileSync(join(codexHome, 'config.toml'), config);
    writeFileSync(join(codexHome, 'hooks.json'), JSON.stringify(hooksFile(options), null, 2));
    const trust = options.trust ?? 'bypass';
    if (trust === 'trusted' || trust === 'modified') {
      const listing = { codexBin: options.codexBin, codexHome, home: scratch.homeDir, cwd: scratch.projectDir, path: options.path, tmpDir: scratch.tmpDir };
      // The earlier definition is listed first, then the one under test written over it.
      if (trust === 'modified') writeFileSync(join(codexHome, 'hooks.json'), JSON.stringify(hooksFile({ ...options, hookTimeoutMs: options.hookTimeoutMs + 1000 }), null, 2));
      const [listed] = await listOrThrow(listing, deps);
      writeFileSync(join(codexHome, 'hooks.json'), JSON.stringify(hooksFile(options), null, 2));
      writeFileSync(join(codexHome, 'config.toml'), `${config}\n[hooks.state.${JSON.stringify(listed.key)}]\ntrusted_hash = ${JSON.stringify(listed.currentHash)}\n`);
    }
    const env = { PATH: options.path, HOME: scratch.homeDir, CODEX_HOME: codexHome, TMPDIR: scratch.tmpDir, LANG: 'C.UTF-8', FAKE_KEY: 'sk-hookcheck-fake-model' };
    const bypass = trust === 'bypass' ? ['--dangerously-bypass-hook-trust'] : [];
    const agentOutcome = await deps.runHook({
      command: { form: 'exec', file: options.codexBin, args: ['exec', '--skip-git-repo-check', '--dangerously-bypass-approvals-and-sandbox', ...bypass, '--strict-config', '--json', options.prompt] },
      stdin: '',
      cwd: scratch.projectDir,
      env,
      timeoutMs: options.hookTimeoutMs + AGENT_EXTRA_MS,
      maxOutputBytes: 16 * 1024 * 1024,
    });
    const leftovers = killProcessesWithEnv('CODEX_HOME', codexHome);
    const edited = options.edit === undefined ? {} : { fileAfter: readFileSync(join(scratch.projectDir, options.edit.file), 'utf8') };
    return { requests: [...model.requests], probeFileExists: existsSync(join(scratch.projectDir, options.probeFile)), agentOutcome, leftovers, ...edited };
  } finally {
    await model.close();
    await scratch.remove();
  }
}

/** The one hook Codex lists in the session's CODEX_HOME, or why it listed none. */
async function listOrThrow(input: ListHooksInput, deps: CodexSessionDeps): Promise<readonly [CodexListedHook]> {
  const listed = await listCodexHooks(input, deps.runHook);
  if ('problem' in listed) throw new Error(`Codex could not list the session's hook: ${listed.problem}`);
  if (listed.length !== 1) throw new Error(`Codex listed ${listed.length} hooks in the session, not the one wired`);
  return [listed[0]!];
}

/**
 * The fake model in Codex's model catalog, with the fields 0.171.0 requires (its parser named each
 * one missing), and `apply_patch_tool_type`, without which Codex never offers its edit tool.
 */
const FAKE_MODEL_ENTRY = {
  slug: 'hookcheck-fake-model',
  display_name: 'hookcheck fake model',
  description: 'A scripted model on loopback',
  default_reasoning_level: 'low',
  supported_reasoning_levels: [{ effort: 'low', description: 'low' }],
  shell_type: 'shell_command',
  visibility: 'list',
  supported_in_api: true,
  priority: 1,
  apply_patch_tool_type: 'freeform',
  context_window: 100_000,
  truncation_policy: { mode: 'tokens', limit: 10_000 },
  supports_parallel_tool_calls: false,
  supports_reasoning_summaries: false,
  input_modalities: ['text'],
  base_instructions: 'You are a scripted test model.',
  support_verbosity: false,
  experimental_supported_tools: [],
};

/**
 * The fake provider, and everything that would reach past it switched off (update checks,
 * analytics, feedback uploads, telemetry export). `--strict-config` makes a key this version does
 * not know an error rather than a silent no-op.
 */
function codexConfig(baseUrl: string): string {
  return [
    'model_provider = "fake"',
    'model = "hookcheck-fake-model"',
    'check_for_update_on_startup = false',
    '',
    '[analytics]',
    'enabled = false',
    '',
    '[feedback]',
    'enabled = false',
    '',
    '[otel]',
    'exporter = "none"',
    '',
    '[history]',
    'persistence = "none"',
    '',
    '[model_providers.fake]',
    'name = "hookcheck fake model"',
    `base_url = ${JSON.stringify(baseUrl)}`,
    'wire_api = "responses"',
    'env_key = "FAKE_KEY"',
    '',
  ].join('\n');
}

/** hooks.json beside config.toml: the one hook under test on the one event. */
function hooksFile(options: CodexSessionOptions): object {
  const handler = { type: 'command', command: formatHookCommand(options.command), timeout: Math.max(1, Math.ceil(options.hookTimeoutMs / 1000)) };
  return { hooks: { [options.event]: [{ ...sessionMatcher(CODEX, options.event, options.matcher), hooks: [handler] }] } };
}
