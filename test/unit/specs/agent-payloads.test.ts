/**
 * Each agent's payload builder against the payload the real agent sent a hook (specs/<agent>/captured/,
 * recorded from the installed CLIs): the same fields, of the same types, with the command where the
 * agent puts it. A builder that drifts from its capture fails here.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AGENTS } from '../../../src/agents/index.js';
import type { AgentId } from '../../../src/agents/index.js';

const captured = (path: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`../../../specs/${path}`, import.meta.url)), 'utf8')) as Record<string, unknown>;
const CAPTURED_COMMAND = 'echo hookprobe > probe.txt';
const claudeBash = (command: string) => ({
  session_id: 's-1',
  transcript_path: '/p/t.jsonl',
  cwd: '/p',
  hook_event_name: 'PreToolUse',
  permission_mode: 'default',
  tool_name: 'Bash',
  tool_input: { command, description: 'Write the probe file' },
});

/** The shape of a value: its type, and for objects the shape of each field. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, entry]) => [key, shape(entry)]),
    );
  return value === null ? 'null' : typeof value;
}

const CASES: readonly (readonly [AgentId, string, string])[] = [
  ['codex', 'PreToolUse', 'codex/captured/pre-tool-shell.json'],
  ['gemini', 'BeforeTool', 'gemini/captured/pre-tool-shell.json'],
  ['qwen', 'PreToolUse', 'qwen/captured/pre-tool-shell.json'],
  ['cline', 'PreToolUse', 'cline/captured/pre-tool-shell.json'],
  ['copilot', 'preToolUse', 'copilot/captured/pre-tool-shell-camel.json'],
  ['copilot', 'PreToolUse', 'copilot/captured/pre-tool-shell-pascal.json'],
  // Asked permission for the call: the same camelCase payload on both casings.
  ['copilot', 'permissionRequest', 'copilot/captured/permission-request.json'],
  ['copilot', 'PermissionRequest', 'copilot/captured/permission-request.json'],
];

/** After the call: the captures ran `echo hookprobe > probe.txt; echo hookcheck-output`. */
const POST_CASES: readonly (readonly [AgentId, string, string])[] = [
  ['codex', 'PostToolUse', 'codex/captured/post-tool-shell.json'],
  ['gemini', 'AfterTool', 'gemini/captured/post-tool-shell.json'],
  ['qwen', 'PostToolUse', 'qwen/captured/post-tool-shell.json'],
  ['cline', 'PostToolUse', 'cline/captured/post-tool-shell.json'],
  ['copilot', 'postToolUse', 'copilot/captured/post-tool-shell-camel.json'],
  ['copilot', 'PostToolUse', 'copilot/captured/post-tool-shell-pascal.json'],
];
/** At the end of the turn: the captures' sessions ended with the final answer "Done.". */
const STOP_CASES: readonly (readonly [AgentId, string, string])[] = [
  ['codex', 'Stop', 'codex/captured/stop.json'],
  ['gemini', 'AfterAgent', 'gemini/captured/stop.json'],
  ['qwen', 'Stop', 'qwen/captured/stop.json'],
  ['cline', 'TaskComplete', 'cline/captured/task-complete.json'],
  ['copilot', 'agentStop', 'copilot/captured/stop-camel.json'],
  ['copilot', 'Stop', 'copilot/captured/stop-pascal.json'],
];
/** Before the prompt: the captures' sessions sent "Say zqpromptword.". */
const PROMPT_CASES: readonly (readonly [AgentId, string, string])[] = [
  ['codex', 'UserPromptSubmit', 'codex/captured/prompt.json'],
  ['gemini', 'BeforeAgent', 'gemini/captured/prompt.json'],
  ['qwen', 'UserPromptSubmit', 'qwen/captured/prompt.json'],
  ['copilot', 'userPromptSubmitted', 'copilot/captured/prompt-camel.json'],
  ['copilot', 'UserPromptSubmit', 'copilot/captured/prompt-pascal.json'],
];
/** As the session starts: the captures' sessions were fresh starts. */
const SESSION_START_CASES: readonly (readonly [AgentId, string, string])[] = [
  ['codex', 'SessionStart', 'codex/captured/session-start.json'],
  ['gemini', 'SessionStart', 'gemini/captured/session-start.json'],
  ['qwen', 'SessionStart', 'qwen/captured/session-start.json'],
  ['copilot', 'sessionStart', 'copilot/captured/session-start-camel.json'],
  ['copilot', 'SessionStart', 'copilot/captured/session-start-pascal.json'],
  ['cline', 'TaskStart', 'cline/captured/task-start.json'],
];
/** As the session ends: the captures' headless sessions ended as Claude Code's do, reason "other". */
const SESSION_END_CASES: readonly (readonly [AgentId, string, string])[] = [
  ['gemini', 'SessionEnd', 'gemini/captured/session-end.json'],
  ['copilot', 'sessionEnd', 'copilot/captured/session-end-camel.json'],
  ['copilot', 'SessionEnd', 'copilot/captured/session-end-pascal.json'],
];
const claudeSessionEnd = { session_id: 's-1', transcript_path: '/p/t.jsonl', cwd: '/p', hook_event_name: 'SessionEnd', permission_mode: 'default', reason: 'other' };
const claudeSessionStart = { session_id: 's-1', transcript_path: '/p/t.jsonl', cwd: '/p', hook_event_name: 'SessionStart', source: 'startup', model: 'claude-sonnet-4-5' };
const claudePrompt = { session_id: 's-1', transcript_path: '/p/t.jsonl', cwd: '/p', hook_event_name: 'UserPromptSubmit', permission_mode: 'default', prompt: 'Say zqpromptword.' };
const claudeStop = { session_id: 's-1', transcript_path: '/p/t.jsonl', cwd: '/p', hook_event_name: 'Stop', permission_mode: 'default', stop_hook_active: false, last_assistant_message: 'Done.' };
const POST_COMMAND = 'echo hookprobe > probe.txt; echo hookcheck-output';
const claudeBashAfter = (command: string) => ({
  ...claudeBash(command),
  hook_event_name: 'PostToolUse',
  tool_response: { stdout: 'hookcheck-output\n', stderr: '', interrupted: false, isImage: false },
});

