/**
 * `hookcheck record` as the agent runs it. Transparency is the contract: every hook here runs once
 * directly and once through `hookcheck record --`, with the same env, cwd and stdin bytes, and the
 * two must be indistinguishable (exit code, signal, stdout and stderr bytes). Needs `npm run build`.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa, type Options } from 'execa';
import { describe, expect, it } from 'vitest';
import { readRecordedPayloads } from '../../src/store/recorded-payloads.js';
import { ConfigError } from '../../src/errors.js';
import { hookcheck as cli, type CliEnv } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dir.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixture = (name: string) => join(root, 'fixtures', 'hooks', name);

/** Built at run time so that no secret scanner mistakes this file for a leak. */
const ANTHROPIC_KEY = `sk-ant-api03-${'Zq9_'.repeat(12)}`;

interface Project {
  readonly project: string;
  readonly home: string;
  readonly env: Record<string, string>;
  readonly recorded: string;
}

function makeProject(): Project {
  const project = tempDir('hookcheck-record-project-');
  const home = tempDir('hookcheck-record-home-');
  const env = { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: home, CLAUDE_PROJECT_DIR: project };
  return { project, home, env, recorded: join(project, '.hookcheck', 'recorded') };
}

function payloadFor({ project, home }: Project, command: string): Buffer {
  return Buffer.from(
    JSON.stringify({
      session_id: 'session-1',
      transcript_path: join(home, '.claude', 'projects', 'app', 'session-1.jsonl'),
      cwd: project,
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command },
    }),
  );
}

function options({ project, env }: Project, stdin: Buffer): Options {
  return { cwd: project, env, extendEnv: false, reject: false, input: stdin, encoding: 'buffer', stripFinalNewline: false };
}

/**
 * `hookcheck record` with the direct run's env (NO_COLOR left out, as the direct run has none), cwd and
 * stdin bytes, its output as bytes to the last one.
 */
function record(setup: Project, args: readonly string[], stdin: Buffer, env: CliEnv = setup.env) {
  return cli(['record', ...args], setup.project, { ...env, NO_COLOR: undefined }, { input: stdin, encoding: 'buffer', stripFinalNewline: false });
}

/** The hook run directly, then through the wrapper: what the agent would see each time. */
async function runBoth(setup: Project, command: readonly string[], stdin: Buffer, recordArgs: readonly string[] = []) {
  const [file, ...args] = command as [string, ...string[]];
  const direct = await execa(file, args, options(setup, stdin));
  const wrapped = await record(setup, [...recordArgs, '--', ...command], stdin);
  return { direct: seen(direct), wrapped: seen(wrapped) };
}

function seen(result: { exitCode?: number; signal?: string; stdout: unknown; stderr: unknown }) {
  return { exitCode: result.exitCode, signal: result.signal, stdout: Buffer.from(result.stdout as Uint8Array), stderr: Buffer.from(result.stderr as Uint8Array) };
}

function recordedFiles(dir: string): string[] {
  return readdirSync(dir).filter((name) => name.endsWith('.json'));
}

function hookcheck(args: string[], cwd: string) {
  return cli(args, cwd, { PATH: process.env['PATH'], NO_COLOR: undefined }, { input: '' });
}

