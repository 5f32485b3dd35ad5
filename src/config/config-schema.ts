/**
 * The shape of hookcheck.config.json / .yaml: the hooks to test and their probes. Strict
 * everywhere, so a typo is an error instead of a silently ignored key. The JSON Schema editors use
 * (schema/config.schema.json) is generated from this at build time.
 */
import { z } from 'zod';
import { durationSchema } from '../parse-duration.js';
import { EVENT_NAMES } from '../../specs/claude-code/events.js';
import { AGENT_IDS, OTHER_AGENT_IDS } from '../agents/index.js';
import { agentEvents } from '../agents/agent-events.js';

/** Every agent's event names: a hook's `events` are its agent's (checked against `agent` when targets are built). */
const ANY_AGENT_EVENT = [...new Set<string>([...EVENT_NAMES, ...OTHER_AGENT_IDS.flatMap(agentEvents)])] as [string, ...string[]];
import { CANARY_NAMES } from '../canaries/index.js';
import { heartbeatSchema } from '../heartbeat/declaration.js';

/** What a probe may expect the agent to do; `none` is silence, `error` a non-blocking hook error. */
const PROBE_EFFECTS = ['allow', 'deny', 'ask', 'defer', 'block', 'context', 'stop', 'none', 'error'] as const;
export type ProbeEffect = (typeof PROBE_EFFECTS)[number];

/** Seconds, as in the agents' settings, or a string with a unit: "500ms", "2s", "1m", "2h". */
const duration = durationSchema;

/** An ISO date, or a time relative to the run: "-2h", "-30m", "-10s", "-3d", "+1h". */
const RELATIVE_TIME = /^[+-]\d+(\.\d+)?(ms|s|m|h|d)$/;
const mtime = z.string().refine((text) => RELATIVE_TIME.test(text) || !Number.isNaN(Date.parse(text)), 'must be a time relative to the run ("-2h", "-30m") or an ISO date');

const fileSetup = z.union([
  z.string(),
  z.strictObject({
    content: z.string().default(''),
    mtime: mtime.optional(),
    mode: z.string().regex(/^0?[0-7]{3}$/, 'must be an octal mode like "644" or "0755"').optional(),
  }),
]);

/** A string is a substring to find; `{ regex }` a regular expression. */
const textMatch = z.union([
  z.string(),
  z.strictObject({ regex: z.string().refine(isRegex, 'must be a valid regular expression') }),
]);

const fileExpectation = z.union([z.enum(['exists', 'absent']), z.strictObject({ contains: z.string() })]);

const effectName = z.enum(PROBE_EFFECTS);

const expectation = z
  .strictObject({
    effect: z.union([effectName, z.array(effectName).min(1)]).optional(),
    exitCode: z.int().min(0).max(255).optional(),
    reason: textMatch.optional(),
    context: textMatch.optional(),
    stdout: textMatch.optional(),
    stderr: textMatch.optional(),
    files: z.record(z.string(), fileExpectation).optional(),
    maxDurationMs: z.number().positive().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'must expect something: effect, exitCode, reason, context, stdout, stderr, files or maxDurationMs');

const probe = z
  .strictObject({
  name: z.string().min(1),
  /** control: must trigger its effect (counts for recall); benign: must not block (false positives). */
  role: z.enum(['control', 'benign']).optional(),
  event: z.enum(EVENT_NAMES).optional(),
  /** Merged over a valid payload of the event (objects merge, everything else replaces). */
  payload: z.record(z.string(), z.unknown()).optional(),
  /** A payload saved by `hookcheck record`, by name, used as the base instead. */
  recorded: z.string().min(1).optional(),
  args: z.array(z.string()).default([]),
  /** Replaces the payload on stdin; null sends nothing (stdin closed at once). */
  stdin: z.string().nullable().optional(),
  setup: z
    .strictObject({
      files: z.record(z.string(), fileSetup).default({}),
      env: z.record(z.string(), z.string()).default({}),
    })
    .default({ files: {}, env: {} }),
  expect: expectation,
  })
  // A control proves the guard fires: it must say what firing looks like, not only how fast it answers.
  .refine((value) => value.role !== 'control' || value.expect.effect !== undefined || value.expect.exitCode !== undefined, {
    message: 'is a control, so it must expect an effect or an exitCode (what the guard does when it fires)',
  });

const hook = z
  .strictObject({
    name: z.string().min(1).optional(),
    /** A script run directly (its shebang is honoured); relative to the config file. */
    script: z.string().min(1).optional(),
    /** A program and its arguments (exec form). */
    command: z.array(z.string()).min(1).optional(),
    /** A command string for bash (shell form), as settings files write it. */
    shell: z.string().min(1).optional(),
    /** The agent the hook is run as: its payloads and its verdicts (other agents: the pre-tool event, shell calls). */
    agent: z.enum(AGENT_IDS).default('claude-code'),
    events: z.array(z.enum(ANY_AGENT_EVENT)).min(1).optional(),
    matcher: z.string().optional(),
    posture: z.enum(['open', 'closed']).optional(),
    timeout: duration.optional(),
    env: z.record(z.string(), z.string()).default({}),
    project: z.string().optional(),
    home: z.string().optional(),
    /** `none`: a script that takes no JSON (heartbeat, done-when, watchdog): only its probes run. */
    input: z.enum(['json', 'none']).default('json'),
    canaries: z.array(z.enum(CANARY_NAMES)).default([]),
    probes: z.array(probe).default([]),
    /** Report a guard without working controls as a warning instead of "no evidence". */
    allowNoControls: z.boolean().default(false),
    /** What the hook is for: observe (records), inject (adds context), govern (decides). Absent: inferred from the run. */
    role: z.enum(['observe', 'inject', 'govern']).optional(),
  })
  .refine((value) => [value.script, value.command, value.shell].filter((form) => form !== undefined).length === 1, {
    message: 'needs exactly one of script, command or shell',
  });

export const configSchema = z
  .strictObject({
    $schema: z.string().optional(),
    hooks: z.array(hook).default([]),
    /** Scripts run on a schedule that guard a persisting state (`hookcheck heartbeat`). */
    heartbeats: z.array(heartbeatSchema).default([]),
  })
  .refine((value) => value.hooks.length + value.heartbeats.length > 0, { message: 'is empty, and no `heartbeats:` are declared either: add a hook or a heartbeat', path: ['hooks'] });

export type Config = z.output<typeof configSchema>;
export type HookConfig = Config['hooks'][number];
export type ProbeConfig = HookConfig['probes'][number];
export type ProbeExpectation = ProbeConfig['expect'];
export type TextMatch = NonNullable<ProbeExpectation['stdout']>;
export type FileSetup = ProbeConfig['setup']['files'][string];

function isRegex(text: string): boolean {
  try {
    new RegExp(text);
    return true;
  } catch {
    return false;
  }
}
