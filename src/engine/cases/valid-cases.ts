/**
 * Valid cases: realistic payloads of each wired event, narrowed to the tools the matcher selects,
 * since Claude Code would never send the others to this hook.
 */
import { EVENTS, type EventName } from '../../../specs/claude-code/events.js';
import { matcherMatches, readMatcher } from '../../../specs/claude-code/matcher.js';
import { buildPayloads, type PayloadContext, type SamplePayload } from '../../../specs/claude-code/payloads.js';
import type { TestCase } from '../types.js';

interface ValidCaseOptions {
  readonly events: readonly EventName[];
  readonly matcher?: string;
  readonly agentVersion: string;
  readonly payloadContext: PayloadContext;
}

/** Builds the valid cases; ids are stable (`<event>/valid/<n>`) so a case can be named again. */
export function buildValidCases(options: ValidCaseOptions): TestCase[] {
  return options.events.flatMap((event) =>
    selectSamples(event, options).map((sample, index) => ({
      id: `${event}/valid/${index + 1}`,
      kind: 'valid' as const,
      event,
      label: `${event} ${sample.label}`,
      stdin: JSON.stringify(sample.payload),
    })),
  );
}

/** The event's samples Claude Code would send to a hook wired with this matcher. */
export function selectSamples(event: EventName, { matcher, agentVersion, payloadContext }: Omit<ValidCaseOptions, 'events'>): SamplePayload[] {
  const samples = buildPayloads(event, payloadContext);
  const field = EVENTS[event].matcherField;
  if (field === null || matcher === undefined) return samples;
  const matching = samples.filter((sample) => matcherMatches(matcher, String(sample.payload[field] ?? ''), agentVersion));
  if (matching.length > 0) return matching;
  // An exact name we have no sample for (a custom MCP tool, say): send a sample under that name.
  const reading = readMatcher(matcher, agentVersion);
  if (reading.kind === 'exact') return reading.names.map((name) => renameSample(samples[0]!, field, name));
  return samples;
}

function renameSample(sample: SamplePayload, field: string, value: string): SamplePayload {
  return { label: `${value} (renamed sample)`, payload: { ...sample.payload, [field]: value } };
}
