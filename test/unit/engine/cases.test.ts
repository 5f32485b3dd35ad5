import { describe, expect, it } from 'vitest';
import { stdinText } from '../../../src/util/stdin-text.js';
import { inputSchemas } from '../../../specs/claude-code/input-schemas.js';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import { buildGarbageCases } from '../../../src/engine/cases/garbage-cases.js';
import { buildLargePayloadCase, buildStdinOpenCase, firstLargePayloadCase, LARGE_PAYLOAD_BYTES } from '../../../src/engine/cases/stdin-cases.js';
import { buildValidCases } from '../../../src/engine/cases/valid-cases.js';

const payloadContext = { sessionId: 's-1', transcriptPath: '/tmp/t.jsonl', cwd: '/tmp/project' };
const toolOf = (stdin: string) => (JSON.parse(stdin) as { tool_name: string }).tool_name;

describe(buildValidCases.name, () => {
  it('sends only the tools the matcher selects', () => {
    const cases = buildValidCases({ events: ['PreToolUse'], matcher: 'Edit|Write', agentVersion: LATEST_VERSION, payloadContext });
    expect(new Set(cases.map((testCase) => toolOf(stdinText(testCase.stdin))))).toEqual(new Set(['Edit', 'Write']));
  });

  it('sends a renamed sample for an exact tool it has no sample of', () => {
    const cases = buildValidCases({ events: ['PreToolUse'], matcher: 'mcp__github__create_issue', agentVersion: LATEST_VERSION, payloadContext });
    expect(cases.map((testCase) => toolOf(stdinText(testCase.stdin)))).toEqual(['mcp__github__create_issue']);
  });

  it('builds payloads that validate against the event schema, with stable ids', () => {
    const cases = buildValidCases({ events: ['PreToolUse', 'Stop'], agentVersion: LATEST_VERSION, payloadContext });
    for (const testCase of cases) expect(inputSchemas[testCase.event].safeParse(JSON.parse(stdinText(testCase.stdin))).success).toBe(true);
    expect(cases[0]!.id).toBe('PreToolUse/valid/1');
    expect(new Set(cases.map((testCase) => testCase.id)).size).toBe(cases.length);
  });
});

describe(buildGarbageCases.name, () => {
  it('covers empty, malformed, wrong-typed, incomplete and other-event input, none of it valid', () => {
    const cases = buildGarbageCases('PreToolUse', payloadContext);
    expect(cases.map((testCase) => testCase.label)).toEqual(expect.arrayContaining([expect.stringMatching(/empty stdin/), expect.stringMatching(/a Stop payload/)]));
    for (const testCase of cases) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(stdinText(testCase.stdin));
      } catch {
        continue;
      }
      expect(inputSchemas.PreToolUse.safeParse(parsed).success).toBe(false);
    }
  });
});

describe('stdin probes', () => {
  const [base] = buildValidCases({ events: ['PreToolUse'], agentVersion: LATEST_VERSION, payloadContext });

  it('grows a valid payload past a pipe buffer without breaking it', () => {
    const large = buildLargePayloadCase(base!)!;
    expect(stdinText(large.stdin).length).toBeGreaterThan(LARGE_PAYLOAD_BYTES);
    expect(inputSchemas.PreToolUse.safeParse(JSON.parse(stdinText(large.stdin))).success).toBe(true);
    expect(JSON.parse(stdinText(large.stdin)).cwd).toBe(payloadContext.cwd);
  });

  it('grows no payload of an event that carries only ids, paths and reasons, which no agent sends large', () => {
    const sessionEnd = buildValidCases({ events: ['SessionEnd', 'UserPromptSubmit'], agentVersion: LATEST_VERSION, payloadContext });
    expect(buildLargePayloadCase(sessionEnd.find(({ event }) => event === 'SessionEnd')!)).toBeNull();
    expect(firstLargePayloadCase(sessionEnd)?.event).toBe('UserPromptSubmit');
  });

  it('leaves stdin open with its own timeout', () => {
    expect(buildStdinOpenCase(base!, 1500)).toMatchObject({ kind: 'stdin-open', keepStdinOpen: true, timeoutMs: 1500 });
  });
});
