/**
 * One real Cline CLI session for one hook: a scratch project and a private HOME, `cline auth`
 * pointing the `openai-compatible` provider at the fake chat-completions model on loopback, the
 * hook under test installed as the executable `~/.cline/hooks/PreToolUse`, and `cline --json` run
 * headless in the project. Cline starts a hub daemon (`--cline-hub-daemon`) that outlives the CLI:
 * it and anything else the session left running is killed. Returns what reached the model,
 * whether the probe file was written, whether the hook ran at all, and how the CLI ended.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HookcheckError } from '../../../errors.js';
import { quoteShellWord } from '../../../runner/hook-command.js';
import { describeOutcome, type HookOutcome } from '../../../model/outcome.js';
import type { RunHookOptions } from '../../../runner/run-hook.js';
import type { ScratchArea } from '../../../workspace/scratch-area.js';
import { killStrayProcesses } from '../../../live/stray-processes.js';
import type { RecordedRequest } from '../../../live/loopback-server.js';
import { startFakeChatCompletions, type ClineToolCall } from './fake-chat-completions.js';

export interface ClineSessionOptions {
  readonly clineBin: string;
  /** The hook under test: an executable file, run by Cline as `PreToolUse`. */
  readonly hookScript: string;
  /** Cline's name of the event, and so of the hook file (`PreToolUse`). */
  readonly event: string;
  readonly prompt: string;
  /** The shell command the fake model asks for, and the file (in the project) it writes. */
  readonly probeCommand: string;
  readonly probeFile: string;
  readonly path: string;
  readonly agentTimeoutMs: number;
  /** A file edit instead of the shell call: the model's call, and the project file it changes with what it holds before (null: no such file, the call creates it). */
  readonly edit?: { readonly call: ClineToolCall; readonly file: string; readonly before: string | null };
}

export interface ClineSessionDeps {
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
  readonly createScratchArea: () => Promise<ScratchArea>;
}

export interface ClineSession {
  readonly requests: readonly RecordedRequest[];
  /** The probe command's file exists in the project: the shell call went through. */
  readonly probeFileExists: boolean;
  /** Cline started the hook file (the wrapper in front of the hook left its mark). */
  readonly hookRan: boolean;
  readonly agentOutcome: HookOutcome;
  /** Command lines of the session's processes still running after the CLI ended (killed). */
  readonly leftovers: readonly string[];
  /** With an edit: what the edited file held once the CLI ended (null: there was none). */
  readonly fileAfter?: string | null;
}

/** The fake model's name; `cline auth` needs one. */
const FAKE_MODEL = 'fake';
/** The file the wrapper in front of the hook touches (in the scratch root, outside the project). */
const HOOK_RAN_FILE = 'hook-ran';

/** Runs one Cline session and collects what it shows. */
export async function runClineSession(options: ClineSessionOptions, deps: ClineSessionDeps): Promise<ClineSession> {
  const scratch = await deps.createScratchArea();
  const edit = options.edit === undefined ? undefined : { ...options.edit, call: { ...options.edit.call, args: { ...options.edit.call.args, path: join(scratch.projectDir, options.edit.file) } } };
  const model = await startFakeChatCompletions(options.probeCommand, edit?.call);
  try {
    if (edit?.before != null) writeFileSync(join(scratch.projectDir, edit.file), edit.before);
    const env = { PATH: options.path, HOME: scratch.homeDir, TMPDIR: scratch.tmpDir, LANG: 'C.UTF-8', CLINE_NO_AUTO_UPDATE: '1' };
    const run = (args: string[], timeoutMs: number) =>
      deps.runHook({ command: { form: 'exec', file: options.clineBin, args }, stdin: '', cwd: scratch.projectDir, env, timeoutMs, maxOutputBytes: 16 * 1024 * 1024 });
    const auth = await run(['auth', '-p', 'openai-compatible', '-k', 'dummy', '-m', FAKE_MODEL, '-b', `${model.url}/v1`], 60_000);
    if (auth.kind !== 'exited' || auth.exitCode !== 0) {
      killStrayProcesses(scratch.root, scratch.homeDir);
      throw new HookcheckError(`cline auth against the fake model failed (${describeOutcome(auth)}): ${(auth.stderr || auth.stdout).trim().slice(-400)}`);
    }
    installHook(join(scratch.homeDir, '.cline', 'hooks'), options.event, options.hookScript, join(scratch.root, HOOK_RAN_FILE));
    const agentOutcome = await run(['--json', options.prompt], options.agentTimeoutMs);
    const leftovers = killStrayProcesses(scratch.root, scratch.homeDir);
    return {
      requests: [...model.requests],
      probeFileExists: existsSync(join(scratch.projectDir, options.probeFile)),
      hookRan: existsSync(join(scratch.root, HOOK_RAN_FILE)),
      agentOutcome,
      leftovers,
      ...(edit === undefined ? {} : { fileAfter: existsSync(join(scratch.projectDir, edit.file)) ? readFileSync(join(scratch.projectDir, edit.file), 'utf8') : null }),
    };
  } finally {
    await model.close();
    await scratch.remove();
  }
}

/**
 * The hook file Cline runs: a wrapper that marks that it was started, then `exec`s the hook under
 * test (same process, same stdin, so its answer, exit and signal are Cline's to see unchanged).
 */
function installHook(hooksDir: string, event: string, hookScript: string, ranFile: string): void {
  mkdirSync(hooksDir, { recursive: true });
  const file = join(hooksDir, event);
  writeFileSync(file, ['#!/bin/sh', `: > ${quoteShellWord(ranFile)}`, `exec ${quoteShellWord(hookScript)}`, ''].join('\n'));
  chmodSync(file, 0o755);
}
