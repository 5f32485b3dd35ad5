/**
 * Probes: cases with expectations, from the config or a built-in canary set. Controls must trigger
 * their effect; benign look-alikes must not block. Together they say whether a run is evidence.
 */
import type { EventName } from '../../../specs/claude-code/events.js';
import type { ProbeConfig } from './probe-config.js';

export interface Probe extends ProbeConfig {
  /** `config`, or `canary:<set>` for a built-in canary. */
  readonly origin: string;
  /** A canary's kind of harm (see canaries/canary.ts). */
  readonly family?: string;
  /** Counted only where the guard holds back a control of its family (audit's default canaries; scope-canaries.ts). */
  readonly scoped?: boolean;
}

type ProbeRole = 'control' | 'benign';

export interface ProbeResult {
  readonly name: string;
  readonly role: ProbeRole | null;
  readonly origin: string;
  readonly event: EventName;
  /** The case among the hook's results. */
  readonly caseId: string;
  /** Every expectation held (for a benign probe: and it did not block). */
  readonly passed: boolean;
  /** The agent was held back: deny, ask, block or stop. */
  readonly blocked: boolean;
  /** Each expectation that did not hold, in words. */
  readonly failures: readonly string[];
  /** The canary's kind of harm, and whether it counts only where the guard guards that kind. */
  readonly family?: string;
  readonly scoped?: boolean;
}

/**
 * - `controls-fired`: every control triggered its effect.
 * - `some-controls-missed`: some did, some did not.
 * - `no-control-fired` / `no-controls`: no control shows the guard works; the verdict is "no
 *   evidence" only when the hook decides (role govern) and fired on no other case either.
 * - `not-a-guard`: the hook cannot block, and declared no controls.
 */
type Evidence = 'controls-fired' | 'some-controls-missed' | 'no-control-fired' | 'no-controls' | 'not-a-guard';

export interface ProbeReport {
  /** Whether the hook must show controls firing: it can block, or it is a script without JSON. */
  readonly guard: boolean;
  readonly controls: number;
  readonly fired: number;
  readonly benign: number;
  readonly blocked: number;
  /** fired / controls, or null without controls. */
  readonly recall: number | null;
  /** blocked / benign, or null without benign probes. */
  readonly falsePositiveRate: number | null;
  readonly evidence: Evidence;
  readonly results: readonly ProbeResult[];
  /** Probes (mostly canaries) the agent would never send this hook, or that are not what it guards, and why. */
  readonly notApplicable: readonly { readonly name: string; readonly reason: string }[];
  /** Scoped canaries that were sent but are not what the guard guards: not counted, yet their answers are judged (an auto-approval). */
  readonly outOfScope?: readonly ProbeResult[];
}

/** Sums up probe results; `guard` says whether missing controls mean "no evidence". */
export function summarizeProbes(results: readonly ProbeResult[], guard: boolean, notApplicable: ProbeReport['notApplicable']): ProbeReport {
  const controls = results.filter((result) => result.role === 'control');
  const benign = results.filter((result) => result.role === 'benign');
  const fired = controls.filter((result) => result.passed).length;
  const blocked = benign.filter((result) => result.blocked).length;
  return {
    guard,
    controls: controls.length,
    fired,
    benign: benign.length,
    blocked,
    recall: controls.length === 0 ? null : fired / controls.length,
    falsePositiveRate: benign.length === 0 ? null : blocked / benign.length,
    evidence: decideEvidence(controls.length, fired, guard),
    results,
    notApplicable,
  };
}

function decideEvidence(controls: number, fired: number, guard: boolean): Evidence {
  if (controls === 0) return guard ? 'no-controls' : 'not-a-guard';
  if (fired === 0) return 'no-control-fired';
  return fired === controls ? 'controls-fired' : 'some-controls-missed';
}

/** The report of a run that had no probes to run (a replayed regression, say). */
export const NO_PROBES: ProbeReport = summarizeProbes([], false, []);
