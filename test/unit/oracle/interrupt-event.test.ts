/**
 * The oracle on Interrupt, held to the rows measured in Claude Code 2.1.335
 * (specs/claude-code/interrupt-answers.ts): whatever the hook answers, the agent does nothing with it.
 */
import { describe, expect, it } from 'vitest';
import { canBlock, eventExistsIn, EVENTS } from '../../../specs/claude-code/events.js';
import { INTERRUPT_MEASURED_ON, INTERRUPT_ROWS } from '../../../specs/claude-code/interrupt-answers.js';
import { predictEffect } from '../../../src/agents/claude-code/predict-effect.js';
import { exited } from '../../helpers/factory.js';
import { oracleInterruptFacts } from '../../helpers/interrupt-oracle.js';

const VERSION = INTERRUPT_MEASURED_ON[0];
const STOP_JSON = JSON.stringify({ continue: false, stopReason: 'halt' });

describe('Interrupt: the oracle against the rows measured', () => {
  it.each(INTERRUPT_ROWS)('predicts what $id showed', (row) => {
    expect(oracleInterruptFacts(row, VERSION)).toEqual(row.facts);
  });

  it('judges continue:false and exit 2, which stop or block elsewhere, as no effect', () => {
    expect(predictEffect('Interrupt', exited(0, STOP_JSON), VERSION)).toEqual({ kind: 'no-effect', context: [], notes: [] });
    expect(predictEffect('Interrupt', exited(2, '', 'interrupted, refusing'), VERSION)).toEqual({ kind: 'no-effect', context: [], notes: [] });
  });

  it('does not take the same answers on Stop for no effect', () => {
    expect(predictEffect('Stop', exited(0, STOP_JSON), VERSION)).toMatchObject({ kind: 'stop', reason: 'halt' });
    expect(predictEffect('Stop', exited(2, '', 'interrupted, refusing'), VERSION)).toMatchObject({ kind: 'block', reason: 'interrupted, refusing' });
  });

  it('tells a row whose recorded fact is not the prediction', () => {
    const row = INTERRUPT_ROWS.find((candidate) => candidate.id === 'continue-false/0')!;
    const flipped = { ...row, facts: { ...row.facts, continued: false } };
    expect(oracleInterruptFacts(flipped, VERSION)).not.toEqual(flipped.facts);
  });
});

describe('Interrupt in the event table', () => {
  it('exists from 2.1.335, the version the rows were measured on; 2.1.334 ignores the key', () => {
    expect(EVENTS.Interrupt.since).toBe(VERSION);
    expect(eventExistsIn('Interrupt', VERSION)).toBe(true);
    expect(eventExistsIn('Interrupt', '2.1.334')).toBe(false);
    expect(eventExistsIn('Stop', '2.1.3')).toBe(true);
  });

  it('cannot block, matches on source, and cancels a hook after 30 s (measured)', () => {
    expect(canBlock('Interrupt')).toBe(false);
    expect(EVENTS.Interrupt).toMatchObject({ exit2: 'ignored', matcherField: 'source', defaultTimeoutSec: 30, jsonDiscarded: true, topLevelDecision: false });
  });
});
