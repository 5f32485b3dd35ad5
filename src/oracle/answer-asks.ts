/**
 * What a hook's JSON answer asks the agent for, in the forms the agents read: a block or deny, an
 * end of the run, context for the model, a replaced result. An answer that asks for something the
 * agent then does nothing with is lost there (Qwen Code reads no `decision` after a call, Copilot
 * CLI no `hookSpecificOutput`), whatever another agent would have made of it.
 */
import { jsonObject } from './hook-answer.js';
import { isPlainObject } from './read-stdout.js';

const asking = (value: unknown, wanted: readonly unknown[]) => wanted.includes(value);
const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The fields of `stdout` (one JSON object) that ask for something, as `field: value` for a report; none for anything else. */
export function answerAsks(stdout: string): string[] {
  const answer = jsonObject(stdout);
  if (answer === null) return [];
  const specific = isPlainObject(answer['hookSpecificOutput']) ? answer['hookSpecificOutput'] : {};
  const asks: [boolean, string][] = [
    [asking(answer['decision'], ['block', 'deny', 'ask']), `decision: ${JSON.stringify(answer['decision'])}`],
    [asking(answer['permissionDecision'], ['deny', 'ask']), `permissionDecision: ${JSON.stringify(answer['permissionDecision'])}`],
    [asking(specific['permissionDecision'], ['deny', 'ask']), `hookSpecificOutput.permissionDecision: ${JSON.stringify(specific['permissionDecision'])}`],
    [text(specific['additionalContext']), 'hookSpecificOutput.additionalContext'],
    [answer['continue'] === false, 'continue: false'],
    [text(answer['additionalContext']), 'additionalContext'],
    [answer['cancel'] === true, 'cancel: true'],
    [text(answer['contextModification']), 'contextModification'],
    [isPlainObject(answer['modifiedResult']), 'modifiedResult'],
  ];
  return asks.filter(([asked]) => asked).map(([, field]) => field);
}
