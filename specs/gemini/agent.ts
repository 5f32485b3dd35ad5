/**
 * Gemini CLI (`@google/gemini-cli`): its own event names (`BeforeTool`, `AfterAgent`, …; the Claude
 * Code names map as `gemini hooks migrate` maps them, PROTOCOLS.md §3), snake_case payloads with
 * `timestamp`, timeouts in milliseconds. The answers on each event in `events` are modelled, by the
 * table `npm run truth -- gemini` measured.
 */
import type { AgentSpec } from '../agents/agent-facts.js';

/** Claude Code's names for the same moments, as `gemini hooks migrate` maps them (PROTOCOLS.md §3). */
const CLAUDE_NAMES = {
  PreToolUse: 'BeforeTool',
  PostToolUse: 'AfterTool',
  UserPromptSubmit: 'BeforeAgent',
  Stop: 'AfterAgent',
  SessionStart: 'SessionStart',
  SessionEnd: 'SessionEnd',
  PreCompact: 'PreCompress',
  Notification: 'Notification',
} as const;
const { Notification: _unmodelled, ...MODELLED_EVENTS } = CLAUDE_NAMES;

export const GEMINI = {
  name: 'Gemini CLI',
  latestVersion: '0.61.0',
  /** Claude Code event → Gemini's, for the events whose answers are modelled: all it maps but Notification (a headless session fires none). */
  events: MODELLED_EVENTS,
  /** Project hooks: `hooks` in this file, keyed by event, three levels as in Claude Code. */
  hooksFile: '.gemini/settings.json',
  /**
   * Every hook event 0.61.0 accepts (bundle/chunk-5FZXKDXH.js:337797, `HookEventName`); any other key
   * is reported and skipped (:368081). `enabled`, `disabled` and `notifications` sit beside the
   * events and are settings, not events (:337811 `HOOKS_CONFIG_FIELDS`).
   */
  hookEvents: ['BeforeTool', 'AfterTool', 'BeforeAgent', 'Notification', 'AfterAgent', 'SessionStart', 'SessionEnd', 'PreCompress', 'BeforeModel', 'AfterModel', 'BeforeToolSelection'],
  hookSettingKeys: ['enabled', 'disabled', 'notifications'],
  claudeNames: CLAUDE_NAMES,
  /**
   * `timeout` is milliseconds, 60000 by default (chunk-5FZXKDXH.js:368190 `DEFAULT_HOOK_TIMEOUT = 6e4`,
   * used as a setTimeout delay at :368327); `gemini hooks migrate` copies a Claude `timeout` (seconds)
   * unchanged (gemini-3HFX2LNT.js:6951), so 30 means 30 ms.
   */
  timeoutUnit: 'ms',
  defaultTimeoutMs: 60_000,
  /** Rows of specs/gemini/truth/<version>.json, measured by `npm run truth -- gemini`. */
  recordedTruth: { '0.61.0': 364 },
  /** How a hook denies a tool call here, in words for a report. */
  denyHint: '{"decision":"deny","reason":…} on stdout (on any exit)',
  heldPipes: { waits: 'child-exit', answerKept: false, deny: `echo '{"decision":"deny","reason":"no"}'`, measuredOn: '0.61.0' },
  /** Gemini matches a tool event's matcher as a regex searched in the tool name (PROTOCOLS.md §3; measured on 0.61.0: test/conformance/agent-matchers.test.ts). */
  toolMatching: 'regex',
  /**
   * Its shell tool, and its edits: `write_file` and `replace`, with Claude Code's field names, so a
   * matcher written for Claude Code (`Write|Edit`) never selects them (measured on 0.61.0:
   * test/conformance/gemini-tool-kinds.test.ts).
   */
  toolKinds: { shell: ['run_shell_command'], edit: ['write_file', 'replace'] },
  editForm: "write_file or replace, with Claude Code's field names",
  observedIn: 'AGENTS-MEASURED.md (Gemini CLI 0.61.0, BeforeTool)',
} as const satisfies AgentSpec;
