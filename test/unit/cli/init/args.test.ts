import { describe, expect, it } from 'vitest';
import { parseInitArgs } from '../../../../src/cli/init/args.js';
import { UsageError } from '../../../../src/errors.js';

describe(parseInitArgs.name, () => {
  it('takes paths, --force and --output', () => {
    expect(parseInitArgs(['.claude/settings.json', 'hooks/guard.py', '-f', '-o', 'ci/hookcheck.yaml'])).toEqual({
      paths: ['.claude/settings.json', 'hooks/guard.py'],
      force: true,
      output: 'ci/hookcheck.yaml',
      help: false,
    });
  });

  it('refuses an output that is not YAML, and unknown options', () => {
    expect(() => parseInitArgs(['--output', 'hookcheck.config.json'])).toThrow(/writes YAML/);
    expect(() => parseInitArgs(['--frce'])).toThrow(UsageError);
  });
});
