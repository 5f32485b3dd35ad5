/**
 * Schemas of the JSON payload Claude Code writes to a hook's stdin, one per event
 * (PROTOCOLS.md §1.7–1.8, §1.14). The per-event schemas live in three files by theme;
 * this one joins them into a map that must name every event.
 */
import type { z } from 'zod';
import type { EventName } from './events.js';
import { toolInputSchemas } from './input-schemas-tools.js';
import { sessionInputSchemas } from './input-schemas-session.js';
import { workspaceInputSchemas } from './input-schemas-workspace.js';

export { baseInputSchema } from './input-schema-base.js';

// The annotation makes a forgotten event a compile error rather than a silent gap.
export const inputSchemas: { readonly [E in EventName]: z.ZodType } = Object.freeze({
  ...toolInputSchemas,
  ...sessionInputSchemas,
  ...workspaceInputSchemas,
});
