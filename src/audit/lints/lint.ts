/**
 * A lint reads the wiring (never runs a hook) and says what Claude Code would do wrong with it. Each
 * lint is one file with a stable id; files are read through `LintFiles`, so lints stay pure.
 */
import type { Severity } from '../../findings/finding.js';
import type { PluginMod, SourceLocation, WiredHook } from '../types.js';
import type { HookTrust } from '../hook-trust-of.js';
import type { ModReport } from '../mods/drive-mods.js';
import type { PluginCheck } from '../../live/validate-plugin.js';

export interface FileFacts {
  readonly kind: 'file' | 'directory' | 'missing';
  /** Has an execute bit for its owner (false for missing files). */
  readonly executable: boolean;
}

/** The file system as lints may see it: read-only, injected. */
export interface LintFiles {
  stat(path: string): FileFacts;
  /** The file's text (first 256 KiB), or null when it cannot be read. */
  readText(path: string): string | null;
  /** The absolute path of `program` on the PATH the hooks get, or null when it is not there. */
  findProgram(program: string): string | null;
}

/** What the run phase measured for a handler (audit runs lints again once it has). */
export interface Measured {
  /** p95 wall time over the valid cases, in ms. */
  readonly p95Ms: number;
  /** Whether it blocked (deny, block, ask…) on any case. */
  readonly blocked: boolean;
}

export interface LintContext {
  /** Every handler the configuration wires, in discovery order. */
  readonly hooks: readonly WiredHook[];
  /** The Claude Code version the wiring is judged for (matcher rules changed over versions). */
  readonly agentVersion: string;
  readonly files: LintFiles;
  /** Keyed by `WiredHook.id`; empty when nothing ran (`--no-run`). */
  readonly measured: ReadonlyMap<string, Measured>;
  /** The hooks an agent would skip on this machine for want of trust, by `WiredHook.id` (asked of the agent; absent where it was not). */
  readonly trust?: ReadonlyMap<string, HookTrust>;
  /** The files of the heartbeats the config declares, for the lints of hooks that read them (none without a config). */
  readonly heartbeats?: readonly HeartbeatFiles[];
  /** The mods the plugins load, as driven in the sandbox (absent with --no-run). */
  readonly mods?: readonly ModReport[];
  /** What Claude Code's own validator said of each plugin that loads a mod (absent where it was not asked). */
  readonly modChecks?: readonly { readonly mod: PluginMod; readonly check: PluginCheck }[];
}

/** A declared heartbeat's lock and state, as absolute paths. */
export interface HeartbeatFiles {
  readonly name: string;
  /** Where the config declares it: `heartbeats[N]`. */
  readonly where: string;
  readonly lock: string | null;
  readonly state: string | null;
  readonly staleMs: number;
}

export interface LintFinding {
  /** The lint's id. */
  readonly lint: string;
  readonly severity: Severity;
  /** The problem and the value seen, in one or two sentences. */
  readonly message: string;
  /** What to change. */
  readonly fix: string;
  /** The handlers it is about (two or more for duplicates). */
  readonly hookIds: readonly string[];
  /** Where to point: the handler's location, or the line of the field at fault. */
  readonly location: SourceLocation;
  /**
   * The program the hook cannot start without (interpreter-missing): the run's launch failure that
   * names it is the same cause, so the audit reports it once, here.
   */
  readonly missingProgram?: string;
  /** What tells it apart where it names no handler (a mod's module and hook), for its baseline fingerprint. */
  readonly subject?: string;
}

export interface Lint {
  /** Stable kebab-case id: baselines, SARIF rules and disable lists use it. */
  readonly id: string;
  /** One line for rule lists (SARIF `shortDescription`, `hookcheck audit --list-lints`). */
  readonly title: string;
  readonly severity: Severity;
  /** Why it matters, with the source (PROTOCOLS.md section or issue). */
  readonly description: string;
  check(context: LintContext): LintFinding[];
}
