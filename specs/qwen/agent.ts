/**
 * Qwen Code (`@qwen-code/qwen-code`): its hook events keep Claude Code's names and payloads (plus
 * `prompt_id`, `tool_call_id`; its shell tool is `run_shell_command`). The answers on the events below
 * are modelled, by the table `npm run truth -- qwen` measured (a subset of the shapes and exits on
 * the pre-tool event); a headless session fires `PostToolUseFailure` after a call that failed (a
 * shell command's nonzero exit), `PostToolBatch` after each batch of calls and `InstructionsLoaded`
 * for each memory file it reads as it starts.
 */
import type { AgentSpec } from '../agents/agent-facts.js';

export const QWEN = {
  name: 'Qwen Code',
  latestVersion: '0.24.4',
  /** Claude Code event → Qwen Code event, for the events whose answers are modelled. */
  events: {
    PreToolUse: 'PreToolUse',
    PostToolUse: 'PostToolUse',
    PostToolUseFailure: 'PostToolUseFailure',
    PostToolBatch: 'PostToolBatch',
    UserPromptSubmit: 'UserPromptSubmit',
    Stop: 'Stop',
    SessionStart: 'SessionStart',
    InstructionsLoaded: 'InstructionsLoaded',
    SubagentStart: 'SubagentStart',
    SubagentStop: 'SubagentStop',
  },
  /** Project hooks: `hooks` in `.qwen/settings.json` (chunks/chunk-EL2S73QY.js:456 `getWorkspaceSettingsPath`), three levels as in Claude Code. */
  hooksFile: '.qwen/settings.json',
  /** Every hook event 0.24.4 accepts (chunks/chunk-QA5TENCT.js:96-117 `HookEventName`); `enabled`, `disabled`, `notifications` are settings (:120). */
  hookEvents: [
    'PreToolUse',
    'PostToolUse',
    'PostToolUseFailure',
    'PostToolBatch',
    'Notification',
    'UserPromptSubmit',
    'UserPromptExpansion',
    'SessionStart',
    'Stop',
    'MessageDisplay',
    'SubagentStart',
    'SubagentStop',
    'PreCompact',
    'PostCompact',
    'SessionEnd',
    'SessionDelete',
    'PermissionRequest',
    'PermissionDenied',
    'StopFailure',
    'TodoCreated',
    'TodoCompleted',
    'InstructionsLoaded',
  ],
  hookSettingKeys: ['enabled', 'disabled', 'notifications'],
  /** A command hook's `timeout` is seconds (60 by default), but 1000 or more keeps an old meaning of milliseconds (chunks/chunk-DPEB6S2R.js:144233-144300 `readCommandHookTimeout`). */
  timeoutUnit: 's',
  timeoutMsFrom: 1000,
  /** How a hook denies a tool call here, in words for a report. */
  denyHint: 'exit 2 with the reason on stderr as plain text (a JSON object there is read as the answer), or a JSON deny on any other exit',
  heldPipes: { waits: 'timeout', answerKept: false, deny: 'echo denied >&2; exit 2', measuredOn: '0.24.4' },
  /** Rows of specs/qwen/truth/<version>.json, measured by `npm run truth -- qwen`. */
  recordedTruth: { '0.24.4': 346 },
  /**
   * Qwen Code searches a matcher's regex in the tool name, as Gemini CLI does, and a tool also
   * answers to its display and Claude Code names given whole (hookPlanner `getToolMatcherTargets`,
   * chunks/chunk-DPEB6S2R.js:147549; `TOOL_NAME_ALIASES`, chunk-47C3HPMW.js:1823): `Bash` and `Shell`
   * select `run_shell_command`, `Write` selects `write_file`, `Edit` selects `edit`, but `Bas` does
   * not (measured on 0.24.4: test/conformance/agent-matchers.test.ts, agent-edit-tools.test.ts).
   */
  toolMatching: 'regex',
  toolAliases: { run_shell_command: ['Shell', 'ShellTool', 'Bash'], write_file: ['WriteFile', 'WriteFileTool', 'Write'], edit: ['Edit', 'EditTool', 'replace'] },
  aliasMatching: 'exact',
  /** Its shell tool, and its edits: `write_file` and `edit`, with Claude Code's field names (specs/qwen/captured/pre-tool-*.json). */
  toolKinds: { shell: ['run_shell_command'], edit: ['write_file', 'edit'] },
  editForm: "write_file or edit, with Claude Code's field names",
  observedIn: 'AGENTS-MEASURED.md (Qwen Code 0.24.4, pre-tool event)',
} as const satisfies AgentSpec;
