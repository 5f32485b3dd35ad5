/**
 * Validates a hook's JSON answer against the event's output schema, and lists what Claude Code
 * would reject (wrong types, wrong hookEventName) apart from what it would silently ignore
 * (fields the event does not accept, the input echoed back).
 */
import { z } from 'zod';
import { hookSpecificFields, outputSchemas, UNIVERSAL_OUTPUT_FIELDS } from '../../../specs/claude-code/output-schemas.js';
import type { EventName } from '../../../specs/claude-code/events.js';
import { inputSchemas } from '../../../specs/claude-code/input-schemas.js';
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
  const echoes = isEcho(answer);
  if (echoes) notes.push({ code: 'stdout-echoes-input', detail: 'stdout repeats the input payload (hook_event_name, session_id…)' });
  const specific = answer['hookSpecificOutput'];
  const mismatch = isPlainObject(specific) && specific['hookEventName'] !== event;
  if (mismatch) {
    notes.push({ code: 'hook-event-name-mismatch', detail: `hookSpecificOutput.hookEventName is ${JSON.stringify(specific['hookEventName'])}, the event is ${event}` });
  }
  notes.push(...findUnknownFields(event, answer, echoes));
  const result = outputSchemas[event].safeParse(answer);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    if (!mismatch || problems.some((problem) => !problem.startsWith('hookSpecificOutput.hookEventName'))) {
      notes.push({ code: 'output-schema-invalid', detail: problems.join('; ') });
    }
  }
  return { rejected: mismatch || !result.success, notes };
}

/**
 * Fields an answer may not carry. In an echoed input the payload's own fields are the echo's
 * finding, told once, not one warning per field (a plugin that passes its input through answered
 * twenty of them on every hook); a field the hook added to the echo is still its own.
 */
function findUnknownFields(event: EventName, answer: Record<string, unknown>, echoes: boolean): ProtocolNote[] {
  const notes: ProtocolNote[] = [];
  const accepted = hookSpecificFields[event];
  const echoed = echoes ? PAYLOAD_FIELDS : new Set<string>();
  for (const key of Object.keys(answer)) {
    if (echoed.has(key)) continue;
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

/** The top-level fields of any event's payload (a case may send one event another's payload). */
const PAYLOAD_FIELDS: ReadonlySet<string> = new Set(Object.values(inputSchemas).flatMap((schema) => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : [])));

/**
 * An answer that is the input passed through: it carries `hook_event_name` (a payload field, never
 * an answer's) or most of the payload's top-level fields (a generated payload may lack some).
 */
function isEcho(answer: Record<string, unknown>): boolean {
  const fields = Object.keys(answer);
  const fromInput = fields.filter((field) => PAYLOAD_FIELDS.has(field)).length;
  return 'hook_event_name' in answer || (fromInput >= 2 && fromInput * 2 > fields.length);
}
