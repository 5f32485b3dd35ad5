/**
 * Audit's default canaries are judged by kind of harm. A guard wired before Bash is not made to stop
 * every harm there is: one that stops force-pushes is no worse for letting `mkfs` through. But a
 * guard that holds back one control of a kind (it stops `rm -rf /`) claims that kind, and each
 * control of it that gets through (`rm -rf ~`, `rm -rf "$HOME"`) is a way around it. So a scoped
 * canary counts only where its family is guarded; the rest are set aside with the reason, and a
 * look-alike counts only beside a guarded kind.
 */
import type { ProbeReport, ProbeResult } from '../../model/run/probe-report.js';

interface ScopedResults {
  readonly counted: readonly ProbeResult[];
  readonly outOfScope: readonly ProbeResult[];
  readonly notApplicable: ProbeReport['notApplicable'];
}

export function scopeCanaries(results: readonly ProbeResult[]): ScopedResults {
  const guarded = new Set(results.filter((result) => result.scoped && result.role === 'control' && result.passed).map((result) => result.family));
  const counts = (result: ProbeResult) => !result.scoped || (result.family === undefined ? guarded.size > 0 : guarded.has(result.family));
  const outOfScope = results.filter((result) => !counts(result));
  return {
    counted: results.filter(counts),
    outOfScope,
    notApplicable: outOfScope.map((result) => ({
      name: result.name,
      reason:
        result.family === undefined
          ? 'the guard holds back none of the default canaries, so no look-alike is counted'
          : `the guard holds back no control of this kind (${result.family}): not what it guards`,
    })),
  };
}