describe('hookcheck record: the hook cannot tell it is there', () => {
  const jsonFor = (setup: Project) => payloadFor(setup, 'rm -rf build');
  it.each([
    { hook: 'echoes-stdin-and-exits-3.sh', behaviour: 'stdout and stderr in turn, exit 3', stdin: jsonFor, expected: { exitCode: 3 } },
    { hook: 'denies-rm-rf-exit-2.sh', behaviour: 'a deny with exit 2', stdin: jsonFor, expected: { exitCode: 2 } },
    { hook: 'echoes-stdin-and-exits-3.sh', behaviour: 'stdin that is not UTF-8', stdin: () => Buffer.from([0xff, 0x00, 0xc3, 0x28, 0x0a, 0x80, 0xfe]), expected: { exitCode: 3 } },
    { hook: 'echoes-stdin-and-exits-3.sh', behaviour: 'an empty stdin', stdin: () => Buffer.alloc(0), expected: { exitCode: 3 } },
    { hook: 'ignores-stdin.sh', behaviour: 'a 1 MiB stdin it never reads', stdin: () => Buffer.alloc(1024 * 1024, 'x'), expected: { exitCode: 0 } },
    { hook: 'kills-itself-with-sigterm.sh', behaviour: 'a death by SIGTERM', stdin: jsonFor, expected: { signal: 'SIGTERM' } },
    { hook: 'kills-itself-with-sigsegv.sh', behaviour: 'a death by SIGSEGV', stdin: jsonFor, expected: { signal: 'SIGSEGV' } },
  ])('$hook: $behaviour', async ({ hook, stdin, expected }) => {
    const setup = makeProject();
    const bytes = stdin(setup);
    const { direct, wrapped } = await runBoth(setup, [fixture(hook)], bytes);
    // The direct run is what we expect: the comparison below is between two real behaviours.
    expect(direct).toMatchObject(expected);
    expect(wrapped.exitCode).toBe(direct.exitCode);
    expect(wrapped.signal).toBe(direct.signal);
    expect(wrapped.stdout.equals(direct.stdout), `stdout\n${wrapped.stdout.toString('latin1')}\n---\n${direct.stdout.toString('latin1')}`).toBe(true);
    expect(wrapped.stderr.equals(direct.stderr), `stderr\n${wrapped.stderr.toString('latin1')}\n---\n${direct.stderr.toString('latin1')}`).toBe(true);
    expect(recordedFiles(setup.recorded)).toHaveLength(1);
  });

  it('passes its arguments on untouched, options of the hook included', async () => {
    const setup = makeProject();
    const { direct, wrapped } = await runBoth(setup, ['bash', '-c', 'printf "%s|" "$@"; echo "$PWD"', 'hook', '--name', 'a b', '--', '-h'], Buffer.from('{}'));
    expect(direct.stdout.toString()).toBe(`--name|a b|--|-h|${setup.project}\n`);
    expect(wrapped).toEqual(direct);
  });

  it('passes SIGTERM sent to it on to the hook, and exits as the hook then does', async () => {
    const setup = makeProject();
    const wrapper = cli(['record', '--', fixture('exits-7-on-sigterm.sh')], setup.project, { ...setup.env, NO_COLOR: undefined }, { input: '{}', buffer: { stdout: false } });
    await new Promise<void>((resolve) => wrapper.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve()));
    wrapper.kill('SIGTERM');
    const result = await wrapper;
    expect(result.signal).toBeUndefined();
    expect(result.exitCode).toBe(7);
    expect(result.stderr).toBe('stopped by SIGTERM');
  });

  it('exits 127 when the command is not found and 126 when it cannot be run, saying so on stderr', async () => {
    const setup = makeProject();
    const missing = await cli(['record', '--', 'hookcheck-no-such-command', '--flag'], setup.project, { ...setup.env, NO_COLOR: undefined }, { input: Buffer.from('{}'), stripFinalNewline: false });
    expect(missing.exitCode).toBe(127);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toBe('hookcheck record: cannot start hookcheck-no-such-command: command not found\n');
    const notExecutable = await cli(['record', '--', fixture('not-executable.sh')], setup.project, { ...setup.env, NO_COLOR: undefined }, { input: Buffer.from('{}'), stripFinalNewline: false });
    expect(notExecutable.exitCode).toBe(126);
    expect(notExecutable.stderr).toMatch(/^hookcheck record: cannot start .*not-executable\.sh: permission denied/);
  });
});

