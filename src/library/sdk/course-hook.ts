/**
 * The course-style hook: `{ name, event, run(input) }` answering allow, block or context. A
 * convention hook authors write by hand, not a package: no runtime defines what a throw, a hang
 * or an odd answer does, so hookcheck reads each as a failed hook that said nothing.
 */
import type { Effect } from '../../oracle/effect.js';
import { denies } from '../../oracle/hook-answer.js';
import { describeValue } from './describe-value.js';
import { invokeCallback, type InvokeOptions } from './invoke.js';
import { readCallbackRun, type SdkInvocation } from './sdk-invocation.js';

export type HookOutcome = { readonly action: 'allow' } | { readonly action: 'block'; readonly reason: string } | { readonly action: 'context'; readonly text: string };

export interface HookDef<Input = unknown> {
  readonly name: string;
  /** The event the hook is wired to; a block on `PreToolUse` refuses the tool call (a deny). */
  readonly event: string;
  /** `signal` is aborted when the caller stops waiting; a hook written as `run(input)` may ignore it. */
  readonly run: (input: Input, options: { readonly signal: AbortSignal }) => HookOutcome | Promise<HookOutcome>;
}

/** Runs `hook` on `input`, and reads its outcome as an effect. */
export async function invokeCourseHook<Input>(hook: HookDef<Input>, input: Input, options: InvokeOptions): Promise<SdkInvocation> {
  const run = await invokeCallback<unknown>((signal) => hook.run(input, { signal }), options);
  return readCallbackRun(run, {
    returned: (value) => readOutcome(hook.event, value),
    threw: (error) => failed(`the hook threw ${error}`),
    timedOut: (timeoutMs) => ({ kind: 'timed-out', reason: `no outcome within ${timeoutMs} ms`, context: [], notes: [] }),
  });
}

function readOutcome(event: string, value: unknown): Effect {
  const outcome = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  switch (outcome?.['action']) {
    case 'allow':
      return { kind: 'allow', context: [], notes: [] };
    case 'block': {
      const reason = outcome['reason'];
      if (typeof reason !== 'string') return wrongShape(`blocked with ${describeValue(reason)} for a reason, not a string`);
      return event === 'PreToolUse' ? denies(reason) : { kind: 'block', reason, context: [], notes: [] };
    }
    case 'context': {
      const text = outcome['text'];
      if (typeof text !== 'string') return wrongShape(`answered context with ${describeValue(text)} for its text, not a string`);
      return { kind: 'context', context: [text], notes: [] };
    }
    default:
      return wrongShape(outcome === null ? `returned ${describeValue(value)}, not a HookOutcome` : `answered the action ${describeValue(outcome['action'])}, none of allow, block, context`);
  }
}

function failed(reason: string): Effect {
  return { kind: 'non-blocking-error', reason, context: [], notes: [] };
}

function wrongShape(problem: string): Effect {
  return { ...failed(`the hook ${problem}`), notes: [{ code: 'output-schema-invalid', detail: problem }] };
}