/** Two replacements in one file: Codex's one patch, and no one call in Gemini CLI. */
const claudeMultiEdit = {
  ...claudeBash('ls'),
  tool_name: 'MultiEdit',
  tool_input: {
    file_path: '/p/b',
    edits: [
      { old_string: 'x', new_string: 'y' },
      { old_string: 'u', new_string: '' },
    ],
  },
};

describe('payloads of the other agents', () => {
  for (const [agent, event, file] of CASES) {
    it(`${agent} ${event}: the shape ${file} holds, with the command in its place`, () => {
      const real = captured(file);
      const built = AGENTS[agent].payloadFor(event, claudeBash(CAPTURED_COMMAND))!;
      expect(shape(built)).toEqual(shape(real));
      expect(JSON.stringify(built)).toContain(JSON.stringify(CAPTURED_COMMAND).slice(1, -1));
    });
  }

  for (const [agent, event, file] of POST_CASES) {
    it(`${agent} ${event}: the shape ${file} holds, with the command and its output in their places`, () => {
      const real = captured(file);
      const built = AGENTS[agent].payloadFor(event, claudeBashAfter(POST_COMMAND))!;
      expect(shape(built)).toEqual(shape(real));
      expect(JSON.stringify(built)).toContain(JSON.stringify(POST_COMMAND).slice(1, -1));
      expect(JSON.stringify(built)).toContain('hookcheck-output');
    });
  }

  for (const [agent, event, file] of STOP_CASES) {
    it(`${agent} ${event}: the shape ${file} holds, built from a Claude Code Stop payload`, () => {
      expect(shape(AGENTS[agent].payloadFor(event, claudeStop))).toEqual(shape(captured(file)));
      // A tool payload is no end of a turn.
      expect(AGENTS[agent].payloadFor(event, claudeBash('ls'))).toBeNull();
    });
  }

  for (const [agent, event, file] of PROMPT_CASES) {
    it(`${agent} ${event}: the shape ${file} holds, with the prompt, built from a Claude Code UserPromptSubmit payload`, () => {
      const built = AGENTS[agent].payloadFor(event, claudePrompt);
      expect(shape(built)).toEqual(shape(captured(file)));
      expect(built).toMatchObject({ prompt: 'Say zqpromptword.' });
      expect(AGENTS[agent].payloadFor(event, claudeStop)).toBeNull();
    });
  }

  for (const [agent, event, file] of SESSION_START_CASES) {
    it(`${agent} ${event}: the shape ${file} holds, with how the session began, built from a Claude Code SessionStart payload`, () => {
      const real = captured(file);
      const built = AGENTS[agent].payloadFor(event, claudeSessionStart);
      expect(shape(built)).toEqual(shape(real));
      // How the session began, where the agent says it (Cline's task start does not).
      if ('source' in real) expect(built).toMatchObject({ source: real['source'] });
      expect(AGENTS[agent].payloadFor(event, claudePrompt)).toBeNull();
    });
  }

  for (const [agent, event, file] of SESSION_END_CASES) {
    it(`${agent} ${event}: the shape ${file} holds, with the reason a headless session ends with, built from a Claude Code SessionEnd payload`, () => {
      const real = captured(file);
      const built = AGENTS[agent].payloadFor(event, claudeSessionEnd);
      expect(shape(built)).toEqual(shape(real));
      expect(built).toMatchObject({ reason: real['reason'] });
      expect(AGENTS[agent].payloadFor(event, claudeSessionStart)).toBeNull();
    });
  }

  it('qwen SubagentStart and SubagentStop: the shapes qwen/captured/subagent-*.json hold, built from Claude Code payloads of a subagent', () => {
    const claudeSubagent = { session_id: 's-1', transcript_path: '/p/t.jsonl', cwd: '/p', permission_mode: 'default', agent_id: 'a1', agent_type: 'general-purpose' };
    const start = AGENTS.qwen.payloadFor('SubagentStart', { ...claudeSubagent, hook_event_name: 'SubagentStart' });
    const stop = AGENTS.qwen.payloadFor('SubagentStop', {
      ...claudeSubagent,
      hook_event_name: 'SubagentStop',
      stop_hook_active: false,
      agent_transcript_path: '/p/a1.jsonl',
      last_assistant_message: 'Done.',
    });
    expect([shape(start), shape(stop)]).toEqual([shape(captured('qwen/captured/subagent-start.json')), shape(captured('qwen/captured/subagent-stop.json'))]);
    expect(stop).toMatchObject({ agent_type: 'general-purpose', last_assistant_message: 'Done.', agent_transcript_path: '/p/t.jsonl' });
    expect(AGENTS.qwen.payloadFor('SubagentStop', claudeStop)).toBeNull();
  });

  it('qwen PostToolBatch: the shape qwen/captured/post-tool-batch.json holds, each shell call with its output, built from a Claude Code PostToolBatch payload', () => {
    const call = (command: string, output: string, id: string) => ({ tool_name: 'Bash', tool_input: { command, description: 'Write the probe file' }, tool_use_id: id, tool_response: output });
    const claudeBatch = { ...claudeBash('ls'), hook_event_name: 'PostToolBatch', tool_calls: [call(CAPTURED_COMMAND, '', 'toolu_1')] };
    const built = AGENTS.qwen.payloadFor('PostToolBatch', claudeBatch);
    const real = captured('qwen/captured/post-tool-batch.json');
    expect(shape(built)).toEqual(shape(real));
    expect(JSON.stringify(built)).toContain(JSON.stringify(CAPTURED_COMMAND).slice(1, -1));
    const two = AGENTS.qwen.payloadFor('PostToolBatch', { ...claudeBatch, tool_calls: [call('npm test', 'ok 12 tests', 'toolu_1'), call('ls -la', 'README.md', 'toolu_2')] }) as {
      tool_calls: { tool_input: { command: string }; tool_response: { result_display: string } }[];
    };
    expect(two.tool_calls.map(({ tool_input, tool_response }) => [tool_input.command, tool_response.result_display])).toEqual([
      ['npm test', 'ok 12 tests'],
      ['ls -la', 'README.md'],
    ]);
    // A batch with a call of another tool has no known form in Qwen Code's batch; a single call is no batch.
    expect(
      AGENTS.qwen.payloadFor('PostToolBatch', { ...claudeBatch, tool_calls: [call('ls', '', 't'), { tool_name: 'Read', tool_input: { file_path: '/p/a' }, tool_use_id: 'u', tool_response: '' }] }),
    ).toBeNull();
    expect(AGENTS.qwen.payloadFor('PostToolBatch', claudeBashAfter(POST_COMMAND))).toBeNull();
  });

  it('qwen PostToolUseFailure: the shape qwen/captured/post-tool-failure.json holds, with the exit code and output of a Claude Code PostToolUseFailure', () => {
    const claudeFailure = {
      ...claudeBash('echo hookprobe > probe.txt; exit 3'),
      hook_event_name: 'PostToolUseFailure',
      tool_use_id: 'toolu_1',
      error: 'Exit code 3\nnot found',
      is_interrupt: false,
      duration_ms: 70,
    };
    const built = AGENTS.qwen.payloadFor('PostToolUseFailure', claudeFailure)!;
    expect(shape(built)).toEqual(shape(captured('qwen/captured/post-tool-failure.json')));
    expect(built['error']).toContain('Output: not found');
    expect(built['error']).toContain('Exit Code: 3');
    // A failure Claude Code names without an exit code reads as exit 1.
    expect(AGENTS.qwen.payloadFor('PostToolUseFailure', { ...claudeFailure, error: 'Command timed out' })!['error']).toContain('Exit Code: 1');
  });

  it('qwen InstructionsLoaded: the shape qwen/captured/instructions-loaded.json holds, built from a Claude Code InstructionsLoaded payload; a load Qwen never makes is not sent', () => {
    const claudeLoaded = {
      session_id: 's-1',
      transcript_path: '/p/t.jsonl',
      cwd: '/p',
      hook_event_name: 'InstructionsLoaded',
      file_path: '/p/CLAUDE.md',
      memory_type: 'Project',
      load_reason: 'session_start',
    };
    const built = AGENTS.qwen.payloadFor('InstructionsLoaded', claudeLoaded);
    expect(shape(built)).toEqual(shape(captured('qwen/captured/instructions-loaded.json')));
    expect(built).toMatchObject({ file_path: '/p/CLAUDE.md', memory_type: 'project', load_reason: 'session_start' });
    expect(AGENTS.qwen.payloadFor('InstructionsLoaded', { ...claudeLoaded, load_reason: 'include', trigger_file_path: '/p/CLAUDE.md', parent_file_path: '/p/CLAUDE.md' })).toMatchObject({
      load_reason: 'include',
      parent_file_path: '/p/CLAUDE.md',
    });
    // Qwen matches no rules by glob: that load is never sent.
    expect(AGENTS.qwen.payloadFor('InstructionsLoaded', { ...claudeLoaded, load_reason: 'path_glob_match', globs: ['src/**/*.ts'] })).toBeNull();
    expect(AGENTS.qwen.payloadFor('InstructionsLoaded', claudeSessionStart)).toBeNull();
  });

  it('gemini PreCompress: the shape gemini/captured/pre-compress.json holds, with what set the compaction off, built from a Claude Code PreCompact payload', () => {
    const claudePreCompact = { session_id: 's-1', transcript_path: '/p/t.jsonl', cwd: '/p', hook_event_name: 'PreCompact', trigger: 'auto', custom_instructions: '' };
    const real = captured('gemini/captured/pre-compress.json');
    const built = AGENTS.gemini.payloadFor('PreCompress', claudePreCompact);
    expect(shape(built)).toEqual(shape(real));
    expect(built).toMatchObject({ trigger: 'auto' });
    expect(AGENTS.gemini.payloadFor('PreCompress', { ...claudePreCompact, trigger: 'manual' })).toMatchObject({ trigger: 'manual' });
    expect(AGENTS.gemini.payloadFor('PreCompress', claudeSessionEnd)).toBeNull();
  });

  it('has no form for a call it has not measured (a read, in every agent): such cases are not sent', () => {
    for (const [agent, event] of CASES) expect(AGENTS[agent].payloadFor(event, { ...claudeBash('ls'), tool_name: 'Read', tool_input: { file_path: '/p/a' } })).toBeNull();
  });

  const claudeWrite = { ...claudeBash('ls'), tool_name: 'Write', tool_input: { file_path: '/p/a.txt', content: 'patched\n' } };
  const claudeEdit = { ...claudeBash('ls'), tool_name: 'Edit', tool_input: { file_path: '/p/a.txt', old_string: 'hello', new_string: 'patched' } };
  it.each([
    {
      agent: 'qwen',
      event: 'PreToolUse',
      write: 'qwen/captured/pre-tool-write-file.json',
      edit: 'qwen/captured/pre-tool-edit.json',
      input: { write: { file_path: '/p/a.txt', content: 'patched\n' }, edit: { file_path: '/p/a.txt', old_string: 'hello', new_string: 'patched' } },
    },
    {
      agent: 'copilot',
      event: 'preToolUse',
      write: 'copilot/captured/pre-tool-create-camel.json',
      edit: 'copilot/captured/pre-tool-edit-camel.json',
      input: { write: { path: '/p/a.txt', file_text: 'patched\n' }, edit: { path: '/p/a.txt', old_str: 'hello', new_str: 'patched' } },
    },
    {
      agent: 'copilot',
      event: 'PreToolUse',
      write: 'copilot/captured/pre-tool-create-pascal.json',
      edit: 'copilot/captured/pre-tool-edit-pascal.json',
      input: { write: { path: '/p/a.txt', file_text: 'patched\n' }, edit: { path: '/p/a.txt', old_str: 'hello', new_str: 'patched' } },
    },
    {
      agent: 'cline',
      event: 'PreToolUse',
      write: 'cline/captured/pre-tool-editor-create.json',
      edit: 'cline/captured/pre-tool-editor.json',
      input: { write: { path: '/p/a.txt', new_text: 'patched\n' }, edit: { path: '/p/a.txt', old_text: 'hello', new_text: 'patched' } },
    },
  ] as const)('$agent $event: a Write and an Edit have the captured shapes and the same input in its names; a MultiEdit is no one call', ({ agent, event, write, edit, input }) => {
    const oracle = AGENTS[agent];
    const inputOf = (payload: Record<string, unknown>) => payload['tool_input'] ?? payload['toolArgs'] ?? (payload['tool_call'] as Record<string, unknown>)['input'];
    const builtWrite = oracle.payloadFor(event, claudeWrite)!;
    const builtEdit = oracle.payloadFor(event, claudeEdit)!;
    expect(shape(builtWrite)).toEqual(shape(captured(write)));
    expect(shape(builtEdit)).toEqual(shape(captured(edit)));
    expect(inputOf(builtWrite)).toEqual(input.write);
    expect(inputOf(builtEdit)).toEqual(input.edit);
    expect(oracle.toolNameOf(builtEdit)).toBe(oracle.toolNameOf(captured(edit)));
    expect(oracle.payloadFor(event, claudeMultiEdit)).toBeNull();
  });

  it('gemini BeforeTool: a Write is write_file and an Edit replace, Claude Code’s fields, the shapes gemini/captured/ holds; a MultiEdit is no one call', () => {
    const write = AGENTS.gemini.payloadFor('BeforeTool', { ...claudeBash('ls'), tool_name: 'Write', tool_input: { file_path: '/p/a.txt', content: 'patched\n' } })!;
    expect(shape(write)).toEqual(shape(captured('gemini/captured/pre-tool-write-file.json')));
    expect(write).toMatchObject({ tool_name: 'write_file', tool_input: { file_path: '/p/a.txt', content: 'patched\n' } });
    const replace = AGENTS.gemini.payloadFor('BeforeTool', { ...claudeBash('ls'), tool_name: 'Edit', tool_input: { file_path: '/p/a.txt', old_string: 'hello', new_string: 'patched' } })!;
    expect(shape(replace)).toEqual(shape(captured('gemini/captured/pre-tool-replace.json')));
    expect(replace).toMatchObject({ tool_name: 'replace', tool_input: { file_path: '/p/a.txt', old_string: 'hello', new_string: 'patched' } });
    expect(AGENTS.gemini.payloadFor('BeforeTool', claudeMultiEdit)).toBeNull();
    // A matcher written for Claude Code selects neither (measured: gemini-tool-kinds.test.ts).
    for (const payload of [write, replace]) expect(AGENTS.gemini.matcherSelects('Write|Edit', payload, '0.61.0')).toBe(false);
  });

  it('codex PreToolUse: an edit is the shape codex/captured/pre-tool-apply-patch.json, the patch in tool_input.command', () => {
    const claudeEdit = { ...claudeBash('ls'), tool_name: 'Edit', tool_input: { file_path: '/p/a.txt', old_string: 'hello', new_string: 'patched' } };
    const built = AGENTS.codex.payloadFor('PreToolUse', claudeEdit)!;
    const real = captured('codex/captured/pre-tool-apply-patch.json');
    expect(shape(built)).toEqual(shape(real));
    // The capture's model wrote exactly this patch for the same edit.
    expect(built['tool_input']).toEqual(real['tool_input']);
    const write = AGENTS.codex.payloadFor('PreToolUse', { ...claudeBash('ls'), tool_name: 'Write', tool_input: { file_path: '/elsewhere/.env', content: 'A=1\nB=2\n' } })!;
    expect(write['tool_input']).toEqual({ command: '*** Begin Patch\n*** Add File: /elsewhere/.env\n+A=1\n+B=2\n*** End Patch\n' });
    const multi = AGENTS.codex.payloadFor('PreToolUse', claudeMultiEdit)!;
    expect(multi['tool_input']).toEqual({ command: '*** Begin Patch\n*** Update File: b\n@@\n-x\n+y\n@@\n-u\n*** End Patch\n' });
    // After the call, an edit is not modelled.
    expect(AGENTS.codex.payloadFor('PostToolUse', { ...claudeEdit, hook_event_name: 'PostToolUse', tool_response: {} })).toBeNull();
  });

  it('matches a matcher as the agent does: Gemini searches a regex in run_shell_command, Copilot anchors it, Cline has none, aliases as each takes them', () => {
    const payload = (agent: AgentId, event: string) => AGENTS[agent].payloadFor(event, claudeBash('ls'))!;
    expect(AGENTS.gemini.matcherSelects('shell', payload('gemini', 'BeforeTool'), '0.61.0')).toBe(true);
    expect(AGENTS.gemini.matcherSelects('Bash', payload('gemini', 'BeforeTool'), '0.61.0')).toBe(false);
    expect(AGENTS.copilot.matcherSelects('bas', payload('copilot', 'preToolUse'), '1.0.102')).toBe(false);
    expect(AGENTS.copilot.matcherSelects('bash', payload('copilot', 'preToolUse'), '1.0.102')).toBe(true);
    expect(AGENTS.cline.matcherSelects('Nothing', payload('cline', 'PreToolUse'), '3.0.65')).toBe(true);
    expect(AGENTS.codex.matcherSelects('^Bash$', payload('codex', 'PreToolUse'), '0.171.0')).toBe(true);
    expect(AGENTS.codex.matcherSelects('(', payload('codex', 'PreToolUse'), '0.171.0')).toBe(false);
    // Codex anchors (measured: codex-tool-kinds.test.ts), and its apply_patch answers to Edit and Write.
    expect(AGENTS.codex.matcherSelects('Bas', payload('codex', 'PreToolUse'), '0.171.0')).toBe(false);
    const patch = AGENTS.codex.payloadFor('PreToolUse', { ...claudeBash('ls'), tool_name: 'Write', tool_input: { file_path: '/p/a', content: 'x' } })!;
    for (const matcher of ['Write|Edit', 'Edit', '^Write$', 'apply_patch', 'E.*']) expect(AGENTS.codex.matcherSelects(matcher, patch, '0.171.0')).toBe(true);
    for (const matcher of ['Ed', 'MultiEdit', 'Bash', 'apply']) expect(AGENTS.codex.matcherSelects(matcher, patch, '0.171.0')).toBe(false);
    // Qwen searches the regex in its own name, and takes Claude Code's names only whole (measured: agent-matchers, agent-edit-tools).
    for (const matcher of ['Bash', 'Shell', 'shell', ' Bash ', 'Read|Bash', 'run_']) expect(AGENTS.qwen.matcherSelects(matcher, payload('qwen', 'PreToolUse'), '0.24.4')).toBe(true);
    for (const matcher of ['Bas', 'B.*', '^(Bash)$', '(Read|Bash)']) expect(AGENTS.qwen.matcherSelects(matcher, payload('qwen', 'PreToolUse'), '0.24.4')).toBe(false);
    // Copilot's PascalCase events name the tool as Claude Code does, and it answers to its own name; camelCase ones only to its own.
    expect(AGENTS.copilot.matcherSelects('bash', payload('copilot', 'PreToolUse'), '1.0.102')).toBe(true);
    expect(AGENTS.copilot.matcherSelects('Bash', payload('copilot', 'preToolUse'), '1.0.102')).toBe(false);
  });
});
