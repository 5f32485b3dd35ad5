/**
 * What `hookcheck record` keeps of one payload: portable paths, no secrets, and a name that is the
 * same for the same payload, so a hook called a thousand times with one payload leaves one file.
 */
import { createHash } from 'node:crypto';
import type { RecordedPayload } from '../model/recorded-payload.js';
import { toPortableText, toPortableValue, type RecordedFolders } from './portable-paths.js';
import { redactSecrets, redactValue } from './redact.js';

export interface RecordingInput {
  /** The bytes the agent wrote to the hook's stdin. */
  readonly stdin: Uint8Array;
  /** The wrapped hook command, word by word (secrets in it are redacted too). */
  readonly command: readonly string[];
  /** `--name`: a prefix for the file name. */
  readonly label: string | undefined;
  /** $CLAUDE_PROJECT_DIR; the payload's `cwd` stands in when it is not set. */
  readonly projectDir: string | undefined;
  readonly homeDir: string | undefined;
  readonly now: Date;
}

/** The entry to save for one payload. */
export function makeRecording(input: RecordingInput): Omit<RecordedPayload, 'file'> {
  const payload = parseJsonObject(input.stdin);
  const event = readString(payload, 'hook_event_name') ?? null;
  const folders: RecordedFolders = { projectDir: input.projectDir ?? readString(payload, 'cwd'), homeDir: input.homeDir };
  // A secret passed to the hook as an argument stays out of the file too.
  const words = input.command.map((word) => redactSecrets(word));
  const describe = (hashed: string, redactions: number) => ({
    name: [input.label, toKebabCase(event), createHash('sha256').update(hashed).digest('hex').slice(0, 8)].filter((part) => part !== undefined).join('-'),
    recordedAt: input.now.toISOString(),
    event,
    command: words.map((word) => word.text),
    redactions: redactions + words.reduce((total, word) => total + word.count, 0),
  });
  if (payload === null) {
    const { text, count } = redactSecrets(toPortableText(Buffer.from(input.stdin).toString('utf8'), folders));
    return { ...describe(text, count), payload: null, stdin: text };
  }
  const { value, count } = redactValue(toPortableValue(payload, folders));
  return { ...describe(JSON.stringify(value), count), payload: value as Record<string, unknown> };
}

/** The stdin as a JSON object, or null when it is not one (not UTF-8, not JSON, an array…). */
function parseJsonObject(stdin: Uint8Array): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(stdin));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function readString(payload: Record<string, unknown> | null, key: string): string | undefined {
  const value = payload?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** `PreToolUse` → `pre-tool-use`; anything odd an agent sends becomes a safe file-name part. */
function toKebabCase(event: string | null): string {
  const words = (event ?? '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return words === '' ? 'no-event' : words;
}
