import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { chooseScratchBase } from '../../../src/workspace/scratch-base.js';

describe('chooseScratchBase', () => {
  it('keeps a temp folder the caller set (TMPDIR, TMP or TEMP), even with a memory folder at hand', () => {
    for (const name of ['TMPDIR', 'TMP', 'TEMP']) expect(chooseScratchBase({ [name]: '/somewhere' }, () => '/dev/shm')).toBe(tmpdir());
  });

  it('takes the memory folder when TMPDIR is unset and it has room, else the temp folder', () => {
    expect(chooseScratchBase({}, () => '/dev/shm')).toBe('/dev/shm');
    expect(chooseScratchBase({}, () => null)).toBe(tmpdir());
  });
});
