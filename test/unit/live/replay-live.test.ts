/**
 * The live replay's logic with the agent session faked: the session is what the contained agent
 * would print, so no agent runs. A session where the agent refused the tool call before the hook
 * ran is "could not be confirmed", never a disagreement; the file an Edit names is seeded into the
 * session's own project.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import oracleCheck from '../../../src/checks/oracle-check.js';
import type { CheckContext } from '../../../src/checks/check.js';
import type { CaseResult } from '../../../src/model/run/hook-report.js';
import type { AgentSession } from '../../../src/live/agent-session.js';
import { moveIntoProject, seedToolTarget } from '../../../src/live/live-payload.js';
import { replayLive } from '../../../src/engine/phases/8-live.js';
import type { Effect } from '../../../src/oracle/effect.js';
import type { HookOutcome } from '../../../src/model/outcome.js';
import type { RunHookOptions } from '../../../src/runner/run-hook.js';

const PROJECT = '/tmp/hookcheck-run-project';
const EDIT = { cwd: PROJECT, tool_name: 'Edit', tool_input: { file_path: `${PROJECT}/src/app.ts`, old_string: 'const retries = 3;', new_string: 'const retries = 5;', replace_all: false } };

function exited(stdout: string): HookOutcome {
  return { kind: 'exited', exitCode: 0, durationMs: 1, stdout, stderr: '', stdoutBytes: stdout.length, stderrBytes: 0, stdoutTruncated: false, stderrTruncated: false } as unknown as HookOutcome;
}

function allowedEdit(effect: Effect): CaseResult {
  return { testCase: { id: 'edit', kind: 'valid', event: 'PreToolUse', label: 'Edit: src/app.ts', stdin: JSON.stringify(EDIT) }, outcome: exited(''), effect };
}

function session(hookResponses: AgentSession['stream']['hookResponses'], toolResults: AgentSession['stream']['toolResults'], toolRan: boolean): AgentSession {
  return { subagentPrompt: null, stream: { hookResponses, toolResults, result: { text: 'Done.', stopReason: 'end_turn', permissionDenials: 0 } }, requests: [], toolRan, agentOutcome: exited('') };
}

/** Replays one case against a faked contained session; returns the result and what the session was asked to do. */
async function replay(result: CaseResult, fake: AgentSession): Promise<{ replayed: CaseResult; sent: Record<string, unknown> }> {
  let sent: Record<string, unknown> = {};
  const runHook = async (options: RunHookOptions) => {
    sent = JSON.parse(String(options.stdin)) as Record<string, unknown>;
    return exited(JSON.stringify(fake));
  };
  const [replayed] = await replayLive(
    {
      target: { command: { form: 'exec', file: '/bin/true', args: [] }, events: ['PreToolUse'], timeoutMs: 5000, eventsFrom: 'test' },
      results: [result],
      findings: [],
      live: { agentBin: 'claude', agentVersion: '2.1.332', bwrapBin: '/usr/bin/bwrap' },
      jobs: 1,
      callerEnv: {},
    },
    runHook,
  );
  return { replayed: replayed!, sent };
}

const noEffect: Effect = { kind: 'no-effect', context: [], notes: [] };
const deny: Effect = { kind: 'deny', reason: 'edits are blocked here', context: [], notes: [] };

describe('live replay of a tool call the agent refuses before any hook runs', () => {
  it('reports an Edit the agent refused before the hook ran as "could not be confirmed", not a disagreement', async () => {
    const refused = session([], [{ isError: true, content: '<tool_use_error>File does not exist. Note: your current working directory is /tmp/x/project.</tool_use_error>' }], false);
    for (const effect of [noEffect, deny]) {
      const { replayed } = await replay(allowedEdit(effect), refused);
      expect(replayed.live).toMatchObject({ agreesWithOracle: false, unconfirmed: expect.stringMatching(/refused the call before the hook ran: File does not exist/) });
      expect(oracleCheck.run({ results: [replayed] } as unknown as CheckContext)).toEqual([]);
    }
  });

  it('still judges a session where the hook ran: an allow the agent blocked is a disagreement', async () => {
    const { replayed, sent } = await replay(allowedEdit(noEffect), session([{ event: 'PreToolUse', exitCode: 0, outcome: 'success', stdout: '', stderr: '' }], [], false));
    expect(sent['payload']).toEqual(EDIT);
    expect(replayed.live).toMatchObject({ agreesWithOracle: false, effect: 'blocked', predicted: 'proceeded' });
    expect(replayed.live?.unconfirmed).toBeUndefined();
    expect(oracleCheck.run({ results: [replayed] } as unknown as CheckContext).map(({ code }) => code)).toEqual(['oracle-disagrees']);
  });

  it('confirms a deny the hook gave and the agent held', async () => {
    const held = session(
      [{ event: 'PreToolUse', exitCode: 2, outcome: 'error', stdout: '', stderr: 'edits are blocked here\n' }],
      [{ isError: true, content: 'PreToolUse:Edit hook error: edits are blocked here' }],
      false,
    );
    const { replayed } = await replay(allowedEdit(deny), held);
    expect(replayed.live).toMatchObject({ agreesWithOracle: true, effect: 'blocked' });
    expect(replayed.live?.unconfirmed).toBeUndefined();
  });
});

