/**
 * The JSON report contract (`--reporter json`). CI users parse it: change it only by adding
 * optional fields, or bump `schemaVersion`. `schema/report.schema.json` is generated from this.
 */
import { z } from 'zod';
import { AGENT_IDS } from '../../agents/index.js';
import { caseSchema } from './case-schema.js';

export const REPORT_SCHEMA_VERSION = 1;

const findingSchema = z.object({
  check: z.string(),
  code: z.string(),
  severity: z.enum(['error', 'warning', 'info']),
  message: z.string(),
  occurrences: z.number().int().min(1),
  case: caseSchema.optional(),
  covers: z
    .array(z.object({ check: z.string(), code: z.string(), name: z.string().optional(), caseId: z.string().optional(), message: z.string() }))
    .optional()
    .describe(
      'The findings folded into this one because they share its root cause (probes that failed the same way, the controls a lost answer cost), each as it would read alone; `case` shows the one with the shortest payload.',
    ),
});

const durationsSchema = z.object({ p50: z.number(), p95: z.number(), max: z.number() });

const fuzzFailureSchema = z.object({
  id: z.string().describe('Stable id: `hookcheck replay <id>` re-runs it; the regressions file keeps it.'),
  event: z.string(),
  kind: z.enum(['valid', 'garbage']),
  mutation: z.string().optional(),
  check: z.string(),
  code: z.string(),
  caseId: z.string().describe("The minimal case's id; the finding of this check and code shows it."),
  stdin: z.string().describe('The minimal stdin, scratch folders written as <project>, <home>, <tmp>, <transcript>.'),
  originalBytes: z.number().int(),
  minimalBytes: z.number().int(),
  shrinkSteps: z.number().int(),
  shrinkTries: z.number().int(),
  shrinkComplete: z.boolean().describe('False when a limit stopped shrinking: smaller, maybe not minimal.'),
  occurrences: z.number().int().describe('Generated cases that failed this way.'),
});

const fuzzSchema = z
  .object({
    seed: z.number().int(),
    runs: z.number().int().describe('Generated cases per event of each kind.'),
    planned: z.number().int(),
    executed: z.object({ valid: z.number().int(), garbage: z.number().int(), repeated: z.number().int() }),
    stoppedBy: z.literal('max-time').optional(),
    digest: z.string().describe('Digest of the generated cases that ran: the same seed gives the same digest.'),
    failures: z.array(fuzzFailureSchema),
  })
  .describe('The fuzz phase: generated payloads, and each new failure shrunk to a minimal case.');

const probesSchema = z
  .object({
    guard: z.boolean().describe('The hook can block (or takes no JSON), so it must show a control firing.'),
    evidence: z.enum(['controls-fired', 'some-controls-missed', 'no-control-fired', 'no-controls', 'not-a-guard']),
    controls: z.number().int(),
    fired: z.number().int(),
    benign: z.number().int(),
    blocked: z.number().int(),
    recall: z.number().nullable().describe('Controls that fired / controls; null without controls.'),
    falsePositiveRate: z.number().nullable().describe('Benign probes held back / benign probes; null without benign probes.'),
    results: z.array(
      z.object({
        name: z.string(),
        role: z.enum(['control', 'benign']).nullable(),
        origin: z.string(),
        event: z.string(),
        caseId: z.string(),
        passed: z.boolean(),
        blocked: z.boolean(),
        failures: z.array(z.string()),
        family: z.string().optional().describe("A built-in canary's kind of harm (deleting / or HOME, force-pushing a main branch…)."),
        scoped: z.boolean().optional().describe('A default canary of audit: counted only where the guard stops a control of its family.'),
      }),
    ),
    notApplicable: z.array(z.object({ name: z.string(), reason: z.string() })),
  })
  .describe('The probes and controls, run before anything else: recall, false positives, and whether the run is evidence.');

