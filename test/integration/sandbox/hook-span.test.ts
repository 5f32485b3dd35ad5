/**
 * A hook's time begins when the sandbox's init starts it, not when hookcheck spawned the sandbox:
 * building the sandbox (namespaces, mounts) and waiting for copies run at once are not the hook's,
 * and a loaded machine stretches them by hundreds of ms. Here a copy waits at its barrier for a
 * second copy that never comes (the init's 10 s cap), then runs a hook that ends at once, with a
 * 600 ms timeout: its own time is short of the timeout, so it finishes, unjudged by the wait.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planSandbox } from '../../../src/cli/sandbox-options.js';
import { runHook } from '../../../src/runner/run-hook.js';
import { createScratchArea } from '../../../src/workspace/scratch-area.js';
import { containInvocation } from '../../../src/sandbox/contained-invocation.js';
import { tempDir } from '../../helpers/temp-dir.js';

const TIMEOUT_MS = 600;

describe('the span of a hook in the sandbox', () => {
  const plan = planSandbox('bwrap', process.env, process.cwd(), []);
  if (plan.kind !== 'bwrap') throw new Error('bubblewrap is needed for this test');

  it('leaves out the time before the init starts the hook: a wait at the barrier past the timeout is not a timeout', async () => {
    const scratch = await createScratchArea();
    try {
      const layout = { bwrapBin: plan.bwrapBin, scratch, realHome: plan.realHome, visible: plan.visible, ...(plan.limits ? { limits: plan.limits } : {}) };
      const lonely = { pidOffset: 0, barrierDir: join(tempDir('hookcheck-barrier-'), 'barrier'), copies: 2 };
      const invocation = containInvocation({ form: 'exec', file: 'sh', args: ['-c', 'cat >/dev/null; exit 0'] }, { ...layout, together: lonely });
      const raw = await runHook({
        command: invocation.command,
        stdin: '{}',
        cwd: scratch.projectDir,
        env: { PATH: '/usr/bin:/bin' },
        timeoutMs: TIMEOUT_MS,
        ...(invocation.cpuAccount ? { cpuAccount: invocation.cpuAccount } : {}),
      });
      const outcome = invocation.finish(raw);
      // The wait did take the run past its timeout (else this proves nothing).
      expect(outcome.durationMs).toBeGreaterThan(1000);
      if (invocation.cpuAccount !== undefined && plan.limits?.perlBin) {
        expect(outcome).toMatchObject({ kind: 'exited', exitCode: 0 });
        expect(outcome.ownTime!.highMs).toBeLessThan(TIMEOUT_MS);
      } else {
        // Where no cgroup can account for the hook (an ordinary user), the deadline is wall time.
        expect(outcome.kind).toBe('timed-out');
      }
    } finally {
      await scratch.remove();
    }
  }, 60_000);
});
