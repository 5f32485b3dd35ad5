import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/temp-dir.js';
import { parseRunArgs } from '../../../src/cli/parse-run-args.js';
import { resolveRunOptions } from '../../../src/config/resolve-run-options.js';
import { ConfigError, UsageError } from '../../../src/errors.js';

function makeProject(settings?: unknown): { dir: string; hook: string } {
  const dir = tempDir('hookcheck-test-');
  mkdirSync(join(dir, '.claude', 'hooks'), { recursive: true });
  const hook = join(dir, '.claude', 'hooks', 'guard.sh');
  writeFileSync(hook, '#!/usr/bin/env bash\nexit 0\n');
  chmodSync(hook, 0o755);
  if (settings !== undefined) writeFileSync(join(dir, '.claude', 'settings.json'), JSON.stringify(settings));
  return { dir, hook };
}

function hintOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    return (error as UsageError).hint;
  }
  throw new Error('expected an error');
}

const resolveIn = (dir: string, argv: string[]) => resolveRunOptions(parseRunArgs(argv), dir);

describe(resolveRunOptions.name, () => {
  it('takes events, matcher and timeout from the settings that wire the script', () => {
    const { dir, hook } = makeProject({
      hooks: {
        PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh', timeout: 3 }] }],
        Stop: [{ hooks: [{ type: 'command', command: 'echo unrelated' }] }],
      },
    });
    const options = resolveIn(dir, [hook]);
    expect(options.targets).toHaveLength(1);
    expect(options.targets[0]).toMatchObject({ events: ['PreToolUse'], matcher: 'Bash', timeoutMs: 3000 });
    expect(options.notices).toEqual([]);
  });

  it('falls back to PreToolUse with a notice when nothing wires the script', () => {
    const { dir, hook } = makeProject();
    const options = resolveIn(dir, [hook]);
    expect(options.targets[0]).toMatchObject({ events: ['PreToolUse'], eventsFrom: 'default', timeoutMs: 10_000 });
    expect(options.notices[0]).toMatch(/No --event given/);
  });

  it('caps the default timeout at the agent budget of the event (SessionEnd: 1.5 s)', () => {
    const { dir, hook } = makeProject();
    expect(resolveIn(dir, ['--event', 'SessionEnd', hook]).targets[0]!.timeoutMs).toBe(1500);
  });

  it('makes relative paths after -- absolute, since the hook runs in a scratch directory', () => {
    const { dir } = makeProject();
    const options = resolveIn(dir, ['--', 'bash', '.claude/hooks/guard.sh', '--flag']);
    expect(options.targets[0]!.command).toEqual({ form: 'exec', file: 'bash', args: [join(dir, '.claude/hooks/guard.sh'), '--flag'] });
  });

  it('matches a wired command on the whole path, not a substring', () => {
    const { dir } = makeProject({ hooks: { Stop: [{ hooks: [{ type: 'command', command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/safeguard.sh', timeout: 2 }] }] } });
    const guard = join(dir, 'guard.sh');
    writeFileSync(guard, '#!/usr/bin/env bash\n');
    expect(resolveIn(dir, [guard]).targets[0]!.eventsFrom).toBe('default');
  });

  it('says so when a settings file cannot be read, instead of claiming nothing wires the hook', () => {
    const { dir, hook } = makeProject();
    writeFileSync(join(dir, '.claude', 'settings.json'), '{ not json');
    expect(resolveIn(dir, [hook]).notices.join('\n')).toMatch(/Skipped a settings file .*settings\.json is not valid JSON/);
  });

  it('rejects a wired timeout that cannot work, naming the file', () => {
    const { dir, hook } = makeProject({ hooks: { PreToolUse: [{ hooks: [{ type: 'command', command: '.claude/hooks/guard.sh', timeout: -5 }] }] } });
    expect(() => resolveIn(dir, [hook])).toThrow(/settings\.json gives the PreToolUse hook a timeout of -5 s/);
  });

  it('tests each event once however often it is named', () => {
    const { dir, hook } = makeProject();
    expect(resolveIn(dir, ['-e', 'Stop', '-e', 'Stop', hook]).targets[0]!.events).toEqual(['Stop']);
  });

  it('names bad input and how to fix it', () => {
    const { dir, hook } = makeProject();
    expect(hintOf(() => resolveIn(dir, ['--event', 'preToolUse', hook]))).toMatch(/did you mean PreToolUse/);
    expect(() => resolveIn(dir, ['--posture', 'ajar', hook])).toThrow(UsageError);
    expect(() => resolveIn(dir, ['--jobs', '0', hook])).toThrow(/--jobs/);
    expect(() => resolveIn(dir, ['--agent-version', 'two', hook])).toThrow(/--agent-version/);
    expect(() => resolveIn(dir, ['--reporter', 'xml', hook])).toThrow(/--reporter/);
    expect(() => resolveIn(dir, [])).toThrow(/Nothing to run/);
    expect(() => resolveIn(dir, ['missing.sh'])).toThrow(ConfigError);
    expect(() => resolveIn(dir, [hook, '--shell', 'true'])).toThrow(/one way only/);
    expect(() => resolveIn(dir, ['--shell', ' '])).toThrow(/empty command/);
    expect(() => resolveIn(dir, ['--timeout', '100000m', hook])).toThrow(/longer than a day/);
    expect(() => resolveIn(dir, ['--matcher', 'Bash(', hook])).toThrow(/never fire this hook/);
    expect(() => resolveIn(dir, ['--output', join(dir, 'missing', 'r.json'), hook])).toThrow(/does not exist/);
  });
});
