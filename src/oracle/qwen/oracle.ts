/**
 * Qwen Code's pre-tool event reads answers the Claude Code way: exit 2 blocks with stderr as the
 * reason; on exit 0 a JSON deny blocks, whether Claude's `hookSpecificOutput` form (unknown keys
 * beside it do no harm) or a top-level `decision` of deny or block; every other exit and a kill
 * let the tool run (AGENTS-MEASURED.md, 0.24.4).
 */
import { QWEN } from '../../../specs/qwen/agent.js';
import { denies, jsonObject, proceeds, stringField, timedOut, type HookAnswer } from '../hook-answer.js';
import { preToolOracle } from '../pre-tool-oracle.js';
import type { Effect } from '../effect.js';

function readAnswer({ ended, stdout, stderr }: HookAnswer): Effect {
  if (ended === 'timed-out') return timedOut();
  if (ended === 2) return denies(stderr.trim() || undefined);
  if (ended !== 0) return proceeds({ hookError: true });
  const answer = jsonObject(stdout);
  const specific = answer?.['hookSpecificOutput'];
  const specificDecision = typeof specific === 'object' && specific !== null ? (specific as Record<string, unknown>) : null;
  if (stringField(specificDecision, 'permissionDecision') === 'deny') return denies(stringField(specificDecision, 'permissionDecisionReason'));
  const decision = stringField(answer, 'decision');
  if (decision === 'deny' || decision === 'block') return denies(stringField(answer, 'reason'));
  return proceeds();
}

export const qwenOracle = preToolOracle('qwen', QWEN, {}, readAnswer);
