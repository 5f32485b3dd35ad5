/**
 * The JSON report contract (`--reporter json`). CI users parse it: change it only by adding
 * optional fields, or bump `schemaVersion`. `schema/report.schema.json` is generated from this.
 */
import { z } from 'zod';

export const REPORT_SCHEMA_VERSION = 1;

const outcomeSchema = z.object({
  kind: z.enum(['exited', 'killed', 'timed-out', 'spawn-failed']),
  exitCode: z.number().int().optional(),
  signal: z.string().optional(),
  timeoutMs: z.number().optional(),
  killedWith: z.enum(['SIGTERM', 'SIGKILL']).optional(),
  spawnError: z.string().optional(),
  durationMs: z.number(),
  stdout: z.string().describe('First 4,000 characters of stdout.'),
  stderr: z.string().describe('First 4,000 characters of stderr.'),
  stdoutBytes: z.number().int(),
  stderrBytes: z.number().int(),
  leftoverProcesses: z.array(z.string()),
});

const effectSchema = z.object({
  kind: z.enum(['allow', 'deny', 'ask', 'defer', 'block', 'context', 'stop', 'no-effect', 'non-blocking-error', 'timed-out']),
  reason: z.string().optional(),
  context: z.array(z.string()),
  userMessage: z.string().optional(),
});

const liveSchema = z
  .object({
    agentVersion: z.string(),
    effect: z.enum(['blocked', 'context', 'hook-error', 'proceeded']).describe('What the real agent visibly did.'),
    predicted: z.string().describe("The oracle's effect in the same terms."),
    toolRan: z.boolean(),
    modelSaw: z.string().nullable(),
    hookExitCode: z.number().int().nullable().describe("The hook's exit code as the agent reported it."),
    agreesWithOracle: z.boolean(),
  })
  .describe('The case replayed inside the real agent (--live).');

const caseSchema = z.object({
  id: z.string(),
  kind: z.enum(['valid', 'garbage', 'large-payload', 'stdin-open']),
  label: z.string(),
  event: z.string(),
  stdin: z.string(),
  outcome: outcomeSchema,
  effect: effectSchema.describe('What Claude Code would do with this answer (the oracle).'),
  reproduce: z.string().describe('A shell line that replays the case.'),
  live: liveSchema.optional(),
});

const findingSchema = z.object({
  check: z.string(),
  code: z.string(),
  severity: z.enum(['error', 'warning', 'info']),
  message: z.string(),
  occurrences: z.number().int().min(1),
  case: caseSchema.optional(),
});

const durationsSchema = z.object({ p50: z.number(), p95: z.number(), max: z.number() });

const hookSchema = z.object({
  command: z.string(),
  agent: z.literal('claude-code'),
  agentVersion: z.string(),
  events: z.array(z.string()),
  matcher: z.string().optional(),
  eventsFrom: z.string(),
  posture: z.enum(['open', 'closed']),
  timeoutMs: z.number(),
  verdict: z.enum(['pass', 'warn', 'fail']),
  stoppedEarly: z.string().optional().describe('Why the run stopped after its first case; the other cases were not run.'),
  findings: z.array(findingSchema),
  stats: z.object({ cases: z.number().int(), durationsMs: durationsSchema.describe('Over the valid cases: the cost paid on every call.') }),
  live: z
    .object({ agentVersion: z.string(), cases: z.array(caseSchema), agreed: z.number().int() })
    .optional()
    .describe('With --live: every replayed case (findings show theirs too) and how many the agent agreed on.'),
});

export const reportSchema = z.object({
  schemaVersion: z.literal(REPORT_SCHEMA_VERSION),
  tool: z.object({ name: z.literal('hookcheck'), version: z.string() }),
  hooks: z.array(hookSchema),
  summary: z.object({ hooks: z.number().int(), cases: z.number().int(), errors: z.number().int(), warnings: z.number().int() }),
});

export type ReportDocument = z.infer<typeof reportSchema>;
export type ReportFinding = z.infer<typeof findingSchema>;
export type ReportCase = z.infer<typeof caseSchema>;
export type ReportHook = z.infer<typeof hookSchema>;
