/**
 * Claude Code hook events and how each one reacts to a hook's answer (PROTOCOLS.md §1.6, §1.9).
 * This table is the single source the oracle, the payload builders and the checks read.
 */
import { compareVersions } from './versions.js';

export const EVENT_NAMES = [
  'PreToolUse',
  'PostToolUse',
  'PostToolUseFailure',
  'PostToolBatch',
  'Notification',
  'UserPromptSubmit',
  'UserPromptExpansion',
  'SessionStart',
  'SessionEnd',
  'Stop',
  'StopFailure',
  'Interrupt',
  'SubagentStart',
  'SubagentStop',
  'PreCompact',
  'PostCompact',
  'PreModelSwitch',
  'PostModelSwitch',
  'PermissionRequest',
  'PermissionDenied',
  'Setup',
  'TeammateIdle',
  'TaskCreated',
  'TaskCompleted',
  'Elicitation',
  'ElicitationResult',
  'ConfigChange',
  'WorktreeCreate',
  'WorktreeRemove',
  'InstructionsLoaded',
  'CwdChanged',
  'FileChanged',
  'DirectoryAdded',
  'MessageDisplay',
  'PreSkillShellCommand',
] as const;

export type EventName = (typeof EVENT_NAMES)[number];

/** The event a hook is tested on when nothing says which: the one most guards are wired to. */
export const DEFAULT_EVENT: EventName = 'PreToolUse';

/**
 * What exit code 2 does on an event:
 * - `block`: prevents the action; stderr becomes the reason.
 * - `feedback`: the action already happened; stderr is fed back to Claude.
 * - `user-notice`: stderr is shown to the user only; nothing is prevented.
 * - `ignored`: nothing happens (stderr goes to the debug log at most).
 * - `fails-operation`: the operation fails on any non-zero exit (WorktreeCreate).
 */
type Exit2Mode = 'block' | 'feedback' | 'user-notice' | 'ignored' | 'fails-operation';

interface EventSpec {
  readonly name: EventName;
  readonly exit2: Exit2Mode;
  /** What a block means on this event, in words a user reads in a report. */
  readonly blockMeaning: string;
  /** Accepts top-level `decision: "block"` with `reason`. */
  readonly topLevelDecision: boolean;
  /** Plain (non-JSON) stdout on exit 0 is added to Claude's context. */
  readonly plainStdoutIsContext: boolean;
  /** The payload field a matcher is tested against; null when matchers are ignored. */
  readonly matcherField: string | null;
  /** Default command-hook timeout in seconds. */
  readonly defaultTimeoutSec: number;
  /** JSON output is discarded entirely on this event. */
  readonly jsonDiscarded: boolean;
  /** Only in the SDK types, absent from the documentation: behaviour is partly unconfirmed. */
  readonly sdkOnly: boolean;
  /** The first Claude Code version that has the event; null when every version modelled has it. */
  readonly since: string | null;
}

const DEFAULT_TIMEOUT_SEC = 600;

function defineEvent(name: EventName, spec: Partial<Omit<EventSpec, 'name'>> & Pick<EventSpec, 'exit2' | 'blockMeaning'>): EventSpec {
  return Object.freeze({
    name,
    topLevelDecision: false,
    plainStdoutIsContext: false,
    matcherField: null,
    defaultTimeoutSec: DEFAULT_TIMEOUT_SEC,
    jsonDiscarded: false,
    sdkOnly: false,
    since: null,
    ...spec,
  });
}

const TOOL_MATCHER = 'tool_name';

