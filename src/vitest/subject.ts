/**
 * What a matcher was given: a hook to run (a command array, a script path, `{ shell }`) with the
 * payload to send, a case runCase already ran, or what an SDK invoker reported for a callback.
 */
import { isHookSubject } from '../library/hook-subject.js';
import { runCase, type CaseRun, type RunCaseOptions } from '../library/run-case.js';
import type { SdkInvocation } from '../library/sdk/sdk-invocation.js';
import type { Effect } from '../oracle/effect.js';
import { describeCase, describeInvocation } from './describe-case.js';

export type Payload = Readonly<Record<string, unknown>> | string;

export function isCaseRun(value: unknown): value is CaseRun {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'case-run';
}

/** What an SDK invoker reported (invokeClaudeAgentSdkHook, …): an effect already judged. */
export function isSdkInvocation(value: unknown): value is SdkInvocation {
  if (typeof value !== 'object' || value === null || isCaseRun(value)) return false;
  const { effect, durationMs, notes } = value as Partial<SdkInvocation>;
  return typeof effect === 'object' && effect !== null && typeof effect.kind === 'string' && typeof durationMs === 'number' && Array.isArray(notes);
}

/** The effect a matcher judges, and how to tell what happened when it fails. */
export interface Judged {
  readonly effect: Effect;
  readonly describe: () => string;
}

/** `received` judged: an SDK invocation as it is, else the case run (or read) as caseOf does. */
export async function judgedOf(received: unknown, payload: Payload | undefined, options: RunCaseOptions | undefined, matcher: string): Promise<Judged> {
  if (isSdkInvocation(received)) return { effect: received.effect, describe: () => describeInvocation(received) };
  const run = await caseOf(received, payload, options, matcher);
  return { effect: run.effect, describe: () => describeCase(run) };
}

/** The case: `received` itself, or `received` run on `payload`. */
export async function caseOf(received: unknown, payload: Payload | undefined, options: RunCaseOptions | undefined, matcher: string): Promise<CaseRun> {
  if (isCaseRun(received)) return received;
  if (!isHookSubject(received)) throw new TypeError(`${matcher}: expect() takes a hook (a command array, a script path or { shell: '…' }) or a runCase result, not ${JSON.stringify(received)}`);
  if (payload === undefined) throw new TypeError(`${matcher}: give the payload to send the hook, e.g. payloads.preToolUse({ tool: 'Bash', command: 'rm -rf /' })`);
  return runCase(received, payload, options);
}

/**
 * The arguments after the payload: for a runCase result there is no payload, so the first argument
 * is already the next one (`expect(result).toDeny('reason')`).
 */
export function shiftArgs<T extends unknown[]>(received: unknown, args: unknown[]): { payload: Payload | undefined; rest: T } {
  return isCaseRun(received) || isSdkInvocation(received) ? { payload: undefined, rest: args as T } : { payload: args[0] as Payload | undefined, rest: args.slice(1) as T };
}
