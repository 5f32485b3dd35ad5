import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mergeReportsCommand } from '../../../../src/cli/merge-reports/command.js';
import { parseMergeReportsArgs } from '../../../../src/cli/merge-reports/args.js';
import { ConfigError, UsageError } from '../../../../src/errors.js';
import { toSchemaReport } from '../../../../src/reporters/mutate/schema-report.js';
import { selectShard } from '../../../../src/mutate/shard.js';
import { keepMutants, makeRun } from '../../../helpers/mutation-run.js';
import { tempDir } from '../../../helpers/temp-dir.js';

/** Writes the two shard reports of the test run; returns their paths and the unsharded document. */
function writeShards(dir: string) {
  const run = makeRun();
  const mutants = run.files.flatMap((file) => file.mutants);
  const paths = [1, 2].map((index) => {
    const shard = { index, count: 2 };
    const path = join(dir, `shard-${index}.json`);
    writeFileSync(path, JSON.stringify(toSchemaReport(keepMutants(run, new Set(selectShard(mutants, shard).map((mutant) => mutant.id)), shard), '1.2.3'), null, 2));
    return path;
  });
  return { paths, whole: toSchemaReport(run, '1.2.3') };
}

function captureStdout(): { text: () => string } {
  const chunks: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  });
  return { text: () => chunks.join('') };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe(mergeReportsCommand.name, () => {
  it('prints the merged report on stdout and exits 0', async () => {
    const { paths, whole } = writeShards(tempDir('hookcheck-merge-'));
    const stdout = captureStdout();
    expect(await mergeReportsCommand(paths)).toBe(0);
    expect(stdout.text()).toBe(`${JSON.stringify(whole, null, 2)}\n`);
  });

  it('writes -o and --html instead, and prints nothing', async () => {
    const dir = tempDir('hookcheck-merge-');
    const { paths, whole } = writeShards(dir);
    const stdout = captureStdout();
    expect(await mergeReportsCommand(['-o', join(dir, 'merged.json'), '--html', join(dir, 'merged.html'), ...paths])).toBe(0);
    expect(stdout.text()).toBe('');
    expect(JSON.parse(readFileSync(join(dir, 'merged.json'), 'utf8'))).toEqual(whole);
    const html = readFileSync(join(dir, 'merged.html'), 'utf8');
    expect(html).toContain('<mutation-test-report-app title-postfix="hookcheck">');
    expect(html).toContain('"py-forced-true"');
  });

  it('throws ConfigError for a missing shard or an unreadable report', async () => {
    const { paths } = writeShards(tempDir('hookcheck-merge-'));
    await expect(mergeReportsCommand([paths[0]!])).rejects.toThrow(ConfigError);
    await expect(mergeReportsCommand([paths[0]!])).rejects.toThrow(/Shard 2\/2 is missing/);
    await expect(mergeReportsCommand([paths[0]!, '/nonexistent/shard-2.json'])).rejects.toThrow(/Could not read the mutation report \/nonexistent\/shard-2.json/);
  });

  it('prints its help', async () => {
    const stdout = captureStdout();
    expect(await mergeReportsCommand(['--help'])).toBe(0);
    expect(stdout.text()).toMatch(/^Usage:\n {2}hookcheck merge-reports \[options\] <report.json>\.\.\./);
  });
});

describe(parseMergeReportsArgs.name, () => {
  it('takes the reports, -o and --html', () => {
    expect(parseMergeReportsArgs(['a.json', '--output', 'out.json', 'b.json', '--html', 'out.html'])).toEqual({ reports: ['a.json', 'b.json'], output: 'out.json', html: 'out.html', help: false });
    expect(parseMergeReportsArgs(['a.json'])).toEqual({ reports: ['a.json'], output: null, html: null, help: false });
  });

  it('refuses no reports, unknown options and empty file names', () => {
    expect(() => parseMergeReportsArgs([])).toThrow(UsageError);
    expect(() => parseMergeReportsArgs(['-o', 'out.json'])).toThrow(/needs the JSON reports to merge/);
    expect(() => parseMergeReportsArgs(['--out', 'x', 'a.json'])).toThrow(UsageError);
    expect(() => parseMergeReportsArgs(['--html', '', 'a.json'])).toThrow('--html got an empty file name.');
  });
});
