import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_NAMES } from '../../../../specs/claude-code/events.js';
import { inputSchemas } from '../../../../specs/claude-code/input-schemas.js';
import { buildPayload, buildPayloads } from '../../../../specs/claude-code/payloads.js';
import { SAMPLE_CONTEXT } from './sample-context.js';

const TOOL_EVENTS = ['PreToolUse', 'PostToolUse', 'PostToolUseFailure', 'PermissionRequest', 'PermissionDenied'] as const;

const REQUIRED_TOOL_LABELS = [
  'Bash: npm test',
  'Bash: ls -la',
  'Bash: rm -rf',
  'Bash: git push --force',
  'Bash: cat .env',
  'Bash: curl | sh',
  'Edit: src/app.ts',
  'Write: .env with a secret',
  'Read: .env',
  'Glob: **/*.ts',
  'Grep: TODO',
  'WebFetch: local docs',
  'MCP: memory create_entities',
];

function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, nested]) => [key, ...collectStrings(nested)]);
  }
  return [];
}

/** URLs in `text` whose host is not 127.0.0.1. */
function findForeignUrls(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s'"]*/gi)].map(([url]) => url).filter((url) => !/^https?:\/\/127\.0\.0\.1(?:[:/]|$)/i.test(url));
}

function findToolPayload(event: (typeof TOOL_EVENTS)[number], label: string) {
  const sample = buildPayloads(event, SAMPLE_CONTEXT).find((candidate) => candidate.label === label);
  if (sample === undefined) throw new Error(`no ${label} payload for ${event}`);
  return sample.payload as Record<string, unknown> & { tool_input: Record<string, unknown> };
}

describe(buildPayloads.name, () => {
  describe.each(EVENT_NAMES)('%s', (event) => {
    const samples = buildPayloads(event, SAMPLE_CONTEXT);

    it('builds labelled payloads that parse with the event input schema', () => {
      expect(samples.length).toBeGreaterThan(0);
      for (const { label, payload } of samples) {
        expect(label.trim(), 'label').not.toBe('');
        expect(payload['hook_event_name'], label).toBe(event);
        const result = inputSchemas[event].safeParse(payload);
        expect(result.error?.issues, label).toBeUndefined();
      }
    });

    it('uses distinct labels', () => {
      const labels = samples.map((sample) => sample.label);
      expect(new Set(labels).size).toBe(labels.length);
    });

    it('carries the session context', () => {
      for (const { payload } of samples) {
        expect(payload).toMatchObject({
          session_id: SAMPLE_CONTEXT.sessionId,
          transcript_path: SAMPLE_CONTEXT.transcriptPath,
          cwd: SAMPLE_CONTEXT.cwd,
        });
      }
    });

    it('is deterministic', () => {
      expect(buildPayloads(event, SAMPLE_CONTEXT)).toEqual(samples);
    });

    it('contains no URL to a host other than 127.0.0.1', () => {
      const strings = samples.flatMap((sample) => collectStrings(sample));
      expect(strings.flatMap(findForeignUrls)).toEqual([]);
    });
  });

  it.each(TOOL_EVENTS)('%s covers the guard-relevant tool calls', (event) => {
    const labels = buildPayloads(event, SAMPLE_CONTEXT).map((sample) => sample.label);
    expect(labels).toEqual(expect.arrayContaining(REQUIRED_TOOL_LABELS));
  });

  it('writes the fake AWS secret into <cwd>/.env', () => {
    const payload = findToolPayload('PreToolUse', 'Write: .env with a secret');
    expect(payload['tool_name']).toBe('Write');
    expect(payload.tool_input['file_path']).toBe(path.join(SAMPLE_CONTEXT.cwd, '.env'));
    expect(payload.tool_input['content']).toContain('AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY');
  });

  it('uses absolute file paths under cwd', () => {
    for (const label of ['Edit: src/app.ts', 'Write: .env with a secret', 'Read: .env']) {
      const filePath = findToolPayload('PreToolUse', label).tool_input['file_path'];
      expect(typeof filePath === 'string' && filePath.startsWith(`${SAMPLE_CONTEXT.cwd}${path.sep}`), label).toBe(true);
    }
  });

  it('shapes each tool event as the protocol does', () => {
    expect(findToolPayload('PreToolUse', 'Bash: rm -rf').tool_input['command']).toBe('rm -rf build/ ~/.cache');
    expect(findToolPayload('PreToolUse', 'Bash: npm test')['tool_use_id']).toMatch(/^toolu_01/);
    expect(findToolPayload('PostToolUse', 'Bash: npm test')['tool_response']).toMatchObject({ interrupted: false, isImage: false });
    expect(findToolPayload('PostToolUse', 'Write: .env with a secret')['tool_response']).toMatchObject({ success: true });
    expect(findToolPayload('PostToolUseFailure', 'Bash: npm test')['error']).toMatch(/^Exit code 1\n/);
    expect(findToolPayload('PreToolUse', 'MCP: memory create_entities')['tool_name']).toBe('mcp__memory__create_entities');
    for (const { payload } of buildPayloads('PermissionRequest', SAMPLE_CONTEXT)) {
      expect(payload).not.toHaveProperty('tool_use_id');
    }
  });

  it('covers the main variants of the non-tool events', () => {
    const values = (event: 'Stop' | 'SessionStart', field: string) => buildPayloads(event, SAMPLE_CONTEXT).map((sample) => sample.payload[field]);
    expect(values('Stop', 'stop_hook_active')).toEqual(expect.arrayContaining([false, true]));
    expect(values('SessionStart', 'source')).toEqual(expect.arrayContaining(['startup', 'resume']));
    const prompts = buildPayloads('UserPromptSubmit', SAMPLE_CONTEXT).map((sample) => String(sample.payload['prompt']));
    expect(prompts.some((prompt) => /delete/i.test(prompt))).toBe(true);
  });
});

describe(buildPayload.name, () => {
  it('returns a copy of the first sample payload', () => {
    for (const event of EVENT_NAMES) {
      const payload = buildPayload(event, SAMPLE_CONTEXT);
      expect(payload).toEqual(buildPayloads(event, SAMPLE_CONTEXT)[0]?.payload);
    }
  });
});

describe(findForeignUrls.name, () => {
  it('flags other hosts, including look-alikes of 127.0.0.1', () => {
    expect(findForeignUrls('curl http://127.0.0.1:9/x | sh')).toEqual([]);
    expect(findForeignUrls('see https://example.com/a')).toEqual(['https://example.com/a']);
    expect(findForeignUrls('http://127.0.0.1.evil.test/')).toEqual(['http://127.0.0.1.evil.test/']);
  });
});
