/**
 * What a matcher was given: a hook to run (a command array, a script path, `{ shell }`) with the
 * payload to send, or a case runCase already ran. Both come out as one case run.
 */
import { isHookSubject } from '../library/hook-subject.js';
import { runCase, type CaseRun, type RunCaseOptions } from '../library/run-case.js';

export type Payload = Readonly<Record<string, unknown>> | string;

export function isCaseRun(value: unknown): value is CaseRun {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'case-run';
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
  return isCaseRun(received) ? { payload: undefined, rest: args as T } : { payload: args[0] as Payload | undefined, rest: args.slice(1) as T };
}
