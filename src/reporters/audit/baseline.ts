/**
 * Known findings a CI accepts, so the gate fails only on new ones. An accepted finding that no
 * longer occurs is stale and fails the gate too, until the baseline is rewritten: a baseline that
 * only grows would hide fixed-then-reintroduced problems and never shrink.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { AuditFinding } from './audit-schema.js';

export const baselineSchema = z
  .object({
    version: z.literal(1),
    /** The seed of the audit that wrote it: later audits draw the same generated cases, so run findings do not come and go with the draw. */
    seed: z.number().int().optional(),
    accepted: z.array(
      z
        .object({
          fingerprint: z.string().min(1),
          rule: z.string(),
          /** lint or run: a run finding can only go stale in an audit that ran hooks. */
          source: z.enum(['lint', 'run']).optional(),
          hook: z.string(),
          message: z.string(),
        })
        .strict(),
    ),
  })
  .strict();

export type Baseline = z.infer<typeof baselineSchema>;
type BaselineEntry = Baseline['accepted'][number];

/** Stable across runs and line moves: the rule, the handlers, and what tells two findings of one rule apart. */
export function fingerprint(rule: string, hookIds: readonly string[], key: string): string {
  return createHash('sha256')
    .update(JSON.stringify([rule, [...hookIds].sort(), key]))
    .digest('hex')
    .slice(0, 20);
}

interface BaselineComparison {
  readonly findings: AuditFinding[];
  readonly stale: BaselineEntry[];
}

/** `judged`: the sources this audit could have found (a --no-run audit cannot tell whether a run finding is gone). */
export function compareWithBaseline(findings: readonly AuditFinding[], baseline: Baseline, judged: readonly ('lint' | 'run')[]): BaselineComparison {
  const accepted = new Set(baseline.accepted.map((entry) => entry.fingerprint));
  const current = new Set(findings.map((finding) => finding.fingerprint));
  return {
    findings: findings.map((finding) => ({ ...finding, baseline: accepted.has(finding.fingerprint) ? 'accepted' : 'new' })),
    stale: baseline.accepted.filter((entry) => !current.has(entry.fingerprint) && (entry.source === undefined || judged.includes(entry.source))),
  };
}

/** The baseline that accepts exactly `findings` (what --update-baseline writes). */
export function baselineOf(findings: readonly AuditFinding[], seed?: number): Baseline {
  const accepted = findings.map((finding) => ({
    fingerprint: finding.fingerprint,
    rule: finding.rule,
    source: finding.source,
    hook: finding.hooks[0] ?? finding.location.file,
    message: finding.message,
  }));
  return {
    version: 1,
    ...(seed === undefined ? {} : { seed }),
    accepted: [...new Map(accepted.map((entry) => [entry.fingerprint, entry])).values()].sort((a, b) => a.fingerprint.localeCompare(b.fingerprint)),
  };
}
