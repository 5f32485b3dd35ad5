import { Ajv } from 'ajv';
import { schema as reportSchema } from 'mutation-testing-report-schema';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../../src/errors.js';
import { fromSchemaReport, toSchemaReport } from '../../../../src/reporters/mutate/schema-report.js';
import { bashFile, makeRun, pythonFile } from '../../../helpers/mutation-run.js';

// The schema is draft-07; `format: "uri"` (framework.branding) is not checked, hookcheck writes no branding.
const validate = new Ajv({ allErrors: true, formats: { uri: true } }).compile(reportSchema);

describe(toSchemaReport.name, () => {
  it('writes a document that validates against mutation-testing-report-schema', () => {
    const document = toSchemaReport(makeRun(), '1.2.3');
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(toSchemaReport(makeRun({ tests: [], thresholds: { high: 80.5, low: 59.5, break: null }, shard: { index: 1, count: 2 } }))), JSON.stringify(validate.errors)).toBe(true);
  });

  it('is checked by a validator that does reject what the schema forbids', () => {
    const document = toSchemaReport(makeRun());
    expect(validate({ ...document, thresholds: { high: 80.5, low: 60 } })).toBe(false);
    expect(validate({ ...document, files: { 'a.py': { ...document.files['hooks/guard.py']!, mutants: [{ ...document.files['hooks/guard.py']!.mutants[0]!, status: 'Lived' }] } } })).toBe(false);
  });

  it('keeps the top-level keys, the files and the mutants in one order', () => {
    const document = toSchemaReport(makeRun(), '1.2.3');
    expect(Object.keys(document)).toEqual(['schemaVersion', 'thresholds', 'files', 'testFiles', 'framework', 'config']);
    expect(Object.keys(document.files)).toEqual(['hooks/guard.py', 'hooks/guard.sh']);
    expect(document.files['hooks/guard.py']!.mutants.map((mutant) => mutant.id)).toEqual(['py-compile', 'py-boundary', 'py-runtime', 'py-forced-true', 'py-ignored', 'py-decision', 'py-exit']);
    const shuffled = makeRun({
      files: [
        { ...bashFile, mutants: [...bashFile.mutants].reverse() },
        { ...pythonFile, mutants: [...pythonFile.mutants].reverse() },
      ],
    });
    expect(JSON.stringify(toSchemaReport(shuffled, '1.2.3'))).toBe(JSON.stringify(document));
  });

  it('writes each field of a mutant, with the location in UTF-16 columns', () => {
    const document = toSchemaReport(makeRun(), '1.2.3');
    expect(document.schemaVersion).toBe('2');
    expect(document.files['hooks/guard.py']!.language).toBe('python');
    expect(document.files['hooks/guard.sh']!.language).toBe('bash');
    expect(document.files['hooks/guard.sh']!.source).toBe(bashFile.source);
    expect(document.files['hooks/guard.py']!.mutants.find((mutant) => mutant.id === 'py-boundary')).toEqual({
      id: 'py-boundary',
      mutatorName: 'ComparisonBoundary',
      replacement: 'age <= ttl',
      description: 'ComparisonBoundary on `age < ttl`',
      location: { start: { line: 5, column: 12 }, end: { line: 5, column: 21 } },
      status: 'Killed',
      killedBy: ['stale-lock'],
      coveredBy: ['stale-lock', 'blocks-rm'],
      duration: 41,
    });
    // "block" on line 9 comes after "🛑", one code point but two UTF-16 units: column 54, not 53.
    expect(document.files['hooks/guard.py']!.mutants.find((mutant) => mutant.id === 'py-decision')!.location).toEqual({ start: { line: 9, column: 54 }, end: { line: 9, column: 61 } });
    expect(document.files['hooks/guard.py']!.mutants.find((mutant) => mutant.id === 'py-exit')).toMatchObject({ status: 'Timeout', statusReason: 'timed out after 3000 ms' });
    expect(Object.keys(document.files['hooks/guard.sh']!.mutants.find((mutant) => mutant.id === 'sh-echo-removed')!)).toEqual([
      'id',
      'mutatorName',
      'replacement',
      'description',
      'location',
      'status',
    ]);
  });

  it('lists the probes as tests, names the tool, and keeps the exact thresholds and the shard in config', () => {
    const document = toSchemaReport(makeRun({ thresholds: { high: 80.5, low: 60, break: 99.8 }, shard: { index: 2, count: 3 } }), '1.2.3');
    expect(document.testFiles).toEqual({
      '': {
        tests: [
          { id: 'blocks-rm', name: 'blocks rm -rf' },
          { id: 'allows-ls', name: 'allows ls' },
          { id: 'stale-lock', name: 'stale lock is ignored' },
        ],
      },
    });
    expect(document.framework).toEqual({ name: 'hookcheck', version: '1.2.3' });
    expect(document.thresholds).toEqual({ high: 81, low: 60 });
    expect(document.config).toEqual({ thresholds: { high: 80.5, low: 60, break: 99.8 }, shard: { index: 2, count: 3 } });
  });

  it("puts each hook's probes under its own test file, the --test command under the shared one, and reads them back", () => {
    // In the order the document keeps: test files by name, the shared one ('') first.
    const tests = [
      { id: 'test-command', name: 'npm test' },
      { id: 'hooks/guard.py: probe: rm', name: 'rm', file: 'hooks/guard.py' },
      { id: 'hooks/guard.sh: probe: rm', name: 'rm', file: 'hooks/guard.sh' },
    ];
    const run = makeRun({ tests });
    const document = toSchemaReport(run);
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    expect(document.testFiles).toEqual({
      '': { tests: [{ id: 'test-command', name: 'npm test' }] },
      'hooks/guard.py': { tests: [{ id: 'hooks/guard.py: probe: rm', name: 'rm' }] },
      'hooks/guard.sh': { tests: [{ id: 'hooks/guard.sh: probe: rm', name: 'rm' }] },
    });
    expect(fromSchemaReport(document)).toEqual(run);
    // Another tool's test file (not a mutated file) holds tests of every file.
    expect(fromSchemaReport({ ...document, testFiles: { 'test/a.spec.js': { tests: [{ id: 't', name: 't' }] } } }).tests).toEqual([{ id: 't', name: 't' }]);
  });

  it('leaves out test files when there are no tests, and the version when it is not given', () => {
    const document = toSchemaReport(makeRun({ tests: [] }));
    expect(document).not.toHaveProperty('testFiles');
    expect(document.framework).toEqual({ name: 'hookcheck' });
    expect(document.config).toEqual({ thresholds: { high: 80, low: 60, break: 50 } });
  });
});

