/**
 * Copilot CLI's camelCase `preToolUse` fails closed: every non-zero exit blocks (127 and a kill
 * included), as "hook errored", and the hook's stderr never reaches the model. On exit 0 only its
 * own flat form denies (`{"permissionDecision":"deny","permissionDecisionReason":…}`); Claude's
 * `hookSpecificOutput`, a `decision` and bad JSON are ignored. A timeout lets the tool run even
 * after a printed deny (AGENTS-MEASURED.md, 1.0.102).
 */
import { COPILOT } from '../../../specs/copilot/agent.js';
import { denies, jsonObject, proceeds, stringField, timedOut, type HookAnswer } from '../hook-answer.js';
import { preToolOracle } from '../pre-tool-oracle.js';
import type { Effect } from '../effect.js';

function readAnswer({ ended, stdout }: HookAnswer): Effect {
  if (ended === 'timed-out') return timedOut();
  if (ended !== 0) return denies(undefined, { hookError: true });
  const answer = jsonObject(stdout);
  if (stringField(answer, 'permissionDecision') === 'deny') return denies(stringField(answer, 'permissionDecisionReason'));
  return proceeds();
}

export const copilotOracle = preToolOracle('copilot', COPILOT, {}, readAnswer);
