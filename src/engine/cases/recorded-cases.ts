/**
 * Payloads `hookcheck record` kept from real sessions run beside the spec's samples: the inputs
 * a hook really gets are the first ones it must handle.
 */
import { EVENTS, isEventName } from '../../../specs/claude-code/events.js';
import { matcherMatches } from '../../../specs/claude-code/matcher.js';
import { fromPortable, type ScratchPaths } from '../../fuzz/portable.js';
import type { RecordedInput } from '../../model/recorded-payload.js';
import type { HookTarget, TestCase } from '../../model/run/hook-report.js';

/** The recorded payloads of the hook's events that its matcher would let through. */
export function recordedCases(recorded: readonly RecordedInput[], target: HookTarget, agentVersion: string, scratch: ScratchPaths): TestCase[] {
  return recorded.flatMap((entry) => {
    const { event, payload } = entry;
    if (event === null || !isEventName(event) || payload === null || !target.events.includes(event)) return [];
    const field = EVENTS[event].matcherField;
    if (field !== null && !matcherMatches(target.matcher, String(payload[field] ?? ''), agentVersion)) return [];
    return [
      {
        id: `${event}/recorded/${entry.name}`,
        kind: 'valid' as const,
        origin: 'recorded' as const,
        event,
        label: `${event} recorded ${entry.name}`,
        stdin: fromPortable(JSON.stringify(payload), scratch),
      },
    ];
  });
}
