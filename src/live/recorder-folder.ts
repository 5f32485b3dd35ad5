/**
 * The scratch folder of one call replayed in another agent's live session: the hook file the agent
 * runs is the recorder (record-answer.ts), which runs the hook under test, writes the payload the
 * agent sent and the hook's answer to the folder, and answers the agent as the hook did. The folder
 * is removed once the replay ends, whatever it ended with. A walled-in session may write its
 * `answer/` folder only: the hook files beside it are written before any session (read-only there,
 * so hookcheck never writes through a link a hook left), and the answer is read only as a plain file.
 */
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HookOutcome } from '../model/outcome.js';
import { packagePath } from '../util/package-root.js';
import { quoteShellWord, type HookCommand } from '../runner/hook-command.js';
import { commandPaths } from '../sandbox/command-paths.js';
import type { SessionPaths } from '../sandbox/session-walls.js';

const RECORDER = packagePath('dist', 'src', 'live', 'record-answer.js');

/** What the recorder wrote: the payload the agent sent and the hook's answer to it. */
export interface RecordedAnswer {
  readonly stdin: string;
  readonly outcome: HookOutcome;
}

export interface RecorderFolder {
  /** The hook file to wire: the recorder in front of the hook under test. */
  readonly hookScript: string;
  /** Where the recorder writes; the file appears once the hook under test has answered. */
  readonly answerFile: string;
  /** What a walled-in session is shown (the hook under test's folder) and may write (the answer's folder only). */
  readonly sessionPaths: SessionPaths;
  /** A hook file that reads its payload and lets every call through. */
  allowingScript(): string;
  /** What the recorder wrote; null when the agent never ran the hook. */
  readAnswer(): RecordedAnswer | null;
}

export async function withRecorderFolder<T>(command: HookCommand, use: (folder: RecorderFolder) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'hookcheck-live-'));
  try {
    // The session writes here only: hookcheck writes nothing into it after a session ran.
    const answerDir = join(dir, 'answer');
    mkdirSync(answerDir);
    const record = join(answerDir, 'answer.json');
    const hookScript = writeScript(join(dir, 'hook.sh'), `exec ${[process.execPath, RECORDER, record, JSON.stringify(command)].map(quoteShellWord).join(' ')}`);
    const allowing = writeScript(join(dir, 'allow.sh'), 'cat > /dev/null\nexit 0');
    return await use({
      hookScript,
      answerFile: record,
      sessionPaths: { shown: commandPaths(command, homedir()), writable: [answerDir] },
      allowingScript: () => allowing,
      // A plain file only: a link the hook put there would read a host file into the report.
      readAnswer: () => (lstatSync(record, { throwIfNoEntry: false })?.isFile() ? (JSON.parse(readFileSync(record, 'utf8')) as RecordedAnswer) : null),
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function writeScript(path: string, body: string): string {
  writeFileSync(path, ['#!/bin/sh', body, ''].join('\n'));
  chmodSync(path, 0o755);
  return path;
}
