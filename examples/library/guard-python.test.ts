/**
 * The bundled careful guard (Python), tested the way its repository would: what it denies and lets
 * through, garbage, a second call, speed, and a property over generated Bash calls.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { forAllPayloads, payloads, runCase } from 'hookcheck';
import 'hookcheck/vitest';

const guard = ['python3', fileURLToPath(new URL('../careful-guard.py', import.meta.url))] as const;
const bash = (command: string) => payloads.preToolUse({ tool: 'Bash', command });

describe('careful-guard.py', () => {
  it('denies rm -rf / with a reason, and a force push to main', async () => {
    await expect(guard).toDeny(bash('rm -rf /'), /Destructive command refused/);
    await expect(guard).toDeny(bash('git push --force origin main'));
  });

  it('lets look-alikes through', async () => {
    await expect(guard).toAllow(bash('rm -rf build/'));
    await expect(guard).toAllow(bash('git push origin feature'));
  });

  it('survives garbage, answers the same when fired twice, and answers fast', async () => {
    await expect(guard).toSurviveGarbage();
    await expect(guard).toBeIdempotent(bash('rm -rf /'));
    await expect(guard).toFinishWithin(5000, bash('ls'));
  });

  it('is judged as each agent reads its answer: Gemini CLI ignores its Claude-style deny', async () => {
    const inGemini = await runCase(guard, payloads.preToolUse({ tool: 'Bash', command: 'rm -rf /', agent: 'gemini' }), { agent: 'gemini' });
    await expect(inGemini).not.toDeny();
  });

  it('never crashes on a valid Bash call', async () => {
    await forAllPayloads(guard, ({ outcome }) => outcome.kind === 'exited' && outcome.exitCode === 0, { matcher: 'Bash', runs: 20, seed: 1 });
  });
});
