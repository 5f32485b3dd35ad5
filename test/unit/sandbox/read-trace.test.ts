import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrace } from '../../../src/sandbox/read-trace.js';
import { tempDir } from '../../helpers/temp-dir.js';

function traceOf(lines: readonly string[]): string {
  const file = join(tempDir('hookcheck-trace-'), 'trace');
  writeFileSync(file, lines.join('\n'));
  return file;
}

describe('readTrace', () => {
  it('keeps writes the host refused and connections, and leaves out Python byte-code caches', () => {
    const file = traceOf([
      '12 openat(AT_FDCWD, "/plugin/state.json", O_WRONLY|O_CREAT|O_TRUNC, 0666) = -1 EROFS (Read-only file system)',
      '12 mkdir("/plugin/core/__pycache__", 0777) = -1 EROFS (Read-only file system)',
      '12 openat(AT_FDCWD, "/plugin/core/__pycache__/rules.cpython-311.pyc.1234", O_WRONLY|O_CREAT|O_EXCL, 0644) = -1 EROFS (Read-only file system)',
      '12 openat(AT_FDCWD, "/plugin/config.json", O_RDONLY) = -1 EACCES (Permission denied)',
      '12 connect(3, {sa_family=AF_INET, sin_port=htons(443), sin_addr=inet_addr("127.0.0.1")}, 16) = -1 ENETUNREACH (Network is unreachable)',
    ]);
    expect(readTrace(file)).toEqual({ connects: ['127.0.0.1:443'], unixConnects: [], refusedWrites: ['/plugin/state.json'] });
  });

  // Lines as strace 6.1 printed them for Python's socket.connect on unix sockets.
  it('keeps unix socket connects, path and abstract, with strace’s escapes undone', () => {
    const file = traceOf([
      '22172 connect(3, {sa_family=AF_UNIX, sun_path="/run/x.sock"}, 14) = -1 ENOENT (No such file or directory)',
      '22172 connect(4, {sa_family=AF_UNIX, sun_path=@"abstract-name"}, 16) = -1 ECONNREFUSED (Connection refused)',
      '22172 connect(3, {sa_family=AF_UNIX, sun_path="/tmp/non exist/so\\"ck"}, 23) = -1 ENOENT (No such file or directory)',
      '23689 connect(3, {sa_family=AF_UNIX, sun_path="/tmp/back\\\\slash\\ttab\\nnl.sock"}, 30) = -1 ENOENT (No such file or directory)',
      '23689 connect(4, {sa_family=AF_UNIX, sun_path="/tmp/\\303\\274n\\303\\257.sock"}, 18) = -1 ENOENT (No such file or directory)',
      '22172 connect(3, {sa_family=AF_UNIX, sun_path="/run/x.sock"}, 14) = -1 ENOENT (No such file or directory)',
    ]);
    expect(readTrace(file)).toEqual({
      connects: [],
      unixConnects: ['/run/x.sock', '/tmp/back\\slash\ttab\nnl.sock', '/tmp/non exist/so"ck', '/tmp/ünï.sock', '@abstract-name'],
      refusedWrites: [],
    });
  });

  // `id`, `ls -l` and Python's getaddrinfo("localhost") all printed exactly this, twice or four times.
  it('leaves out glibc’s own lookups through the nscd socket', () => {
    const file = traceOf([
      '22331 connect(3, {sa_family=AF_UNIX, sun_path="/var/run/nscd/socket"}, 110) = -1 ENOENT (No such file or directory)',
      '22331 connect(3, {sa_family=AF_UNIX, sun_path="/var/run/nscd/socket"}, 110) = -1 ENOENT (No such file or directory)',
    ]);
    expect(readTrace(file).unixConnects).toEqual([]);
  });
});
