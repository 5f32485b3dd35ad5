import { describe, expect, it } from 'vitest';
import { describePayloadFields } from '../../../../src/reporters/run/payload-fields.js';

const root = '/tmp/hookcheck--18601-a3m9U169fhMl';
const envelope = { session_id: 's', transcript_path: `${root}/home/.claude/projects/scratch-project/session.jsonl`, cwd: `${root}/project`, hook_event_name: 'PreToolUse', permission_mode: 'default' };

describe(describePayloadFields.name, () => {
  it('shows the tool and its input, not the envelope', () => {
    const stdin = JSON.stringify({ ...envelope, tool_name: 'Bash', tool_input: { command: 'rm -rf /' }, tool_use_id: 't' });
    expect(describePayloadFields(stdin, 'PreToolUse')).toBe('Bash {"command":"rm -rf /"}');
    expect(describePayloadFields(JSON.stringify({ ...envelope, hook_event_name: 'UserPromptSubmit', prompt: 'hi' }), 'UserPromptSubmit')).toBe('{"prompt":"hi"}');
  });

  it('keeps an envelope field that is not what the agent sends, and the scratch folders as placeholders', () => {
    const stdin = JSON.stringify({ ...envelope, cwd: 42, tool_name: 'Read', tool_input: { file_path: `${root}/project/src/app.ts` } });
    expect(describePayloadFields(stdin, 'PreToolUse')).toBe('Read {"file_path":"<project>/src/app.ts"} {"cwd":42}');
    expect(describePayloadFields(JSON.stringify({ ...envelope, hook_event_name: 'Stop' }), 'PreToolUse')).toBe('{"hook_event_name":"Stop"}');
  });

  it('shows garbage as it is, a wrapped payload without its envelope, and says when it cut', () => {
    expect(describePayloadFields('', 'PreToolUse')).toBe('(empty)');
    expect(describePayloadFields('{"cwd": ', 'PreToolUse')).toBe('{"cwd": ');
    expect(describePayloadFields(JSON.stringify([{ ...envelope, tool_name: 'Bash', tool_input: { command: 'ls' } }]), 'PreToolUse')).toBe('[Bash {"command":"ls"}]');
    expect(describePayloadFields('x'.repeat(500), 'PreToolUse')).toMatch(/^x{240}… \(500 chars; --verbose shows it whole\)$/);
  });
});
