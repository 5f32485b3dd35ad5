/**
 * Cline 3.x never blocks on an exit code (exit 2 with a reason, a crash and a kill all let the tool
 * run) and ignores Claude's deny forms: only `{"cancel": true}` on stdout stops the call, and it
 * aborts the whole task (AGENTS-MEASURED.md, 3.0.65).
 */
import { CLINE } from '../../../specs/cline/agent.js';
import { denies, jsonObject, proceeds, timedOut, type HookAnswer } from '../hook-answer.js';
import { preToolOracle } from '../pre-tool-oracle.js';
import type { Effect } from '../effect.js';

function readAnswer({ ended, stdout }: HookAnswer): Effect {
  if (ended === 'timed-out') return timedOut();
  if (jsonObject(stdout)?.['cancel'] === true) return denies(undefined, { endsTurn: true });
  return proceeds({ hookError: ended !== 0 });
}

export const clineOracle = preToolOracle('cline', CLINE, {}, readAnswer);
