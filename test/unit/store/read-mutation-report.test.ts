import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMutationReport, readMutationReport } from '../../../src/store/read-mutation-report.js';
import { ConfigError } from '../../../src/errors.js';
import { toSchemaReport } from '../../../src/reporters/mutate/schema-report.js';
import { makeRun } from '../../helpers/mutation-run.js';
import { tempDir } from '../../helpers/temp-dir.js';

describe(readMutationReport.name, () => {
  it('reads a report hookcheck wrote, unchanged, extra fields included', () => {
    const document = { ...toSchemaReport(makeRun(), '1.2.3'), projectRoot: '/work' };
    const path = join(tempDir('hookcheck-report-'), 'shard-1.json');
    writeFileSync(path, JSON.stringify(document));
    expect(readMutationReport(path)).toEqual(document);
  });

  it('names a missing file and text that is not JSON', () => {
    expect(() => readMutationReport('/nonexistent/shard-1.json')).toThrow(/Could not read the mutation report \/nonexistent\/shard-1.json/);
    expect(() => parseMutationReport('{"schemaVersion": ', 'cut.json')).toThrow(/^cut.json is not valid JSON/);
  });

  it('lists every problem of a document that is not a mutation report', () => {
    const document = toSchemaReport(makeRun());
    const file = document.files['hooks/guard.py']!;
    const broken = {
      ...document,
      thresholds: { high: 80.5, low: 60 },
      files: { 'hooks/guard.py': { ...file, mutants: [{ ...file.mutants[0]!, status: 'Lived', location: { start: { line: 0, column: 1 } } }] } },
    };
    let error: unknown;
    try {
      parseMutationReport(JSON.stringify(broken), 'broken.json');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^broken.json is not a mutation report \(mutation-testing-report-schema\): it has 4 problem\(s\):/);
    expect(message).toContain('thresholds.high');
    expect(message).toContain('files["hooks/guard.py"].mutants[0].status');
    expect(message).toContain('files["hooks/guard.py"].mutants[0].location.start.line');
    expect(message).toContain('files["hooks/guard.py"].mutants[0].location.end');
  });
});