describe(fromSchemaReport.name, () => {
  it('reads back the run it was written from, offsets and original text included', () => {
    const run = makeRun({ thresholds: { high: 80.5, low: 60, break: 99.8 }, shard: { index: 1, count: 2 } });
    expect(fromSchemaReport(toSchemaReport(run, '1.2.3'))).toEqual(run);
    expect(fromSchemaReport(JSON.parse(JSON.stringify(toSchemaReport(makeRun()))))).toEqual(makeRun());
  });

  it("takes the thresholds from the schema, with no break, in another tool's report", () => {
    const { config: _config, ...document } = toSchemaReport(makeRun());
    expect(fromSchemaReport(document).thresholds).toEqual({ high: 80, low: 60, break: null });
    expect(fromSchemaReport({ ...document, files: { 'a.sh': { ...document.files['hooks/guard.sh']!, language: 'shell' } } }).files[0]!.language).toBe('bash');
  });

  it('refuses what it cannot turn back into a run', () => {
    const document = toSchemaReport(makeRun());
    const file = document.files['hooks/guard.py']!;
    const withMutant = (change: object) => ({ ...document, files: { 'hooks/guard.py': { ...file, mutants: [{ ...file.mutants[0]!, ...change }] } } });
    expect(() => fromSchemaReport(withMutant({ status: 'Pending' }))).toThrow(/py-compile in hooks\/guard.py is Pending/);
    expect(() => fromSchemaReport(withMutant({ location: { start: { line: 99, column: 1 }, end: { line: 99, column: 2 } } }))).toThrow(/line 99, column 1, which is outside/);
    expect(() => fromSchemaReport(withMutant({ location: { start: { line: 2, column: 40 }, end: { line: 2, column: 41 } } }))).toThrow(ConfigError);
    expect(() => fromSchemaReport(withMutant({ location: { start: { line: 5, column: 9 }, end: { line: 5, column: 2 } } }))).toThrow(/ends before it starts/);
    expect(() => fromSchemaReport(withMutant({ replacement: undefined }))).toThrow(/has no replacement/);
    expect(() => fromSchemaReport({ ...document, files: { 'x.cob': { ...file, language: 'cobol' } } })).toThrow(/"cobol", which hookcheck does not mutate/);
  });
});
