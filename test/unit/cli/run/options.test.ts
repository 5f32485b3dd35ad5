import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../helpers/temp-dir.js';
import { parseRunArgs } from '../../../../src/cli/run/args.js';
import { resolveRunOptions } from '../../../../src/cli/run/options.js';
import { ConfigError, UsageError } from '../../../../src/errors.js';

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

  it("runs a hook wired by a project's settings in that project, from wherever it was started; --project comes first", () => {
    const wired = { hooks: { PreToolUse: [{ hooks: [{ type: 'command', command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh' }] }] } };
    const { dir, hook } = makeProject(wired);
    const elsewhere = tempDir('hookcheck-test-');
    expect(resolveIn(elsewhere, [hook]).targets[0]!.projectDir).toBe(dir);
    expect(resolveIn(elsewhere, ['--project', elsewhere, hook]).targets[0]!.projectDir).toBeUndefined();
    // Not wired by a project's settings: the folder hookcheck was started in stays the project.
    expect(resolveIn(elsewhere, [makeProject().hook]).targets[0]!.projectDir).toBeUndefined();
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

  describe('config entries named on the command line', () => {
    /** A project whose config declares the guard as init writes it: command: [python3, …] and shell: '…'. */
    function configured(): { dir: string; hook: string } {
      const project = makeProject({ hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'bash "$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh' }] }] } });
      const probe = (name: string) => `    probes:\n      - name: ${name}\n        payload: { tool_name: Bash, tool_input: { command: ls } }\n        expect: { effect: allow }\n`;
      writeFileSync(
        join(project.dir, 'hookcheck.config.yaml'),
        `hooks:\n  - name: guard\n    command: [bash, .claude/hooks/guard.sh]\n    events: [PreToolUse]\n${probe('from exec')}  - name: guard-shell\n    shell: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh'\n    events: [PostToolUse]\n${probe('from shell')}  - name: other\n    shell: 'echo hi'\n    events: [Stop]\n`,
      );
      return project;
    }
    const probeNames = (options: ReturnType<typeof resolveIn>) => options.targets.map((target) => target.probes?.map((probe) => probe.name) ?? []);

    it('gives a script named on the command line the probes of every config entry that runs it, in exec and shell form', () => {
      const { dir } = configured();
      const options = resolveIn(dir, ['--runs', '0', '.claude/hooks/guard.sh']);
      expect(probeNames(options)).toEqual([['from exec'], ['from shell']]);
      expect(options.targets.map((target) => target.events)).toEqual([['PreToolUse'], ['PostToolUse']]);
      // The same through an interpreter after --, and through --shell with the wired text.
      expect(probeNames(resolveIn(dir, ['--runs', '0', '--', 'bash', '.claude/hooks/guard.sh']))).toEqual([['from exec'], ['from shell']]);
      expect(probeNames(resolveIn(dir, ['--runs', '0', '--shell', 'echo hi']))).toEqual([[]]);
      expect(resolveIn(dir, ['--runs', '0', '--shell', 'echo hi']).targets[0]!.name).toBe('other');
    });

    it('runs one entry with --hook, and names the entries there are (with a near miss) for an unknown one', () => {
      const { dir } = configured();
      expect(probeNames(resolveIn(dir, ['--runs', '0', '--hook', 'guard-shell']))).toEqual([['from shell']]);
      expect(probeNames(resolveIn(dir, ['--runs', '0', '--hook', 'guard', '--hook', 'other']))).toEqual([['from exec'], []]);
      expect(() => resolveIn(dir, ['--hook', 'gaurd'])).toThrow(UsageError);
      expect(hintOf(() => resolveIn(dir, ['--hook', 'gaurd']))).toBe("Did you mean guard? The config's hooks are guard, guard-shell, other.");
      expect(hintOf(() => resolveIn(dir, ['--hook', 'zzzzzz']))).toBe("The config's hooks are guard, guard-shell, other.");
      expect(() => resolveIn(dir, ['--hook', 'guard', '.claude/hooks/guard.sh'])).toThrow(/one way only/);
      expect(() => resolveIn(makeProject().dir, ['--hook', 'guard'])).toThrow(/no hookcheck.config/);
    });
  });

  it('adds --env variables to every hook and refuses a malformed one with the fix', () => {
    const { dir, hook } = makeProject();
    const options = resolveIn(dir, ['--env', 'API_URL=http://127.0.0.1:9/x=y', '--env', 'EMPTY=', hook]);
    expect(options.targets[0]!.env).toEqual({ API_URL: 'http://127.0.0.1:9/x=y', EMPTY: '' });
    expect(() => resolveIn(dir, ['--env', 'API_URL', hook])).toThrow(/--env "API_URL" is not KEY=VALUE/);
    expect(hintOf(() => resolveIn(dir, ['--env', 'API_URL', hook]))).toMatch(/e\.g\. --env API_URL=value/);
    expect(() => resolveIn(dir, ['--env', '1X=2', hook])).toThrow(/"1X" is not a variable name/);
  });

  it('sets CLAUDE_PLUGIN_ROOT to the plugin folder that holds the script, or to --plugin-root, and to nothing outside a plugin', () => {
    const plugin = tempDir('hookcheck-plugin-');
    mkdirSync(join(plugin, '.claude-plugin'));
    writeFileSync(join(plugin, '.claude-plugin', 'plugin.json'), '{"name":"p"}');
    mkdirSync(join(plugin, 'hooks'));
    const script = join(plugin, 'hooks', 'guard.sh');
    writeFileSync(script, '#!/bin/sh\nexit 0\n');
    chmodSync(script, 0o755);
    expect(resolveIn(plugin, [script]).targets[0]!.env).toEqual({ CLAUDE_PLUGIN_ROOT: plugin });
    const elsewhere = tempDir('hookcheck-plugin-root-');
    expect(resolveIn(plugin, ['--plugin-root', elsewhere, script]).targets[0]!.env).toEqual({ CLAUDE_PLUGIN_ROOT: elsewhere });
    expect(resolveIn(plugin, ['--plugin-root', elsewhere, '--env', `CLAUDE_PLUGIN_ROOT=${plugin}/x`, script]).targets[0]!.env).toEqual({ CLAUDE_PLUGIN_ROOT: `${plugin}/x` });
    const { dir, hook } = makeProject();
    expect(resolveIn(dir, [hook]).targets[0]!.env).toBeUndefined();
    expect(() => resolveIn(dir, ['--plugin-root', join(dir, 'missing'), hook])).toThrow(/--plugin-root .* is not a folder/);
  });

  it('keeps the regressions file in .hookcheck/ of the folder hookcheck runs in, or in --state-dir', () => {
    const { dir, hook } = makeProject();
    const here = tempDir('hookcheck-cwd-');
    expect(resolveIn(here, [hook]).regressionsPath).toBe(join(here, '.hookcheck', 'regressions.json'));
    expect(resolveIn(here, ['--state-dir', 'state', hook]).regressionsPath).toBe(join(here, 'state', 'regressions.json'));
    expect(resolveIn(here, ['--state-dir', 'state', '--regressions', 'r.json', hook]).regressionsPath).toBe(join(here, 'r.json'));
    writeFileSync(join(dir, 'file'), '');
    expect(() => resolveIn(dir, ['--state-dir', 'file', hook])).toThrow(/--state-dir file is a file/);
  });
});