describe('live replay of an event judged on the answer the hook gave there', () => {
  const stopCase = (effect: Effect): CaseResult => ({ testCase: { id: 'stop', kind: 'valid', event: 'Stop', label: 'Stop', stdin: '{}' }, outcome: exited(''), effect });

  it("reads the live answer, not the case's: a case that blocked, answered silently live, is judged on the silence", async () => {
    const { replayed } = await replay(
      stopCase({ kind: 'block', reason: 'tests fail', context: [], notes: [] }),
      session([{ event: 'Stop', exitCode: 0, outcome: 'success', stdout: '', stderr: '' }], [], false),
    );
    expect(replayed.live).toMatchObject({ effect: 'proceeded', predicted: 'proceeded (no-effect on the answer the hook gave there)', agreesWithOracle: true });
  });

  it("leaves a live answer with no exit code (killed, timed out) unconfirmed rather than judging the case's answer", async () => {
    const { replayed } = await replay(
      stopCase({ kind: 'block', reason: 'tests fail', context: [], notes: [] }),
      session([{ event: 'Stop', exitCode: null, outcome: 'cancelled', stdout: '', stderr: '' }], [], false),
    );
    expect(replayed.live).toMatchObject({ agreesWithOracle: false, unconfirmed: expect.stringMatching(/no exit code \(the agent says "cancelled"\)/) });
    expect(oracleCheck.run({ results: [replayed] } as unknown as CheckContext)).toEqual([]);
  });

  it('says a subagent event never fired when no subagent of the type ran, with no verdict', async () => {
    const subagentCase: CaseResult = {
      testCase: { id: 'sub', kind: 'valid', event: 'SubagentStop', label: 'SubagentStop', stdin: '{"agent_type":"my-reviewer"}' },
      outcome: exited(''),
      effect: noEffect,
    };
    const { replayed } = await replay(subagentCase, session([], [], true));
    expect(replayed.live?.unconfirmed).toMatch(/no subagent of the case's agent_type ran/);
  });
});

describe('the tool call made real in the session project', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("moves the payload's paths from the run's project into the session's", () => {
    expect(moveIntoProject(EDIT, PROJECT, '/s/project')).toEqual({ ...EDIT, cwd: '/s/project', tool_input: { ...EDIT.tool_input, file_path: '/s/project/src/app.ts' } });
    expect(moveIntoProject({ file_path: `${PROJECT}-other/a` }, PROJECT, '/s/project')).toEqual({ file_path: `${PROJECT}-other/a` });
  });

  it('writes the file an Edit names, holding old_string, only when missing and inside the project', () => {
    const project = mkdtempSync(join(tmpdir(), 'hookcheck-live-seed-'));
    dirs.push(project);
    const target = join(project, 'src', 'app.ts');
    expect(seedToolTarget('Edit', { file_path: target, old_string: 'const retries = 3;' }, project)).toBe(target);
    expect(readFileSync(target, 'utf8')).toBe('const retries = 3;\n');
    // Present already: left as it is.
    expect(seedToolTarget('Edit', { file_path: target, old_string: 'other' }, project)).toBeNull();
    expect(readFileSync(target, 'utf8')).toBe('const retries = 3;\n');
    const outside = join(`${project}-outside`, 'app.ts');
    expect(seedToolTarget('Edit', { file_path: outside, old_string: 'x' }, project)).toBeNull();
    expect(existsSync(outside)).toBe(false);
    // An Edit with an empty old_string creates the file itself; Bash needs no file.
    expect(seedToolTarget('Edit', { file_path: join(project, 'new.ts'), old_string: '' }, project)).toBeNull();
    expect(seedToolTarget('Bash', { command: 'ls' }, project)).toBeNull();
  });
});
