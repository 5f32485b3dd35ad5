import { describe, expect, it } from 'vitest';
import { EVENT_NAMES, type EventName } from '../../../specs/claude-code/events.js';
import { inputSchemas } from '../../../specs/claude-code/input-schemas.js';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import { selectSamples } from '../../../src/engine/cases/valid-cases.js';
import { invalidStdinArbitrary } from '../../../src/fuzz/arbitraries/invalid-payload.js';
import { validPayloadArbitrary } from '../../../src/fuzz/arbitraries/valid-payload.js';
import { drawCase } from '../../../src/fuzz/draw.js';

const context = { sessionId: 's-1', transcriptPath: '/tmp/home/.claude/t.jsonl', cwd: '/tmp/project' };
const CASES_PER_EVENT = 40;

function arbitraries(event: EventName, matcher?: string) {
  const samples = selectSamples(event, { matcher, agentVersion: LATEST_VERSION, payloadContext: context });
  const valid = validPayloadArbitrary({ event, samples, ...(matcher === undefined ? {} : { matcher }), agentVersion: LATEST_VERSION, context });
  return { valid, invalid: invalidStdinArbitrary(event, valid, context) };
}

function drawValid(event: EventName, count: number, matcher?: string) {
  const { valid } = arbitraries(event, matcher);
  return Array.from({ length: count }, (_, index) => drawCase(valid, 7, `${event}/valid`, index).value.payload);
}

/** What a strict reader does: UTF-8 without replacement, JSON, then the event's schema. */
function validates(event: EventName, stdin: string | Uint8Array): boolean {
  try {
    const text = typeof stdin === 'string' ? stdin : new TextDecoder('utf-8', { fatal: true }).decode(stdin);
    return inputSchemas[event].safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

describe('generated valid payloads', () => {
  it.each(EVENT_NAMES)('validate against the %s input schema', (event) => {
    for (const payload of drawValid(event, CASES_PER_EVENT)) expect(validates(event, JSON.stringify(payload)), JSON.stringify(payload).slice(0, 300)).toBe(true);
  });

  it('vary what guards care about: spaces, unicode, .., long names, MCP tools, past a pipe buffer, extra fields', () => {
    const payloads = drawValid('PreToolUse', 400);
    const texts = payloads.map((payload) => JSON.stringify(payload));
    const paths = payloads.map((payload) => (payload['tool_input'] as Record<string, unknown>)['file_path']).filter((path) => typeof path === 'string');
    expect(paths.some((path) => path.includes(' '))).toBe(true);
    expect(paths.some((path) => [...path].some((char) => char.codePointAt(0)! > 0x7f))).toBe(true);
    expect(paths.some((path) => path.split('/').includes('..'))).toBe(true);
    expect(paths.some((path) => path.split('/').some((segment) => segment.length > 255))).toBe(true);
    expect(payloads.some((payload) => String(payload['tool_name']).startsWith('mcp__'))).toBe(true);
    expect(texts.some((text) => Buffer.byteLength(text) > 64 * 1024)).toBe(true);
    expect(texts.some((text) => text.includes('rm -rf'))).toBe(true);
    expect(payloads.some((payload) => 'future_field' in payload || 'client_build' in payload || 'experiment_flags' in payload || 'x_extension' in payload)).toBe(true);
    expect(payloads.some((payload) => 'permission_mode' in payload)).toBe(true);
    expect(payloads.some((payload) => !('permission_mode' in payload))).toBe(true);
  });

  it('only send the tools the matcher selects', () => {
    const tools = new Set(drawValid('PreToolUse', 60, 'Edit|Write').map((payload) => payload['tool_name']));
    expect(tools).toEqual(new Set(['Edit', 'Write']));
  });

  it('hold nothing a guard could rightly refuse when benign (the base of invalid payloads)', () => {
    const samples = selectSamples('PostToolUse', { agentVersion: LATEST_VERSION, payloadContext: context });
    const benign = validPayloadArbitrary({ event: 'PostToolUse', samples, agentVersion: LATEST_VERSION, context, benign: true });
    const texts = Array.from({ length: 300 }, (_, index) => JSON.stringify(drawCase(benign, 5, 'benign', index).value.payload));
    for (const risky of ['rm -rf', 'rm ', '--force', '.env', 'id_rsa', 'AKIA', '/etc/', 'curl'])
      expect(
        texts.filter((text) => text.includes(risky)),
        risky,
      ).toEqual([]);
  });

  it('keep every URL on 127.0.0.1', () => {
    const urls = drawValid('PreToolUse', 300).flatMap((payload) => JSON.stringify(payload).match(/https?:\/\/[^/"\s]+/g) ?? []);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => /^https?:\/\/127\.0\.0\.1(:\d+)?$/.test(url))).toBe(true);
  });
});

describe('generated invalid payloads', () => {
  it.each(EVENT_NAMES)('do not validate against the %s input schema', (event) => {
    const { invalid } = arbitraries(event);
    for (let index = 0; index < CASES_PER_EVENT; index++) {
      const { stdin, label } = drawCase(invalid, 11, `${event}/garbage`, index).value;
      expect(validates(event, stdin), label).toBe(false);
    }
  });

  it('cover every kind of broken input', () => {
    const { invalid } = arbitraries('PreToolUse');
    const mutations = new Set(Array.from({ length: 400 }, (_, index) => drawCase(invalid, 3, 'PreToolUse/garbage', index).value.mutation));
    expect([...mutations].sort()).toEqual(
      [
        'a JSON array',
        'a JSON scalar or empty value',
        'a field of the wrong type',
        'a raw NUL byte',
        'a required field dropped',
        'a required field null',
        "another event's payload",
        'deep nesting',
        'empty or whitespace-only stdin',
        'invalid UTF-8',
        'text that is not JSON',
        'truncated JSON',
      ].sort(),
    );
  });
});

describe(drawCase.name, () => {
  it('draws the same case for the same seed and index, whatever was drawn before', () => {
    const { valid } = arbitraries('PreToolUse');
    const alone = drawCase(valid, 42, 'PreToolUse/valid', 17).value;
    for (let index = 0; index < 17; index++) drawCase(valid, 42, 'PreToolUse/valid', index);
    expect(drawCase(valid, 42, 'PreToolUse/valid', 17).value).toEqual(alone);
    expect(drawCase(valid, 43, 'PreToolUse/valid', 17).value).not.toEqual(alone);
  });
});
