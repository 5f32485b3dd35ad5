/**
 * The audit report contract (`hookcheck audit --reporter json`): the wiring found, every finding
 * (lints and run findings alike, each pointing at a file and line), the baseline's verdict, and the
 * full run report. CI users parse it: change it only by adding optional fields.
 */
import { z } from 'zod';
import { heartbeatEntrySchema } from '../heartbeat/heartbeat-document.js';
import { reportSchema } from '../run/report-schema.js';
import { AGENT_IDS } from '../../agents/agent-ids.js';

export const AUDIT_SCHEMA_VERSION = 1;

const locationSchema = z.object({
  file: z.string().describe('Relative to the folder hookcheck ran in (the repository root in CI), with forward slashes.'),
  jsonPath: z.string().optional(),
  line: z.number().int().min(1).optional(),
  column: z.number().int().min(1).optional(),
});

const wiringSchema = z.object({
  id: z.string().describe('Stable: file#jsonPath.'),
  agent: z.string().describe(`The agent whose file wires it: ${AGENT_IDS.join(', ')}.`),
  scope: z.enum(['user', 'project', 'local', 'plugin', 'skill', 'agent']),
  label: z.string(),
  location: locationSchema,
  event: z.string(),
  matcher: z.string().optional(),
  type: z.string(),
  command: z.string().optional(),
  async: z.boolean(),
  inactive: z.string().optional(),
  run: z
    .object({ hook: z.number().int().optional().describe('Index into run.hooks, when it ran.'), skipped: z.string().optional().describe('Why it did not run.') })
    .describe('Whether the handler went through the run phases.'),
});

const findingSchema = z.object({
  source: z.enum(['lint', 'run']),
  rule: z.string().describe('The lint id, or check/code for a run finding.'),
  severity: z.enum(['error', 'warning', 'info']),
  message: z.string(),
  fix: z.string().optional(),
  hooks: z.array(z.string()).describe('Wiring ids it is about.'),
  hookLabel: z.string().describe('The first of them, for people.'),
  location: locationSchema,
  fingerprint: z.string().describe('Stable across runs and line moves: what a baseline keeps.'),
  baseline: z.enum(['new', 'accepted']).optional().describe('With --baseline: accepted findings do not fail the gate.'),
  noEvidence: z
    .literal(true)
    .optional()
    .describe(
      "A controls finding of a guard whose controls never fired (or that has none), or a heartbeat no scenario gave evidence on: it makes the gate 'no-evidence', not 'fail', and is counted in summary.noEvidence, not in summary.errors.",
    ),
});

const staleSchema = z.object({ fingerprint: z.string(), rule: z.string(), hookLabel: z.string(), message: z.string() });

export const auditSchema = z.object({
  schemaVersion: z.literal(AUDIT_SCHEMA_VERSION),
  kind: z.literal('audit'),
  tool: z.object({ name: z.literal('hookcheck'), version: z.string() }),
  target: z.string().describe('What was audited, as given.'),
  agentVersion: z.string(),
  project: z
    .object({
      dir: z.string().describe('What $CLAUDE_PROJECT_DIR stood for, relative to the folder hookcheck ran in.'),
      from: z.string().describe('Why that folder: --project, the audited folder, the folder holding .claude/…'),
    })
    .optional(),
  wiring: z.array(wiringSchema),
  searched: z.array(z.object({ file: z.string(), found: z.boolean() })),
  problems: z.array(z.object({ file: z.string(), line: z.number().int().min(1).optional(), message: z.string(), hint: z.string() })),
  findings: z.array(findingSchema),
  rules: z
    .array(z.object({ id: z.string(), title: z.string(), description: z.string() }))
    .optional()
    .describe('What each lint rule in the findings checks (run findings explain themselves).'),
  baseline: z.object({ file: z.string(), accepted: z.number().int(), new: z.number().int(), stale: z.array(staleSchema), updated: z.boolean() }).optional(),
  run: reportSchema.nullable().describe('The run phases over every command hook; null with --no-run.'),
  heartbeats: z
    .array(heartbeatEntrySchema)
    .optional()
    .describe('The heartbeats the config declares, each with every scenario of HEARTBEATS.md (as `hookcheck heartbeat -r json` writes them); their findings are in `findings` as heartbeat/<rule>.'),
  summary: z.object({
    handlers: z.number().int(),
    ran: z.number().int(),
    errors: z.number().int().describe('Error findings that fail the gate: not accepted by the baseline, and not marked noEvidence.'),
    warnings: z.number().int(),
    noEvidence: z.number().int(),
    heartbeats: z.number().int().optional().describe('Heartbeats run (or declared and not runnable here).'),
    stale: z.number().int(),
    gate: z.enum(['pass', 'fail', 'no-evidence']).describe('What the CI gate says; the exit code follows it.'),
    interrupted: z
      .literal(true)
      .optional()
      .describe('The audit was stopped from outside (Ctrl-C): the report holds what was measured before, the gate never passes, and the exit code is 128 + the signal.'),
  }),
});

export type AuditDocument = z.infer<typeof auditSchema>;
export type AuditFinding = z.infer<typeof findingSchema>;
export type AuditWiring = z.infer<typeof wiringSchema>;
export type AuditLocation = z.infer<typeof locationSchema>;
