/**
 * A property over generated payloads: the hook runs on each payload fast-check draws (valid
 * payloads of the event as the agent sends them) and `property` judges the case; a failure is shrunk
 * to the smallest payload that still fails, and thrown with it and its seed.
 */
import fc from 'fast-check';
import { arbitraries } from './arbitraries.js';
import { assertHookSubject, type HookSubject } from './hook-subject.js';
import { runCase, type CaseRun, type RunCaseOptions } from './run-case.js';

export interface PropertyOptions extends RunCaseOptions {
  /** Payloads drawn (default 30: each is a run of the hook). */
  readonly runs?: number;
  readonly seed?: number;
  /** A Claude Code matcher narrowing the tools drawn (`Bash`). */
  readonly matcher?: string;
}

/** Resolves when `property` holds (returns true or nothing) on every drawn payload; throws the shrunk counterexample otherwise. */
export async function forAllPayloads(hook: HookSubject, property: (run: CaseRun) => boolean | void | Promise<boolean | void>, options: PropertyOptions = {}): Promise<void> {
  // Checked once here: thrown inside the property, fast-check would take it for a failing case.
  assertHookSubject(hook, 'forAllPayloads');
  const agent = options.agent ?? 'claude-code';
  const payloadsOf = arbitraries.payload(agent, options.event ?? 'PreToolUse', { ...(options.matcher === undefined ? {} : { matcher: options.matcher }) });
  await fc.assert(
    fc.asyncProperty(payloadsOf, async (payload) => {
      const run = await runCase(hook, payload, options);
      return (await property(run)) !== false;
    }),
    { numRuns: options.runs ?? 30, ...(options.seed === undefined ? {} : { seed: options.seed }) },
  );
}
