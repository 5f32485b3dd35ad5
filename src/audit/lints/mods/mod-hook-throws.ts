/**
 * mod-hook-throws: a mod's `tool.call` hook threw on a call, and nothing caught it. Claude Code
 * passes over a hook that throws and runs the call (measured with its own mod kit:
 * test/conformance/mod-kit.test.ts), so a guard that throws lets through what it was to stop.
 */
import type { Lint } from '../lint.js';
import { drivenCalls, modFinding, quoted } from './support.js';

const modHookThrows: Lint = {
  id: 'mod-hook-throws',
  title: "A mod's tool.call hooks do not throw",
  severity: 'error',
  description: 'A tool.call hook that throws with no .catch is passed over, and the call runs: a guard that throws fails open (measured with Claude Code’s mod kit).',
  check({ mods = [], files }) {
    return mods.flatMap((report) => {
      const thrown = new Map<string, { calls: string[]; error: string; hasCatch: boolean }>();
      for (const { call, driven } of drivenCalls(report)) {
        for (const step of driven.steps.filter((entry) => entry.ended !== 'timed-out')) {
          const key = `${step.module} tool.call{${step.matcher}}`;
          const seen = thrown.get(key) ?? { calls: [], error: step.error ?? 'an error', hasCatch: step.ended === 'catch-threw' };
          thrown.set(key, { ...seen, calls: [...seen.calls, call.name] });
        }
      }
      return [...thrown].map(([hook, { calls, error, hasCatch }]) =>
        modFinding(
          modHookThrows,
          report,
          files,
          hook,
          `The mod ${report.mod.pluginName}'s hook ${hook} threw on ${calls.length} call(s) (${quoted(calls.slice(0, 3))}${calls.length > 3 ? ', …' : ''}): ${error}${hasCatch ? ', and so did its .catch' : ''}. Claude Code passes over a hook that throws and runs the call.`,
          "Read each field as the call may lack it, and fail closed: .catch(($, e, next) => ({ deny: 'the guard failed' })).",
        ),
      );
    });
  },
};

export default modHookThrows;
