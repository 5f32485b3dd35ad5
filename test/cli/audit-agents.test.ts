/**
 * `hookcheck audit --no-run -r json` on a folder wiring one hook for each of five other agents:
 * every agent found, each agent's lints, and one "linted, not run" note per agent that leaves the gate alone.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { auditSchema } from '../../src/reporters/audit/audit-schema.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = join(root, 'bin', 'hookcheck.js');

describe('hookcheck audit: hooks wired for other agents', () => {
  it('finds and lints each agent, and runs none of them', async () => {
    const result = await execa('node', [bin, 'audit', '--no-run', '-r', 'json', 'fixtures/audit/agents'], { cwd: root, reject: false, env: { NO_COLOR: '1' } });
    const document = auditSchema.parse(JSON.parse(result.stdout));
    expect(document.wiring.map((hook) => hook.agent)).toEqual(['gemini', 'qwen', 'codex', 'copilot', 'cline']);
    expect(document.wiring.every((hook) => hook.run.skipped?.startsWith('wired for ') === true)).toBe(true);
    const rules = document.findings.map((finding) => `${finding.rule} ${finding.severity}`);
    expect(rules.sort()).toEqual(
      [
        'agent-event-unknown error',
        'agent-timeout-unit warning',
        'agent-timeout-unit warning',
        'copilot-version error',
        ...['Gemini CLI', 'Qwen Code', 'Codex', 'Copilot CLI', 'Cline'].map(() => 'agent-hooks-not-run info'),
      ].sort(),
    );
    expect(document.findings.filter((finding) => finding.rule === 'agent-hooks-not-run').map((finding) => finding.message)).toContain('1 hook wired for Cline: linted, not run, because running hooks as Cline is not built yet.');
    // Two errors from the lints; the infos add none.
    expect(document.summary.errors).toBe(2);
    expect(result.exitCode).toBe(1);
  });
});
