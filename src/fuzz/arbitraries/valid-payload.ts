/**
 * Generated valid payloads for one event, built from the spec: the event's sample payloads give
 * realistic values for every field; the event's input schema says which fields are optional (kept
 * or dropped) and which take free text (generated); tool events get generated `tool_input` for each
 * tool the matcher selects; unknown extra fields appear, as they do when Claude Code adds fields.
 * Everything shrinks toward the smallest payload: short strings, optional fields absent, no extras.
 */
import fc from 'fast-check';
import { z } from 'zod';
import type { EventName } from '../../../specs/claude-code/events.js';
import { inputSchemas } from '../../../specs/claude-code/input-schemas.js';
import { matcherMatches, readMatcher } from '../../../specs/claude-code/matcher.js';
import type { PayloadContext, SamplePayload } from '../../../specs/claude-code/payloads.js';
import { buildToolInputArbitraries, unknownToolInputArbitrary } from './tool-inputs.js';
import { freeTextArbitrary } from './text.js';

export interface GeneratedPayload {
  readonly label: string;
  readonly payload: Readonly<Record<string, unknown>>;
}

interface PayloadScope {
  readonly event: EventName;
  /** The event's sample payloads, already narrowed to what the matcher selects. */
  readonly samples: readonly SamplePayload[];
  readonly matcher?: string;
  readonly agentVersion: string;
  readonly context: PayloadContext;
  /**
   * Nothing a guard could rightly refuse (no dangerous commands, no secret files, neutral tool
   * results): the base that invalid payloads are derived from, so that blocking one of them can
   * only be a reaction to the broken input.
   */
  readonly benign?: boolean;
}

/** Fields whose value is prose: any string is valid there, so any string is generated. */
const FREE_TEXT_FIELDS = new Set(['prompt', 'message', 'last_assistant_message', 'custom_instructions', 'compact_summary', 'error', 'reason', 'title', 'delta', 'summary']);

/** Fields Claude Code may add to any payload (SDK BaseHookInput), generated when absent. */
const baseExtras = fc.record(
  {
    prompt_id: fc.uuid(),
    agent_id: fc.string({ unit: fc.constantFrom('a', 'b', '1', '2'), minLength: 1, maxLength: 8 }),
    agent_type: fc.constantFrom('general-purpose', 'Explore', 'code-reviewer'),
    effort: fc.record({ level: fc.constantFrom('low', 'medium', 'high') }),
  },
  { requiredKeys: [] },
);

/** Fields no version sends yet: a hook must not choke on them. */
const unknownExtras = fc.dictionary(fc.constantFrom('future_field', 'client_build', 'experiment_flags', 'x_extension'), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 });

/** The arbitrary of valid payloads for `scope.event`. */
export function validPayloadArbitrary(scope: PayloadScope): fc.Arbitrary<GeneratedPayload> {
  const shape = objectShape(inputSchemas[scope.event]);
  const first = scope.samples[0];
  if (first === undefined) throw new Error(`No sample payload for ${scope.event}`);
  const isToolEvent = 'tool_name' in first.payload && 'tool_input' in first.payload;
  const base = isToolEvent ? toolCallBase(scope, shape) : sampleBase(scope);
  const isBatch = Array.isArray(first.payload['tool_calls']);
  const batch = isBatch ? fc.array(toolCallArbitrary(scope, shape), { minLength: 1, maxLength: 4 }) : fc.constant(null);
  const optional = Object.keys(shape).filter((key) => isOptional(shape, key));
  return fc
    .record({ base, batch, keep: fc.subarray(optional), texts: textOverrides(shape), extras: baseExtras, unknown: unknownExtras })
    .map(({ base: sample, batch: calls, keep, texts, extras, unknown }) => {
      const payload: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(sample.payload)) if (!isOptional(shape, key) || keep.includes(key)) payload[key] = value;
      for (const [key, text] of Object.entries(texts)) if (typeof payload[key] === 'string') payload[key] = text;
      if (calls) payload['tool_calls'] = calls.map((call, index) => ({ ...call, tool_use_id: `toolu_gen${index}`, tool_response: 'ok' }));
      for (const [key, value] of Object.entries(extras)) if (!(key in payload) && keep.includes(key)) payload[key] = value;
      for (const [key, value] of Object.entries(unknown)) if (!(key in shape)) payload[key] = value;
      return { label: sample.label, payload };
    });
}

