/**
 * Fields an answer may not carry: one warning per unknown field, except in an echoed input, where
 * the payload's own fields are the echo's one finding and only what the hook added stands apart.
 */
import { describe, expect, it } from 'vitest';
import { validateAnswer } from '../../../../src/agents/claude-code/validate-answer.js';

const PAYLOAD = {
  session_id: 's-1',
  transcript_path: '/tmp/t.jsonl',
  cwd: '/tmp/project',
  permission_mode: 'default',
  hook_event_name: 'PreToolUse',
  tool_name: 'Bash',
  tool_input: { command: 'ls' },
  tool_use_id: 'toolu_1',
};

const notesOf = (answer: Record<string, unknown>) => validateAnswer('PreToolUse', answer).notes.map(({ code, detail }) => `${code}: ${detail}`);

describe('unknown fields in an answer', () => {
  it('tells an echoed payload once: its own fields are not each an unknown field', () => {
    expect(notesOf(PAYLOAD)).toEqual(['stdout-echoes-input: stdout repeats the input payload (hook_event_name, session_id…)']);
  });

  it('still names a field the hook added to the echo', () => {
    expect(notesOf({ ...PAYLOAD, seen_by: 'logger' })).toEqual([
      'stdout-echoes-input: stdout repeats the input payload (hook_event_name, session_id…)',
      'output-unknown-field: top-level field "seen_by" is not part of the protocol',
    ]);
  });

  it('names payload fields in an answer that is no echo: they are unknown there', () => {
    expect(notesOf({ tool_name: 'Bash', continue: true })).toEqual(['output-unknown-field: top-level field "tool_name" is not part of the protocol']);
  });
});
