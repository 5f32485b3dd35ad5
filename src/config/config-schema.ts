/**
 * The shape of hookcheck.config.json / .yaml: the hooks to test and their probes. Strict
 * everywhere, so a typo is an error instead of a silently ignored key. The JSON Schema editors use
 * (schema/config.schema.json) is generated from this at build time.
 */
import { z } from 'zod';
import { durationSchema } from '../util/parse-duration.js';
import { EVENT_NAMES } from '../../specs/claude-code/events.js';
import { AGENT_IDS, OTHER_AGENT_IDS } from '../agents/index.js';
import { agentEvents } from '../agents/agent-events.js';

/** Every agent's event names: a hook's `events` are its agent's (checked against `agent` when targets are built). */
const ANY_AGENT_EVENT = [...new Set<string>([...EVENT_NAMES, ...OTHER_AGENT_IDS.flatMap(agentEvents)])] as [string, ...string[]];
import { CANARY_NAMES } from '../canaries/index.js';
import { heartbeatSchema } from '../heartbeat/declaration.js';
import { probeSchema } from '../model/run/probe-config.js';

/** Seconds, as in the agents' settings, or a string with a unit: "500ms", "2s", "1m", "2h". */
const duration = durationSchema;

const hook = z
  .strictObject({
    name: z.string().min(1).optional(),
    /** A script run directly (its shebang is honoured); relative to the config file. */
    script: z.string().min(1).optional(),
    /** A program and its arguments (exec form). */
    command: z.array(z.string()).min(1).optional(),
    /** A command string for bash (shell form), as settings files write it. */
    shell: z.string().min(1).optional(),
    /** The agent the hook is run as: its payloads and its verdicts (other agents: the events modelled for them, shell calls on tool events). */
    agent: z.enum(AGENT_IDS).default('claude-code'),
    events: z.array(z.enum(ANY_AGENT_EVENT)).min(1).optional(),
    matcher: z.string().optional(),
    posture: z.enum(['open', 'closed']).optional(),
    timeout: duration.optional(),
    /** Claude Code's handler `onFailure`: `block` makes a crash, a timeout or a program not found hold the call back. Absent: as the settings file wiring the script says. */
    onFailure: z.enum(['continue', 'block']).optional(),
    env: z.record(z.string(), z.string()).default({}),
    project: z.string().optional(),
    home: z.string().optional(),
    /** `none`: a script that takes no JSON (heartbeat, done-when, watchdog): only its probes run. */
    input: z.enum(['json', 'none']).default('json'),
    canaries: z.array(z.enum(CANARY_NAMES)).default([]),
    probes: z.array(probeSchema).default([]),
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
