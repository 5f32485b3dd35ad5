/**
 * The heartbeat report as data (`--reporter json`): per heartbeat, the clock check, the controls,
 * every scenario of HEARTBEATS.md by id with its status and timeline, and one finding per rule
 * broken. Outputs are cut to an excerpt. The zod schema is the contract: add optional fields only,
 * or bump `schemaVersion`.
 */
import { z } from 'zod';
import type { HeartbeatReport } from '../../heartbeat/run-heartbeat.js';
import { RULES, SCENARIO_IDS } from '../../heartbeat/scenarios/scenario.js';

export const HEARTBEAT_SCHEMA_VERSION = 1;
const OUTPUT_EXCERPT_CHARS = 2000;

/** A long output's start and its end, where a traceback names its exception, with what was left out said between. */
export function excerpt(text: string): string {
  if (text.length <= OUTPUT_EXCERPT_CHARS) return text;
  const half = OUTPUT_EXCERPT_CHARS / 2;
  return `${text.slice(0, half)}\n[… ${text.length - OUTPUT_EXCERPT_CHARS} characters left out …]\n${text.slice(-half)}`;
}

const tickSchema = z.object({
  at: z.number().describe('The fake instant, seconds since the epoch.'),
  time: z.string().describe('The same instant as an ISO date (UTC).'),
  dependency: z.string().describe('What the dependency did: busy, idle, refused, hangs, slow, server-error, no-such-name.'),
  credential: z.enum(['missing', 'empty', 'unreadable']).optional(),
  fault: z.string().optional(),
  exitCode: z.number().int().nullable(),
  ended: z.string(),
  dependencyCalls: z.number().int(),
  actionCalls: z.number().int(),
  alarmCalls: z.number().int(),
  steppedClock: z
    .object({
      stepSeconds: z.number().describe('How far each reading of the clock moved it.'),
      sleeps: z.number().int().describe('The sleeps it asked for, each returned at once.'),
      sleptSeconds: z.number().nullable().describe('What those sleeps asked for in all; null when one was a deadline on the monotonic clock.'),
      clockAtEnd: z.number().nullable().describe('Its clock when it ended, seconds since the epoch.'),
    })
    .optional()
    .describe('A tick on a stepped clock (H16).'),
  stdout: z.string(),
  stderr: z.string(),
});

const scenarioSchema = z.object({
  id: z.enum(SCENARIO_IDS),
  rule: z.enum(Object.keys(RULES) as [keyof typeof RULES, ...(keyof typeof RULES)[]]),
  title: z.string(),
  status: z.enum(['pass', 'fail', 'no-evidence', 'not-applicable']),
  detail: z.string().optional(),
  timeline: z.array(tickSchema),
});

/** One heartbeat's scenarios and findings: in this document, and in the audit's. */
export const heartbeatEntrySchema = z.object({
  name: z.string(),
  run: z.string(),
  intervalMs: z.number(),
  staleMs: z.number(),
  verdict: z.enum(['pass', 'fail', 'no-evidence']),
  clock: z.object({ follows: z.boolean(), detail: z.string() }),
  controls: z.object({ actionSeen: z.boolean(), detail: z.string(), timeline: z.array(tickSchema) }).nullable(),
  scenarios: z.array(scenarioSchema),
  properties: z
    .object({
      runs: z.number().int(),
      seed: z.number().int(),
      status: z.enum(['pass', 'fail', 'no-evidence', 'not-applicable']),
      detail: z.string().optional(),
      counterexample: z
        .object({
          steps: z.array(z.string()),
          rule: z.string(),
          property: z.string(),
          problem: z.string(),
          shrinkSteps: z.number().int(),
          saved: z.boolean().describe('A saved sequence broke it again.'),
        })
        .optional()
        .describe('The failing sequence, shrunk: each step as set up and what its tick did; the last broke the property.'),
    })
    .optional()
    .describe('Properties over generated tick sequences (--runs, --seed).'),
  findings: z.array(z.object({ rule: z.string(), ruleText: z.string(), scenarios: z.array(z.enum(SCENARIO_IDS)), message: z.string(), reproduce: z.string() })),
});

