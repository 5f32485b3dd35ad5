/**
 * What bubblewrap changes in an outcome, undone: a hook that cannot be executed makes bwrap (or the
 * sandbox's init) print "execvp …" and exit 1 (outside, the spawn itself fails), and a hook killed
 * by a signal makes bwrap exit 128 + the signal number (outside, the agent sees the signal). The
 * init's status (sandbox-init.ts) says which it was, and what outlived the hook holding its pipes;
 * without it, an exit above 128 is read as a signal.
 */
import { constants } from 'node:os';
import { existsSync } from 'node:fs';
import type { HookOutcome } from '../model/outcome.js';
import { readShebang } from '../runner/process-group.js';
import type { InitStatus } from './sandbox-init.js';

const EXEC_FAILURE = /^(?:bwrap|hookcheck-sandbox): execvp (.+): (No such file or directory|Permission denied)\s*$/m;
/** Signals that end a process on their own; bwrap reports them as 128 + their number. */
const DEADLY = ['SIGHUP', 'SIGINT', 'SIGQUIT', 'SIGILL', 'SIGTRAP', 'SIGABRT', 'SIGBUS', 'SIGFPE', 'SIGKILL', 'SIGSEGV', 'SIGPIPE', 'SIGALRM', 'SIGTERM', 'SIGSYS'] as const;
const SIGNAL_NAMES = new Map(DEADLY.map((name) => [constants.signals[name], name]));

/** The outcome as it would be without the sandbox in between. */
export function unwrapSandboxOutcome(wrapped: HookOutcome, status: InitStatus | null = null): HookOutcome {
  // bwrap's own reaper can still be on its way out when the hook has ended: it is no leftover.
  const outside = wrapped.leftovers.processes.filter((command) => !/^\[?bwrap\]?(\s|$)|\/bwrap(\s|$)|^\/bin\/sh -c .* hookcheck-sandbox /.test(command));
  const processes = [...new Set([...(status?.left ?? []), ...outside])];
  const outcome = { ...wrapped, leftovers: { ...wrapped.leftovers, processes, heldPipes: wrapped.leftovers.heldPipes || (status?.heldPipes ?? false) } };
  if (outcome.kind !== 'exited') return outcome;
  const failure = outcome.exitCode === 1 ? EXEC_FAILURE.exec(outcome.stderr) : null;
  if (failure) {
    const [, file, reason] = failure as unknown as [string, string, string];
    const code = reason === 'Permission denied' ? 'EACCES' : 'ENOENT';
    const shebang = code === 'ENOENT' && existsSync(file) ? readShebang(file) : null;
    const message = shebang === null ? `spawn ${file} ${code}` : `interpreter not found: the #! line asks for ${shebang}`;
    const { exitCode: _exitCode, ...rest } = outcome;
    return { ...rest, kind: 'spawn-failed', code, message };
  }
  if (status !== null && status.ending.kind === 'exited') return { ...outcome, exitCode: status.ending.exitCode };
  const number = status === null ? outcome.exitCode - 128 : status.ending.kind === 'killed' ? status.ending.signal : 0;
  const signal = number > 0 ? SIGNAL_NAMES.get(number) : undefined;
  if (signal !== undefined) {
    const { exitCode: _exitCode, ...rest } = outcome;
    return { ...rest, kind: 'killed', signal };
  }
  return outcome;
}
