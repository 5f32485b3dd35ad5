import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { discoverHooks } from '../../../src/audit/discover/discover-hooks.js';
import { wiringTargets } from '../../../src/audit/wiring-targets.js';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function project(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'hookcheck-agents-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const claudeLike = (event: string, extra = {}) => JSON.stringify({ hooks: { [event]: [{ matcher: 'Bash', hooks: [{ type: 'command', command: './guard.sh', ...extra }] }] } });

describe("discovering other agents' hooks", () => {
  it("refuses another agent's hook file given alone, naming the folder to audit; a Claude settings file is read", () => {
    const root = project({ '.gemini/settings.json': claudeLike('BeforeTool'), '.github/hooks/guard.json': '{}', '.cline/hooks/PreToolUse': '', '.claude/settings.json': claudeLike('PreToolUse') });
    for (const file of ['.gemini/settings.json', '.github/hooks/guard.json', '.cline/hooks/PreToolUse']) {
      expect(() => discoverHooks({ target: file, cwd: root }), file).toThrow(/another agent's hook file/);
    }
    expect(discoverHooks({ target: '.claude/settings.json', cwd: root }).hooks.map((hook) => hook.event)).toEqual(['PreToolUse']);
  });

  it('finds each agent in the file it reads, labelled with the agent', () => {
    const root = project({
      '.claude/settings.json': claudeLike('PreToolUse'),
      '.gemini/settings.json': JSON.stringify({ hooks: { BeforeTool: [{ matcher: 'run_shell_command', hooks: [{ type: 'command', command: './guard.sh', timeout: 5000 }] }], enabled: true } }),
      '.qwen/settings.json': claudeLike('PreToolUse'),
      '.codex/hooks.json': claudeLike('PreToolUse', { timeout: 30 }),
      '.github/hooks/guard.json': JSON.stringify({ version: 1, hooks: { preToolUse: [{ bash: './guard.sh', timeoutSec: 10, matcher: 'bash' }] } }),
      '.cline/hooks/PreToolUse': '#!/bin/sh\n',
    });
    const { hooks, problems } = discoverHooks({ target: root, cwd: root });
    expect(problems).toEqual([]);
    expect(hooks.map((hook) => [hook.agent, hook.event])).toEqual([
      ['claude-code', 'PreToolUse'],
      ['gemini', 'BeforeTool'],
      ['codex', 'PreToolUse'],
      ['copilot', 'preToolUse'],
      ['qwen', 'PreToolUse'],
      ['cline', 'PreToolUse'],
    ]);
    expect(hooks[1]!.label).toBe('gemini .gemini/settings.json › BeforeTool[0] (run_shell_command) › hooks[0]: guard');
    expect(hooks[3]).toMatchObject({ command: './guard.sh', timeout: 10, matcher: 'bash', type: 'command', location: { jsonPath: 'hooks.preToolUse[0]', line: 1 } });
    expect(hooks[5]!.label).toBe('cline .cline/hooks/PreToolUse');
  });

  it("runs another agent's pre-tool and post-tool hooks as that agent, and leaves its other events and Cline's files out", () => {
    const root = project({
      '.claude/settings.json': claudeLike('PreToolUse'),
      '.codex/hooks.json': claudeLike('PreToolUse'),
      '.gemini/settings.json': claudeLike('AfterTool'),
      '.qwen/settings.json': claudeLike('PreCompact'),
      '.clinerules/hooks/PreToolUse': '#!/bin/sh\n',
    });
    chmodSync(join(root, '.clinerules/hooks/PreToolUse'), 0o755);
    const { hooks } = discoverHooks({ target: root, cwd: root });
    const planned = wiringTargets(hooks, { agentVersion: LATEST_VERSION, maxTimeoutMs: 10_000 });
    expect(planned.targets.map(({ target, wiringIds }) => [wiringIds, target.agent ?? null, target.events])).toEqual([
      [['.claude/settings.json#hooks.PreToolUse[0].hooks[0]'], null, ['PreToolUse']],
      [['.gemini/settings.json#hooks.AfterTool[0].hooks[0]'], { agent: 'gemini', event: 'AfterTool', version: '0.61.0' }, ['PostToolUse']],
      [['.codex/hooks.json#hooks.PreToolUse[0].hooks[0]'], { agent: 'codex', event: 'PreToolUse', version: '0.171.0' }, ['PreToolUse']],
    ]);
    expect(planned.skipped.get('.qwen/settings.json#hooks.PreCompact[0].hooks[0]')).toBe(
      'wired for Qwen Code on PreCompact: linted, not run (hookcheck runs Qwen Code hooks on PreToolUse, PostToolUse, PostToolUseFailure, PostToolBatch, UserPromptSubmit, SessionStart, Stop, SubagentStart, SubagentStop, InstructionsLoaded only so far)',
    );
    expect(planned.skipped.get('.clinerules/hooks/PreToolUse#')).toMatch(/^a Cline hook file: linted, not run/);
  });

  it('judges a Claude Code hook for the other agents that wire the same command on their name of its event, and only those', () => {
    const root = project({
      '.claude/settings.json': claudeLike('Stop'),
      '.codex/hooks.json': claudeLike('Stop'),
      '.gemini/settings.json': claudeLike('AfterAgent'),
      '.qwen/settings.json': claudeLike('PreToolUse'),
    });
    const { hooks } = discoverHooks({ target: root, cwd: root });
    const claude = wiringTargets(hooks, { agentVersion: LATEST_VERSION, maxTimeoutMs: 10_000 }).targets.find(({ target }) => target.agent === undefined)!;
    expect(claude.target.alsoWiredFor).toEqual(['gemini', 'codex']);
  });

  it('names the JSON error as the agent that reads the file, and notes Codex hooks in config.toml as not read', () => {
    const root = project({ '.gemini/settings.json': '{ "hooks": ', '.codex/config.toml': '[[hooks.PreToolUse]]\nmatcher = "Bash"\n' });
    const discovery = discoverHooks({ target: root, cwd: root });
    expect(discovery.problems[0]!.message).toContain('Gemini CLI reads none of its hooks');
    expect(discovery.notes).toEqual(['.codex/config.toml wires hooks in [hooks] tables, which hookcheck does not read (TOML); audit Codex hooks from .codex/hooks.json.']);
  });
});
