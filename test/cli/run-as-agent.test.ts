/**
 * `hookcheck run --agent`: the hook gets the payloads that agent sends (its own shapes, captured
 * from the real CLIs) and its answers are judged by that agent's oracle. A guard written for one
 * agent must pass there and be caught where its answer or its reading of the payload does not hold.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hookcheck as cli } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dir.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const claudeGuard = join(root, 'examples', 'careful-guard.py');
const geminiGuard = join(root, 'fixtures', 'hooks', 'agents', 'gemini-careful-guard.py');

const hookcheck = (args: string[], cwd: string) => cli(args, cwd, { PATH: process.env['PATH'] });

interface Hook {
  readonly agent: string;
  readonly agentVersion: string;
  readonly events: string[];
  readonly verdict: string;
  readonly timeoutMs: number;
  readonly findings: { readonly code: string; readonly severity: string; readonly message: string }[];
  readonly probes: { readonly recall: number };
  readonly role: { readonly role: string };
  readonly fuzz: { readonly executed: { readonly valid: number }; readonly failures: unknown[] };
}

async function runAs(args: string[]) {
  const result = await hookcheck(['run', '--reporter', 'json', '--sandbox', 'none', '--runs', '0', '--canaries', 'bash-destructive', ...args], tempDir('hookcheck-agent-'));
  return { exitCode: result.exitCode, stderr: result.stderr, hook: (JSON.parse(result.stdout) as { hooks: Hook[] }).hooks[0]! };
}

const errors = (hook: Hook) => hook.findings.filter(({ severity }) => severity === 'error').map(({ code }) => code);

describe('hookcheck run --agent', { timeout: 90_000 }, () => {
  it('passes a guard written for Gemini CLI, sent its own BeforeTool payloads', async () => {
    const { exitCode, hook } = await runAs(['--agent', 'gemini', geminiGuard]);
    expect([hook.agent, hook.agentVersion, hook.events, hook.verdict, hook.probes.recall]).toEqual(['gemini', '0.61.0', ['BeforeTool'], 'pass', 1]);
    expect(errors(hook)).toEqual([]);
    expect(exitCode).toBe(0);
  });

  it("catches a Claude Code guard run as Gemini CLI: it looks for Bash and answers in Claude's form", async () => {
    const { exitCode, hook } = await runAs(['--agent', 'gemini', claudeGuard]);
    expect([hook.verdict, hook.probes.recall]).toEqual(['no-evidence', 0]);
    const noControls = hook.findings.find(({ code }) => code === 'no-controls')!;
    expect(noControls.message).toContain('tool_input.command (run_shell_command)');
    expect(noControls.message).toContain('in Gemini CLI: {"decision":"deny","reason":…}');
    expect(exitCode).toBe(3);
  });

  it('catches the Gemini guard run as Claude Code, which never sends run_shell_command', async () => {
    const { hook } = await runAs([geminiGuard]);
    expect([hook.agent, hook.verdict, hook.probes.recall]).toEqual(['claude-code', 'no-evidence', 0]);
  });

  it("gives a hook run on another agent's session end that agent's default timeout (capped), not Claude Code's 1.5 s budget", async () => {
    const hook = join(root, 'fixtures', 'hooks', 'allows-everything.sh');
    const asGemini = await runAs(['--agent', 'gemini', '--event', 'SessionEnd', hook]);
    const asCopilot = await runAs(['--agent', 'copilot', '--event', 'sessionEnd', hook]);
    const asClaude = await runAs(['--event', 'SessionEnd', hook]);
    expect([asGemini.hook.timeoutMs, asCopilot.hook.timeoutMs, asClaude.hook.timeoutMs]).toEqual([10_000, 10_000, 1500]);
    expect([asGemini.hook.events, asCopilot.hook.events]).toEqual([['SessionEnd'], ['sessionEnd']]);
  });

  it("runs a hook on Qwen Code's batch of calls: its context is read there, and its generated batches are sent", async () => {
    const hook = join(tempDir('hookcheck-agent-batch-'), 'batch-reminder.sh');
    // Adds context only where the batch is Qwen's (its shell tool is run_shell_command).
    writeFileSync(
      hook,
      `#!/usr/bin/env bash\ngrep -q '"tool_name":"run_shell_command"' && echo '{"hookSpecificOutput":{"hookEventName":"PostToolBatch","additionalContext":"run the linter next"}}'\nexit 0\n`,
      { mode: 0o755 },
    );
    const { hook: report } = await runAs(['--agent', 'qwen', '--event', 'PostToolBatch', '--runs', '10', hook]);
    expect([report.agent, report.events, report.role.role, report.verdict]).toEqual(['qwen', ['PostToolBatch'], 'inject', 'pass']);
    expect(report.fuzz.executed.valid).toBeGreaterThan(0);
    expect(report.fuzz.failures).toEqual([]);
  });

  it("runs a hook on Qwen Code's failed call: its context is read there, its payloads carry the call's exit code", async () => {
    const hook = join(root, 'fixtures', 'hooks', 'agents', 'explains-failure.sh');
    const { hook: report } = await runAs(['--agent', 'qwen', '--event', 'PostToolUseFailure', '--runs', '10', hook]);
    expect([report.agent, report.events, report.role.role, report.verdict]).toEqual(['qwen', ['PostToolUseFailure'], 'inject', 'pass']);
    expect(report.fuzz.executed.valid).toBeGreaterThan(0);
    expect(report.fuzz.failures).toEqual([]);
  });

  it("says what the agent does with a crash under a fault: Qwen Code shows a hook error; Copilot CLI's preToolUse takes it for a deny, a block the fault caused", async () => {
    const hook = join(tempDir('hookcheck-agent-fault-'), 'needs-project-dir.sh');
    // Dies under set -u where CLAUDE_PROJECT_DIR is unset; writes nothing.
    writeFileSync(hook, '#!/usr/bin/env bash\nset -u\ncat >/dev/null\n: "$CLAUDE_PROJECT_DIR"\nexit 0\n', { mode: 0o755 });
    const faultsOf = async (agent: string, event: string) => (await runAs(['--agent', agent, '--event', event, hook])).hook.findings.filter(({ code }) => code.startsWith('fault-'));
    const qwen = await faultsOf('qwen', 'PreToolUse');
    expect(qwen.map(({ code }) => code)).toEqual(['fault-crashes']);
    expect(qwen[0]!.message).toContain('Qwen Code shows a hook error on such machines');
    expect((await faultsOf('copilot', 'preToolUse')).map(({ code }) => code)).toEqual(['fault-blocks']);
  });

  it("passes the Claude Code guard as Codex, whose payload and deny are Claude's", async () => {
    const { exitCode, hook } = await runAs(['--agent', 'codex', claudeGuard]);
    expect([hook.agent, hook.events, hook.verdict, hook.probes.recall]).toEqual(['codex', ['PreToolUse'], 'pass', 1]);
    expect(exitCode).toBe(0);
  });

  it("catches it in Copilot's own camelCase preToolUse, which names the tool toolName and its input toolArgs", async () => {
    const camel = await runAs(['--agent', 'copilot', '--event', 'preToolUse', claudeGuard]);
    expect([camel.hook.events, camel.hook.verdict]).toEqual([['preToolUse'], 'no-evidence']);
    expect(camel.hook.findings.find(({ code }) => code === 'no-controls')!.message).toContain('toolArgs.command (bash)');
    // Copilot's Claude-compatible PascalCase event sends Claude's fields and honours its deny.
    const pascal = await runAs(['--agent', 'copilot', '--event', 'PreToolUse', claudeGuard]);
    expect([pascal.hook.events, pascal.hook.verdict]).toEqual([['PreToolUse'], 'pass']);
  });

  it('refuses what it cannot run as that agent, with the fix, before running anything', async () => {
    const cases = [
      [['--agent', 'gemni'], /there is no agent "gemni"[\s\S]*Did you mean --agent gemini\?/],
      [['--agent', 'gemini', '--event', 'BeforeModel'], /--event BeforeModel is not modelled for Gemini CLI yet[\s\S]*BeforeTool/],
      [['--agent', 'gemini', '--event', 'Nonsense'], /--event Nonsense is not an event of Gemini CLI/],
      [['--agent', 'gemini', '--agent-version', '0.61'], /--agent-version: Gemini CLI 0\.61 is no version hookcheck can place[\s\S]*Give 0\.61\.0/],
      [['--agent', 'gemini', '--agents', 'codex'], /--agents and --agent do not go together/],
    ] as const;
    for (const [args, message] of cases) {
      const result = await hookcheck(['run', ...args, geminiGuard], tempDir('hookcheck-agent-'));
      expect(result.stderr, args.join(' ')).toMatch(message);
      expect(result.exitCode, args.join(' ')).toBe(2);
    }
  });

  it("runs a config's hook as its agent, and refuses events that are not that agent's", async () => {
    const dir = tempDir('hookcheck-agent-config-');
    const write = (hook: string) => writeFileSync(join(dir, 'hookcheck.config.yaml'), `hooks:\n  - script: ${geminiGuard}\n${hook}`);
    const run = () => hookcheck(['run', '--reporter', 'json', '--sandbox', 'none', '--runs', '0'], dir);
    write('    agent: gemini\n    events: [BeforeTool]\n    canaries: [bash-destructive]\n');
    const passed = await run();
    const hook = (JSON.parse(passed.stdout) as { hooks: Hook[] }).hooks[0]!;
    expect([hook.agent, hook.events, hook.verdict, hook.probes.recall, passed.exitCode]).toEqual(['gemini', ['BeforeTool'], 'pass', 1, 0]);
    write('    events: [BeforeTool]\n');
    const claudeWithGeminiEvent = await run();
    expect(claudeWithGeminiEvent.stderr).toMatch(/hooks\[0\]\.events: BeforeTool is not a Claude Code event; for another agent's hook, set agent/);
    write('    agent: gemini\n    events: [BeforeModel]\n');
    const unmodelled = await run();
    expect(unmodelled.stderr).toMatch(
      /hooks\[0\]\.events: BeforeModel is not modelled for Gemini CLI yet; hookcheck runs Gemini CLI hooks on BeforeTool, AfterTool, BeforeAgent, SessionStart, SessionEnd, AfterAgent, PreCompress so far/,
    );
    expect([claudeWithGeminiEvent.exitCode, unmodelled.exitCode]).toEqual([2, 2]);
    // One live run replays in one agent: hooks for two agents are refused before any session starts.
    writeFileSync(join(dir, 'hookcheck.config.yaml'), `hooks:\n  - script: ${geminiGuard}\n    agent: gemini\n  - script: ${claudeGuard}\n`);
    const mixedLive = await hookcheck(['run', '--live', '--sandbox', 'none'], dir);
    expect([mixedLive.exitCode, mixedLive.stderr]).toEqual([2, expect.stringMatching(/--live replays in one agent per run, and these hooks are run as gemini, claude-code/)]);
  });

  it("judges a deny on exit 1 by the agent's own rule: it fails open in Gemini CLI (said in Gemini's terms), and holds in Copilot CLI", async () => {
    const exitOne = join(root, 'fixtures', 'hooks', 'denies-rm-rf-exit-1.sh');
    const gemini = await runAs(['--agent', 'gemini', exitOne]);
    const failsOpen = gemini.hook.findings.find(({ code }) => code === 'exit-deny-fails-open');
    expect(failsOpen?.message).toMatch(/but Gemini CLI lets the call go on \(effect non-blocking-error\)\. To deny there: \{"decision":"deny"/);
    expect(failsOpen?.message).not.toContain('Claude Code');
    const copilot = await runAs(['--agent', 'copilot', '--event', 'preToolUse', exitOne]);
    expect(copilot.hook.findings.map(({ code }) => code)).not.toContain('exit-deny-fails-open');
  });
});
