/**
 * What strace saw a hook attempt inside the sandbox (failed calls only: the sandbox makes what
 * matters fail): network connections, unix socket connections, and writes the read-only host refused.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TraceReport {
  /** `address:port` of every IPv4/IPv6 connect the hook attempted. */
  readonly connects: readonly string[];
  /** Path of every AF_UNIX socket the hook tried to connect to; abstract ones as `@name`. */
  readonly unixConnects: readonly string[];
  /** Paths the hook tried to write, create, rename or remove where the host is read-only. */
  readonly refusedWrites: readonly string[];
}

/** The syscalls traced, and the strace options that keep the trace small. */
export const TRACE_OPTIONS = ['-f', '-qq', '-e', 'trace=connect,openat,creat,mkdir,mkdirat,rename,renameat,renameat2,unlink,unlinkat,truncate', '-e', 'status=failed'] as const;

const CONNECT = /connect\(\d+, \{sa_family=AF_INET6?, sin6?_port=htons\((\d+)\).*?(?:inet_addr\("([^"]+)"\)|inet_pton\(AF_INET6, "([^"]+)")/;
/** strace prints `sun_path="/run/x.sock"`, or `sun_path=@"name"` for an abstract socket, C-escaped. */
const UNIX_CONNECT = /connect\(\d+, \{sa_family=AF_UNIX, sun_path=(@?)"((?:[^"\\]|\\.)*)"/;
/**
 * glibc's NSS asks the name service cache daemon first on every user, group or host lookup
 * (`ls -l`, `id`, `getaddrinfo`, Python's and git's own lookups), whatever the hook means to do;
 * the sandbox's /var/run is empty, so the connect fails and libc reads the files. Not the hook's doing.
 */
const LIBC_OWN_SOCKETS = new Set(['/var/run/nscd/socket', '/run/nscd/socket']);
const WRITE = /(?:openat\(AT_FDCWD, |creat\(|mkdir\(|mkdirat\(AT_FDCWD, |unlink\(|unlinkat\(AT_FDCWD, |truncate\(|rename(?:at2?)?\((?:AT_FDCWD, )?)"([^"]+)"(.*)= -1 (EROFS|EACCES|EPERM)/;

/** Python's byte-code cache: written beside imported modules when it can be, silently skipped when not. Not the hook's doing. */
const INTERPRETER_CACHE = /(?:^|\/)__pycache__(?:\/|$)/;

/** Reads a trace file; none when strace wrote nothing. */
export function readTrace(path: string): TraceReport {
  if (!existsSync(path)) return { connects: [], unixConnects: [], refusedWrites: [] };
  const connects = new Set<string>();
  const unixConnects = new Set<string>();
  const refusedWrites = new Set<string>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const connect = CONNECT.exec(line);
    if (connect) connects.add(`${connect[2] ?? connect[3]}:${connect[1]}`);
    const unix = UNIX_CONNECT.exec(line);
    const socket = unix ? `${unix[1]}${unescapeC(unix[2]!)}` : null;
    if (socket !== null && !LIBC_OWN_SOCKETS.has(socket)) unixConnects.add(socket);
    const write = WRITE.exec(line);
    if (write && (!line.includes('openat(') || /O_WRONLY|O_RDWR|O_CREAT/.test(write[2]!)) && !INTERPRETER_CACHE.test(write[1]!)) refusedWrites.add(write[1]!);
  }
  return { connects: [...connects].sort(), unixConnects: [...unixConnects].sort(), refusedWrites: [...refusedWrites].sort() };
}

const SIMPLE_ESCAPES: Readonly<Record<string, number>> = { n: 10, t: 9, r: 13, v: 11, f: 12, a: 7, b: 8 };

/** strace's C string escapes (`\\`, `\"`, `\n`, octal `\303\274`, `\x1b`) back to the bytes, read as UTF-8. */
function unescapeC(text: string): string {
  const bytes: number[] = [];
  const escape = /\\(?:([0-7]{1,3})|x([0-9a-fA-F]{1,2})|(.))|([^\\]+)/gsu;
  for (const [, octal, hex, char, plain] of text.matchAll(escape)) {
    if (plain !== undefined) bytes.push(...Buffer.from(plain, 'utf8'));
    else if (octal !== undefined) bytes.push(parseInt(octal, 8) & 0xff);
    else if (hex !== undefined) bytes.push(parseInt(hex, 16));
    else bytes.push(...(SIMPLE_ESCAPES[char!] === undefined ? Buffer.from(char!, 'utf8') : [SIMPLE_ESCAPES[char!]!]));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Where a run's trace goes: a folder of the scratch area outside every snapshot area. */
export function prepareTrace(root: string): string {
  const dir = join(root, 'trace');
  mkdirSync(dir, { recursive: true });
  return join(dir, `strace-${process.hrtime.bigint()}.txt`);
}
