import { describe, expect, it } from 'vitest';
import { evaluateProbe } from '../../../src/engine/probes/evaluate-probe.js';
import { summarizeProbes, type Probe, type ProbeResult } from '../../../src/model/run/probe-report.js';
import type { Effect } from '../../../src/oracle/effect.js';
import type { CaseResult } from '../../../src/model/run/hook-report.js';
import { exited, timedOut } from '../../helpers/factory.js';

const effect = (kind: Effect['kind'], fields: Partial<Effect> = {}): Effect => ({ kind, context: [], notes: [], ...fields });
const result = (outcome: CaseResult['outcome'], applied: Effect): CaseResult => ({ testCase: { id: 'probe/1', kind: 'probe', event: 'PreToolUse', label: 'l', stdin: '' }, outcome, effect: applied });
const probe = (role: Probe['role'], expect: Probe['expect']): Probe => ({ name: 'p', ...(role ? { role } : {}), origin: 'config', args: [], setup: { files: {}, env: {} }, expect });

describe('evaluating a probe', () => {
  it('holds an effect from a list, and names the effect seen when it does not', () => {
    expect(evaluateProbe(probe('control', { effect: ['deny', 'ask'] }), result(exited(2, '', 'no'), effect('deny', { reason: 'no' })), {}).passed).toBe(true);
    expect(evaluateProbe(probe('control', { effect: ['deny', 'ask'] }), result(exited(0), effect('no-effect')), {}).failures).toEqual(['effect was none, expected deny or ask']);
    expect(evaluateProbe(probe(undefined, { effect: 'context' }), result(exited(0), effect('allow', { context: ['x'] })), {}).passed).toBe(true);
    expect(evaluateProbe(probe(undefined, { effect: 'error' }), result(timedOut(), effect('timed-out')), {}).passed).toBe(true);
  });

  it('checks exit codes, text (substring or regex), files and duration, each miss in words', () => {
    const seen = result(exited(1, 'hello', 'oops'), effect('non-blocking-error'));
    const missed = evaluateProbe(probe(undefined, { exitCode: 2, stdout: { regex: '^bye' }, stderr: 'oops', files: { a: 'exists', b: 'absent', c: { contains: 'k' } }, maxDurationMs: 0.5 }), seen, {
      a: { exists: false, content: null },
      b: { exists: true, content: '' },
      c: { exists: true, content: 'nothing' },
    });
    expect(missed.failures).toEqual([
      'exit 1, expected exit 2',
      'stdout was "hello", expected it to match /^bye/',
      'a does not exist, expected it to',
      'b exists, expected it absent',
      'c does not contain "k"',
      `took ${Math.round(seen.outcome.durationMs)} ms, expected at most 0.5 ms`,
    ]);
  });

  it('fails a benign probe that was held back, even with no other expectation missed', () => {
    const held = evaluateProbe(probe('benign', { exitCode: 0 }), result(exited(0), effect('ask')), {});
    expect([held.passed, held.blocked, held.failures]).toEqual([false, true, ['the agent was held back (ask)']]);
    expect(evaluateProbe(probe('benign', { exitCode: 0 }), result(exited(0), effect('allow')), {}).passed).toBe(true);
  });
});

describe('summing up probes', () => {
  const sample = (role: ProbeResult['role'], passed: boolean, blocked: boolean): ProbeResult => ({
    name: 'n',
    role,
    origin: 'config',
    event: 'PreToolUse',
    caseId: 'c',
    passed,
    blocked,
    failures: [],
  });

  it('gives recall and false positives, and no evidence when no control fired or none exists', () => {
    const mixed = summarizeProbes([sample('control', true, true), sample('control', false, false), sample('benign', false, true), sample('benign', true, false)], true, []);
    expect([mixed.recall, mixed.falsePositiveRate, mixed.evidence]).toEqual([0.5, 0.5, 'some-controls-missed']);
    expect(summarizeProbes([sample('control', false, false)], true, []).evidence).toBe('no-control-fired');
    expect(summarizeProbes([sample('benign', true, false)], true, []).evidence).toBe('no-controls');
    expect(summarizeProbes([], false, []).evidence).toBe('not-a-guard');
    expect(summarizeProbes([sample('control', true, true)], false, []).evidence).toBe('controls-fired');
  });
});
