/**
 * catch-all-slow: a slow hook (measured p95 ≥ 500 ms) behind a matcher that matches every tool, on
 * PreToolUse or PostToolUse: its cost is paid on every tool call. It needs a measurement, so it stays
 * quiet on the first pass; audit runs the lints again once the run phase has measured the hooks.
 */
import type { WiredHook } from '../../types.js';
import type { Lint, LintContext, Measured } from '../lint.js';
import { matchesEveryTool } from './support/matcher-shape.js';
import { activeHooks, groupBy, groupPath, intendedEvent, makeFinding, matcherLocation } from './support/wiring-groups.js';

const SLOW_MS = 500;

const catchAllSlow: Lint = {
  id: 'catch-all-slow',
  title: 'Slow hooks do not run on every tool call',
  severity: 'warning',
  description: `A hook with no matcher (or "*", "", ".*") on PreToolUse or PostToolUse runs on every tool call; at a p95 of ${SLOW_MS} ms or more that adds up (PROTOCOLS.md §1.4, §1.5).`,
  check(context) {
    const slow = activeHooks(context).filter((hook) => slowCatchAll(hook, context) !== undefined);
    return groupBy(slow, groupPath).map((hooks) => {
      const first = hooks[0]!;
      // Handlers of one event run in parallel: the slowest one sets the wait.
      const p95Ms = Math.max(...hooks.map((hook) => slowCatchAll(hook, context)!.p95Ms));
      const per100 = (p95Ms * 100) / 1000;
      const written = first.matcher === undefined ? 'no matcher' : `"matcher": "${first.matcher as string}"`;
      return makeFinding(
        catchAllSlow,
        hooks,
        matcherLocation(first),
        `${intendedEvent(first)!} hook with ${written} runs on every tool call and takes ${formatSeconds(p95Ms / 1000)} s (p95): about ${formatSeconds(per100)} s of waiting per 100 tool calls.`,
        'Narrow the matcher to the tools the hook is about (e.g. "Bash" or "^(Edit|Write)$"), or make the hook faster.',
      );
    });
  },
};

/** The measurement of a synchronous, catch-all tool hook at or over the threshold. */
function slowCatchAll(hook: WiredHook, { measured, agentVersion }: LintContext): Measured | undefined {
  const event = intendedEvent(hook);
  if (hook.async || (event !== 'PreToolUse' && event !== 'PostToolUse')) return undefined;
  if (hook.matcher !== undefined && typeof hook.matcher !== 'string') return undefined;
  const measurement = measured.get(hook.id);
  return measurement !== undefined && measurement.p95Ms >= SLOW_MS && matchesEveryTool(hook.matcher, agentVersion) ? measurement : undefined;
}

function formatSeconds(seconds: number): string {
  return Number(seconds.toFixed(seconds < 10 ? 2 : 0)).toString();
}

export default catchAllSlow;
