/**
 * What every agent other than Claude Code records about itself in specs/<agent>/agent.ts, with
 * where each fact was confirmed. Code that treats agents differently reads these facts, never an
 * agent's name: adding an agent is its folders and one line in the registry (src/agents/index.ts).
 */
import type { EventName } from '../claude-code/events.js';

/**
 * How an agent matches a hook's matcher against its tool name: a regex searched in the name, a regex
 * over the whole name, or no matcher at all (every hook runs on every call).
 */
export type ToolMatching = 'regex' | 'anchored-regex' | 'none';

export interface AgentFacts {
  /** The agent's name as users know it: "Gemini CLI". */
  readonly name: string;
  readonly latestVersion: string;
  /** Claude Code event → this agent's name for it (where hooks written for Claude Code land), for the events whose answers are modelled. */
  readonly events: { readonly PreToolUse: string } & { readonly [E in EventName]?: string };
  /** The same events under the name the agent's own hook files use, where that differs (Copilot's camelCase). */
  readonly ownEvents?: { readonly [E in EventName]?: string };
  /** Every hook event the agent accepts in its hook files. */
  readonly hookEvents: readonly string[];
  /** Claude Code's names for the same moments, where they differ (a likely mistake to suggest). */
  readonly claudeNames?: Readonly<Record<string, string>>;
  /** Claude Code's own event names are events here too (Copilot: they switch it to Claude-style payloads). */
  readonly acceptsClaudeEvents?: boolean;
  /** An event name matches without case (Cline's hook files are named after their event). */
  readonly ignoreCase?: boolean;
  /** Settings beside the events in a hooks object, not events. */
  readonly hookSettingKeys?: readonly string[];
  /** Project hooks in one file with Claude Code's three levels, `hooks` at the top. */
  readonly hooksFile?: string;
  /** Project hooks in every `*.json` of a folder, `{"version", "hooks": {event: [handler…]}}` (two levels). */
  readonly hooksFolder?: string;
  /** Project hooks as files named after their event, in any of these folders. */
  readonly hookFolders?: readonly string[];
  /** A TOML config that may wire hooks too (`[hooks]` tables), which no reader here parses. */
  readonly configFile?: string;
  /** In a hooks folder's handler, the fields that may hold its command, in the order read. */
  readonly commandFields?: readonly string[];
  /** The `version` a file of its hooks folder must say. */
  readonly hooksFileVersion?: number;
  /** The extensions a hook file in its hook folders may have ('' for none); it skips any other. */
  readonly hookExtensions?: readonly string[];
  /** The payload field its tool events carry the tool's arguments in, as an object, and those events. */
  readonly argumentsObject?: { readonly field: string; readonly events: readonly string[] };
  /** The unit of a wired `timeout`; absent where a hook has none. */
  readonly timeoutUnit?: 'ms' | 's';
  /** A wired `timeout` from this value up is milliseconds, whatever `timeoutUnit` says (an older meaning kept). */
  readonly timeoutMsFrom?: number;
  /** The timeout an unwired hook gets, where the unit is milliseconds (what to remove a wrong value for). */
  readonly defaultTimeoutMs?: number;
  /** Another name a handler may give its timeout field (read in the same unit). */
  readonly timeoutFieldAlias?: string;
  /** A handler's field naming its working folder, relative to the repository root. */
  readonly cwdField?: string;
  /** How a hook denies a tool call here, in words for a report. */
  readonly denyHint: string;
  /** Rows of specs/<agent>/truth/<version>.json, measured by `npm run truth -- <agent>`. */
  readonly recordedTruth: Readonly<Record<string, number>>;
  /** How the agent matches a hook's matcher against its tool name. */
  readonly toolMatching: ToolMatching;
  /** Names a tool also answers to in a matcher, beside its own (Codex's `apply_patch` is `Edit` and `Write` too). */
  readonly toolAliases?: Readonly<Record<string, readonly string[]>>;
  /**
   * `exact`: an alias selects only when the matcher, or one of its `|`-joined names, is that alias
   * whole (Qwen Code: `Bash` selects `run_shell_command`, `Bas` does not); otherwise aliases are
   * matched as the name is.
   */
  readonly aliasMatching?: 'exact';
  /**
   * The tools it asks its hooks about, by kind, as measured here: the names their payloads carry.
   * A kind left out is not known (not compared); an empty list: no tool of that kind reaches a hook.
   */
  readonly toolKinds?: ToolKinds;
  /** The same, on the events its own hook files use, where they send other names (Copilot's camelCase `create`, `edit`). */
  readonly ownToolKinds?: ToolKinds;
  /** How a file edit reaches its hooks, in words for a report, where its edit tool is measured. */
  readonly editForm?: string;
  /** Where the behaviour was written down, for a version with no truth table measured here. */
  readonly observedIn: string;
  /** What the agent does with a hook that exits while a process it started still holds its stdout (test/conformance/held-pipes-agents.test.ts). */
  readonly heldPipes: HeldPipes;
}

/** What a tool call does, whatever the agent names its tool: run a command, change a file. */
export type ToolKind = 'shell' | 'edit';

export type ToolKinds = { readonly [K in ToolKind]?: readonly string[] };

/** The tools by kind an agent sends on `event` (one of its own names of an event). */
export function toolKindsOn(facts: Pick<AgentFacts, 'toolKinds' | 'ownToolKinds' | 'ownEvents'>, event: string): ToolKinds | undefined {
  const own = facts.ownToolKinds !== undefined && Object.values(facts.ownEvents ?? {}).includes(event);
  return own ? facts.ownToolKinds : facts.toolKinds;
}

/**
 * Measured in the agent: a pre-tool hook that denies (`deny`, its script body) and exits while a
 * background `sleep` holds its stdout. `waits`: `no` (it goes on at the exit), `timeout` (it waits
 * for end-of-file until the hook's timeout), `child-exit` (until the holder ends, past the timeout).
 * `answerKept`: whether the deny still held the call back.
 */
export interface HeldPipes {
  readonly waits: 'no' | 'timeout' | 'child-exit';
  readonly answerKept: boolean;
  readonly deny: string;
  readonly measuredOn: string;
}

/** An agent's spec: the facts every agent has, and those only its own code reads (Copilot's hooks-file version, Cline's file extensions). */
export type AgentSpec = AgentFacts & Readonly<Record<string, unknown>>;

/**
 * The matcher a session wires a hook on `event` with: the shell tool's on the agent's tool events;
 * none elsewhere, where the agent reads a matcher against something else (a session's source) or
 * not at all.
 */
export function sessionMatcher(facts: Pick<AgentFacts, 'events' | 'ownEvents'>, event: string, shellMatcher: string): { readonly matcher?: string } {
  const toolEvents = [facts.events.PreToolUse, facts.events.PostToolUse, facts.ownEvents?.PreToolUse, facts.ownEvents?.PostToolUse];
  return toolEvents.includes(event) ? { matcher: shellMatcher } : {};
}
