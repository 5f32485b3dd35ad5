import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { chooseScratchBase } from '../../../src/runner/scratch-base.js';

describe('chooseScratchBase', () => {
  it('keeps a TMPDIR the caller set, even with a memory folder at hand', () => {
    expect(chooseScratchBase({ TMPDIR: '/somewhere' }, () => '/dev/shm')).toBe(tmpdir());
  });

  it('takes the memory folder when TMPDIR is unset and it has room, else the temp folder', () => {
    expect(chooseScratchBase({}, () => '/dev/shm')).toBe('/dev/shm');
    expect(chooseScratchBase({}, () => null)).toBe(tmpdir());
  });
});
