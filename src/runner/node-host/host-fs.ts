/**
 * A node host's fs, as a hook in a process of its own finds it: fd 0 is its stdin, fd 1 and 2 its
 * stdout and stderr, and the standard devices opened by name fail as they do on the sockets node
 * spawns hooks with. Patched once, in the host only; outside a run the calls are node's own.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { capture, currentRun } from './host-run.js';

/**
 * What opening /dev/stdin, /dev/stdout or /dev/stderr by name gives a hook whose standard streams
 * are the sockets node spawns it with (as the agents spawn hooks, and as hookcheck does): ENXIO.
 * The descriptors themselves work. (Paths opened some other way reach the host's own fd 1 and 2,
 * which the host measures: such a run is not vouched for.)
 */
const STANDARD_DEVICES = new Set(['/dev/stdin', '/dev/stdout', '/dev/stderr', ...[0, 1, 2].flatMap((fd) => [`/proc/self/fd/${fd}`, `/dev/fd/${fd}`])]);

function noDevice(path: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENXIO: no such device or address, open '${path}'`), { errno: -6, code: 'ENXIO', syscall: 'open', path });
}

/** Calls `real`, unless a run names a standard device by path (ENXIO, as in its own process). */
function byName<T extends (...args: never[]) => unknown>(real: T): T {
  return function (this: unknown, ...args: Parameters<T>) {
    if (currentRun() !== null && typeof args[0] === 'string' && STANDARD_DEVICES.has(args[0])) throw noDevice(args[0]);
    return Reflect.apply(real, fs, args);
  } as T;
}

/** fd 0, 1, 2 through fs are the run's, as in a process of its own. */
export function installFs(): void {
  const original = { readFileSync: fs.readFileSync, readSync: fs.readSync, writeSync: fs.writeSync, writeFileSync: fs.writeFileSync, appendFileSync: fs.appendFileSync, openSync: fs.openSync };
  const patched = {
    writeFileSync: byName(original.writeFileSync),
    appendFileSync: byName(original.appendFileSync),
    openSync: byName(original.openSync),
    readFileSync(this: unknown, path: unknown, options?: unknown) {
      const current = currentRun();
      if (current === null || (path !== 0 && !(typeof path === 'string' && STANDARD_DEVICES.has(path)))) return Reflect.apply(original.readFileSync, fs, [path, options]);
      if (path !== 0) throw noDevice(String(path));
      const rest = current.stdin.subarray(current.stdinOffset);
      current.stdinOffset = current.stdin.length;
      const encoding = (typeof options === 'string' ? options : (options as { encoding?: string } | undefined)?.encoding) as BufferEncoding | undefined;
      return encoding ? rest.toString(encoding) : Buffer.from(rest);
    },
    readSync(this: unknown, fd: unknown, buffer: unknown, ...rest: unknown[]) {
      const current = currentRun();
      if (current === null || fd !== 0 || !ArrayBuffer.isView(buffer)) return Reflect.apply(original.readSync, fs, [fd, buffer, ...rest]);
      const target = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      const [offsetOrOptions, lengthArgument] = rest;
      const offset = typeof offsetOrOptions === 'number' ? offsetOrOptions : ((offsetOrOptions as { offset?: number } | undefined)?.offset ?? 0);
      const length = typeof lengthArgument === 'number' ? lengthArgument : ((offsetOrOptions as { length?: number } | undefined)?.length ?? target.length - offset);
      const copied = current.stdin.copy(target, offset, current.stdinOffset, Math.min(current.stdin.length, current.stdinOffset + length));
      current.stdinOffset += copied;
      return copied;
    },
    writeSync(this: unknown, fd: unknown, data: unknown, ...rest: unknown[]) {
      const current = currentRun();
      if (current === null || (fd !== 1 && fd !== 2)) return Reflect.apply(original.writeSync, fs, [fd, data, ...rest]);
      const text = ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : String(data);
      capture(fd === 1 ? current.out : current.err, text, typeof rest[1] === 'string' ? (rest[1] as BufferEncoding) : undefined);
      return Buffer.byteLength(text);
    },
  };
  Object.assign(fs, patched);
  // `import { readFileSync } from 'node:fs'` sees the same functions.
  syncBuiltinESMExports();
}
