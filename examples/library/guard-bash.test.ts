/**
 * A hook repository's own suite, as it imports hookcheck: the bundled bash example, which denies
 * `rm -rf` with exit 1. The first test is what its author meant; run, it shows the deny fails open.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { payloads } from 'hookcheck';
import 'hookcheck/vitest';

const hook = fileURLToPath(new URL('../deny-with-exit-1.sh', import.meta.url));

describe('deny-with-exit-1.sh', () => {
  it('lets ls through', async () => {
    await expect(hook).toAllow(payloads.preToolUse({ tool: 'Bash', command: 'ls -la' }));
  });

  it('does not deny rm -rf /: exit 1 is a non-blocking error in Claude Code, so the call runs', async () => {
    await expect(hook).not.toDeny(payloads.preToolUse({ tool: 'Bash', command: 'rm -rf /' }));
  });
});
