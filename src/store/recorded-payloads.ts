/**
 * `.hookcheck/recorded/`: real payloads kept by `hookcheck record`, one JSON file each, for
 * `hookcheck run` to replay. Files are written whole (temp file + rename), so a reader never sees
 * half of one even when the agent runs the same hook twice at once.
 */
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ConfigError } from '../errors.js';
import type { RecordedPayload } from '../model/recorded-payload.js';

export const DEFAULT_RECORDED_DIR = '.hookcheck/recorded';
/** Where `hookcheck record` notes that it could not save a payload (stderr belongs to the hook). */
const RECORDING_ERRORS_FILE = 'errors.log';

const RECORDED_NAME = /^[\w.-]+$/;

const recordedFileSchema = z
  .strictObject({
    name: z.string().regex(RECORDED_NAME, 'letters, digits, ".", "_" and "-" only'),
    recordedAt: z.iso.datetime(),
    event: z.string().nullable().describe('hook_event_name from the payload, or null.'),
    command: z.array(z.string()).min(1).readonly().describe('The wrapped hook command, word by word.'),
    redactions: z.number().int().nonnegative().describe('How many secrets were replaced with <redacted:KIND>.'),
    payload: z.record(z.string(), z.unknown()).nullable().describe('The payload with <project> and <home> placeholders, or null when stdin was not a JSON object.'),
    stdin: z.string().optional().describe('The raw stdin (redacted), only when it was not a JSON object.'),
  })
  .refine((entry) => (entry.payload === null) === (entry.stdin !== undefined), { message: 'give exactly one of payload (a JSON object) and stdin' });

export type { RecordedPayload } from '../model/recorded-payload.js';

/** The recorded payloads in `dir`, sorted by name; none when the folder does not exist. */
export function readRecordedPayloads(dir: string): RecordedPayload[] {
  if (!existsSync(dir)) return [];
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch (error) {
    throw new ConfigError(`Cannot read the recorded payloads in ${dir}: ${(error as Error).message}`, { hint: `Make ${dir} a readable folder, or remove it.` });
  }
  return names.map((name) => readRecordedFile(join(dir, name))).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function readRecordedFile(file: string): RecordedPayload {
  const hint = 'Delete it or record again (hookcheck record writes it whole).';
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${file} is not a recorded payload: ${(error as Error).message}.`, { hint });
  }
  const parsed = recordedFileSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new ConfigError(`${file} is not a recorded payload:\n    ${problems.join('\n    ')}`, { hint });
  }
  return { ...parsed.data, file };
}

/** Writes one recorded payload to `<dir>/<name>.json` (replacing an identical one) and returns that path. */
export function saveRecordedPayload(dir: string, entry: Omit<RecordedPayload, 'file'>): string {
  // Checked as it will be read back: a file written here must never fail readRecordedPayloads.
  const checked = recordedFileSchema.parse(entry);
  const file = join(dir, `${checked.name}.json`);
  const temporary = join(dir, `.${checked.name}.${randomBytes(6).toString('hex')}.tmp`);
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(temporary, `${JSON.stringify(checked, null, 2)}\n`);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
  return file;
}

/** Appends one line to `<dir>/errors.log`; throws when even that is impossible. */
export function appendRecordingError(dir: string, at: Date, message: string): void {
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, RECORDING_ERRORS_FILE), `${at.toISOString()} ${message.replaceAll('\n', ' ')}\n`);
}