export const heartbeatDocumentSchema = z.object({
  schemaVersion: z.literal(HEARTBEAT_SCHEMA_VERSION),
  tool: z.object({ name: z.literal('hookcheck'), version: z.string() }),
  heartbeats: z.array(heartbeatEntrySchema),
  summary: z.object({ heartbeats: z.number().int(), failed: z.number().int(), noEvidence: z.number().int(), errors: z.number().int() }),
});

export type HeartbeatDocument = z.output<typeof heartbeatDocumentSchema>;
export type HeartbeatEntry = z.output<typeof heartbeatEntrySchema>;

export function buildHeartbeatDocument(reports: readonly HeartbeatReport[], version: string): HeartbeatDocument {
  return {
    schemaVersion: HEARTBEAT_SCHEMA_VERSION,
    tool: { name: 'hookcheck', version },
    heartbeats: reports.map(heartbeatEntry),
    summary: {
      heartbeats: reports.length,
      failed: reports.filter((report) => report.verdict === 'fail').length,
      noEvidence: reports.filter((report) => report.verdict === 'no-evidence').length,
      errors: reports.reduce((sum, report) => sum + report.findings.length, 0),
    },
  };
}

export function heartbeatEntry(report: HeartbeatReport): HeartbeatEntry {
  return {
    name: report.name,
    run: report.run,
    intervalMs: report.intervalMs,
    staleMs: report.staleMs,
    verdict: report.verdict,
    clock: { ...report.clock },
    controls: report.controls === null ? null : { actionSeen: report.controls.actionSeen, detail: report.controls.detail, timeline: report.controls.timeline.map(tick) },
    ...(report.properties === null ? {} : { properties: propertiesEntry(report.properties) }),
    scenarios: report.scenarios.map((scenario) => ({
      id: scenario.id,
      rule: scenario.rule,
      title: scenario.title,
      status: scenario.status,
      ...(scenario.detail === undefined ? {} : { detail: scenario.detail }),
      timeline: scenario.timeline.map(tick),
    })),
    findings: report.findings.map((finding) => ({ rule: finding.rule, ruleText: RULES[finding.rule], scenarios: [...finding.scenarios], message: finding.message, reproduce: finding.reproduce })),
  };
}

function propertiesEntry(properties: NonNullable<HeartbeatReport['properties']>): NonNullable<HeartbeatEntry['properties']> {
  const example = properties.counterexample;
  return {
    runs: properties.runs,
    seed: properties.seed,
    status: properties.status,
    ...(properties.detail === undefined ? {} : { detail: properties.detail }),
    ...(example === undefined
      ? {}
      : {
          counterexample: {
            steps: [...example.steps],
            rule: example.broken.rule,
            property: example.broken.property,
            problem: example.broken.problem,
            shrinkSteps: example.shrinkSteps,
            saved: example.saved,
          },
        }),
  };
}

function tick(record: HeartbeatReport['scenarios'][number]['timeline'][number]): HeartbeatEntry['scenarios'][number]['timeline'][number] {
  return {
    at: record.at,
    time: new Date(record.at * 1000).toISOString(),
    dependency: record.mode,
    ...(record.credential ? { credential: record.credential } : {}),
    ...(record.fault ? { fault: record.fault } : {}),
    exitCode: record.exitCode,
    ended: record.ended,
    dependencyCalls: record.dependencyCalls,
    actionCalls: record.actionCalls,
    alarmCalls: record.alarmCalls,
    ...(record.stepped
      ? { steppedClock: { stepSeconds: record.stepped.stepSeconds, sleeps: record.stepped.sleeps, sleptSeconds: record.stepped.sleptSeconds, clockAtEnd: record.stepped.endedAt } }
      : {}),
    stdout: excerpt(record.stdout),
    stderr: excerpt(record.stderr),
  };
}
