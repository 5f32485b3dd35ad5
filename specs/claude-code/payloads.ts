/**
 * Realistic, valid stdin payloads for every Claude Code event (PROTOCOLS.md §1.7–1.8).
 * Hookcheck feeds them to a hook to see what it does; they are deterministic so a run can be
 * replayed, and every URL points at 127.0.0.1 so a hook that follows one reaches nothing.
 */
import type { EventName } from './events.js';
import { sessionPayloadBuilders } from './payloads-session.js';
import { toolPayloadBuilders } from './payloads-tools.js';
import { workspacePayloadBuilders } from './payloads-workspace.js';

/** Where the simulated session lives; every path in a payload derives from these. */
export interface PayloadContext {
  readonly sessionId: string;
  readonly transcriptPath: string;
  /** Absolute project directory; tool file paths are built under it. */
  readonly cwd: string;
}

export interface SamplePayload {
  /** Short description for reports, e.g. `Bash: rm -rf`. */
  readonly label: string;
  readonly payload: Readonly<Record<string, unknown>>;
}

export type PayloadBuilder = (ctx: PayloadContext) => SamplePayload[];

// The annotation makes a forgotten event a compile error.
const payloadBuilders: { readonly [E in EventName]: PayloadBuilder } = {
  ...toolPayloadBuilders,
  ...sessionPayloadBuilders,
  ...workspacePayloadBuilders,
};

/** Realistic valid payloads for one event; tool events get several tools. */
export function buildPayloads(event: EventName, ctx: PayloadContext): SamplePayload[] {
  return payloadBuilders[event](ctx);
}

/** One representative valid payload (the first of buildPayloads). */
export function buildPayload(event: EventName, ctx: PayloadContext): Record<string, unknown> {
  const [first] = buildPayloads(event, ctx);
  if (first === undefined) throw new Error(`No sample payload for event ${event}`);
  return { ...first.payload };
}
