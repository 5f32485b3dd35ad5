/**
 * Gemini CLI's `BeforeTool` reads one text: stdout, or stderr when stdout is empty, on any exit
 * (hookRunner.ts, PROTOCOLS.md §3). A JSON `decision` of deny or block blocks whatever the exit;
 * Claude's `hookSpecificOutput.permissionDecision` is not read. Text that is not JSON blocks on
 * any exit from 2 up, with the text as the reason; exit 0 and 1 let the tool run.
 */
import { GEMINI } from '../../../specs/gemini/agent.js';
import { denies, proceeds, stringField, timedOut, type HookAnswer } from '../hook-answer.js';
import { isPlainObject, tryParse } from '../read-stdout.js';
import { preToolOracle } from '../pre-tool-oracle.js';
import type { Effect } from '../effect.js';

/** The text as JSON; a JSON string holding JSON is decoded twice, as the agent does. */
function decode(text: string): unknown {
  const once = tryParse(text);
  if (!once.ok) return undefined;
  if (typeof once.value !== 'string') return once.value;
  const twice = tryParse(once.value);
  return twice.ok ? twice.value : once.value;
}

function readAnswer({ ended, stdout, stderr }: HookAnswer): Effect {
  if (ended === 'timed-out') return timedOut();
  const text = stdout.trim() || stderr.trim();
  const value = decode(text);
  if (isPlainObject(value)) {
    const decision = stringField(value, 'decision');
    return decision === 'deny' || decision === 'block' ? denies(stringField(value, 'reason')) : proceeds();
  }
  if (ended === 0 || ended === 1 || ended === 'signal') return proceeds({ hookError: ended !== 0 });
  return denies(text || undefined);
}

export const geminiOracle = preToolOracle('gemini', GEMINI, {}, readAnswer);
