import { describe, expect, it } from 'vitest';
import { makeRecording, type RecordingInput } from '../../../src/record/make-recording.js';
import { toPortableValue } from '../../../src/record/portable-paths.js';

const NOW = new Date('2026-01-02T03:04:05.000Z');

function record(stdin: string | Uint8Array, overrides: Partial<RecordingInput> = {}) {
  const bytes = typeof stdin === 'string' ? Buffer.from(stdin) : stdin;
  return makeRecording({ stdin: bytes, command: ['python3', 'guard.py'], label: undefined, projectDir: '/home/ann/app', homeDir: '/home/ann', now: NOW, ...overrides });
}

describe(makeRecording.name, () => {
  it('names the file by event in kebab case and a hash, and keeps the parsed payload', () => {
    const entry = record(JSON.stringify({ hook_event_name: 'PreToolUse', tool_name: 'Bash' }));
    expect(entry.name).toMatch(/^pre-tool-use-[0-9a-f]{8}$/);
    expect(entry).toMatchObject({
      recordedAt: '2026-01-02T03:04:05.000Z',
      event: 'PreToolUse',
      command: ['python3', 'guard.py'],
      redactions: 0,
      payload: { hook_event_name: 'PreToolUse', tool_name: 'Bash' },
    });
    expect(entry).not.toHaveProperty('stdin');
  });

  it('gives identical payloads one name and different payloads different names', () => {
    const payload = JSON.stringify({ hook_event_name: 'Stop' });
    expect(record(payload).name).toBe(record(payload, { now: new Date(0) }).name);
    expect(record(payload).name).not.toBe(record(JSON.stringify({ hook_event_name: 'Stop', stop_hook_active: true })).name);
  });

  it('prefixes the label and names a payload without an event', () => {
    expect(record('{"hook_event_name":"UserPromptSubmit"}', { label: 'guard' }).name).toMatch(/^guard-user-prompt-submit-[0-9a-f]{8}$/);
    expect(record('{"x":1}').name).toMatch(/^no-event-[0-9a-f]{8}$/);
    expect(record('{"hook_event_name":"../../etc/PASSWD"}').name).toMatch(/^etc-passwd-[0-9a-f]{8}$/);
  });

  it('writes the project and HOME as placeholders, the project first, and redacts secrets', () => {
    const key = `sk-ant-api03-${'k'.repeat(40)}`;
    const entry = record(JSON.stringify({ cwd: '/home/ann/app', transcript_path: '/home/ann/.claude/projects/app/1.jsonl', tool_input: { command: `ANTHROPIC_API_KEY=${key} ls /home/ann/app/src` } }));
    expect(entry.payload).toEqual({
      cwd: '<project>',
      transcript_path: '<home>/.claude/projects/app/1.jsonl',
      tool_input: { command: 'ANTHROPIC_API_KEY=<redacted:anthropic-api-key> ls <project>/src' },
    });
    expect(entry.redactions).toBe(1);
  });

  it('redacts secrets in the command words and counts them', () => {
    const entry = record('{}', { command: ['./guard.sh', '--api-key=abc123', 'plain'] });
    expect(entry).toMatchObject({ command: ['./guard.sh', '--api-key=<redacted:secret>', 'plain'], redactions: 1 });
  });

  it("uses the payload's cwd as the project when CLAUDE_PROJECT_DIR is not set", () => {
    const entry = record(JSON.stringify({ cwd: '/srv/work', file: '/srv/work/a.ts' }), { projectDir: undefined });
    expect(entry.payload).toEqual({ cwd: '<project>', file: '<project>/a.ts' });
  });

  it('keeps stdin that is not a JSON object as redacted text, with a null payload', () => {
    const entry = record('password=hunter2 in /home/ann/app');
    expect(entry).toMatchObject({ payload: null, stdin: 'password=<redacted:secret> in <project>', event: null, redactions: 1 });
    expect(record('[1,2]')).toMatchObject({ payload: null, stdin: '[1,2]' });
    expect(record('')).toMatchObject({ payload: null, stdin: '' });
  });

  it('does not parse bytes that are not UTF-8 as a payload', () => {
    const entry = record(Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]));
    expect(entry.payload).toBeNull();
    expect(entry.stdin).toBe('{"a":"\uFFFD\uFFFD"}');
  });
});

describe(toPortableValue.name, () => {
  const folders = { projectDir: '/home/ann/app/', homeDir: '/home/ann' };

  it('replaces a folder only as a whole path', () => {
    expect(toPortableValue(['/home/ann/app', '/home/ann/app2/x', '/mnt/home/ann/app', 'cd /home/ann/app/src', '/home/anna'], folders)).toEqual([
      '<project>',
      '<home>/app2/x',
      '/mnt/home/ann/app',
      'cd <project>/src',
      '/home/anna',
    ]);
  });

  it('never replaces the root folder', () => {
    expect(toPortableValue({ path: '/etc/hosts' }, { projectDir: '/', homeDir: undefined })).toEqual({ path: '/etc/hosts' });
  });
});
