/**
 * Before any scenario travels the clock, the clock is read inside the sandbox, under the same
 * faketime, through `date`, bash's $EPOCHSECONDS and the script's own interpreter: if one of them
 * does not follow, a scenario that moves time proves nothing, and is "no evidence". A compiled
 * script that is static or written in Go reads the clock without libc, so libfaketime cannot move
 * it: also no evidence, never a pass.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { findExecutable } from '../runner/find-executable.js';
import type { HeartbeatSpec } from './declaration.js';
import type { World } from './world.js';

export interface ClockCheck {
  readonly follows: boolean;
  /** What was read, or why the clock cannot be trusted. */
  readonly detail: string;
}

/** A reading this far past the fake instant is still the fake clock (the tick's own time runs on). */
const SLACK_SECONDS = 120;

const READERS: Readonly<Record<string, string>> = {
  python: `-c 'import time; print(int(time.time()))'`,
  node: `-e 'console.log(Math.floor(Date.now() / 1000))'`,
  perl: `-e 'print time, "\\n"'`,
  ruby: `-e 'puts Time.now.to_i'`,
};

/** `path`: the PATH the script's command is found on. */
export async function checkClock(spec: HeartbeatSpec, world: World, at: number, path: string | undefined): Promise<ClockCheck> {
  const program = scriptProgram(spec, path);
  if (program.kind === 'compiled') return { follows: false, detail: program.why };
  const readers = [`date +%s`, `bash -c 'echo "$EPOCHSECONDS"'`, ...(program.kind === 'interpreted' ? [`${program.interpreter} ${program.reader}`] : [])];
  const tick = await world.tick({ at, mode: 'busy', command: readers.map((reader) => `${reader} || echo unreadable`).join('; ') });
  const values = tick.stdout.trim().split('\n');
  const names = ['date', 'bash', ...(program.kind === 'interpreted' ? [program.interpreter] : [])];
  const wrong = names.filter((_, index) => {
    const value = Number(values[index]);
    return !Number.isInteger(value) || value < at || value > at + SLACK_SECONDS;
  });
  if (wrong.length > 0) return { follows: false, detail: `under faketime at ${at}, ${wrong.map((name) => `${name} read ${values[names.indexOf(name)] ?? 'nothing'}`).join(', ')}` };
  return { follows: true, detail: `date, bash${program.kind === 'interpreted' ? ` and ${program.interpreter}` : ''} read the fake clock` };
}

type Program = { kind: 'interpreted'; interpreter: string; reader: string } | { kind: 'compiled'; why: string } | { kind: 'shell' };

/** The program the run line starts: an interpreter we can read the clock with, a compiled file, or a shell line. */
function scriptProgram(spec: HeartbeatSpec, searchPath: string | undefined): Program {
  const words = spec.run
    .trim()
    .split(/\s+/)
    .filter((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word));
  const first = words[0] ?? '';
  const fromName = interpreterOf(first);
  if (fromName !== null) return fromName;
  const path = first.includes('/') ? (isAbsolute(first) ? first : join(spec.projectDir, first)) : findExecutable(first, searchPath);
  if (path === null) return { kind: 'shell' };
  const head = readHead(path);
  if (head.subarray(0, 2).toString() === '#!') {
    const line = head.toString('utf8').split('\n')[0]!.slice(2).trim().split(/\s+/);
    const named = line[0]?.endsWith('/env') ? line.find((word, index) => index > 0 && !word.startsWith('-')) : line[0];
    return interpreterOf(named ?? '') ?? { kind: 'shell' };
  }
  if (head.subarray(0, 4).equals(Buffer.from([0x7f, 0x45, 0x4c, 0x46]))) {
    if (head.includes('Go build')) return { kind: 'compiled', why: `${first} is a Go program: it reads the clock without libc, so libfaketime cannot move it` };
    if (!hasInterpreterHeader(head)) return { kind: 'compiled', why: `${first} is a static program: libfaketime is never loaded into it` };
  }
  return { kind: 'shell' };
}

function interpreterOf(word: string): Program | null {
  const name = word.split('/').pop() ?? '';
  const family = /^(python|node|perl|ruby)[\d.]*$/.exec(name)?.[1];
  return family === undefined ? null : { kind: 'interpreted', interpreter: word, reader: READERS[family]! };
}

function readHead(path: string): Buffer {
  const buffer = Buffer.alloc(1 << 20);
  try {
    const fd = openSync(path, 'r');
    try {
      return buffer.subarray(0, readSync(fd, buffer, 0, buffer.length, 0));
    } finally {
      closeSync(fd);
    }
  } catch {
    return Buffer.alloc(0);
  }
}

/** A 64-bit little-endian ELF with a PT_INTERP program header is dynamically linked (libfaketime can load). */
function hasInterpreterHeader(head: Buffer): boolean {
  if (head.length < 64 || head[4] !== 2 || head[5] !== 1) return true;
  const offset = Number(head.readBigUInt64LE(32));
  const size = head.readUInt16LE(54);
  const count = head.readUInt16LE(56);
  for (let index = 0; index < count; index++) {
    const at = offset + index * size;
    if (at + 4 > head.length) return true;
    if (head.readUInt32LE(at) === 3) return true;
  }
  return false;
}
