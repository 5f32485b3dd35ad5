/**
 * Garbage cases for the posture check: input the agent should never send but a hook meets anyway
 * (a hook wired to several events, a host that sends nothing, a truncated pipe).
 */
import { EVENT_NAMES, type EventName } from '../../../specs/claude-code/events.js';
import { buildPayload, type PayloadContext } from '../../../specs/claude-code/payloads.js';
import type { TestCase } from '../../model/run/hook-report.js';

interface Garbage {
  readonly label: string;
  readonly stdin: string;
}

/** The garbage set for one event, built from that event's own valid payload. */
export function buildGarbageCases(event: EventName, context: PayloadContext): TestCase[] {
  const valid = buildPayload(event, context);
  const text = JSON.stringify(valid);
  const garbage: Garbage[] = [
    { label: 'empty stdin', stdin: '' },
    { label: 'whitespace only', stdin: ' \n\t\n' },
    { label: 'not JSON', stdin: 'this is not json' },
    { label: 'truncated JSON', stdin: text.slice(0, Math.floor(text.length / 2)) },
    { label: 'a JSON array', stdin: JSON.stringify([valid]) },
    { label: 'wrong field types', stdin: JSON.stringify(withWrongTypes(valid)) },
    { label: 'required fields missing', stdin: JSON.stringify({ hook_event_name: event }) },
    { label: `a ${otherEvent(event)} payload`, stdin: JSON.stringify(buildPayload(otherEvent(event), context)) },
  ];
  return garbage.map((item, index) => ({
    id: `${event}/garbage/${index + 1}`,
    kind: 'garbage' as const,
    event,
    label: `${event} with ${item.label}`,
    // The named cases carry their kind as generated garbage does, so checks can tell them apart.
    mutation: item.label,
    stdin: item.stdin,
  }));
}

/** Every string field becomes a number and every object a string: what a confused host might send. */
function withWrongTypes(payload: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => {
      if (key === 'hook_event_name') return [key, value];
      if (typeof value === 'string') return [key, 42];
      if (typeof value === 'object' && value !== null) return [key, 'not an object'];
      return [key, value];
    }),
  );
}

/** A different event to borrow a payload from: a tool event for the rest, Stop for tool events. */
function otherEvent(event: EventName): EventName {
  const fallback = event === 'PreToolUse' ? 'Stop' : 'PreToolUse';
  return EVENT_NAMES.includes(fallback) ? fallback : event;
}
