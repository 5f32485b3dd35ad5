/**
 * Whether a probe's expectations held, each miss said in words a user can act on. Pure: the
 * files the probe expects are read by the caller and passed in.
 */
import { isBlocking, type Effect, type EffectKind } from '../../oracle/effect.js';
import type { ProbeEffect, ProbeExpectation, TextMatch } from '../../model/run/probe-config.js';
import { boundedTest } from '../../safe-regex/bounded-regex.js';
import type { CaseResult } from '../../model/run/hook-report.js';
import type { Probe, ProbeResult } from '../../model/run/probe-report.js';

/** What the probe found at each path it has a file expectation for. */
export type ObservedFiles = Readonly<Record<string, { readonly exists: boolean; readonly content: string | null }>>;

const EFFECT_NAMES: Readonly<Record<EffectKind, ProbeEffect>> = {
  allow: 'allow',
  deny: 'deny',
  ask: 'ask',
  defer: 'defer',
  block: 'block',
  context: 'context',
  stop: 'stop',
  'no-effect': 'none',
  'non-blocking-error': 'error',
  'timed-out': 'error',
};

/** Held back: the agent does not go on as if nothing happened (an `ask` waits for a person). */
function holdsBack(kind: EffectKind): boolean {
  return isBlocking(kind) || kind === 'ask';
}

export function evaluateProbe(probe: Probe, result: CaseResult, files: ObservedFiles): ProbeResult {
  const blocked = holdsBack(result.effect.kind);
  const failures = [...expectationMisses(probe.expect, result, files)];
  if (probe.role === 'benign' && blocked) failures.unshift(`the agent was held back (${describeEffect(result.effect)})`);
  return {
    name: probe.name,
    role: probe.role ?? null,
    origin: probe.origin,
    event: result.testCase.event,
    caseId: result.testCase.id,
    passed: failures.length === 0,
    blocked,
    failures,
    ...(probe.family === undefined ? {} : { family: probe.family }),
    ...(probe.scoped ? { scoped: true } : {}),
  };
}

function* expectationMisses(expect: ProbeExpectation, { effect, outcome }: CaseResult, files: ObservedFiles): Generator<string> {
  if (expect.effect !== undefined) {
    const wanted = Array.isArray(expect.effect) ? expect.effect : [expect.effect];
    if (!wanted.some((name) => effectMatches(name, effect))) yield `effect was ${describeEffect(effect)}, expected ${wanted.join(' or ')}`;
  }
  if (expect.exitCode !== undefined) {
    const actual = outcome.kind === 'exited' ? `exit ${outcome.exitCode}` : outcome.kind === 'killed' ? `killed by ${outcome.signal}` : outcome.kind;
    if (outcome.kind !== 'exited' || outcome.exitCode !== expect.exitCode) yield `${actual}, expected exit ${expect.exitCode}`;
  }
  yield* textMiss('reason', expect.reason, effect.reason ?? '');
  yield* textMiss('context', expect.context, effect.context.join('\n'));
  yield* textMiss('stdout', expect.stdout, outcome.stdout);
  yield* textMiss('stderr', expect.stderr, outcome.stderr);
  for (const [path, wanted] of Object.entries(expect.files ?? {})) {
    const seen = files[path] ?? { exists: false, content: null };
    if (wanted === 'exists' && !seen.exists) yield `${path} does not exist, expected it to`;
    if (wanted === 'absent' && seen.exists) yield `${path} exists, expected it absent`;
    if (typeof wanted === 'object' && !(seen.content ?? '').includes(wanted.contains))
      yield `${path} ${seen.exists ? 'does not contain' : 'does not exist, so it cannot contain'} ${JSON.stringify(wanted.contains)}`;
  }
  if (expect.maxDurationMs !== undefined && outcome.durationMs > expect.maxDurationMs) yield `took ${Math.round(outcome.durationMs)} ms, expected at most ${expect.maxDurationMs} ms`;
}

/** `context` holds whenever context reaches Claude, whatever the decision beside it. */
function effectMatches(name: ProbeEffect, effect: Effect): boolean {
  if (name === 'context') return effect.kind === 'context' || effect.context.length > 0;
  return EFFECT_NAMES[effect.kind] === name;
}

function* textMiss(field: string, wanted: TextMatch | undefined, actual: string): Generator<string> {
  if (wanted === undefined) return;
  const test = typeof wanted === 'string' ? undefined : boundedTest(wanted.regex, '', actual);
  if (test?.kind === 'timed-out' && typeof wanted !== 'string')
    return yield `${field}: the regex /${wanted.regex}/ ran past ${test.afterMs} ms on it (it backtracks without bound); simplify the regex`;
  const holds = test === undefined ? actual.includes(wanted as string) : test.kind === 'matched';
  if (!holds)
    yield `${field} ${actual === '' ? 'was empty' : `was ${JSON.stringify(actual.slice(0, 120))}`}, expected it to ${typeof wanted === 'string' ? `contain ${JSON.stringify(wanted)}` : `match /${wanted.regex}/`}`;
}

function describeEffect(effect: Effect): string {
  const name = effect.kind === 'timed-out' ? 'timed out' : EFFECT_NAMES[effect.kind];
  return effect.reason ? `${name}: ${JSON.stringify(effect.reason.slice(0, 80))}` : name;
}