export const EVENTS: Readonly<Record<EventName, EventSpec>> = Object.freeze({
  PreToolUse: defineEvent('PreToolUse', { exit2: 'block', blockMeaning: 'denies the tool call', topLevelDecision: true, matcherField: TOOL_MATCHER }),
  PostToolUse: defineEvent('PostToolUse', { exit2: 'feedback', blockMeaning: 'feeds the reason back to Claude (the tool already ran)', topLevelDecision: true, matcherField: TOOL_MATCHER }),
  // A top-level block's reason reaches the model, as after PostToolUse (measured, truth table 2.1.332 and 2.1.335).
  PostToolUseFailure: defineEvent('PostToolUseFailure', {
    exit2: 'feedback',
    blockMeaning: 'feeds the reason back to Claude (the tool already failed)',
    topLevelDecision: true,
    matcherField: TOOL_MATCHER,
  }),
  PostToolBatch: defineEvent('PostToolBatch', { exit2: 'block', blockMeaning: 'stops the loop before the next model call', topLevelDecision: true }),
  Notification: defineEvent('Notification', { exit2: 'ignored', blockMeaning: 'nothing (notifications cannot be blocked)', matcherField: 'notification_type', jsonDiscarded: true }),
  UserPromptSubmit: defineEvent('UserPromptSubmit', { exit2: 'block', blockMeaning: 'blocks and erases the prompt', topLevelDecision: true, plainStdoutIsContext: true, defaultTimeoutSec: 30 }),
  UserPromptExpansion: defineEvent('UserPromptExpansion', {
    exit2: 'block',
    blockMeaning: 'blocks the command expansion',
    topLevelDecision: true,
    plainStdoutIsContext: true,
    matcherField: 'command_name',
  }),
  SessionStart: defineEvent('SessionStart', { exit2: 'user-notice', blockMeaning: 'nothing (a session start cannot be blocked)', plainStdoutIsContext: true, matcherField: 'source' }),
  SessionEnd: defineEvent('SessionEnd', { exit2: 'user-notice', blockMeaning: 'nothing (a session end cannot be blocked)', matcherField: 'reason', jsonDiscarded: true, defaultTimeoutSec: 1.5 }),
  Stop: defineEvent('Stop', { exit2: 'block', blockMeaning: 'keeps Claude working instead of stopping', topLevelDecision: true }),
  StopFailure: defineEvent('StopFailure', { exit2: 'ignored', blockMeaning: 'nothing (output and exit code are ignored)', matcherField: 'error', jsonDiscarded: true }),
  // Fires once a running turn was interrupted, without waiting for the hook: whatever it answers, the
  // agent does nothing with it, and a hook still running after 30 s is cancelled (measured on 2.1.335;
  // 2.1.334 ignores the key as an unknown event). specs/claude-code/interrupt-answers.ts has the rows.
  Interrupt: defineEvent('Interrupt', {
    exit2: 'ignored',
    blockMeaning: 'nothing (the turn is already interrupted; output and exit code are ignored)',
    matcherField: 'source',
    jsonDiscarded: true,
    defaultTimeoutSec: 30,
    since: '2.1.335',
  }),
  SubagentStart: defineEvent('SubagentStart', { exit2: 'user-notice', blockMeaning: 'nothing (a subagent start cannot be blocked)', matcherField: 'agent_type' }),
  SubagentStop: defineEvent('SubagentStop', { exit2: 'block', blockMeaning: 'keeps the subagent running', topLevelDecision: true, matcherField: 'agent_type' }),
  // Plain stdout on exit 0 joins the compaction's instructions: the model summarising reads it (2.1.332).
  PreCompact: defineEvent('PreCompact', { exit2: 'block', blockMeaning: 'blocks the compaction', topLevelDecision: true, plainStdoutIsContext: true, matcherField: 'trigger' }),
  PostCompact: defineEvent('PostCompact', { exit2: 'user-notice', blockMeaning: 'nothing (compaction already happened)', matcherField: 'trigger' }),
  PreModelSwitch: defineEvent('PreModelSwitch', { exit2: 'block', blockMeaning: 'blocks the model switch', sdkOnly: true }),
  PostModelSwitch: defineEvent('PostModelSwitch', { exit2: 'user-notice', blockMeaning: 'nothing (the model already switched)', sdkOnly: true }),
  PermissionRequest: defineEvent('PermissionRequest', { exit2: 'ignored', blockMeaning: 'nothing (exit 2 is not honoured; answer with hookSpecificOutput.decision)', matcherField: TOOL_MATCHER }),
  PermissionDenied: defineEvent('PermissionDenied', { exit2: 'ignored', blockMeaning: 'nothing (the denial already happened)', matcherField: TOOL_MATCHER }),
  Setup: defineEvent('Setup', { exit2: 'user-notice', blockMeaning: 'nothing (setup cannot be blocked)', matcherField: 'trigger' }),
  TeammateIdle: defineEvent('TeammateIdle', { exit2: 'block', blockMeaning: 'keeps the teammate working' }),
  TaskCreated: defineEvent('TaskCreated', { exit2: 'block', blockMeaning: 'rolls back the task creation', topLevelDecision: true }),
  TaskCompleted: defineEvent('TaskCompleted', { exit2: 'block', blockMeaning: 'prevents the task from completing' }),
  Elicitation: defineEvent('Elicitation', { exit2: 'block', blockMeaning: 'denies the elicitation', matcherField: 'mcp_server_name' }),
  ElicitationResult: defineEvent('ElicitationResult', { exit2: 'block', blockMeaning: 'turns the response into a decline', matcherField: 'mcp_server_name' }),
  ConfigChange: defineEvent('ConfigChange', { exit2: 'block', blockMeaning: 'blocks the configuration change', topLevelDecision: true, matcherField: 'source' }),
  WorktreeCreate: defineEvent('WorktreeCreate', { exit2: 'fails-operation', blockMeaning: 'fails the worktree creation' }),
  WorktreeRemove: defineEvent('WorktreeRemove', { exit2: 'ignored', blockMeaning: 'nothing (failures are only logged)' }),
  InstructionsLoaded: defineEvent('InstructionsLoaded', { exit2: 'ignored', blockMeaning: 'nothing (exit code and JSON are ignored)', matcherField: 'load_reason', jsonDiscarded: true }),
  CwdChanged: defineEvent('CwdChanged', { exit2: 'user-notice', blockMeaning: 'nothing (the directory already changed)' }),
  FileChanged: defineEvent('FileChanged', { exit2: 'user-notice', blockMeaning: 'nothing (the file already changed)', matcherField: 'file_path' }),
  DirectoryAdded: defineEvent('DirectoryAdded', { exit2: 'ignored', blockMeaning: 'nothing (stderr goes to the debug log)', matcherField: 'source' }),
  MessageDisplay: defineEvent('MessageDisplay', { exit2: 'ignored', blockMeaning: 'nothing (the original text is shown)', defaultTimeoutSec: 10 }),
  PreSkillShellCommand: defineEvent('PreSkillShellCommand', { exit2: 'block', blockMeaning: "blocks the skill's shell command", sdkOnly: true }),
});

/** True when a hook on this event can prevent or undo what the agent is doing. */
export function canBlock(event: EventName): boolean {
  const mode = EVENTS[event].exit2;
  return mode === 'block' || mode === 'fails-operation' || event === 'PermissionRequest';
}

/** True when Claude Code `version` has the event; an older one ignores a hook wired to it. */
export function eventExistsIn(event: EventName, version: string): boolean {
  const since = EVENTS[event].since;
  return since === null || compareVersions(version, since) >= 0;
}

/** Narrows an arbitrary string to an event name (case-sensitive, as Claude Code is). */
export function isEventName(value: string): value is EventName {
  return (EVENT_NAMES as readonly string[]).includes(value);
}
