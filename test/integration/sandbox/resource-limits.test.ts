/**
 * The rlimits the report lists as applied hold for the hook inside the sandbox, whichever program
 * sets them (the outer shell's ulimit, or prlimit inside where RLIMIT_NPROC is needed); and none
 * of them reaches a hook run without the sandbox.
 */
import { describe, expect, it } from 'vitest';
import { FILE_SIZE_LIMIT_BYTES, OPEN_FILES_LIMIT } from '../../../src/sandbox/resource-limits.js';
import { runFixture } from '../../helpers/run-fixture.js';

/** The hook's limit line for `name` ("open files", "file size"): soft and hard. */
const limitOf = (stderr: string, name: string) => new RegExp(`^Max ${name}\\s+(\\S+)\\s+(\\S+)`, 'm').exec(stderr)?.slice(1, 3);

describe('resource limits in the sandbox', () => {
  it('bounds open files and file size for the hook, as the report says', async () => {
    const report = await runFixture('reports-its-limits.sh', { sandbox: 'bwrap', matcher: 'Glob' });
    const stderr = report.results[0]!.outcome.stderr;
    expect(report.sandbox.limits?.applied).toEqual(expect.arrayContaining([expect.stringContaining('(RLIMIT_NOFILE)'), expect.stringContaining('(RLIMIT_FSIZE)')]));
    expect([limitOf(stderr, 'open files'), limitOf(stderr, 'file size')]).toEqual([
      [String(OPEN_FILES_LIMIT), String(OPEN_FILES_LIMIT)],
      [String(FILE_SIZE_LIMIT_BYTES), String(FILE_SIZE_LIMIT_BYTES)],
    ]);
  }, 60_000);

  it('sets none of them on a hook run without the sandbox', async () => {
    const report = await runFixture('reports-its-limits.sh', { sandbox: 'none', matcher: 'Glob' });
    expect(limitOf(report.results[0]!.outcome.stderr, 'file size')).not.toEqual([String(FILE_SIZE_LIMIT_BYTES), String(FILE_SIZE_LIMIT_BYTES)]);
  }, 60_000);
});
