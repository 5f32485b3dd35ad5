/**
 * `hookcheck/vitest`: matchers for hooks, registered on import.
 *
 *   import 'hookcheck/vitest';
 *   await expect(['python3', 'guard.py']).toDeny(payloads.preToolUse({ tool: 'Bash', command: 'rm -rf /' }));
 *
 * The subject is a hook (a command array, a script path, `{ shell: '…' }`), which the matcher
 * runs, or a runCase result. Every matcher is async: await it.
 */
import { expect } from 'vitest';
import type { CaseRun, RunCaseOptions } from '../library/run-case.js';
import { hookMatchers } from './matchers.js';
import type { GarbageOptions } from './garbage-inputs.js';

expect.extend(hookMatchers);

export { hookMatchers };
export type { GarbageOptions };

type Payload = Readonly<Record<string, unknown>> | string;
type Text = string | RegExp;

declare module 'vitest' {
  // The same type parameter as vitest's own declaration (any): the subject is read at run time.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars, @typescript-eslint/no-explicit-any
  interface Matchers<T = any> {
    /** The agent refuses the call (PreToolUse deny); `reason`: a substring or pattern of its reason. With a runCase result: `toDeny(reason?)`. */
    toDeny(payload?: Payload | Text, reason?: Text | RunCaseOptions, options?: RunCaseOptions): Promise<void>;
    /** The call goes through: an explicit allow, no effect, or context beside it. */
    toAllow(payload?: Payload | RunCaseOptions, options?: RunCaseOptions): Promise<void>;
    /** The agent asks the user first. */
    toAsk(payload?: Payload | RunCaseOptions, options?: RunCaseOptions): Promise<void>;
    /** The agent is blocked (Stop, PostToolUse, UserPromptSubmit, …). */
    toBlock(payload?: Payload | Text, reason?: Text | RunCaseOptions, options?: RunCaseOptions): Promise<void>;
    /** Context reaches the model; `text`: a substring or pattern of it. */
    toAddContext(payload?: Payload | Text, text?: Text | RunCaseOptions, options?: RunCaseOptions): Promise<void>;
    /** Exit 0 and no effect on empty, malformed and wrong-typed input. */
    toSurviveGarbage(options?: GarbageOptions): Promise<void>;
    /** Run twice in a row: the same effect, and no file changed beyond what one run leaves. */
    toBeIdempotent(payload: Payload, options?: RunCaseOptions): Promise<void>;
    /** The hook exits within `ms` milliseconds. */
    toFinishWithin(ms: number, payload?: Payload, options?: RunCaseOptions): Promise<void>;
  }
}

export type { CaseRun };
