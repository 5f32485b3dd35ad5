/**
 * One reporter vocabulary across the commands: each command takes its own names (and the old name
 * `text`), and a name only another command has says which command that is.
 */
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/temp-dir.js';
import { parseAuditArgs } from '../../../src/cli/audit/args.js';
import { resolveAuditOptions } from '../../../src/cli/audit/options.js';
import { parseMutateArgs } from '../../../src/cli/mutate/args.js';
import { resolveMutateOptions } from '../../../src/cli/mutate/options.js';
import { readReporterName } from '../../../src/cli/option-readers.js';
import { UsageError } from '../../../src/errors.js';
import { auditReporters } from '../../../src/reporters/audit/index.js';
import { explainReporters } from '../../../src/reporters/audit/explain-reporter.js';
import { mutateReporters } from '../../../src/reporters/mutate/index.js';
import { REPORTERS_OF, type ReportingCommand } from '../../../src/reporters/names.js';
import { reporters as runReporters } from '../../../src/reporters/run/index.js';

function usageError(run: () => unknown): UsageError {
  try {
    run();
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
  throw new Error('expected a UsageError, and the name was taken');
}

describe(readReporterName.name, () => {
  it('takes every name each command lists', () => {
    for (const command of Object.keys(REPORTERS_OF) as ReportingCommand[]) {
      for (const name of REPORTERS_OF[command]) expect(readReporterName(name, command)).toBe(name);
    }
  });

  it('says which command has a reporter this one lacks', () => {
    const error = usageError(() => readReporterName('junit', 'run'));
    expect(error.message).toBe('junit is a reporter of `hookcheck audit`; `hookcheck run` has: pretty, json.');
    expect(error.hint).toContain('hookcheck audit');
    expect(usageError(() => readReporterName('html', 'run')).message).toBe('html is a reporter of `hookcheck mutate`; `hookcheck run` has: pretty, json.');
    expect(usageError(() => readReporterName('sarif', 'mutate')).message).toBe('sarif is a reporter of `hookcheck audit`; `hookcheck mutate` has: pretty, json, html.');
  });

  it('keeps the old name text working as pretty', () => {
    expect(readReporterName('text', 'mutate')).toBe('pretty');
    expect(readReporterName('text', 'run')).toBe('pretty');
  });

  it('suggests the nearest name on a typo, and none when nothing is near', () => {
    const typo = usageError(() => readReporterName('jsno', 'run'));
    expect([typo.message, typo.hint]).toEqual(['--reporter "jsno" is not one of pretty, json (did you mean "json"?).', 'Use --reporter json.']);
    expect(usageError(() => readReporterName('xml', 'audit')).message).toBe('--reporter "xml" is not one of pretty, json, junit, sarif, github.');
  });
});

describe('the reporter registries', () => {
  it('hold exactly the names the vocabulary gives each command', () => {
    expect(Object.keys(runReporters)).toEqual([...REPORTERS_OF.run]);
    expect(Object.keys(explainReporters)).toEqual([...REPORTERS_OF.explain]);
    expect(Object.keys(auditReporters)).toEqual([...REPORTERS_OF.audit]);
    expect(Object.keys(mutateReporters)).toEqual([...REPORTERS_OF.mutate]);
  });
});

describe('the commands read --reporter through the vocabulary', () => {
  it('mutate: text is the pretty report, junit points to audit', () => {
    const cwd = tempDir('hookcheck-reporter-names-');
    expect(resolveMutateOptions(parseMutateArgs(['--reporter', 'text']), cwd).reporter).toBe('pretty');
    expect(resolveMutateOptions(parseMutateArgs([]), cwd).reporter).toBe('pretty');
    expect(usageError(() => resolveMutateOptions(parseMutateArgs(['--reporter', 'junit']), cwd)).message).toMatch(/^junit is a reporter of `hookcheck audit`/);
  });

  it('audit: text=file is the pretty report to that file, html points to mutate', () => {
    const cwd = tempDir('hookcheck-reporter-names-');
    const options = resolveAuditOptions(parseAuditArgs(['-r', 'text=out.txt', '-r', 'json', cwd], 'audit'), cwd);
    expect(options.reporters.map((output) => output.name)).toEqual(['pretty', 'json']);
    expect(usageError(() => resolveAuditOptions(parseAuditArgs(['-r', 'html', cwd], 'audit'), cwd)).message).toMatch(/^html is a reporter of `hookcheck mutate`/);
  });
});