type Shape = Readonly<Record<string, z.ZodType>>;

function objectShape(schema: z.ZodType): Shape {
  if (schema instanceof z.ZodObject) return schema.shape as Shape;
  throw new Error('Input schemas are objects');
}

/** Declared `.optional()`: the key may be absent (z.unknown() accepts undefined, yet the key is required). */
function isOptional(shape: Shape, key: string): boolean {
  return shape[key]?._zod.optin === 'optional';
}

/** Generated prose for the event's free-text fields that take any string (not enums). */
function textOverrides(shape: Shape): fc.Arbitrary<Record<string, string>> {
  const fields = Object.keys(shape).filter((key) => FREE_TEXT_FIELDS.has(key) && shape[key]!.safeParse('any text ✓').success);
  return fc.record(Object.fromEntries(fields.map((key) => [key, freeTextArbitrary])));
}

function sampleBase(scope: PayloadScope): fc.Arbitrary<SamplePayload> {
  return fc.integer({ min: 0, max: scope.samples.length - 1 }).map((index) => scope.samples[index]!);
}

/** A tool call the matcher lets through: a tool name, its generated input, the sample closest to it. */
function toolCallBase(scope: PayloadScope, shape: Shape): fc.Arbitrary<SamplePayload> {
  return toolCallArbitrary(scope, shape).map(({ tool_name, tool_input }) => {
    const sample = scope.samples.find((item) => item.payload['tool_name'] === tool_name) ?? scope.samples[0]!;
    const payload = { ...sample.payload, tool_name, tool_input, ...(scope.benign ? neutralResults(sample.payload) : {}) };
    return { label: `generated ${tool_name}: ${describeInput(tool_input, scope.context.cwd)}`, payload };
  });
}

function toolCallArbitrary(scope: PayloadScope, shape: Shape): fc.Arbitrary<{ tool_name: string; tool_input: Record<string, unknown> }> {
  const inputs = buildToolInputArbitraries(scope.context.cwd, scope.benign ?? false);
  const names = selectToolNames(Object.keys(inputs), scope, shape);
  const call = (name: string) => (inputs[name] ?? unknownToolInputArbitrary).map((tool_input) => ({ tool_name: name, tool_input }));
  // MCP tools are many names of one shape: together they weigh as much as one built-in tool.
  const mcp = names.filter((name) => name.startsWith('mcp__'));
  const branches = names.filter((name) => !name.startsWith('mcp__')).map(call);
  if (mcp.length > 0) branches.push(fc.oneof(...mcp.map(call)));
  return fc.oneof(...branches);
}

/** The tools Claude Code would send this hook: allowed by the event's schema and by the matcher. */
function selectToolNames(known: readonly string[], scope: PayloadScope, shape: Shape): string[] {
  const allowed = known.filter((name) => shape['tool_name']?.safeParse(name).success ?? true);
  const matching = allowed.filter((name) => matcherMatches(scope.matcher, name, scope.agentVersion));
  if (matching.length > 0) return matching;
  // A matcher that names tools we do not know (a custom MCP tool): send those names.
  const reading = readMatcher(scope.matcher, scope.agentVersion);
  return reading.kind === 'exact' && reading.names.length > 0 ? [...reading.names] : allowed;
}

/** Sample results can hold a secret (a Read of .env): a benign payload carries plain ones. */
function neutralResults(payload: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if ('tool_response' in payload) fields['tool_response'] = { success: true };
  if ('error' in payload) fields['error'] = 'Exit code 1';
  return fields;
}

const LABEL_CHARS = 60;

/** The input's main argument, with the project folder (which changes every run) as `<project>`. */
function describeInput(input: Record<string, unknown>, cwd: string): string {
  const main = String(input['command'] ?? input['file_path'] ?? input['pattern'] ?? input['url'] ?? input['query'] ?? JSON.stringify(input));
  const short = main.replaceAll(cwd, '<project>');
  return JSON.stringify(short.length > LABEL_CHARS ? `${short.slice(0, LABEL_CHARS)}…` : short);
}