describe('hookcheck record: what it keeps', () => {
  it('saves the payload with <project> and <home> placeholders and the key redacted, while the hook gets it whole', async () => {
    const setup = makeProject();
    const stdin = payloadFor(setup, `export ANTHROPIC_API_KEY=${ANTHROPIC_KEY} && ls ${setup.project}/src`);
    const { direct, wrapped } = await runBoth(setup, [fixture('echoes-stdin-and-exits-3.sh')], stdin);
    expect(wrapped).toEqual(direct);
    expect(wrapped.stdout.toString()).toContain(ANTHROPIC_KEY);

    const [file] = recordedFiles(setup.recorded);
    expect(file).toMatch(/^pre-tool-use-[0-9a-f]{8}\.json$/);
    const text = readFileSync(join(setup.recorded, file!), 'utf8');
    expect(text).not.toContain(ANTHROPIC_KEY);
    expect(text).not.toContain(setup.project);
    expect(text).not.toContain(setup.home);
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).toMatchObject({
      event: 'PreToolUse',
      command: [fixture('echoes-stdin-and-exits-3.sh')],
      redactions: 1,
      payload: {
        cwd: '<project>',
        transcript_path: '<home>/.claude/projects/app/session-1.jsonl',
        tool_input: { command: 'export ANTHROPIC_API_KEY=<redacted:anthropic-api-key> && ls <project>/src' },
      },
    });
  });

  it('keeps one file for one payload, prefixed with --name', async () => {
    const setup = makeProject();
    const stdin = payloadFor(setup, 'ls');
    for (let run = 0; run < 2; run += 1) await record(setup, ['--name', 'guard', '--', fixture('ignores-stdin.sh')], stdin);
    await record(setup, ['--name', 'guard', '--', fixture('ignores-stdin.sh')], payloadFor(setup, 'pwd'));
    const files = recordedFiles(setup.recorded);
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^guard-pre-tool-use-[0-9a-f]{8}\.json$/);
  });

  it('records in the cwd without CLAUDE_PROJECT_DIR, and under --dir when given', async () => {
    const setup = makeProject();
    const { CLAUDE_PROJECT_DIR: _unset, ...env } = setup.env;
    const stdin = payloadFor(setup, 'ls');
    await record(setup, ['--', fixture('ignores-stdin.sh')], stdin, env);
    const [file] = recordedFiles(setup.recorded);
    expect(JSON.parse(readFileSync(join(setup.recorded, file!), 'utf8')).payload.cwd).toBe('<project>');

    const elsewhere = tempDir('hookcheck-record-dir-');
    await record(setup, ['--dir', elsewhere, '--', fixture('ignores-stdin.sh')], payloadFor(setup, 'pwd'));
    expect(recordedFiles(join(elsewhere, '.hookcheck', 'recorded'))).toHaveLength(1);
    expect(recordedFiles(setup.recorded)).toHaveLength(1);
  });

  it('reads back what it wrote with readRecordedPayloads', async () => {
    const setup = makeProject();
    await record(setup, ['--', fixture('ignores-stdin.sh')], payloadFor(setup, 'ls'));
    await record(setup, ['--', fixture('ignores-stdin.sh')], Buffer.from('not json'));
    const entries = readRecordedPayloads(setup.recorded);
    expect(entries.map((entry) => entry.name)).toEqual([expect.stringMatching(/^no-event-/), expect.stringMatching(/^pre-tool-use-/)]);
    const [notJson, payload] = entries;
    expect(notJson).toMatchObject({ event: null, payload: null, stdin: 'not json', file: join(setup.recorded, `${notJson!.name}.json`) });
    expect(payload).toMatchObject({ event: 'PreToolUse', command: [fixture('ignores-stdin.sh')], redactions: 0, payload: { tool_input: { command: 'ls' } } });
    expect(payload).not.toHaveProperty('stdin');
  });

  it('rejects a recorded file that does not validate, naming the file and the fix', () => {
    const dir = tempDir('hookcheck-recorded-');
    writeFileSync(
      join(dir, 'pre-tool-use-00000000.json'),
      JSON.stringify({ name: 'pre-tool-use-00000000', recordedAt: 'yesterday', event: null, command: ['x'], redactions: 0, payload: {}, extra: 1 }),
    );
    expect(() => readRecordedPayloads(dir)).toThrow(ConfigError);
    expect(() => readRecordedPayloads(dir)).toThrow(/pre-tool-use-00000000\.json is not a recorded payload:[\s\S]*recordedAt[\s\S]*extra/);
    try {
      readRecordedPayloads(dir);
    } catch (error) {
      expect((error as ConfigError).hint).toMatch(/delete it or record again/i);
    }
    writeFileSync(join(dir, 'pre-tool-use-00000000.json'), '{"name": ');
    expect(() => readRecordedPayloads(dir)).toThrow(/pre-tool-use-00000000\.json is not a recorded payload/);
    expect(readRecordedPayloads(join(dir, 'absent'))).toEqual([]);
  });
});

