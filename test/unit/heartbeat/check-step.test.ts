import { describe, expect, it } from 'vitest';
import { checkStep } from '../../../src/heartbeat/properties/check-step.js';
import type { TickStep } from '../../../src/heartbeat/properties/tick-sequence.js';
import type { TickRecord } from '../../../src/heartbeat/tick.js';

const state = { kind: 'file' as const, bytes: Buffer.from('{"beats": 1}'), mtimeMs: 0 };
const tick = (actionCalls: number) => ({ exitCode: 0, ended: 'exited', actionCalls }) as unknown as TickRecord;
const step = (mode: TickStep['mode']) => ({ gap: 'one', mode, lock: 'none' }) as unknown as TickStep;

describe('the properties of one step', () => {
  it('names an action on a busy answer by the controls rule, and one on an unreachable answer by its own', () => {
    expect(checkStep({ step: step('busy'), tick: tick(1), before: state, after: state, counters: [] })).toMatchObject({ rule: 'busy-is-busy', property: 'no action on a busy answer' });
    expect(checkStep({ step: step('refused'), tick: tick(1), before: state, after: state, counters: [] })).toMatchObject({ rule: 'unreachable-is-busy' });
    expect(checkStep({ step: step('idle'), tick: tick(1), before: state, after: state, counters: [] })).toBeNull();
    expect(checkStep({ step: step('busy'), tick: tick(0), before: state, after: state, counters: [] })).toBeNull();
  });
});
