/** Whether bubblewrap can build the sandbox here (user namespaces allowed, mounts permitted). */
import type { HookOutcome } from '../runner/outcome.js';
import type { RunHookOptions } from '../runner/run-hook.js';

/** Null when it works, else what bwrap said. */
export async function probeSandbox(bwrapBin: string, path: string, runHook: (options: RunHookOptions) => Promise<HookOutcome>): Promise<string | null> {
  const outcome = await runHook({
    command: { form: 'exec', file: bwrapBin, args: ['--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--tmpfs', '/tmp', '--unshare-all', '--die-with-parent', '--', 'true'] },
    stdin: '',
    cwd: '/',
    env: { PATH: path },
    timeoutMs: 10_000,
  });
  if (outcome.kind === 'exited' && outcome.exitCode === 0) return null;
  return outcome.stderr.trim() || (outcome.kind === 'exited' ? `exit ${outcome.exitCode}` : outcome.kind);
}
