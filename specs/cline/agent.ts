/**
 * Cline CLI (`cline`): hooks are executable files named after the event (`~/.cline/hooks/PreToolUse`,
 * project hook folders), with a camelCase envelope (`hookName`, `preToolUse{toolName,parameters}`).
 * The pre-tool and post-tool events' answers are modelled, by the table `npm run truth -- cline`
 * measured (a subset of the shapes and exits).
 */
import type { AgentSpec } from '../agents/agent-facts.js';

export const CLINE = {
  name: 'Cline',
  latestVersion: '3.0.65',
  events: { PreToolUse: 'PreToolUse', PostToolUse: 'PostToolUse', Stop: 'TaskComplete', SessionStart: 'TaskStart' },
  /**
   * Project hook folders, both read (bin/.cline `tD0`: `<root>/.clinerules/hooks`, `<root>/.cline/hooks`,
   * plus ~/Documents/Cline/Hooks and ~/.cline/hooks). Each regular file is a hook for the event it is
   * named after, matched without case (`LW`, `i90`).
   */
  hookFolders: ['.clinerules/hooks', '.cline/hooks'],
  ignoreCase: true,
  /** The events 3.0.65 knows (bin/.cline `uE`); it runs no hook for PreCompact (`d90` maps it to nothing). */
  hookEvents: ['TaskStart', 'TaskResume', 'TaskCancel', 'TaskComplete', 'TaskError', 'PreToolUse', 'PostToolUse', 'UserPromptSubmit', 'PreCompact', 'SessionShutdown'],
  /**
   * The extensions it reads (`Zp0`); a file with another one is skipped. It starts a file through its
   * shebang's interpreter, else by extension, else `bash <file>` (`Ep0`), so no execute bit is needed.
   */
  hookExtensions: ['', '.sh', '.bash', '.zsh', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.py', '.ps1'],
  /** How a hook denies a tool call here, in words for a report. */
  denyHint: 'a hook file that prints {"cancel": true} (Cline then ends the whole task)',
  heldPipes: { waits: 'no', answerKept: true, deny: `echo '{"cancel": true}'`, measuredOn: '3.0.65' },
  /** Rows of specs/cline/truth/<version>.json, measured by `npm run truth -- cline`. */
  recordedTruth: { '3.0.65': 178 },
  /** Cline has no matchers: each hook file runs on every tool call. */
  toolMatching: 'none',
  /** Its shell tool, and its one edit tool, `editor` (`path`, `old_text`, `new_text`: specs/cline/captured/pre-tool-editor.json). */
  toolKinds: { shell: ['run_commands'], edit: ['editor'] },
  editForm: 'editor, with path, old_text and new_text',
  observedIn: 'AGENTS-MEASURED.md (Cline 3.0.65, PreToolUse)',
} as const satisfies AgentSpec;
