/**
 * `hookcheck record -- <hook command…>`: runs the hook exactly as the agent asked and keeps the
 * payload it got. Transparency is the contract: the hook gets the same stdin bytes, cwd and
 * environment; its stdout and stderr are ours; its exit code (or death by signal) is ours. Recording
 * never writes to stdout or stderr, which the agent reads: a failure to save goes to errors.log, or
 * nowhere.
 */
import { constants } from 'node:os';
import { join, resolve } from 'node:path';
import { isatty } from 'node:tty';
import { startPassThrough, type PassThroughOutcome } from '../../runner/pass-through.js';
import { print } from '../print.js';
import { parseRecordArgs, RECORD_USAGE, type RecordArgs } from './args.js';

/** Signals the agent may send us to stop the hook: they are the hook's to handle. */
const FORWARDED_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
/** Node keeps its own handlers for these (SIGPIPE is ignored, SIGUSR1 starts the inspector). */
const NOT_RERAISABLE: ReadonlySet<string> = new Set(['SIGPIPE', 'SIGUSR1']);

/** Runs the wrapped hook, records its payload, and returns its exit code. */
export async function recordCommand(argv: readonly string[]): Promise<number> {
  const args = parseRecordArgs(argv);
  if (args.help) return print(RECORD_USAGE);
  const [file, ...rest] = args.command as [string, ...string[]];
  // A terminal is not a payload (someone trying the command by hand): hand it over, record nothing.
  const stdin = isatty(0) ? 'inherit' : await readAll(process.stdin);
  const child = startPassThrough({ file, args: rest, cwd: process.cwd(), env: process.env, stdin });
  const forward = (signal: NodeJS.Signals) => child.signal(signal);
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  // Saving runs beside the hook, which has already started: the hook never waits for it.
  const saving = stdin === 'inherit' ? Promise.resolve() : recordQuietly(stdin, args);
  const outcome = await child.outcome;
  await saving;
  for (const signal of FORWARDED_SIGNALS) process.off(signal, forward);
  return toExitCode(outcome, file);
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Saves the payload; whatever goes wrong (an unwritable folder, a full disk, a bug) stays out of the hook's output. */
async function recordQuietly(stdin: Buffer, args: RecordArgs): Promise<void> {
  const projectDir = process.env['CLAUDE_PROJECT_DIR'] || undefined;
  const now = new Date();
  // Loaded only now, after the hook started: the validation library costs a few hundred ms to load.
  const { appendRecordingError, DEFAULT_RECORDED_DIR, saveRecordedPayload } = await import('../../store/recorded-payloads.js');
  const { makeRecording } = await import('../../record/make-recording.js');
  const folder = join(resolve(args.dir ?? projectDir ?? '.'), DEFAULT_RECORDED_DIR);
  try {
    const entry = makeRecording({ stdin, command: args.command, label: args.name, projectDir, homeDir: process.env['HOME'] || undefined, now });
    saveRecordedPayload(folder, entry);
  } catch (error) {
    try {
      appendRecordingError(folder, now, `could not save the payload: ${(error as Error)?.message ?? String(error)}`);
    } catch {
      // Nowhere left to say it without touching what the agent reads.
    }
  }
}

/** The hook's exit code; a death by signal is passed on by dying of the same signal. */
function toExitCode(outcome: PassThroughOutcome, file: string): number {
  if (outcome.kind === 'exited') return outcome.exitCode;
  if (outcome.kind === 'spawn-failed') {
    process.stderr.write(`hookcheck record: cannot start ${file}: ${outcome.reason}\n`);
    // As a shell reports it: 127 not found, 126 found but not runnable.
    return outcome.code === 'ENOENT' ? 127 : 126;
  }
  // Our forwarding listeners are gone, so the default action applies again: the signal ends us.
  if (!NOT_RERAISABLE.has(outcome.signal) && process.listenerCount(outcome.signal) === 0) process.kill(process.pid, outcome.signal);
  // Still here: Node handles that signal itself. Exit as a shell reports a death by signal.
  return 128 + (constants.signals[outcome.signal] ?? 0);
}
