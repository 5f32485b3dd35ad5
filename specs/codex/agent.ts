/**
 * OpenAI Codex CLI (`@openai/codex`): Claude-like event names and payloads (plus `turn_id`, `model`,
 * `tool_use_id`) with strict output schemas (PROTOCOLS.md §4.1, §11.4). The pre-tool and post-tool
 * events' answers are modelled, by the table `npm run truth -- codex` measured.
 */
import type { AgentSpec } from '../agents/agent-facts.js';

export const CODEX = {
  name: 'Codex',
  latestVersion: '0.171.0',
  events: { PreToolUse: 'PreToolUse', PostToolUse: 'PostToolUse', UserPromptSubmit: 'UserPromptSubmit', Stop: 'Stop', SessionStart: 'SessionStart' },
  /**
   * Project hooks: `hooks` in `.codex/hooks.json`, three levels as in Claude Code; `[hooks]` tables in
   * `.codex/config.toml` too (PROTOCOLS.md §4.1: the CLI is a native binary, so these are the docs' facts).
   */
  hooksFile: '.codex/hooks.json',
  configFile: '.codex/config.toml',
  hookEvents: ['SessionStart', 'SubagentStart', 'PreToolUse', 'PermissionRequest', 'PostToolUse', 'PreCompact', 'PostCompact', 'UserPromptSubmit', 'SubagentStop', 'Stop'],
  /** `timeout` is seconds, 600 by default (PROTOCOLS.md §4.1). */
  timeoutUnit: 's',
  /** Rows of specs/codex/truth/<version>.json, measured by `npm run truth -- codex`. */
  recordedTruth: { '0.171.0': 316 },
  /** How a hook denies a tool call here, in words for a report. */
  denyHint: 'exit 0 with its hookSpecificOutput deny and a non-empty reason, or exit 2 with the reason on stderr',
  heldPipes: { waits: 'timeout', answerKept: false, deny: 'echo denied >&2; exit 2', measuredOn: '0.171.0' },
  /**
   * Codex matches a regex over the whole tool name, not in it (`Bas` selects nothing; PROTOCOLS.md
   * §4.1 says a regex), and its file edits, `apply_patch`, answer to `Edit` and `Write` too:
   * measured on 0.171.0 (test/conformance/codex-tool-kinds.test.ts). `*`, empty or absent select all.
   */
  toolMatching: 'anchored-regex',
  toolAliases: { apply_patch: ['Edit', 'Write'] },
  /** Its shell tool is `Bash` to hooks, and every file edit is one `apply_patch`, the patch in `tool_input.command` (specs/codex/captured/pre-tool-apply-patch.json). */
  toolKinds: { shell: ['Bash'], edit: ['apply_patch'] },
  editForm: 'one apply_patch, the patch in tool_input.command and no file_path',
  observedIn: 'AGENTS-MEASURED.md (Codex 0.171.0, PreToolUse)',
} as const satisfies AgentSpec;