const hookSchema = z.object({
  name: z.string().optional(),
  command: z.string(),
  agent: z.enum(AGENT_IDS),
  agentVersion: z.string(),
  events: z.array(z.string()),
  matcher: z.string().optional(),
  eventsFrom: z.string(),
  posture: z.enum(['open', 'closed']),
  timeoutMs: z.number(),
  verdict: z.enum(['pass', 'warn', 'fail', 'no-evidence']).describe('no-evidence: a hook that decides (role govern) and fired on no case, controls included; its other results prove nothing.'),
  stoppedEarly: z.string().optional().describe('Why the run stopped early (after its first case, or interrupted); the other cases were not run.'),
  interrupted: z.literal(true).optional().describe('The run was stopped while this hook ran: only findings single cases show; never a pass.'),
  findings: z.array(findingSchema),
  stats: z.object({ cases: z.number().int(), durationsMs: durationsSchema.describe('Over the valid cases: the cost paid on every call.') }),
  sandbox: z
    .object({
      kind: z.enum(['bwrap', 'none']),
      reason: z.string().optional(),
      limits: z
        .object({ applied: z.array(z.string()), notApplied: z.array(z.string()) })
        .optional()
        .describe("Bounds on each invocation's resources (processes, memory, open files, tmpfs sizes): how each applied here, and which could not."),
    })
    .optional()
    .describe('bwrap: host read-only, real HOME hidden, no network, own PID namespace. none: plain scratch folders, no containment.'),
  project: z
    .object({
      listedBy: z.enum(['git', 'walk']),
      copiedFiles: z.number().int(),
      copiedBytes: z.number().int(),
      readOnly: z.array(z.string()),
      git: z.boolean(),
      leftOut: z.array(z.object({ reason: z.string(), count: z.number().int(), examples: z.array(z.string()) })),
    })
    .optional()
    .describe(
      'The project as the hook saw it: files copied (the writable layer), folders shown read-only (ignored dependencies), whether .git answers as the real one, and what was left out and why.',
    ),
  state: z
    .object({
      caseId: z.string(),
      label: z.string(),
      faults: z.array(z.object({ fault: z.string(), ran: z.boolean(), skipped: z.string().optional() })),
      concurrentRuns: z.number().int(),
      unobserved: z.array(z.string()),
    })
    .optional()
    .describe('The state experiments (idempotency, concurrency, faults, env, side effects): the case they ran on and what they could not do.'),
  probes: probesSchema.optional(),
  role: z
    .object({
      role: z.enum(['observe', 'inject', 'govern']),
      from: z.enum(['declared', 'run', 'controls', 'code']),
      why: z.string(),
      evidenceCaseId: z.string().optional().describe('The case on which the hook decided; absent when it decided on none.'),
    })
    .optional()
    .describe('What the hook is for, which decides how it is judged: observe (records: posture, idempotency, side effects), inject (adds context), govern (decides: must show it can fire).'),
  fuzz: fuzzSchema.optional(),
  regressions: z
    .array(z.object({ id: z.string(), status: z.enum(['still-failing', 'fixed']) }))
    .optional()
    .describe("This hook's saved regressions, run first, and whether each still fails."),
  live: z
    .object({ agent: z.enum(AGENT_IDS), agentVersion: z.string(), cases: z.array(caseSchema), agreed: z.number().int() })
    .optional()
    .describe('With --live: every replayed case (findings show theirs too) and how many the agent agreed on.'),
});

export const reportSchema = z.object({
  schemaVersion: z.literal(REPORT_SCHEMA_VERSION),
  tool: z.object({ name: z.literal('hookcheck'), version: z.string() }),
  hooks: z.array(hookSchema),
  agents: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        version: z.string(),
        event: z.string().describe("The agent's own pre-tool event, where the same answers were judged."),
        basis: z.string().describe('recorded: by a truth table measured here; unverified: modelled from hand-written observations.'),
        rows: z.number().int().optional().describe('Answers in the recorded truth table.'),
      }),
    )
    .optional()
    .describe('With --agents: the other agents every answer was also judged for (the portability check).'),
  interrupted: z.literal(true).optional().describe('The run was stopped from outside (Ctrl-C): each hook shows only what was measured before; the exit code is 128 + the signal.'),
  summary: z.object({
    hooks: z.number().int(),
    cases: z.number().int(),
    errors: z.number().int(),
    warnings: z.number().int(),
    noEvidence: z.number().int().optional().describe('Hooks whose verdict is no-evidence.'),
  }),
});

export type ReportDocument = z.infer<typeof reportSchema>;
export type ReportFinding = z.infer<typeof findingSchema>;
export type ReportCase = z.infer<typeof caseSchema>;
export type ReportHook = z.infer<typeof hookSchema>;
export type ReportFuzz = z.infer<typeof fuzzSchema>;
export type ReportState = NonNullable<ReportHook['state']>;
export type ReportProbes = z.infer<typeof probesSchema>;
