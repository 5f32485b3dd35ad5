/**
 * `--sandbox auto|bwrap|none` → how hooks are contained: the bubblewrap binary, the real HOME to
 * hide, and the paths hooks must still see (the project, their own folder, interpreter folders).
 */
import { homedir } from 'node:os';
import { isAbsolute } from 'node:path';
import { ConfigError, UsageError } from '../errors.js';
import type { HookCommand } from '../runner/hook-command.js';
import { planLimits } from '../sandbox/resource-limits.js';
import { commandPaths, INTERPRETER_HOMES } from '../sandbox/command-paths.js';
import type { SandboxSettings } from '../sandbox/sandbox-settings.js';
import { findSandboxBinary } from '../store/find-agent-binary.js';
import { findExecutable } from '../runner/find-executable.js';

const SANDBOX_MODES = ['auto', 'bwrap', 'none'] as const;
type SandboxMode = (typeof SANDBOX_MODES)[number];

export function readSandboxMode(value: string | undefined): SandboxMode {
  const mode = value ?? 'auto';
  if ((SANDBOX_MODES as readonly string[]).includes(mode)) return mode as SandboxMode;
  throw new UsageError(`--sandbox "${mode}" is not one of ${SANDBOX_MODES.join(', ')}.`, { hint: 'Use --sandbox auto (bubblewrap when it works, else plain scratch folders).' });
}

/** A hook the sandbox is planned for: its command, or its command and the variables it is given. */
export type PlannedHook = HookCommand | { readonly command: HookCommand; readonly env?: Readonly<Record<string, string>> };

/** Folders a hook's variables name that it must read: a plugin's own folder, wherever it is installed. */
const FOLDER_VARIABLES = ['CLAUDE_PLUGIN_ROOT'];

/** The sandbox for `mode`, before it is tried (the CLI probes bwrap and falls back for `auto`). */
export function planSandbox(mode: SandboxMode, callerEnv: Readonly<Record<string, string | undefined>>, projectDir: string, hooks: readonly PlannedHook[]): SandboxSettings {
  if (mode === 'none') return { kind: 'none', reason: '--sandbox none' };
  let bwrapBin: string;
  try {
    bwrapBin = findSandboxBinary(callerEnv['PATH']);
  } catch {
    if (mode === 'auto') return { kind: 'none', reason: 'bubblewrap (bwrap) is not installed' };
    throw new ConfigError('--sandbox bwrap: bubblewrap (bwrap) is not installed.', { hint: 'Install it (Debian/Ubuntu: apt-get install bubblewrap), or run with --sandbox none.' });
  }
  const path = (callerEnv['PATH'] ?? '').split(':').filter((entry) => isAbsolute(entry));
  const interpreterHomes = INTERPRETER_HOMES.map((name) => callerEnv[name]).filter((value): value is string => value !== undefined && isAbsolute(value));
  const commands = hooks.map((hook) => ('form' in hook ? hook : hook.command));
  const folders = hooks.flatMap((hook) => ('form' in hook ? [] : FOLDER_VARIABLES.map((name) => hook.env?.[name]))).filter((value): value is string => value !== undefined && isAbsolute(value));
  const realHome = homedir();
  const visible = [projectDir, ...commands.flatMap((command) => commandPaths(command, realHome)), ...folders, ...path, ...interpreterHomes];
  const limits = planLimits(findExecutable('prlimit', callerEnv['PATH']), findExecutable('perl', callerEnv['PATH']));
  return { kind: 'bwrap', bwrapBin, realHome, visible, straceBin: findExecutable('strace', callerEnv['PATH']), limits };
}
