/**
 * Leftover pipes are judged by who holds them, never by how fast EOF arrives: on a busy machine EOF
 * can come long after the last writer is gone, and that is no leftover. A real holder still counts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { runHook, type RunHookOptions } from '../../../src/runner/run-hook.js';
import type { HookCommand } from '../../../src/runner/hook-command.js';
import { fixturePath } from '../../helpers/run-fixture.js';

function run(command: HookCommand, options: Partial<RunHookOptions> = {}) {
  return runHook({ command, stdin: '{"hook_event_name":"PreToolUse"}', cwd: '/tmp', env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' }, timeoutMs: 10_000, ...options });
}

/** What a simple hook prints: a here-document, then exit 0. */
const HEREDOC_HOOK: HookCommand = { form: 'shell', script: 'cat >/dev/null\ncat <<EOF\n{"systemMessage": "ok"}\nEOF\nexit 0' };
/** A hook that leaves a quiet child behind (so the group is still alive when the hook exits). */
const QUIET_CHILD_HOOK: HookCommand = { form: 'shell', script: `cat >/dev/null; sleep 31.${process.pid} >/dev/null 2>&1 & echo '{}'; exit 0` };

/**
 * Starves this process's event loop the way a busy machine does: timers come due while the loop is
 * blocked, so any timer raced against EOF fires first, however short the hook.
 */
function starveEventLoop(blockMs: number): () => void {
  const timer = setInterval(() => {
    const until = performance.now() + blockMs;
    while (performance.now() < until) {
      // Busy on purpose.
    }
  }, 1);
  return () => clearInterval(timer);
}

const burners: ChildProcess[] = [];
afterEach(() => {
  for (const burner of burners.splice(0)) burner.kill('SIGKILL');
});

describe('leftover pipes under load', () => {
  it('never calls the pipes held for a simple script while the event loop is starved', async () => {
    const stop = starveEventLoop(120);
    try {
      for (let round = 0; round < 8; round++) {
        const outcome = await run(HEREDOC_HOOK);
        expect(outcome).toMatchObject({ kind: 'exited', exitCode: 0, stdout: '{"systemMessage": "ok"}\n' });
        expect(outcome.leftovers).toEqual({ processes: [], heldPipes: false });
      }
    } finally {
      stop();
    }
  }, 60_000);

  it('never calls the pipes held when the leftover child redirected its output, even with EOF late', async () => {
    const stop = starveEventLoop(120);
    try {
      for (let round = 0; round < 5; round++) {
        const outcome = await run(QUIET_CHILD_HOOK);
        expect(outcome.leftovers.heldPipes).toBe(false);
        expect(outcome.leftovers.processes).toHaveLength(1);
      }
    } finally {
      stop();
    }
  }, 60_000);

  it('never calls the pipes held for a simple script while CPU burners keep the machine busy', async () => {
    for (let index = 0; index < 3; index++) burners.push(spawn('/bin/sh', ['-c', 'while :; do :; done'], { stdio: 'ignore' }));
    const outcomes = [];
    for (let round = 0; round < 20; round++) outcomes.push(await run(HEREDOC_HOOK));
    expect(outcomes.filter(({ leftovers }) => leftovers.heldPipes)).toEqual([]);
    expect(outcomes.every((outcome) => outcome.kind === 'exited' && outcome.exitCode === 0)).toBe(true);
  }, 120_000);

  it('still catches a background child that holds stdout, on a starved event loop too', async () => {
    const stop = starveEventLoop(120);
    try {
      const outcome = await run({ form: 'exec', file: fixturePath('background-child-holds-stdout.sh'), args: [] });
      expect(outcome).toMatchObject({ kind: 'exited', exitCode: 0, stdout: '{}\n' });
      expect(outcome.leftovers.heldPipes).toBe(true);
      expect(outcome.leftovers.processes).toHaveLength(1);
    } finally {
      stop();
    }
  }, 60_000);
});
