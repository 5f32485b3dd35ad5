/**
 * Every command's flags go through one parser: a typo gets the nearest flag of that command, and a
 * correct flag parses. One row per command, with a typo it must catch and the flag it must accept.
 */
import { describe, expect, it } from 'vitest';
import { parseAuditArgs } from '../../../src/cli/audit/args.js';
import { parseExplainArgs } from '../../../src/cli/explain/args.js';
import { parseInitArgs } from '../../../src/cli/init/args.js';
import { parseMergeReportsArgs } from '../../../src/cli/merge-reports/args.js';
import { parseMutateArgs } from '../../../src/cli/mutate/args.js';
import { parseCommandArgs } from '../../../src/cli/parse-command-args.js';
import { parseRecordArgs } from '../../../src/cli/record/args.js';
import { parseReplayArgs } from '../../../src/cli/replay/args.js';
import { parseRunArgs } from '../../../src/cli/run/args.js';
import { parseTryArgs } from '../../../src/cli/try/args.js';
import { UsageError } from '../../../src/errors.js';

interface Row {
  readonly command: string;
  readonly parse: (argv: readonly string[]) => unknown;
  /** A misspelt flag, and the flag it must be taken for. */
  readonly typo: readonly [string, string];
  /** The same flag spelt right, and a check that it was read. */
  readonly right: readonly string[];
  readonly read: (parsed: unknown) => unknown;
  readonly expected: unknown;
}

const ROWS: readonly Row[] = [
  { command: 'run', parse: parseRunArgs, typo: ['--timout', '--timeout'], right: ['--timeout', '2s', 'hook.sh'], read: (p) => (p as { timeout: string }).timeout, expected: '2s' },
  {
    command: 'audit',
    parse: (argv) => parseAuditArgs(argv, 'audit'),
    typo: ['--reporters', '--reporter'],
    right: ['--reporter', 'sarif', '.'],
    read: (p) => (p as { reporters: string[] }).reporters,
    expected: ['sarif'],
  },
  { command: 'try', parse: parseTryArgs, typo: ['--yess', '--yes'], right: ['--yes', 'repo'], read: (p) => (p as { yes: boolean }).yes, expected: true },
  { command: 'mutate', parse: parseMutateArgs, typo: ['--jbos', '--jobs'], right: ['--jobs', '3'], read: (p) => (p as { jobs: string }).jobs, expected: '3' },
  { command: 'explain', parse: parseExplainArgs, typo: ['--evnt', '--event'], right: ['--event', 'Stop'], read: (p) => (p as { event: string }).event, expected: 'Stop' },
  { command: 'init', parse: parseInitArgs, typo: ['--forse', '--force'], right: ['--force'], read: (p) => (p as { force: boolean }).force, expected: true },
  { command: 'record', parse: parseRecordArgs, typo: ['--nmae', '--name'], right: ['--name', 'guard', '--', 'true'], read: (p) => (p as { name: string }).name, expected: 'guard' },
  {
    command: 'replay',
    parse: parseReplayArgs,
    typo: ['--regresions', '--regressions'],
    right: ['--regressions', 'r.json', 'id-1'],
    read: (p) => (p as { regressions: string }).regressions,
    expected: 'r.json',
  },
  { command: 'merge-reports', parse: parseMergeReportsArgs, typo: ['--htlm', '--html'], right: ['--html', 'out.html', 'a.json'], read: (p) => (p as { html: string }).html, expected: 'out.html' },
];

function usageError(run: () => unknown): UsageError {
  try {
    run();
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
  throw new Error('expected a UsageError, and the arguments parsed');
}

describe('flag typos, command by command', () => {
  it.each(ROWS)('hookcheck $command: a typo names the command and the nearest flag', ({ command, parse, typo: [wrong, meant] }) => {
    // record's own flags come before `--`; the others take the typo anywhere.
    const error = usageError(() => parse(command === 'record' ? [wrong, 'x', '--', 'true'] : [wrong, 'x']));
    expect(error.message).toBe(`Unknown option ${wrong} for \`hookcheck ${command}\` (did you mean ${meant}?).`);
    expect(error.hint).toBe(`\`hookcheck ${command} --help\` lists the options.`);
  });

  it.each(ROWS)('hookcheck $command: the flag spelt right parses', ({ parse, right, read, expected }) => {
    expect(read(parse(right))).toEqual(expected);
  });
});

const OPTIONS = { timeout: { type: 'string', short: 't' }, audit: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;
const parse = (argv: readonly string[], allowPositionals = true) => parseCommandArgs('run', argv, { options: OPTIONS, allowPositionals });

describe(parseCommandArgs.name, () => {
  it('says a flag at the end lost its value', () => {
    expect(usageError(() => parse(['hook.sh', '--timeout'])).message).toBe('--timeout needs a value, and nothing follows it.');
    expect(usageError(() => parse(['-t'])).message).toBe('-t needs a value, and nothing follows it.');
  });

  it('says a flag followed by another flag lost its value, and how to give a value that starts with a dash', () => {
    const error = usageError(() => parse(['--timeout', '--audit']));
    expect(error.message).toBe('--timeout needs a value, and got the option --audit instead.');
    expect(error.hint).toContain('--timeout=--audit');
    expect(parse(['--timeout=-5']).values.timeout).toBe('-5');
  });

  it('says a switch takes no value', () => {
    expect(usageError(() => parse(['--audit=yes'])).message).toBe('--audit is a switch and takes no value (got --audit=yes).');
  });

  it('suggests the right case of a short flag, and nothing for an unknown letter', () => {
    expect(usageError(() => parse(['-H'])).message).toBe('Unknown option -H for `hookcheck run` (did you mean -h, --help?).');
    expect(usageError(() => parse(['-x'])).message).toBe('Unknown option -x for `hookcheck run`.');
  });

  it('explains that a switch has no --no- form', () => {
    expect(usageError(() => parse(['--no-audit'])).message).toBe('Unknown option --no-audit for `hookcheck run` (--audit is off unless given: leave it out).');
  });

  it('suggests nothing for a flag far from every known one', () => {
    expect(usageError(() => parse(['--frobnicate'])).message).toBe('Unknown option --frobnicate for `hookcheck run`.');
  });

  it("refuses a positional where the command takes none, and keeps the command's own hint", () => {
    const error = usageError(() => parseCommandArgs('record', ['python3'], { options: OPTIONS, allowPositionals: false, hint: 'Write the hook command after --.' }));
    expect([error.message, error.hint]).toEqual(['`hookcheck record` takes no argument "python3".', 'Write the hook command after --.']);
  });

  it('parses what strict parseArgs parses, values and positionals alike', () => {
    const { values, positionals } = parse(['-t', '2s', '--audit', 'a.sh', '-h', 'b.sh']);
    expect(values).toEqual({ timeout: '2s', audit: true, help: true });
    expect(positionals).toEqual(['a.sh', 'b.sh']);
  });
});