describe('hookcheck record: a failure to record changes nothing the agent sees', () => {
  it('when .hookcheck/recorded is a file, not a folder', async () => {
    const setup = makeProject();
    mkdirSync(join(setup.project, '.hookcheck'));
    writeFileSync(setup.recorded, 'in the way');
    const { direct, wrapped } = await runBoth(setup, [fixture('echoes-stdin-and-exits-3.sh')], payloadFor(setup, 'ls'));
    expect(direct.exitCode).toBe(3);
    expect(wrapped).toEqual(direct);
    expect(readFileSync(setup.recorded, 'utf8')).toBe('in the way');
  });

  // A read-only folder would not stop root, which CI runs as; a file where the folder goes stops everyone.
  it('when .hookcheck itself is a file, so no folder can be made', async () => {
    const setup = makeProject();
    const blocker = join(setup.project, '.hookcheck');
    writeFileSync(blocker, 'not a folder');
    const { direct, wrapped } = await runBoth(setup, [fixture('denies-rm-rf-exit-2.sh')], payloadFor(setup, 'rm -rf /'));
    expect(direct.exitCode).toBe(2);
    expect(wrapped).toEqual(direct);
    expect(readFileSync(blocker, 'utf8')).toBe('not a folder');
  });

  it('and the failure is noted in errors.log when that can be written', async () => {
    const setup = makeProject();
    const stdin = payloadFor(setup, 'ls');
    await record(setup, ['--', fixture('ignores-stdin.sh')], stdin);
    const [file] = recordedFiles(setup.recorded);
    // The same payload again must replace that file: a folder in its place makes the save fail.
    rmSync(join(setup.recorded, file!));
    mkdirSync(join(setup.recorded, file!));
    const { direct, wrapped } = await runBoth(setup, [fixture('echoes-stdin-and-exits-3.sh')], stdin);
    expect(wrapped).toEqual(direct);
    expect(readFileSync(join(setup.recorded, 'errors.log'), 'utf8')).toMatch(/^\d{4}-\d\d-\d\dT\S+ could not save the payload: .+\n$/);
  });
});

describe('hookcheck record: usage', () => {
  it('exits 2 with the fix when nothing follows --, or -- is missing', async () => {
    const cwd = tempDir('hookcheck-record-usage-');
    for (const args of [['record', '--'], ['record', 'python3', 'guard.py'], ['record']]) {
      const result = await hookcheck(args, cwd);
      expect(result.exitCode, args.join(' ')).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain('Write the hook command after --: hookcheck record -- python3 .claude/hooks/guard.py');
    }
  });

  it('exits 2 for a --name that cannot be part of a file name', async () => {
    const result = await hookcheck(['record', '--name', '../x', '--', 'true'], tempDir('hookcheck-record-usage-'));
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/--name got "\.\.\/x"/);
  });

  it('prints its usage on stdout with --help and exits 0', async () => {
    const result = await hookcheck(['record', '--help'], tempDir('hookcheck-record-usage-'));
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/^Usage:\n {2}hookcheck record \[options\] -- <hook command…>/);
    expect(result.stdout).toMatch(/--dir <folder>/);
  });
});
