/** Builders for runner outcomes, so unit tests can feed the oracle and checks without processes. */
import type { EventName } from '../../specs/claude-code/events.js';
import { LATEST_VERSION } from '../../specs/claude-code/versions.js';
import type { CaseResult } from '../../src/model/run/hook-report.js';
import type { HookOutcome } from '../../src/model/outcome.js';

const base = {
  durationMs: 5,
  stdout: '',
  stderr: '',
  stdoutBytes: 0,
  stderrBytes: 0,
  stdoutTruncated: false,
  stderrTruncated: false,
  stdin: { bytes: 10, delivered: true, epipe: false, leftOpen: false },
  leftovers: { processes: [], heldPipes: false },
};

export function exited(exitCode: number, stdout = '', stderr = ''): HookOutcome {
  return { ...base, kind: 'exited', exitCode, stdout, stderr, stdoutBytes: stdout.length, stderrBytes: stderr.length };
}

export function killed(signal = 'SIGSEGV', stdout = '', stderr = ''): HookOutcome {
  return { ...base, kind: 'killed', signal, stdout, stderr };
}

export function timedOut(timeoutMs = 1000): HookOutcome {
  return { ...base, kind: 'timed-out', timeoutMs, killedWith: 'SIGTERM' };
}

export function spawnFailed(code = 'ENOENT'): HookOutcome {
  return { ...base, kind: 'spawn-failed', code, message: `spawn hook ${code}` };
}

/** What a check is given for `results` of a hook on `event` (open posture, the latest version). */
export function checkContext(results: CaseResult[], event: EventName = 'PreToolUse') {
  return {
    target: { command: { form: 'exec' as const, file: '/h', args: [] }, events: [event], timeoutMs: 1000, eventsFrom: 'test' },
    results,
    agentVersion: LATEST_VERSION,
    posture: 'open' as const,
    killGraceMs: 100,
  };
}
