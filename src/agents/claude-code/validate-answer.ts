/**
 * Validates a hook's JSON answer against the event's output schema, and lists what Claude Code
 * would reject (wrong types, wrong hookEventName) apart from what it would silently ignore
 * (fields the event does not accept, the input echoed back).
 */
import { hookSpecificFields, outputSchemas, UNIVERSAL_OUTPUT_FIELDS } from '../../../specs/claude-code/output-schemas.js';
import type { EventName } from '../../../specs/claude-code/events.js';
import type { ProtocolNote } from '../../oracle/effect.js';
import { isPlainObject, readStdout } from '../../oracle/read-stdout.js';

interface AnswerValidation {
  /** Claude Code rejects the answer as a whole: a non-blocking error, nothing applied. */
  readonly rejected: boolean;
  readonly notes: readonly ProtocolNote[];
}

/** Stdout holds a JSON answer that says something and that the event's schema accepts. */
export function holdsValidAnswer(event: EventName, stdout: string): boolean {
  const reading = readStdout(stdout);
  return reading.kind === 'json' && Object.keys(reading.value).length > 0 && !validateAnswer(event, reading.value).rejected;
}

/** Checks one parsed JSON answer for `event`. */
export function validateAnswer(event: EventName, answer: Record<string, unknown>): AnswerValidation {
  const notes: ProtocolNote[] = [];
  if ('hook_event_name' in answer && 'session_id' in answer) {
    notes.push({ code: 'stdout-echoes-input', detail: 'stdout repeats the input payload (hook_event_name, session_id…)' });
  }
  const specific = answer['hookSpecificOutput'];
  const mismatch = isPlainObject(specific) && specific['hookEventName'] !== event;
  if (mismatch) {
    notes.push({ code: 'hook-event-name-mismatch', detail: `hookSpecificOutput.hookEventName is ${JSON.stringify(specific['hookEventName'])}, the event is ${event}` });
  }
  notes.push(...findUnknownFields(event, answer));
  const result = outputSchemas[event].safeParse(answer);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    if (!mismatch || problems.some((problem) => !problem.startsWith('hookSpecificOutput.hookEventName'))) {
      notes.push({ code: 'output-schema-invalid', detail: problems.join('; ') });
    }
  }
  return { rejected: mismatch || !result.success, notes };
}

function findUnknownFields(event: EventName, answer: Record<string, unknown>): ProtocolNote[] {
  const notes: ProtocolNote[] = [];
  const accepted = hookSpecificFields[event];
  for (const key of Object.keys(answer)) {
    if (key === 'hookSpecificOutput') {
      if (accepted === null) notes.push({ code: 'output-unknown-field', detail: `${event} takes no hookSpecificOutput` });
      continue;
    }
    if (UNIVERSAL_OUTPUT_FIELDS.includes(key)) continue;
    // A field of this event's hookSpecificOutput written at the top level: the answer it carries is lost.
    if (accepted !== null && accepted.includes(key)) notes.push({ code: 'output-misplaced-field', detail: `top-level field "${key}" belongs in hookSpecificOutput on ${event}` });
    else notes.push({ code: 'output-unknown-field', detail: `top-level field "${key}" is not part of the protocol` });
  }
  const specific = answer['hookSpecificOutput'];
  if (accepted !== null && isPlainObject(specific)) {
    for (const key of Object.keys(specific)) {
      if (key !== 'hookEventName' && !accepted.includes(key)) {
        notes.push({ code: 'output-unknown-field', detail: `hookSpecificOutput.${key} is not accepted on ${event}` });
      }
    }
  }
  return notes;
}
