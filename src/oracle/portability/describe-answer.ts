/** A hook's answer in a few words for a report line: how it ended and what each stream held. */
import type { HookOutcome } from '../../model/outcome.js';
import { jsonObject } from '../hook-answer.js';

export function describeAnswer(outcome: HookOutcome): string {
  const ended = outcome.kind === 'exited' ? `exit ${outcome.exitCode}` : outcome.kind === 'killed' ? `killed by ${outcome.signal}` : outcome.kind;
  const out = describeStream(outcome.stdout, 'stdout');
  // Gemini CLI and Qwen Code parse stderr as the answer: JSON there is not the text it would be elsewhere.
  const err = describeStream(outcome.stderr, 'stderr');
  return `${ended}${out}${err}`;
}

/** What one stream held: nothing, text, or a JSON object and its keys. */
function describeStream(text: string, name: string): string {
  if (text.trim() === '') return '';
  const json = jsonObject(text);
  return json === null ? `, text on ${name}` : `, JSON with ${Object.keys(json).join(', ') || 'no keys'} on ${name}`;
}
