import { describe, expect, it } from 'vitest';
import { discoverHooks } from '../../../src/audit/discover/discover-hooks.js';
import { createLintFiles } from '../../../src/audit/discover/lint-files.js';
import { runAudit } from '../../../src/audit/run-audit.js';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';

describe('runAudit', () => {
  it('does not run what Claude Code never fires, and says why', async () => {
    const discovery = discoverHooks({ target: 'fixtures/audit/one-of-each', cwd: process.cwd() });
    const result = await runAudit({ discovery, agentVersion: LATEST_VERSION, files: createLintFiles({ path: '/usr/bin:/bin' }), run: null });
    const why = (script: string) => result.skipped.get(discovery.hooks.find((hook) => hook.command?.includes(script))!.id);
    expect(why('h04.sh')).toBe('it never fires (matcher-invalid-regex)');
    expect(why('h06.sh')).toBe('it never fires (matcher-mcp-server-only)');
    expect(why('h07.sh')).toBe('it never fires (matcher-argument-style)');
    expect(why('h01.sh')).toBe('"BeforeTool" is not a Claude Code event, so it never fires');
    expect(why('h05.sh')).toBe('--no-run');
    expect(result.run).toBeNull();
  });
});
