/**
 * `hookcheck audit` runs the heartbeats the config declares after the hooks and gates on them: a
 * project whose hook is clean and whose config declares a correct loop and one that never clears a
 * stale lock fails the gate on that one rule, pointing at its entry in the config.
 */
import { describe, expect, it } from 'vitest';
import { auditSchema } from '../../src/reporters/audit/audit-schema.js';
import { hookcheck } from '../helpers/cli.js';

describe('hookcheck audit with declared heartbeats', () => {
  it('runs each heartbeat, passes the correct one, and fails the gate on the broken one alone', async () => {
    const result = await hookcheck(['audit', 'fixtures/audit/with-heartbeats', '--runs', '0', '-r', 'json']);
    expect(result.exitCode, result.stderr).toBe(1);
    const document = auditSchema.parse(JSON.parse(result.stdout));
    expect(document.heartbeats?.map((heartbeat) => [heartbeat.name, heartbeat.verdict])).toEqual([
      ['project-loop', 'pass'],
      ['project-loop-no-stale', 'fail'],
    ]);
    const errors = document.findings.filter((finding) => finding.severity === 'error');
    expect(errors.map((finding) => [finding.rule, finding.location.file, finding.location.jsonPath])).toEqual([
      ['heartbeat/lock-is-heartbeat', 'fixtures/audit/with-heartbeats/hookcheck.config.yaml', 'heartbeats[1]'],
    ]);
    expect(errors[0]!.message).toMatch(/^Heartbeat project-loop-no-stale: A lock is a heartbeat, not a flag\. H4 /);
    expect(errors[0]!.fix).toContain("faketime -f '@2030-01-01 00:00:00'");
    expect([document.summary.gate, document.summary.heartbeats]).toEqual(['fail', 2]);
    expect(result.stderr).toContain('hookcheck: heartbeat project-loop: pass');
  }, 300_000);
});
