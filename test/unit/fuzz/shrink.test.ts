import { describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import { selectSamples } from '../../../src/engine/cases/valid-cases.js';
import { validPayloadArbitrary, type GeneratedPayload } from '../../../src/fuzz/arbitraries/valid-payload.js';
import { drawCase } from '../../../src/fuzz/draw.js';
import { shrinkFailure } from '../../../src/fuzz/shrink.js';

const context = { sessionId: 's-1', transcriptPath: '/tmp/home/.claude/t.jsonl', cwd: '/tmp/project' };
const samples = selectSamples('PreToolUse', { agentVersion: LATEST_VERSION, payloadContext: context });
const valid = validPayloadArbitrary({ event: 'PreToolUse', samples, agentVersion: LATEST_VERSION, context });

const filePath = ({ payload }: GeneratedPayload) => (payload['tool_input'] as Record<string, unknown>)['file_path'];
/** The bug: only paths with a space fail. */
const failsOnSpace = async (value: GeneratedPayload) => (typeof filePath(value) === 'string' && String(filePath(value)).includes(' ') ? 'crash' : null);

function firstFailing() {
  for (let index = 0; index < 500; index++) {
    const drawn = drawCase(valid, 1234, 'PreToolUse/valid', index);
    const path = filePath(drawn.value);
    if (typeof path === 'string' && path.includes(' ') && JSON.stringify(drawn.value.payload).length > 400) return drawn;
  }
  throw new Error('no failing case drawn');
}

const limits = (batch: number) => ({ batch, maxTries: 1000, expired: () => false });

describe(shrinkFailure.name, () => {
  it('shrinks a failing payload to a minimal one: a short path with one space', async () => {
    const start = firstFailing();
    const shrunk = await shrinkFailure(valid, start, 'crash', failsOnSpace, limits(1));
    const path = String(filePath(shrunk.value.value));
    expect(path.startsWith(`${context.cwd}/`)).toBe(true);
    const relative = path.slice(context.cwd.length + 1);
    expect(relative.length).toBeLessThanOrEqual(3);
    expect(relative.split(' ')).toHaveLength(2);
    expect(shrunk.steps).toBeGreaterThan(0);
    expect(shrunk.complete).toBe(true);
    expect(JSON.stringify(shrunk.value.value.payload).length).toBeLessThan(JSON.stringify(start.value.payload).length);
    // Optional and extra fields are gone.
    expect(Object.keys(shrunk.value.value.payload).sort()).toEqual(['cwd', 'hook_event_name', 'session_id', 'tool_input', 'tool_name', 'tool_use_id', 'transcript_path']);
  });

  it('finds the same minimal case and counts the same tries whatever the batch size', async () => {
    const start = firstFailing();
    const one = await shrinkFailure(valid, start, 'crash', failsOnSpace, limits(1));
    const four = await shrinkFailure(valid, start, 'crash', failsOnSpace, limits(4));
    expect(four.value.value).toEqual(one.value.value);
    expect([four.steps, four.tries]).toEqual([one.steps, one.tries]);
  });

  it('stops at its try limit and says the case may not be minimal', async () => {
    const shrunk = await shrinkFailure(valid, firstFailing(), 'crash', failsOnSpace, { batch: 2, maxTries: 3, expired: () => false });
    expect(shrunk.tries).toBeLessThanOrEqual(3);
    expect(shrunk.complete).toBe(false);
  });

  it('keeps the start when nothing smaller fails', async () => {
    const start = firstFailing();
    const shrunk = await shrinkFailure(valid, start, 'crash', async () => null, limits(3));
    expect(shrunk.value).toBe(start);
    expect(shrunk.steps).toBe(0);
  });
});
