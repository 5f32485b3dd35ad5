/**
 * Generated payloads name the run's scratch folders, which change on every run. To compare cases
 * across runs, id them and save them, those folders are written as placeholders (`<project>`, …)
 * and put back for the scratch folders of the run that replays them.
 */
import { createHash } from 'node:crypto';
import { relative, isAbsolute } from 'node:path';
import type { PayloadContext } from '../../specs/claude-code/payloads.js';
import type { HookCommand } from '../runner/hook-command.js';
import { formatHookCommand } from '../runner/hook-command.js';

export interface ScratchPaths {
  readonly projectDir: string;
  readonly homeDir: string;
  readonly tmpDir: string;
  readonly transcriptPath: string;
}

/** Longest first: the transcript lives under HOME. */
const PLACEHOLDERS = [
  ['transcriptPath', '<transcript>'],
  ['projectDir', '<project>'],
  ['homeDir', '<home>'],
  ['tmpDir', '<tmp>'],
] as const;

export type Stdin = string | Uint8Array;

/**
 * The context generated cases are drawn in: placeholders where this run's scratch folders go.
 * Their real paths hold the PID and random letters, so their length differs from run to run; a case
 * drawn with them would be cut, or have a byte put in, at a place that moves with that length. Drawn
 * with placeholders, a seed gives the same cases everywhere; `fromPortable` puts the paths in
 * only when a case is sent.
 */
export function portableContext(context: PayloadContext, paths: ScratchPaths): PayloadContext {
  const portable = (path: string) => toPortable(path, paths) as string;
  // Payloads name files beside the transcript (subagent transcripts): its folder must stay a path.
  const transcriptPath = context.transcriptPath.startsWith(`${paths.homeDir}/`) ? `<home>${context.transcriptPath.slice(paths.homeDir.length)}` : portable(context.transcriptPath);
  return { ...context, cwd: portable(context.cwd), transcriptPath };
}

/** `stdin` with the scratch folders written as placeholders. */
export function toPortable(stdin: Stdin, paths: ScratchPaths): Stdin {
  return mapText(stdin, (text) => PLACEHOLDERS.reduce((result, [key, mark]) => result.replaceAll(paths[key], mark), text));
}

/** The placeholders of a portable stdin replaced by this run's scratch folders. */
export function fromPortable(stdin: Stdin, paths: ScratchPaths): Stdin {
  return mapText(stdin, (text) => PLACEHOLDERS.reduce((result, [key, mark]) => result.replaceAll(mark, paths[key]), text));
}

/** Bytes that are not UTF-8 go through latin1, which maps each byte to one character and back. */
function mapText(stdin: Stdin, change: (text: string) => string): Stdin {
  if (typeof stdin === 'string') return change(stdin);
  return Buffer.from(change(Buffer.from(stdin).toString('latin1')), 'latin1');
}

/** Bytes of a stdin. */
export function stdinBytes(stdin: Stdin): number {
  return typeof stdin === 'string' ? Buffer.byteLength(stdin) : stdin.length;
}

/** The command with paths inside the project written relative to it, as a settings file would. */
export function portableCommand(command: HookCommand, projectDir: string | null): HookCommand {
  if (projectDir === null) return command;
  const shorten = (path: string) => (isAbsolute(path) && path.startsWith(`${projectDir}/`) ? relative(projectDir, path) : path);
  if (command.form === 'shell') return { form: 'shell', script: command.script.replaceAll(`${projectDir}/`, '') };
  return { form: 'exec', file: shorten(command.file), args: command.args.map(shorten) };
}

interface FailureIdentity {
  readonly command: HookCommand;
  readonly event: string;
  readonly kind: string;
  readonly check: string;
  readonly code: string;
  /** Portable stdin of the minimal case. */
  readonly stdin: Stdin;
}

/** A stable id for a failure: the same minimal case of the same hook failing the same way. */
export function failureId(identity: FailureIdentity): string {
  const hash = createHash('sha256');
  for (const part of [formatHookCommand(identity.command), identity.event, identity.kind, identity.check, identity.code]) hash.update(`${part}\u0000`);
  hash.update(identity.stdin);
  return `${identity.event}-${hash.digest('hex').slice(0, 10)}`;
}
