/**
 * A probe as the config writes it (`hooks[].probes[]`): the payload or stdin it sends, the files and
 * variables it sets up, and what it expects the agent to do with the hook's answer. The config's
 * schema takes it from here; the engine's probes read the parsed shape.
 */
import { z } from 'zod';
import { EVENT_NAMES } from '../../../specs/claude-code/events.js';

/** What a probe may expect the agent to do; `none` is silence, `error` a non-blocking hook error. */
const PROBE_EFFECTS = ['allow', 'deny', 'ask', 'defer', 'block', 'context', 'stop', 'none', 'error'] as const;
export type ProbeEffect = (typeof PROBE_EFFECTS)[number];

/** An ISO date, or a time relative to the run: "-2h", "-30m", "-10s", "-3d", "+1h". */
const RELATIVE_TIME = /^[+-]\d+(\.\d+)?(ms|s|m|h|d)$/;
const mtime = z.string().refine((text) => RELATIVE_TIME.test(text) || !Number.isNaN(Date.parse(text)), 'must be a time relative to the run ("-2h", "-30m") or an ISO date');

const fileSetup = z.union([
  z.string(),
  z.strictObject({
    content: z.string().default(''),
    mtime: mtime.optional(),
    mode: z
      .string()
      .regex(/^0?[0-7]{3}$/, 'must be an octal mode like "644" or "0755"')
      .optional(),
  }),
]);

/** A string is a substring to find; `{ regex }` a regular expression. */
const textMatch = z.union([z.string(), z.strictObject({ regex: z.string().refine(isRegex, 'must be a valid regular expression') })]);

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

export const probeSchema = z
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

export type ProbeConfig = z.output<typeof probeSchema>;
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
