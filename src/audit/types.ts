/**
 * What an audit works on: every hook handler a configuration wires, exactly as written and with where
 * it was written, so that a finding can point at the file and line a person has to change.
 */
import type { AgentId } from '../agents/index.js';

/** Where a handler was found (PROTOCOLS.md §1.2). */
export type WiringScope = 'user' | 'project' | 'local' | 'plugin' | 'skill' | 'agent';

export interface SourceLocation {
  /** Absolute path of the settings file, hooks.json, plugin.json, SKILL.md or agent file. */
  readonly file: string;
  /** Where in the file, e.g. `hooks.PreToolUse[0].hooks[1]` (frontmatter: the same path in its YAML). */
  readonly jsonPath: string;
  /** 1-based line of the handler (or of the field a finding is about), when it could be known. */
  readonly line?: number;
  readonly column?: number;
}

/** One handler in one matcher group of one event: the unit Claude Code runs. */
export interface WiredHook {
  /** Stable across runs: the file relative to the audited folder, `#`, and the JSON path. */
  readonly id: string;
  /** The agent whose file wires it: Claude Code's settings, plugins and frontmatter, or another agent's hook file. */
  readonly agent: AgentId;
  readonly scope: WiringScope;
  readonly location: SourceLocation;
  /** Line of the group's `matcher` (lints about the matcher point here), when present. */
  readonly matcherLine?: number;
  /** The event key as written: may be unknown or wrongly cased. */
  readonly event: string;
  /** The group's matcher as written (absent when the group has none; may be a non-string). */
  readonly matcher?: unknown;
  /** The handler object exactly as written. */
  readonly handler: Readonly<Record<string, unknown>>;
  /** The matcher group the handler sits in, as written (its `matcher`, and any other field a settings file gives it). */
  readonly group?: Readonly<Record<string, unknown>>;
  /** `handler.type` when it is a string (`command`, `http`, `mcp_tool`, `prompt`, `agent`), else `''`. */
  readonly type: string;
  /** `handler.command` when it is a string. */
  readonly command?: string;
  /** `handler.args` when it is a list of strings: exec form, no shell. */
  readonly args?: readonly string[];
  /** `handler.timeout` as written (lints judge it; may be a string or negative). */
  readonly timeout?: unknown;
  readonly async: boolean;
  /** What `$CLAUDE_PROJECT_DIR` stands for: the project the settings belong to. */
  readonly projectDir: string;
  /** What `${CLAUDE_PLUGIN_ROOT}` stands for, for plugin, plugin-skill and plugin-agent hooks. */
  readonly pluginRoot?: string;
  /** The plugin's name (plugin.json `name`, else its folder's name). */
  readonly pluginName?: string;
  /** For skill and agent hooks: the skill or agent name (agent `Stop` hooks become `SubagentStop`). */
  readonly owner?: string;
  /** Why Claude Code would never run this handler although it is written (e.g. agent hooks shipped in a plugin). */
  readonly inactive?: string;
  /** A short name for people: `project .claude/settings.json › PreToolUse[0] (Bash) › hooks[1]: guard.py`. */
  readonly label: string;
}

export interface DiscoveryProblem {
  readonly file: string;
  /** Where in the file, when known (a JSON syntax error). */
  readonly line?: number;
  readonly message: string;
  readonly hint: string;
}

export interface Discovery {
  /** The folder (or the folder of the file) that was audited: ids and shown paths are relative to it. */
  readonly root: string;
  /** What `$CLAUDE_PROJECT_DIR` stands for: the project the hooks run in (a copy of it, in the sandbox). */
  readonly projectDir: string;
  /** Why that folder: `--project`, the audited folder, the folder holding `.claude/`… (the report says it). */
  readonly projectFrom: string;
  readonly homeDir: string | null;
  readonly hooks: readonly WiredHook[];
  /** Every file looked at, found or not, in the order read. */
  readonly searched: readonly { readonly file: string; readonly found: boolean }[];
  /** Files that could not be read (invalid JSON, a hooks key of the wrong shape…). */
  readonly problems: readonly DiscoveryProblem[];
  /** What was seen but not read, for the report to say (Codex's `[hooks]` in config.toml). */
  readonly notes: readonly string[];
  /** Plugins that load a mod: hooks that run inside Claude Code's process (a hooks module's `on(...)` handlers), not commands. */
  readonly mods: readonly PluginMod[];
}

/** A plugin's mod: the hooks modules its hooks/hooks.json names under `modules`. */
export interface PluginMod {
  readonly pluginRoot: string;
  readonly pluginName: string;
  /** The hooks file that names the modules. */
  readonly hooksFile: string;
  /** Relative to the hooks file's folder, as written. */
  readonly modules: readonly string[];
}
