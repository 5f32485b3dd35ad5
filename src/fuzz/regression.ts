/**
 * A saved regression: a shrunk failure with everything needed to run it again on a later run or
 * with `hookcheck replay <id>`. The file that holds them is meant to be committed.
 */
import { z } from 'zod';
import { EVENT_NAMES } from '../../specs/claude-code/events.js';

const commandSchema = z.discriminatedUnion('form', [
  z.strictObject({ form: z.literal('exec'), file: z.string().min(1), args: z.array(z.string()).readonly() }),
  z.strictObject({ form: z.literal('shell'), script: z.string().min(1) }),
]);

const regressionSchema = z
  .strictObject({
    id: z.string().min(1),
    command: commandSchema.describe('The hook, with paths relative to the project.'),
    event: z.enum(EVENT_NAMES),
    kind: z.enum(['valid', 'garbage']),
    mutation: z.string().optional().describe('For garbage: what kind of invalid input.'),
    check: z.string(),
    code: z.string(),
    label: z.string(),
    stdin: z.string().optional().describe('The minimal stdin; <project>, <home>, <tmp>, <transcript> stand for the scratch folders.'),
    stdinBase64: z.string().optional().describe('The minimal stdin as base64, when it is not UTF-8.'),
    originalBytes: z.number().int().nonnegative(),
    shrinkSteps: z.number().int().nonnegative(),
    seed: z.number().int(),
    timeoutMs: z.number().positive(),
    posture: z.enum(['open', 'closed']),
    agent: z
      .strictObject({ agent: z.string().min(1), event: z.string().min(1), version: z.string().min(1) })
      .optional()
      .describe("Found with the hook run as another agent (--agent): its id, its own event, the version judged; the stdin is in that agent's shape."),
  })
  .refine((entry) => (entry.stdin === undefined) !== (entry.stdinBase64 === undefined), { message: 'give exactly one of stdin and stdinBase64' });

export const regressionsFileSchema = z.strictObject({
  version: z.literal(1),
  regressions: z.array(regressionSchema),
});

export type Regression = z.infer<typeof regressionSchema>;

/** The stdin a regression holds, decoded. */
export function regressionStdin(entry: Regression): string | Uint8Array {
  return entry.stdinBase64 === undefined ? (entry.stdin ?? '') : Buffer.from(entry.stdinBase64, 'base64');
}

/** Stdin in the form a regression keeps it: text when it is UTF-8, base64 otherwise. */
export function encodeStdin(stdin: string | Uint8Array): Pick<Regression, 'stdin' | 'stdinBase64'> {
  if (typeof stdin === 'string') return { stdin };
  const text = new TextDecoder('utf-8', { fatal: false }).decode(stdin);
  return Buffer.from(text).equals(Buffer.from(stdin)) ? { stdin: text } : { stdinBase64: Buffer.from(stdin).toString('base64') };
}
