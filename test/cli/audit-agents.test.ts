/**
 * `hookcheck audit --no-run -r json` on a folder wiring one hook for each of five other agents:
 * every agent found, each agent's lints, and one "linted, not run" note per agent whose hooks audit
 * cannot run as that agent (Gemini's is on Claude's event name; Cline's files), which leaves the gate alone.
 */
import { describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../../specs/claude-code/versions.js';
import { auditSchema } from '../../src/reporters/audit/audit-schema.js';
import { hookcheck } from '../helpers/cli.js';

describe('hookcheck audit: hooks wired for other agents', () => {
  it('finds and lints each agent, and says which of them it cannot run', async () => {
    const result = await hookcheck(['audit', '--no-run', '-r', 'json', 'fixtures/audit/agents'], undefined, {}, { extendEnv: true });
    const document = auditSchema.parse(JSON.parse(result.stdout));
    // In the registry's order (src/agents/index.ts).
    expect(document.wiring.map((hook) => hook.agent)).toEqual(['gemini', 'codex', 'copilot', 'qwen', 'cline']);
    expect(document.wiring.map((hook) => hook.run.skipped?.replace(/:.*/, ''))).toEqual(['wired for Gemini CLI on PreToolUse', '--no-run', '--no-run', '--no-run', 'a Cline hook file']);
    const rules = document.findings.map((finding) => `${finding.rule} ${finding.severity}`);
    expect(rules.sort()).toEqual(
      ['agent-event-unknown error', 'agent-timeout-unit warning', 'agent-timeout-unit warning', 'copilot-version error', ...['Gemini CLI', 'Cline'].map(() => 'agent-hooks-not-run info')].sort(),
    );
    expect(document.findings.filter((finding) => finding.rule === 'agent-hooks-not-run').map((finding) => finding.message)).toContain(
      '1 hook wired for Cline, linted, not run; the first: a Cline hook file: linted, not run (how Cline starts a hook file is not modelled).',
    );
    // Two errors from the lints; the infos add none.
    expect(document.summary.errors).toBe(2);
    expect(result.exitCode).toBe(1);
  });

  it("runs each agent's pre-tool hooks as that agent: a Claude Code guard wired for Gemini CLI is caught, the same guard for Codex and a Gemini guard pass", async () => {
    const result = await hookcheck(['audit', '--yes', '--reporter', 'json', 'fixtures/audit/agents-run'], undefined, { PATH: process.env['PATH'], PYENV_ROOT: process.env['PYENV_ROOT'] });
    const document = auditSchema.parse(JSON.parse(result.stdout));
    expect(document.wiring.map((hook) => [hook.agent, 'hook' in hook.run])).toEqual([
      ['gemini', true],
      ['gemini', true],
      ['codex', true],
    ]);
    const errors = document.findings.filter((finding) => finding.severity === 'error');
    expect(errors.map((finding) => [finding.rule, finding.hooks])).toEqual([['controls/no-controls', ['.gemini/settings.json#hooks.BeforeTool[0].hooks[1]']]]);
    expect(errors[0]!.message).toContain('on BeforeTool: it never denied');
    // A guard without evidence is its own verdict: marked, counted apart, no error of the gate.
    expect(errors[0]!.noEvidence).toBe(true);
    expect([document.summary.errors, document.summary.noEvidence]).toEqual([0, 1]);
    expect([document.summary.gate, result.exitCode]).toEqual(['no-evidence', 3]);
  }, 120_000);

  it("explain --agent: which of an agent's hooks run for its event and tool, by its matcher rules; Claude Code's name for the event is caught", async () => {
    const explain = (args: string[]) => hookcheck(['explain', ...args], undefined, {}, { extendEnv: true });
    const shell = await explain(['--agent', 'gemini', '--event', 'BeforeTool', '--tool', 'run_shell_command', '--reporter', 'json', 'fixtures/audit/agents-run']);
    const fired = JSON.parse(shell.stdout) as { agent: { name: string }; fires: { id: string; reason: string }[]; doesNotFire: unknown[] };
    expect([fired.agent.name, fired.fires.map(({ id }) => id), fired.doesNotFire]).toEqual([
      'Gemini CLI',
      ['.gemini/settings.json#hooks.BeforeTool[0].hooks[0]', '.gemini/settings.json#hooks.BeforeTool[0].hooks[1]'],
      [],
    ]);
    expect(fired.fires[0]!.reason).toBe('matcher "run_shell_command" is a regex searched in the tool name, and it matches "run_shell_command"');
    const read = JSON.parse((await explain(['--agent', 'gemini', '--event', 'BeforeTool', '--tool', 'read_file', '--reporter', 'json', 'fixtures/audit/agents-run'])).stdout) as {
      fires: unknown[];
      doesNotFire: unknown[];
    };
    expect([read.fires.length, read.doesNotFire.length]).toEqual([0, 2]);
    const misnamed = await explain(['--agent', 'gemini', '--event', 'BeforeTool', '--tool', 'run_shell_command', 'fixtures/audit/agents']);
    expect(misnamed.stdout).toContain('why: event key "PreToolUse" is not a Gemini CLI event, so it never runs (write "BeforeTool")');
    // Codex matches the whole name, and its edits (apply_patch) answer to Edit and Write too (codex-tool-kinds.test.ts).
    const patch = JSON.parse((await explain(['--agent', 'codex', '--event', 'PreToolUse', '--tool', 'apply_patch', '--reporter', 'json', 'fixtures/audit/codex-edits'])).stdout) as {
      fires: { matcher: string; reason: string }[];
      doesNotFire: { matcher: string }[];
    };
    expect(patch.fires.map(({ matcher, reason }) => [matcher, reason])).toEqual([
      ['Write|Edit', 'matcher "Write|Edit" is a regex over the whole tool name, and it matches "apply_patch" as "Edit", a name "apply_patch" answers to'],
    ]);
    expect(patch.doesNotFire.map(({ matcher }) => matcher)).toEqual(['Ed', 'Bas']);
    const codexShell = JSON.parse((await explain(['--agent', 'codex', '--event', 'PreToolUse', '--tool', 'Bash', '--reporter', 'json', 'fixtures/audit/codex-edits'])).stdout) as { fires: unknown[] };
    expect(codexShell.fires).toEqual([]);
    const claudeName = await explain(['--agent', 'gemini', '--event', 'PreToolUse', 'fixtures/audit/agents']);
    expect([claudeName.exitCode, claudeName.stderr]).toEqual([2, 'hookcheck: "PreToolUse" is not a Gemini CLI event.\n  Did you mean BeforeTool (PreToolUse is Claude Code\'s name)?']);
  });

  it('judges a script wired for Claude Code and for Gemini CLI for both: its Claude-style deny fails open in Gemini, with the answer that denies in both', async () => {
    const result = await hookcheck(['audit', '--yes', '-r', 'json', 'fixtures/audit/agents-shared'], undefined, { PATH: process.env['PATH'], PYENV_ROOT: process.env['PYENV_ROOT'] });
    const document = auditSchema.parse(JSON.parse(result.stdout));
    const errors = document.findings.filter((finding) => finding.severity === 'error');
    expect(errors.map((finding) => [finding.rule, finding.hooks[0]])).toEqual([
      ['portability/portability-fails-open', '.claude/settings.json#hooks.PreToolUse[0].hooks[0]'],
      ['controls/no-controls', '.gemini/settings.json#hooks.BeforeTool[0].hooks[0]'],
    ]);
    expect(errors[0]!.message).toContain(`Claude Code ${LATEST_VERSION} denies the tool call, but on the same answer`);
    expect(errors[0]!.message).toMatch(/these agents let it run: Gemini CLI 0\.61\.0\. To deny in all of them: exit 2 with the reason on stderr as plain text\./);
    expect([document.summary.gate, result.exitCode]).toEqual(['fail', 1]);
  }, 120_000);
});
