/** --jobs: a positive whole number, or by default one slot more than the cores (job-pool.ts). */
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readJobs } from '../../../src/cli/option-readers.js';
import { UsageError } from '../../../src/errors.js';

describe('--jobs', () => {
  it('defaults to the cores and one more: a sandboxed invocation sleeps while the kernel builds it', () => {
    expect(readJobs(undefined)).toBe(availableParallelism() + 1);
  });

  it('takes a positive whole number as given, and names anything else with its fix', () => {
    expect(readJobs('1')).toBe(1);
    for (const bad of ['0', '-2', '1.5', 'many']) expect(() => readJobs(bad)).toThrow(UsageError);
  });
});
