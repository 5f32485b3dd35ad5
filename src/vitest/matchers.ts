/**
 * The matchers of `hookcheck/vitest`. Each runs the hook (or reads a runCase result) and judges
 * the effect the agent applies to its answer, never the bare exit code: a deny that exits 1 is not
 * a deny. A failure message shows the agent's view of the answer and a line that replays it.
 */
import type { EffectKind } from '../oracle/effect.js';
import type { CaseRun, RunCaseOptions } from '../library/run-case.js';
import { runTwice } from '../library/run-twice.js';
import { garbageInputs, type GarbageOptions } from './garbage-inputs.js';
import { caseOf, isCaseRun, judgedOf, shiftArgs, type Judged, type Payload } from './subject.js';
import { describeCase, matchesText } from './describe-case.js';
import { isHookSubject } from '../library/hook-subject.js';
import { runCase } from '../library/run-case.js';

interface MatcherResult {
  readonly pass: boolean;
  readonly message: () => string;
}

type Text = string | RegExp;

/** The call goes through: an explicit allow, no effect, or context beside it. */
const GOES_THROUGH: ReadonlySet<EffectKind> = new Set(['allow', 'no-effect', 'context']);

function verdict(pass: boolean, judged: Judged, wanted: string, isNot: boolean): MatcherResult {
  return { pass, message: () => `expected the hook ${isNot ? 'not ' : ''}to ${wanted}, but\n${judged.describe()}` };
}

/** The optional text to match, then the options: `(reason?, options?)`. */
function textAndOptions(rest: readonly unknown[]): { readonly text?: Text; readonly options?: RunCaseOptions } {
  const [first, second] = rest;
  return typeof first === 'string' || first instanceof RegExp ? { text: first, options: second as RunCaseOptions | undefined } : { options: first as RunCaseOptions | undefined };
}

function effectMatcher(kinds: readonly EffectKind[], wanted: string) {
  return async function (this: { isNot: boolean }, received: unknown, ...args: unknown[]): Promise<MatcherResult> {
    const { payload, rest } = shiftArgs<unknown[]>(received, args);
    const { text, options } = textAndOptions(rest);
    const judged = await judgedOf(received, payload, options, wanted);
    const pass = kinds.includes(judged.effect.kind) && matchesText(judged.effect.reason, text);
    return verdict(pass, judged, text === undefined ? wanted : `${wanted} with a reason matching ${String(text)}`, this.isNot);
  };
}

export const hookMatchers = {
  toDeny: effectMatcher(['deny'], 'deny the call'),
  toBlock: effectMatcher(['block'], 'block'),
  toAsk: effectMatcher(['ask'], 'ask the user'),
  toAllow: effectMatcher([...GOES_THROUGH], 'let the call through (allow, or no effect)'),

  async toAddContext(this: { isNot: boolean }, received: unknown, ...args: unknown[]): Promise<MatcherResult> {
    const { payload, rest } = shiftArgs<unknown[]>(received, args);
    const { text, options } = textAndOptions(rest);
    const judged = await judgedOf(received, payload, options, 'toAddContext');
    const pass = judged.effect.context.some((context) => matchesText(context, text));
    return verdict(pass, judged, text === undefined ? 'add context' : `add context matching ${String(text)}`, this.isNot);
  },

  async toFinishWithin(this: { isNot: boolean }, received: unknown, ms: number, ...args: unknown[]): Promise<MatcherResult> {
    const { payload, rest } = shiftArgs<[RunCaseOptions | undefined]>(received, args);
    // Given room past the bound, a slow hook shows how slow it is rather than only that it timed out.
    const run = await caseOf(received, payload, { timeoutMs: Math.max(ms * 4, ms + 2000), ...rest[0] }, 'toFinishWithin');
    const pass = run.outcome.kind === 'exited' && run.outcome.durationMs <= ms;
    return { pass, message: () => `expected the hook ${this.isNot ? 'not ' : ''}to finish within ${ms} ms; it took ${Math.round(run.outcome.durationMs)} ms\n${describeCase(run)}` };
  },

  async toBeIdempotent(this: { isNot: boolean }, received: unknown, payload: Payload, options?: RunCaseOptions): Promise<MatcherResult> {
    if (!isHookSubject(received)) throw new TypeError('toBeIdempotent: expect() takes a hook (a command array, a script path or { shell }), which it runs twice');
    const twice = await runTwice(received, payload, options);
    const pass = twice.sameEffect && twice.diverged.length === 0;
    const why = !twice.sameEffect
      ? `the second run's effect was ${twice.second.effect.kind}, the first's ${twice.first.effect.kind}`
      : `the second run changed ${twice.diverged.join(', ')} beyond what one run leaves`;
    return { pass, message: () => `expected the hook ${this.isNot ? 'not ' : ''}to be idempotent${pass ? '' : `: ${why}`}\n${describeCase(twice.second)}` };
  },

  async toSurviveGarbage(this: { isNot: boolean }, received: unknown, options: GarbageOptions = {}): Promise<MatcherResult> {
    if (isCaseRun(received) || !isHookSubject(received)) throw new TypeError('toSurviveGarbage: expect() takes a hook (a command array, a script path or { shell }), which it runs on garbage');
    const failures: { label: string; run: CaseRun }[] = [];
    for (const { label, stdin } of garbageInputs(options)) {
      const run = await runCase(received, stdin, { ...options, event: options.event ?? 'PreToolUse' });
      if (run.outcome.kind !== 'exited' || run.outcome.exitCode !== 0 || run.effect.kind !== 'no-effect') failures.push({ label, run });
    }
    const first = failures[0];
    return {
      pass: first === undefined,
      message: () =>
        first === undefined
          ? 'expected the hook not to survive garbage, but it exited 0 with no effect on every input'
          : `expected the hook to exit 0 with no effect on garbage; on ${failures.map(({ label }) => label).join(', ')} it did not. The first, ${first.label}:\n${describeCase(first.run)}`,
    };
  },
};
