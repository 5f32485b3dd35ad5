/**
 * Schemas of the JSON object a hook may print on stdout, one per event (PROTOCOLS.md §1.9,
 * §1.14). Claude Code tolerates unknown keys but reports wrong types as a (non-blocking) hook
 * error, so objects are loose and every known field is typed.
 */
import { z } from 'zod';
import { EVENT_NAMES, type EventName } from './events.js';
import { hookSpecificShapes } from './hook-specific-shapes.js';

const universalShape = {
  continue: z.boolean().optional(),
  stopReason: z.string().optional(),
  suppressOutput: z.boolean().optional(),
  systemMessage: z.string().optional(),
  terminalSequence: z.string().optional(),
  decision: z.enum(['approve', 'block']).optional(),
  reason: z.string().optional(),
};

/** Top-level fields every event accepts; `hookSpecificOutput` is per event (see below). */
export const UNIVERSAL_OUTPUT_FIELDS: readonly string[] = Object.freeze(Object.keys(universalShape));

// A hookSpecificOutput naming another event is invalid, hence the literal hookEventName.
function defineOutput(event: EventName, specificShape: z.core.$ZodLooseShape | null): z.ZodType {
  if (specificShape === null) return z.looseObject(universalShape);
  const hookSpecificOutput = z.looseObject({ hookEventName: z.literal(event), ...specificShape });
  return z.looseObject({ ...universalShape, hookSpecificOutput: hookSpecificOutput.optional() });
}

// Built from hookSpecificShapes, whose type already requires every event.
export const outputSchemas = Object.freeze(Object.fromEntries(EVENT_NAMES.map((event) => [event, defineOutput(event, hookSpecificShapes[event])]))) as { readonly [E in EventName]: z.ZodType };

/**
 * Field names each event accepts inside hookSpecificOutput besides `hookEventName`;
 * null when the event has no hookSpecificOutput. Lets a check flag a field the event ignores.
 */
export const hookSpecificFields = Object.freeze(
  Object.fromEntries(
    EVENT_NAMES.map((event) => {
      const shape = hookSpecificShapes[event];
      return [event, shape === null ? null : Object.freeze(Object.keys(shape))];
    }),
  ),
) as { readonly [E in EventName]: readonly string[] | null };
