/**
 * The Codex rows of the pre-tool answer table: the common shapes on Codex's `PreToolUse`, plus
 * forms that only Codex's own parser tells apart (PROTOCOLS.md §4.1: stdout must be one JSON
 * object, `ask` and a deny without a reason are rejected, `systemMessage` is a common field).
 */
import { MARKERS, preToolRows, type AgentTruthRow, stderrJsonRows } from '../../agents/pre-tool-answers.js';
import { postToolRows } from '../../agents/post-tool-answers.js';
import { stopRows } from '../../agents/stop-answers.js';
import { promptRows } from '../../agents/prompt-answers.js';
import { sessionStartRows } from '../../agents/session-start-answers.js';

const json = (value: object): string => JSON.stringify(value);
const deny = (fields: object): object => ({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: MARKERS.reason, ...fields } });

/** Codex-native answers, by shape name. */
export const CODEX_SHAPES: Readonly<Record<string, string>> = {
  // A hook that logs a line before its JSON: stdout is then not one JSON document.
  'banner-claude-deny': `Checking the command...\n${json(deny({}))}`,
  'claude-ask': json(deny({ permissionDecision: 'ask' })),
  'claude-deny-empty-reason': json(deny({ permissionDecisionReason: '' })),
  // No reason at all, as hooks that put their message in systemMessage print it.
  'claude-deny-no-reason': json({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny' } }),
  // A message for the user only; its word shows whether Codex passes it to the model too.
  'system-message': json({ systemMessage: `${MARKERS.context} for the user` }),
};

/** Every row measured on Codex. */
export function codexRows(): AgentTruthRow[] {
  return [...preToolRows('PreToolUse', CODEX_SHAPES), ...postToolRows('PostToolUse'), ...stopRows('Stop'), ...promptRows('UserPromptSubmit'), ...sessionStartRows('SessionStart'), ...stderrJsonRows('PreToolUse')];
}
