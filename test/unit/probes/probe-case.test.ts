import { describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import { expandCanaries } from '../../../src/engine/probes/expand-canaries.js';
import type { Probe } from '../../../src/model/run/probe-report.js';
import { buildProbeCase, mergePayload, probeFiles, readTime, scratchPathProblem } from '../../../src/engine/probes/probe-case.js';
import type { HookTarget } from '../../../src/model/run/hook-report.js';

const scratch = { projectDir: '/s/project', homeDir: '/s/home', tmpDir: '/s/tmp', transcriptPath: '/s/home/t.jsonl' };
const target: HookTarget = { command: { form: 'exec', file: '/h.sh', args: [] }, events: ['PreToolUse'], matcher: 'Bash|Read', timeoutMs: 1000, eventsFrom: 'test' };
const input = {
  target,
  agentVersion: LATEST_VERSION,
  scratch,
  payloadContext: { sessionId: 's', transcriptPath: scratch.transcriptPath, cwd: scratch.projectDir },
  recorded: [],
  now: 1_000_000_000_000,
};
const probe = (fields: Partial<Probe>): Probe => ({ name: 'p', origin: 'config', args: [], setup: { files: {}, env: {} }, expect: { exitCode: 0 }, ...fields });

describe('a probe as a case', () => {
  it('merges its payload over a valid payload of the same tool, with placeholders for the scratch folders', () => {
    const testCase = buildProbeCase(probe({ payload: { tool_name: 'Read', tool_input: { file_path: '<project>/.env' } } }), 0, input);
    const payload = JSON.parse(testCase.stdin as string);
    expect(payload).toMatchObject({ hook_event_name: 'PreToolUse', tool_name: 'Read', tool_input: { file_path: '/s/project/.env' }, cwd: '/s/project', session_id: 's' });
    expect(Object.keys(payload.tool_input)).toEqual(['file_path']);
    expect(testCase).toMatchObject({ id: 'probe/1', kind: 'probe', event: 'PreToolUse' });
  });

  it('sends nothing for stdin: null, its own text for a string, and nothing by default to a script without JSON', () => {
    expect(buildProbeCase(probe({ stdin: null }), 0, input).stdin).toBe('');
    expect(buildProbeCase(probe({ stdin: 'ping <tmp>' }), 0, input).stdin).toBe('ping /s/tmp');
    expect(buildProbeCase(probe({}), 0, { ...input, target: { ...target, input: 'none' } }).stdin).toBe('');
    expect(buildProbeCase(probe({}), 0, input).stdin).not.toBe('');
  });

  it('replaces tool_input whole when the probe names another tool, and merges objects key by key otherwise', () => {
    expect(mergePayload({ tool_name: 'Bash', tool_input: { command: 'ls', description: 'd' } }, { tool_name: 'Read', tool_input: { file_path: 'x' } })).toEqual({
      tool_name: 'Read',
      tool_input: { file_path: 'x' },
    });
    expect(mergePayload({ tool_name: 'Bash', tool_input: { command: 'ls', description: 'd' } }, { tool_input: { command: 'rm -rf /' } })).toEqual({
      tool_name: 'Bash',
      tool_input: { command: 'rm -rf /', description: 'd' },
    });
    expect(mergePayload({ a: [1, 2] }, { a: [3] })).toEqual({ a: [3] });
  });

  it('reads relative times against the run clock, and dates as dates', () => {
    expect(readTime('-2h', 10_000_000)).toBe(10_000_000 - 7_200_000);
    expect(readTime('+30m', 0)).toBe(1_800_000);
    expect(readTime('2026-01-01T00:00:00Z', 0)).toBe(Date.parse('2026-01-01T00:00:00Z'));
    const files = probeFiles(probe({ setup: { files: { '.agent.lock': { content: 'x', mtime: '-5m', mode: '600' }, '~/.config/a': 'y' }, env: {} } }), scratch, input.now);
    expect(files).toEqual([
      { path: '/s/project/.agent.lock', content: 'x', mtimeMs: input.now - 300_000, mode: 0o600 },
      { path: '/s/home/.config/a', content: 'y' },
    ]);
  });

  it('refuses paths that would leave the scratch area', () => {
    expect(scratchPathProblem('/etc/passwd')).toMatch(/absolute/);
    expect(scratchPathProblem('a/../../b')).toMatch(/climbs out/);
    expect(scratchPathProblem('<root>/x')).toMatch(/unknown placeholder/);
    expect(['a/b', '~/x', '<tmp>/x', '<home>/.ssh/id_rsa'].map(scratchPathProblem)).toEqual([null, null, null, null]);
  });
});

describe('canaries as probes', () => {
  it('sends only the tools the matcher selects, on the tool event the hook is wired to', () => {
    const bashOnly = expandCanaries(['secret-files'], ['PreToolUse'], 'Bash', LATEST_VERSION);
    expect(bashOnly.probes.map((item) => item.name)).toEqual(['secret-files: cat .env', 'secret-files: cat ~/.aws/credentials', 'secret-files: cat .env.example']);
    expect(bashOnly.notApplicable.length).toBeGreaterThan(0);
    expect(bashOnly.notApplicable[0]!.reason).toMatch(/does not select Read/);
    const permission = expandCanaries(['bash-destructive'], ['PermissionRequest'], undefined, LATEST_VERSION);
    expect(permission.probes.filter((item) => item.role === 'control').map((item) => [item.event, item.expect.effect])[0]).toEqual(['PermissionRequest', ['deny']]);
    const stop = expandCanaries(['bash-destructive'], ['Stop'], undefined, LATEST_VERSION);
    expect([stop.probes.length, stop.notApplicable[0]!.reason]).toEqual([0, 'the hook is wired to Stop, not to PreToolUse or PermissionRequest']);
  });
});
