/**
 * What strace saw a hook attempt inside the sandbox (failed calls only: the sandbox makes what
 * matters fail): network connections, and writes the read-only host refused.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TraceReport {
  /** `address:port` of every IPv4/IPv6 connect the hook attempted. */
  readonly connects: readonly string[];
  /** Paths the hook tried to write, create, rename or remove where the host is read-only. */
  readonly refusedWrites: readonly string[];
}

/** The syscalls traced, and the strace options that keep the trace small. */
export const TRACE_OPTIONS = ['-f', '-qq', '-e', 'trace=connect,openat,creat,mkdir,mkdirat,rename,renameat,renameat2,unlink,unlinkat,truncate', '-e', 'status=failed'] as const;

const CONNECT = /connect\(\d+, \{sa_family=AF_INET6?, sin6?_port=htons\((\d+)\).*?(?:inet_addr\("([^"]+)"\)|inet_pton\(AF_INET6, "([^"]+)")/;
const WRITE = /(?:openat\(AT_FDCWD, |creat\(|mkdir\(|mkdirat\(AT_FDCWD, |unlink\(|unlinkat\(AT_FDCWD, |truncate\(|rename(?:at2?)?\((?:AT_FDCWD, )?)"([^"]+)"(.*)= -1 (EROFS|EACCES|EPERM)/;

/** Python's byte-code cache: written beside imported modules when it can be, silently skipped when not. Not the hook's doing. */
const INTERPRETER_CACHE = /(?:^|\/)__pycache__(?:\/|$)/;

/** Reads a trace file; none when strace wrote nothing. */
export function readTrace(path: string): TraceReport {
  if (!existsSync(path)) return { connects: [], refusedWrites: [] };
  const connects = new Set<string>();
  const refusedWrites = new Set<string>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const connect = CONNECT.exec(line);
    if (connect) connects.add(`${connect[2] ?? connect[3]}:${connect[1]}`);
    const write = WRITE.exec(line);
    if (write && (!line.includes('openat(') || /O_WRONLY|O_RDWR|O_CREAT/.test(write[2]!)) && !INTERPRETER_CACHE.test(write[1]!)) refusedWrites.add(write[1]!);
  }
  return { connects: [...connects].sort(), refusedWrites: [...refusedWrites].sort() };
}

/** Where a run's trace goes: a folder of the scratch area outside every snapshot area. */
export function prepareTrace(root: string): string {
  const dir = join(root, 'trace');
  mkdirSync(dir, { recursive: true });
  return join(dir, `strace-${process.hrtime.bigint()}.txt`);
}
