/** Builders for runner outcomes, so unit tests can feed the oracle and checks without processes. */
import type { HookOutcome } from '../../src/runner/outcome.js';

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
