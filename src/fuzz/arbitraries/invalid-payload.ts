/**
 * Generated invalid stdin, derived from valid payloads of the same event: a required field dropped,
 * of the wrong type, null or nested thousands deep; the JSON cut short, broken by an invalid UTF-8
 * byte or a raw NUL; an array or a scalar instead of an object; another event's payload; nothing
 * at all. Claude Code never sends these, but a host, a test harness or a broken pipe can.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { EVENT_NAMES, type EventName } from '../../../specs/claude-code/events.js';
import { inputSchemas } from '../../../specs/claude-code/input-schemas.js';
import { buildPayload, type PayloadContext } from '../../../specs/claude-code/payloads.js';
import type { GeneratedPayload } from './valid-payload.js';

export interface GeneratedStdin {
  /** What kind of input this is, e.g. "a required field dropped"; failures are grouped by it. */
  readonly mutation: string;
  readonly label: string;
  readonly stdin: string | Uint8Array;
}

/** The arbitrary of invalid stdin for `event`, derived from its valid payloads. */
export function invalidStdinArbitrary(event: EventName, valid: fc.Arbitrary<GeneratedPayload>, context: PayloadContext): fc.Arbitrary<GeneratedStdin> {
  const schema = inputSchemas[event];
  const make = (mutation: string, stdin: string | Uint8Array, detail = ''): GeneratedStdin => ({ mutation, label: `${event} with ${mutation}${detail}`, stdin });
  const withField = <T>(extra: fc.Arbitrary<T>, apply: (payload: Record<string, unknown>, key: string, extra: T) => GeneratedStdin) =>
    fc.tuple(valid, fc.nat(), extra).map(([{ payload }, pick, value]) => {
      const keys = requiredFields(payload, schema);
      return apply({ ...payload }, keys[pick % keys.length]!, value);
    });
  const others = EVENT_NAMES.filter((other) => other !== event);
  return fc.oneof(
    withField(fc.constant(null), (payload, key) => make('a required field dropped', JSON.stringify(omit(payload, key)), ` (${key})`)),
    withField(wrongValue, (payload, key, value) => make('a field of the wrong type', replaceOrDrop(payload, key, value, schema), ` (${key})`)),
    withField(fc.constant(null), (payload, key) => make('a required field null', replaceOrDrop(payload, key, null, schema), ` (${key})`)),
    withField(fc.integer({ min: 1, max: 20_000 }), (payload, key, depth) =>
      make(
        'deep nesting',
        JSON.stringify({ ...payload, [key]: NESTING_MARK }).replace(JSON.stringify(NESTING_MARK), `${'['.repeat(depth + 1)}${']'.repeat(depth + 1)}`),
        ` (${key}, ${depth + 1} levels)`,
      ),
    ),
    fc.tuple(valid, fc.nat()).map(([{ payload }, cut]) => {
      const text = JSON.stringify(payload);
      return make('truncated JSON', text.slice(0, cut % text.length), ` (${cut % text.length} of ${text.length} chars)`);
    }),
    fc
      .tuple(valid, fc.nat(), fc.constantFrom([0xff], [0xc3, 0x28], [0x80], [0xed, 0xa0, 0x80]))
      .map(([{ payload }, pick, bytes]) => make('invalid UTF-8', insertIntoString(JSON.stringify(payload), pick, Buffer.from(bytes)))),
    fc.tuple(valid, fc.nat()).map(([{ payload }, pick]) => make('a raw NUL byte', insertIntoString(JSON.stringify(payload), pick, Buffer.from([0])))),
    valid.map(({ payload }) => make('a JSON array', JSON.stringify([payload]))),
    fc.constantFrom('42', '"text"', 'true', 'null', '3.14', '[]', '{}').map((text) => make('a JSON scalar or empty value', text, ` (${text})`)),
    fc.constantFrom(...others).map((other) => make("another event's payload", JSON.stringify(buildPayload(other, context)), ` (${other})`)),
    fc.constantFrom('', ' ', '\n', ' \n\t\n ').map((text) => make('empty or whitespace-only stdin', text)),
    fc
      .string({ maxLength: 40 })
      .filter((text) => !parsesAsJson(text) && text.trim() !== '')
      .map((text) => make('text that is not JSON', text)),
  );
}

/** Stands for the nested value until the text is built (building it as an object would overflow). */
const NESTING_MARK = 'hookcheck-nesting-8f3a2c';

const wrongValue = fc.oneof(fc.integer(), fc.boolean(), fc.constant([] as unknown[]), fc.constant({ unexpected: true }), fc.string({ maxLength: 8 }));

/** Fields the schema requires that the payload has: dropping or nulling one makes it invalid. */
function requiredFields(payload: Record<string, unknown>, schema: z.ZodType): string[] {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  const required = Object.keys(payload).filter((key) => shape[key] !== undefined && shape[key]._zod.optin !== 'optional');
  return required.length > 0 ? required : ['hook_event_name'];
}

/** The field set to `value`; a field that takes anything cannot be wrong, so it is dropped instead. */
function replaceOrDrop(payload: Record<string, unknown>, key: string, value: unknown, schema: z.ZodType): string {
  const replaced = { ...payload, [key]: value };
  return JSON.stringify(schema.safeParse(replaced).success ? omit(payload, key) : replaced);
}

function omit(payload: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = payload;
  return rest;
}

/** `bytes` inserted at the start of one string value (the pick-th), so the JSON around stays whole. */
function insertIntoString(text: string, pick: number, bytes: Buffer): Uint8Array {
  const starts = [...text.matchAll(/":"/g)].map((match) => match.index + 3);
  const at = starts.length > 0 ? starts[pick % starts.length]! : 0;
  return Buffer.concat([Buffer.from(text.slice(0, at)), bytes, Buffer.from(text.slice(at))]);
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
