/**
 * GitHub Copilot CLI (`@github/copilot`): camelCase events (`preToolUse`) with a camelCase payload
 * (`toolName`, `toolArgs`), and a Claude-compatible PascalCase mode for hooks read from
 * `.claude/settings*.json`. The pre-tool and post-tool events' answers are modelled, in both
 * casings, by the table `npm run truth -- copilot` measured.
 */
import type { AgentSpec } from '../agents/agent-facts.js';

const HOOK_EVENTS = [
  'sessionStart',
  'sessionEnd',
  'userPromptSubmitted',
  'userPromptTransformed',
  'preToolUse',
  'postToolUse',
  'postToolUseFailure',
  'permissionRequest',
  'notification',
  'agentStop',
  'subagentStart',
  'subagentStop',
  'errorOccurred',
  'preCompact',
] as const;

export const COPILOT = {
  name: 'Copilot CLI',
  latestVersion: '1.0.102',
  /** A hook written for Claude Code runs on the PascalCase event; Copilot's own hooks on `preToolUse`. */
  events: {
    PreToolUse: 'PreToolUse',
    PostToolUse: 'PostToolUse',
    UserPromptSubmit: 'UserPromptSubmit',
    Stop: 'Stop',
    SessionStart: 'SessionStart',
    SessionEnd: 'SessionEnd',
    PermissionRequest: 'PermissionRequest',
  },
  ownEvents: {
    PreToolUse: 'preToolUse',
    PostToolUse: 'postToolUse',
    UserPromptSubmit: 'userPromptSubmitted',
    Stop: 'agentStop',
    SessionStart: 'sessionStart',
    SessionEnd: 'sessionEnd',
    PermissionRequest: 'permissionRequest',
  },
  /**
   * Project hooks: every `*.json` in `.github/hooks/`, `{"version": 1, "hooks": {"<event>": [handler…]}}`
   * (two levels: no matcher groups). Copilot also reads `.claude/settings*.json` (PROTOCOLS.md §5);
   * its binary ships the code packed, so these are the docs' facts.
   */
  hooksFolder: '.github/hooks',
  hooksFileVersion: 1,
  hookEvents: HOOK_EVENTS,
  /** The command fields a handler may carry (`exec` takes `args`). */
  commandFields: ['bash', 'command', 'powershell', 'exec'],
  /**
   * Its camelCase tool events send `toolArgs` as an object (measured: AGENTS-MEASURED.md, "Payloads
   * seen"; the SDK's reference types it `object`); the PascalCase ones send `tool_input`.
   */
  argumentsObject: { field: 'toolArgs', events: ['preToolUse', 'postToolUse', 'postToolUseFailure'] },
  /** A handler's `cwd` is relative to the repository root, and its command starts there. */
  cwdField: 'cwd',
  /** PascalCase Claude Code names are Copilot events too: they switch it to Claude-style payloads (PROTOCOLS.md §5). */
  acceptsClaudeEvents: true,
  /** Claude Code's name of each event is its own in PascalCase. */
  claudeNames: Object.fromEntries(HOOK_EVENTS.map((event) => [event[0]!.toUpperCase() + event.slice(1), event])),
  /** `timeoutSec` (alias `timeout`) is seconds, 30 by default. */
  timeoutUnit: 's',
  timeoutFieldAlias: 'timeoutSec',
  /** How a hook denies a tool call here, in words for a report. */
  denyHint: 'exit 0 with {"permissionDecision":"deny","permissionDecisionReason":…}, or any non-zero exit',
  heldPipes: { waits: 'timeout', answerKept: false, deny: 'echo denied >&2; exit 2', measuredOn: '1.0.102' },
  /** Rows of specs/copilot/truth/<version>.json (both casings), measured by `npm run truth -- copilot`. */
  recordedTruth: { '1.0.102': 1044 },
  /** Copilot anchors a matcher as `^(?:PATTERN)$` (PROTOCOLS.md §5), in both casings (measured on 1.0.102: test/conformance/agent-matchers.test.ts). */
  toolMatching: 'anchored-regex',
  /**
   * On the PascalCase events a tool is named as in Claude Code (`Bash`, `Write` for `create`, `Edit`
   * for `edit`) and answers to its own name too; on camelCase ones only its own name selects it
   * (measured on 1.0.102: test/conformance/agent-edit-tools.test.ts, agent-matchers.test.ts). Either way the arguments keep
   * Copilot's names: `path`, `file_text`, `old_str`, `new_str`.
   */
  toolAliases: { Bash: ['bash'], Write: ['create'], Edit: ['edit'] },
  toolKinds: { shell: ['Bash'], edit: ['Write', 'Edit'] },
  ownToolKinds: { shell: ['bash'], edit: ['create', 'edit'] },
  editForm: 'create (path, file_text) or edit (path, old_str, new_str); Write or Edit with those fields on PascalCase events',
  observedIn: 'AGENTS-MEASURED.md (Copilot CLI 1.0.102, camelCase preToolUse)',
} as const satisfies AgentSpec;
