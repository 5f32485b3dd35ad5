import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EVENT_NAMES } from '../../../../specs/claude-code/events.js';
import { baseInputSchema, inputSchemas } from '../../../../specs/claude-code/input-schemas.js';
import { buildPayload } from '../../../../specs/claude-code/payloads.js';
import { SAMPLE_CONTEXT } from './sample-context.js';

function getShape(schema: z.ZodType): Record<string, z.ZodType> {
  if (!(schema instanceof z.ZodObject)) throw new Error('expected an object schema');
  return schema.shape as Record<string, z.ZodType>;
}

function listRequiredFields(schema: z.ZodType): string[] {
  return Object.entries(getShape(schema))
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([key]) => key);
}

// A value of a JSON type the original value does not have.
function makeWrongTypedValue(value: unknown): unknown {
  if (typeof value === 'string') return 42;
  if (typeof value === 'number') return 'forty-two';
  if (typeof value === 'boolean') return 'true';
  return 'not-an-object';
}

describe('inputSchemas', () => {
  it('has a schema for every event and nothing else', () => {
    expect(Object.keys(inputSchemas).sort()).toEqual([...EVENT_NAMES].sort());
  });

  describe.each(EVENT_NAMES)('%s', (event) => {
    const schema = inputSchemas[event];
    const payload = buildPayload(event, SAMPLE_CONTEXT);

    it('requires the common fields', () => {
      expect(listRequiredFields(schema)).toEqual(expect.arrayContaining(['session_id', 'transcript_path', 'cwd', 'hook_event_name']));
    });

    it('rejects a payload missing any required field', () => {
      for (const field of listRequiredFields(schema)) {
        const { [field]: _removed, ...rest } = payload;
        expect(schema.safeParse(rest).success, `without ${field}`).toBe(false);
      }
    });

    it('rejects a payload with a wrong-typed required field', () => {
      const shape = getShape(schema);
      const typed = listRequiredFields(schema).filter((field) => shape[field]?.def.type !== 'unknown');
      expect(typed.length).toBeGreaterThan(0);
      for (const field of typed) {
        const broken = { ...payload, [field]: makeWrongTypedValue(payload[field]) };
        expect(schema.safeParse(broken).success, `${field} wrong-typed`).toBe(false);
      }
    });

    it('rejects the payload under another event name', () => {
      const other = event === 'Stop' ? 'SubagentStop' : 'Stop';
      expect(schema.safeParse({ ...payload, hook_event_name: other }).success).toBe(false);
    });

    it('keeps unknown fields and accepts a payload without permission_mode', () => {
      const { permission_mode: _mode, ...rest } = payload;
      const parsed = schema.parse({ ...rest, scratchpad_dir: '/tmp/pad' }) as Record<string, unknown>;
      expect(parsed['scratchpad_dir']).toBe('/tmp/pad');
    });
  });

  it('rejects enum values the protocol does not define', () => {
    const cases = [
      ['SessionStart', { source: 'boot' }],
      ['SessionEnd', { reason: 'crash' }],
      ['PreCompact', { trigger: 'scheduled' }],
      ['StopFailure', { error: 'timeout' }],
      ['FileChanged', { event: 'rename' }],
      ['PreToolUse', { permission_mode: 'Manual' }],
    ] as const;
    for (const [event, change] of cases) {
      const payload = { ...buildPayload(event, SAMPLE_CONTEXT), ...change };
      expect(inputSchemas[event].safeParse(payload).success, JSON.stringify(change)).toBe(false);
    }
  });

  it('accepts a null custom_instructions on PreCompact', () => {
    const payload = { ...buildPayload('PreCompact', SAMPLE_CONTEXT), custom_instructions: null };
    expect(inputSchemas.PreCompact.safeParse(payload).success).toBe(true);
  });

  it('rejects a malformed permission suggestion on PermissionRequest', () => {
    const payload = {
      ...buildPayload('PermissionRequest', SAMPLE_CONTEXT),
      permission_suggestions: [{ type: 'addRules', rules: [{ toolName: 'Bash' }], behavior: 'allow', destination: 'everywhere' }],
    };
    expect(inputSchemas.PermissionRequest.safeParse(payload).success).toBe(false);
  });
});

describe('baseInputSchema', () => {
  it('accepts any event payload and rejects an unknown event name', () => {
    const payload = buildPayload('Stop', SAMPLE_CONTEXT);
    expect(baseInputSchema.safeParse(payload).success).toBe(true);
    expect(baseInputSchema.safeParse({ ...payload, hook_event_name: 'stop' }).success).toBe(false);
  });
});
