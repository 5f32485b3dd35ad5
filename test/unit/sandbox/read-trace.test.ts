import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrace } from '../../../src/sandbox/read-trace.js';
import { tempDir } from '../../helpers/temp-dir.js';

describe('readTrace', () => {
  it('keeps writes the host refused and connections, and leaves out Python byte-code caches', () => {
    const file = join(tempDir('hookcheck-trace-'), 'trace');
    writeFileSync(
      file,
      [
        '12 openat(AT_FDCWD, "/plugin/state.json", O_WRONLY|O_CREAT|O_TRUNC, 0666) = -1 EROFS (Read-only file system)',
        '12 mkdir("/plugin/core/__pycache__", 0777) = -1 EROFS (Read-only file system)',
        '12 openat(AT_FDCWD, "/plugin/core/__pycache__/rules.cpython-311.pyc.1234", O_WRONLY|O_CREAT|O_EXCL, 0644) = -1 EROFS (Read-only file system)',
        '12 openat(AT_FDCWD, "/plugin/config.json", O_RDONLY) = -1 EACCES (Permission denied)',
        '12 connect(3, {sa_family=AF_INET, sin_port=htons(443), sin_addr=inet_addr("127.0.0.1")}, 16) = -1 ENETUNREACH (Network is unreachable)',
      ].join('\n'),
    );
    expect(readTrace(file)).toEqual({ connects: ['127.0.0.1:443'], refusedWrites: ['/plugin/state.json'] });
  });
});
