/**
 * Tick sequences that broke a property once, kept to be run first on every later run (as the
 * payload fuzzer keeps its regressions): each by its heartbeat's name, its steps and the property
 * it broke. The file is `.hookcheck/heartbeat-regressions.json`, meant to be committed.
 */
import { z } from 'zod';

const stepSchema = z.strictObject({
  gap: z.enum(['none', 'half', 'one', 'two']),
  mode: z.enum(['busy', 'idle', 'refused', 'hangs', 'slow', 'server-error', 'no-such-name']),
  lock: z.enum(['none', 'fresh', 'stale']),
});

export const savedSequenceSchema = z.strictObject({ heartbeat: z.string().min(1), property: z.string(), steps: z.array(stepSchema).min(1) });

export const savedSequencesFileSchema = z.strictObject({ version: z.literal(1), sequences: z.array(savedSequenceSchema) });

export type SavedSequence = z.output<typeof savedSequenceSchema>;
