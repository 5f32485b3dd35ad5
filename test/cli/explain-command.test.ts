/**
 * `hookcheck explain` as a user runs it: the built CLI on fixtures/audit/explain (a project whose
 * settings wire several matchers, a local copy of one handler, an agent, and a plugin with a skill
 * and an agent). `npm test` builds first.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Explanation } from '../../src/audit/explain/explain-hooks.js';
import { hookcheck as cli, ROOT } from '../helpers/cli.js';

const fixtures = join(ROOT, 'fixtures', 'audit', 'explain');

const hookcheck = (args: string[]) => cli(['explain', ...args], fixtures);

describe('hookcheck explain', () => {
  it('says which handlers fire for a Bash call, and why', async () => {
    const result = await hookcheck(['project', '--event', 'PreToolUse', '--tool', 'Bash', '--command', 'npm test && git push origin main']);
    expect(result.exitCode, result.stderr).toBe(0);
    const out = result.stdout;
    expect(out).toMatch(/^hookcheck explain: PreToolUse, tool_name "Bash", command "npm test && git push origin main" \(Claude Code \d+\.\d+\.\d+\)/);
    expect(out).toMatch(/Fires \(6\), all started at once, in parallel:/);
    expect(out).toMatch(/✓ project \.claude\/settings\.json › PreToolUse\[0\] \(Bash\|Edit\) › hooks\[0\]: guard {2}\(line 4\)\n {6}why: exact name "Bash" in list Bash\|Edit/);
    expect(out).toMatch(/also in: local \.claude\/settings\.local\.json › PreToolUse\[0\] \(Bash\) › hooks\[0\]: guard/);
    expect(out).toMatch(/if: if "Bash\(git push \*\)" matches the subcommand "git push origin main"/);
    expect(out).toMatch(/note: async: runs in the background and cannot block/);
    expect(out).toMatch(/version: before 2\.1\.191 a comma list never fired/);
    expect(out).toMatch(/this plugin copy runs again/);
    expect(out).toMatch(/only if: skill "deploy" has been invoked/);
    expect(out).toMatch(/Does not fire \(7\):/);
    expect(out).toMatch(/why: regex \/Edit\.\*\/ tested unanchored does not match "Bash"/);
    expect(out).toMatch(/why: exact name "bash" does not match "Bash" \(matching is case-sensitive\)/);
    expect(out).toMatch(/why: matcher "mcp__memory" is an exact name: matches no tool/);
    expect(out).toMatch(/why: event key "preToolUse" is not PreToolUse: event names are case-sensitive/);
    expect(out).toMatch(/✗ agent reviewer .*\n {6}why: Claude Code ignores the hooks of agents a plugin ships/);
    expect(out).toMatch(/deny > defer > ask > allow/);
    expect(out).not.toMatch(/stop\.sh|resume|tester-done/);
  });

  it('reads event, tool and command from --payload, and user hooks from --home, as JSON', async () => {
    const result = await hookcheck(['project', '--payload', 'bash-git-push.json', '--home', 'home', '--reporter', 'json']);
    expect(result.exitCode, result.stderr).toBe(0);
    const explanation = JSON.parse(result.stdout) as Explanation;
    expect(explanation).toMatchObject({ event: 'PreToolUse', matcherField: 'tool_name', value: 'Bash', command: 'npm test && git push origin main' });
    expect(explanation.fires[0]).toMatchObject({ scope: 'user', reason: 'exact name "Bash"' });
    expect(explanation.fires.map((handler) => handler.scope)).toEqual(['user', 'project', 'project', 'project', 'project', 'plugin', 'skill']);
  });

  it('explains a non-tool event with --match, and a version rule with --agent-version', async () => {
    const resume = await hookcheck(['project', '--event', 'SessionStart', '--match', 'resume']);
    expect(resume.exitCode, resume.stderr).toBe(0);
    expect(resume.stdout).toMatch(/Fires \(1\)[^\n]*\n {2}✓ [^\n]*resume[^\n]*\n {6}why: exact name "resume"/);
    expect(resume.stdout).toMatch(/✗ [^\n]*fresh[^\n]*\n {6}why: exact names startup\|clear: "resume" is none of them/);
    const old = await hookcheck(['project', '--event', 'PreToolUse', '--tool', 'Write', '--agent-version', '2.1.190']);
    expect(old.stdout).toMatch(/why: before 2\.1\.191 a comma list never fired \(this is 2\.1\.190\): exact name "Bash, Write" does not match "Write"/);
    expect(old.stdout).toMatch(/version: from 2\.1\.191 it fires/);
  });

  it('exits 0 when nothing fires', async () => {
    const result = await hookcheck(['project', '--event', 'PostToolUse', '--tool', 'Bash']);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Nothing fires\./);
  });

  it("says when the hooks of a folder are other agents' (explain them with --agent), and notes them beside Claude Code's", async () => {
    const only = await hookcheck(['../agents', '--event', 'PreToolUse', '--tool', 'Bash']);
    expect(only.exitCode, only.stderr).toBe(0);
    expect(only.stdout).toMatch(
      /Nothing fires: no Claude Code hook is wired here\. The hooks found are other agents': .*1 handler of Copilot CLI \([^;]*\/agents\/\.github\/hooks\/guard\.json; explain them with --agent copilot\)/,
    );
    const json = JSON.parse((await hookcheck(['../agents', '--event', 'PreToolUse', '--tool', 'Bash', '--reporter', 'json'])).stdout) as Explanation;
    expect(json.elsewhere?.map((other) => other.agent.id)).toEqual(['gemini', 'codex', 'copilot', 'qwen', 'cline']);
    const shared = await hookcheck(['../agents-shared', '--event', 'PreToolUse', '--tool', 'Bash']);
    expect(shared.stdout).toMatch(/Fires \(1\)/);
    expect(shared.stdout).toMatch(/This folder also wires hooks Claude Code does not run: 1 handler of Gemini CLI/);
    // Claude Code's hooks alone: nothing said about other agents.
    const claudeOnly = await hookcheck(['project', '--event', 'PreToolUse', '--tool', 'Bash']);
    expect(claudeOnly.stdout).not.toMatch(/other agents|does not run/);
    // Explained as Gemini CLI's, the folder's Claude Code hooks are the other agent's.
    const asGemini = await hookcheck(['../agents-shared', '--agent', 'gemini', '--event', 'BeforeTool', '--tool', 'run_shell_command']);
    expect(asGemini.stdout).toMatch(/This folder also wires hooks Gemini CLI does not run: 1 handler of Claude Code/);
  });

  it('exits 2 with a hint on bad input', async () => {
    const unknown = await hookcheck(['project', '--event', 'pretooluse', '--tool', 'Bash']);
    expect(unknown.exitCode).toBe(2);
    expect(unknown.stderr).toBe('hookcheck: Unknown event "pretooluse".\n  Event names are case-sensitive: did you mean PreToolUse?');
    const noTool = await hookcheck(['project', '--event', 'PreToolUse']);
    expect(noTool.exitCode).toBe(2);
    expect(noTool.stderr).toMatch(/PreToolUse needs --tool: its matchers are tested against the tool name\.\n {2}Add e\.g\. --tool Bash/);
    const noPath = await hookcheck(['nowhere', '--event', 'Stop']);
    expect(noPath.exitCode).toBe(2);
    expect(noPath.stderr).toMatch(/nowhere: no such file or folder/);
    const badOption = await hookcheck(['--event', 'Stop', '--colour']);
    expect(badOption.exitCode).toBe(2);
    expect(badOption.stderr).toMatch(/hookcheck explain --help/);
  });

  it('prints its help', async () => {
    const result = await hookcheck(['--help']);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/hookcheck explain \[path\] --event <Event> --tool <Tool>/);
  });
});
