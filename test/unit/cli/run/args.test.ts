import { describe, expect, it } from 'vitest';
import { parseRunArgs } from '../../../../src/cli/run/args.js';
import { UsageError } from '../../../../src/errors.js';

describe(parseRunArgs.name, () => {
  it('keeps everything after -- as the command, untouched', () => {
    const args = parseRunArgs(['--event', 'Stop', '--', 'python3', 'hook.py', '--event', 'x']);
    expect(args.command).toEqual(['python3', 'hook.py', '--event', 'x']);
    expect(args.events).toEqual(['Stop']);
    expect(args.scripts).toEqual([]);
  });

  it('collects repeated events and scripts', () => {
    const args = parseRunArgs(['-e', 'PreToolUse', '-e', 'PostToolUse', 'a.sh', 'b.sh']);
    expect(args.events).toEqual(['PreToolUse', 'PostToolUse']);
    expect(args.scripts).toEqual(['a.sh', 'b.sh']);
    expect(args.command).toBeNull();
  });

  it('names an unknown option', () => {
    expect(() => parseRunArgs(['--evnt', 'Stop'])).toThrow(UsageError);
    expect(() => parseRunArgs(['--evnt', 'Stop'])).toThrow(/--evnt/);
  });
});
