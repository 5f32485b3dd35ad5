/**
 * A payload `hookcheck record` kept from a real agent session (the recorder in src/record/ makes
 * it, the store in src/store/recorded-payloads.ts reads and writes its file), shared by both.
 */
/** One recorded payload, as read back from its file. */
export interface RecordedPayload {
  readonly name: string;
  /** ISO 8601 time of the (last) recording. */
  readonly recordedAt: string;
  readonly event: string | null;
  readonly command: readonly string[];
  /** How many secrets were replaced with `<redacted:KIND>` in payload or stdin. */
  readonly redactions: number;
  readonly payload: Record<string, unknown> | null;
  readonly stdin?: string;
  /** The file it was read from. */
  readonly file: string;
}

/** What a run needs of a recorded payload, with placeholders for the folders it named: a probe names it (`recorded:`), or it runs as a case. */
export type RecordedInput = Pick<RecordedPayload, 'name' | 'event' | 'payload' | 'stdin'>;
