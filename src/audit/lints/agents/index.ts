/**
 * Lints about the hook files of agents other than Claude Code (Gemini CLI, Qwen Code, Codex,
 * Copilot CLI, Cline): what the wiring agent would skip or misread. One lint per file.
 */
import type { Lint } from '../lint.js';
import agentEventUnknown from './agent-event-unknown.js';
import agentMatcherClaudeTools from './agent-matcher-claude-tools.js';
import agentHooksNotRun from './agent-hooks-not-run.js';
import agentTimeoutUnit from './agent-timeout-unit.js';
import clineHookExtension from './cline-hook-extension.js';
import copilotCommandMissing from './copilot-command-missing.js';
import copilotToolArgsParsed from './copilot-tool-args-parsed.js';
import copilotVersion from './copilot-version.js';
import hookUntrusted from './hook-untrusted.js';

/** Never runs, then misread, then the note that they were not run. */
export const AGENT_LINTS: readonly Lint[] = [agentEventUnknown, agentMatcherClaudeTools, copilotVersion, copilotCommandMissing, copilotToolArgsParsed, clineHookExtension, hookUntrusted, agentTimeoutUnit, agentHooksNotRun];
