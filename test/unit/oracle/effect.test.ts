import { describe, expect, it } from 'vitest';
import { EFFECT_KINDS, isBlocking, isObservable } from '../../../src/oracle/effect.js';

describe('effect kinds', () => {
  it('names exactly deny, block and stop as blocking', () => {
    expect(EFFECT_KINDS.filter(isBlocking)).toEqual(['deny', 'block', 'stop']);
  });

  it('counts every effect but silence and failures as observable', () => {
    expect(EFFECT_KINDS.filter((kind) => !isObservable(kind))).toEqual(['no-effect', 'non-blocking-error', 'timed-out']);
  });
});
