import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MutationTestResult } from 'mutation-testing-report-schema/api';
import { ConfigError } from '../../../../src/errors.js';
import { mergeReports } from '../../../../src/reporters/mutate/merge-reports.js';
import { toSchemaReport } from '../../../../src/reporters/mutate/schema-report.js';
import { selectShard } from '../../../../src/mutate/shard.js';
import type { MutationRun } from '../../../../src/model/mutation.js';
import { keepMutants, makeRun } from '../../../helpers/mutation-run.js';

const VERSION = '1.2.3';

/** The documents of the n shards of `run`, each made as `hookcheck mutate --shard k/n` makes it. */
function shardDocuments(run: MutationRun, count: number): MutationTestResult[] {
  const mutants = run.files.flatMap((file) => file.mutants);
  return Array.from({ length: count }, (_, index) => {
    const shard = { index: index + 1, count };
    const ids = new Set(selectShard(mutants, shard).map((mutant) => mutant.id));
    return toSchemaReport(keepMutants(run, ids, shard), VERSION);
  });
}

/** A copy of `document` with the first mutant of `path` changed. */
function withFirstMutant(document: MutationTestResult, path: string, change: object): MutationTestResult {
  const file = document.files[path]!;
  return { ...document, files: { ...document.files, [path]: { ...file, mutants: [{ ...file.mutants[0]!, ...change }, ...file.mutants.slice(1)] } } };
}

describe(mergeReports.name, () => {
  it("joins the shards of a run into the unsharded run's document", () => {
    const whole = toSchemaReport(makeRun(), VERSION);
    const [first, second] = shardDocuments(makeRun(), 2);
    expect(first!.files['hooks/guard.py']!.mutants.length).toBeLessThan(whole.files['hooks/guard.py']!.mutants.length);
    expect(mergeReports([first!, second!])).toEqual(whole);
    expect(JSON.stringify(mergeReports([second!, first!]))).toBe(JSON.stringify(whole));
  });

  it('does so for any number of shards given in any order, even shards with no mutants', () => {
    const whole = toSchemaReport(makeRun(), VERSION);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 14 }).chain((count) => fc.shuffledSubarray(shardDocuments(makeRun(), count), { minLength: count })),
        (documents) => {
          expect(mergeReports(documents)).toEqual(whole);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("gives a whole run's document back as it was", () => {
    const whole = toSchemaReport(makeRun(), VERSION);
    expect(mergeReports([whole])).toEqual(whole);
    expect(mergeReports([whole, whole])).toEqual(whole);
  });

  it('refuses a mutant that has two statuses, naming it', () => {
    const [first, second] = shardDocuments(makeRun(), 2);
    const path = 'hooks/guard.py';
    const stolen = second!.files[path]!.mutants[0]!;
    const twice = { ...first!, files: { ...first!.files, [path]: { ...first!.files[path]!, mutants: [...first!.files[path]!.mutants, { ...stolen, status: 'Killed' as const }] } } };
    expect(stolen.status).not.toBe('Killed');
    expect(() => mergeReports([twice, second!], ['shard-1.json', 'shard-2.json'])).toThrow(ConfigError);
    expect(() => mergeReports([twice, second!], ['shard-1.json', 'shard-2.json'])).toThrow(`Mutant ${stolen.id} in ${path} is Killed in one report and ${stolen.status} in shard-2.json.`);
  });

  it('refuses a mutant that is the same in status but not otherwise, or that is in two files', () => {
    const whole = toSchemaReport(makeRun(), VERSION);
    expect(() => mergeReports([whole, withFirstMutant(whole, 'hooks/guard.py', { replacement: 'x' })])).toThrow(/Mutant py-compile in hooks\/guard.py differs between report 2/);
    expect(() => mergeReports([whole, withFirstMutant(whole, 'hooks/guard.sh', { id: 'py-compile', status: 'CompileError' })])).toThrow(
      /Mutant py-compile is in both hooks\/guard.py and hooks\/guard.sh/,
    );
  });

  it('refuses shards of different sources, thresholds, tools or tests', () => {
    const [first, second] = shardDocuments(makeRun(), 2);
    const sources = { ...second!, files: { ...second!.files, 'hooks/guard.sh': { ...second!.files['hooks/guard.sh']!, source: 'exit 0\n' } } };
    expect(() => mergeReports([first!, sources], ['a.json', 'b.json'])).toThrow('b.json has another version of hooks/guard.sh than the reports before it.');
    expect(() => mergeReports([first!, { ...second!, thresholds: { high: 90, low: 60 } }])).toThrow(/differ in thresholds/);
    const [, otherBreak] = shardDocuments(makeRun({ thresholds: { high: 80, low: 60, break: 70 } }), 2);
    expect(() => mergeReports([first!, otherBreak!])).toThrow(/differ in config/);
    expect(() => mergeReports([first!, { ...second!, framework: { name: 'hookcheck', version: '9.9.9' } }])).toThrow(/differ in tool and version/);
    const renamed = { ...second!, testFiles: { '': { tests: [{ id: 'blocks-rm', name: 'blocks rm' }] } } };
    expect(() => mergeReports([first!, renamed])).toThrow('Test blocks-rm is "blocks rm -rf" in one report and "blocks rm" in report 2.');
  });

  it('refuses a missing, repeated or foreign shard, and nothing at all', () => {
    const [first, second, third] = shardDocuments(makeRun(), 3);
    expect(() => mergeReports([first!, third!])).toThrow(/^Shard 2\/3 is missing/);
    expect(() => mergeReports([first!])).toThrow(/^Shard 2\/3, 3\/3 are missing/);
    expect(() => mergeReports([first!, second!, second!, third!], ['1.json', '2.json', '2-again.json', '3.json'])).toThrow('2.json and 2-again.json are both shard 2/3.');
    expect(() => mergeReports([first!, second!, third!, ...shardDocuments(makeRun(), 2)])).toThrow(/is shard 1\/2, but report 1 is of 3 shards/);
    expect(() => mergeReports([toSchemaReport(makeRun(), VERSION), first!, second!, third!])).toThrow(/report 1 is a whole run's report and report 2 one shard's/);
    expect(() => mergeReports([])).toThrow(/No reports to merge/);
    expect(() => mergeReports([{ ...first!, schemaVersion: '1' }])).toThrow(/version 1 mutation report/);
  });
});
