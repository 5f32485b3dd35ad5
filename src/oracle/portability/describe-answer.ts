/** A hook's answer in a few words for a report line: how it ended and what each stream held. */
import type { HookOutcome } from '../../model/outcome.js';
import { jsonObject } from '../hook-answer.js';

export function describeAnswer(outcome: HookOutcome): string {
  const ended = outcome.kind === 'exited' ? `exit ${outcome.exitCode}` : outcome.kind === 'killed' ? `killed by ${outcome.signal}` : outcome.kind;
  const stdout = outcome.stdout.trim();
  const json = jsonObject(stdout);
  const out = stdout === '' ? '' : json === null ? ', text on stdout' : `, JSON with ${Object.keys(json).join(', ') || 'no keys'} on stdout`;
  // Gemini CLI and Qwen Code parse stderr as the answer: JSON there is not the text it would be elsewhere.
  const errJson = jsonObject(outcome.stderr);
  const err = outcome.stderr.trim() === '' ? '' : errJson === null ? ', text on stderr' : `, JSON with ${Object.keys(errJson).join(', ') || 'no keys'} on stderr`;
  return `${ended}${out}${err}`;
}
