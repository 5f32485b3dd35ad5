/**
 * audit gives every guard without probes of its own the built-in canaries, each kind counted only
 * where the guard stops one of it: a guard of `rm -rf /` that lets `rm -rf ~` through, and one that
 * approves what it does not block, fail the gate; a careful guard of the same kind passes it.
 */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hookcheck, ROOT } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dir.js';

const project = join(ROOT, 'fixtures', 'audit', 'default-canaries');

describe('hookcheck audit, default canaries', () => {
  it('finds the way around a guard and its approvals, and passes the careful guard of the same kind', async () => {
    const report = join(tempDir('hookcheck-canaries-'), 'audit.json');
    const result = await hookcheck(['audit', '--runs', '0', '-r', `json=${report}`, project]);
    expect(result.exitCode).toBe(1);
    const document = JSON.parse(readFileSync(report, 'utf8')) as { findings: { severity: string; rule: string; hooks: string[]; message: string }[] };
    const errors = (handler: number) => document.findings.filter((finding) => finding.severity === 'error' && finding.hooks.some((id) => id.endsWith(`hooks[${handler}]`)));
    const approver = errors(0);
    expect(approver.map((finding) => finding.rule).sort()).toEqual(['approval/approves-dangerous-call', 'controls/control-missed', 'controls/control-missed', 'controls/control-missed']);
    const missed = approver
      .filter((finding) => finding.rule === 'controls/control-missed')
      .map((finding) => /probe "bash-destructive: (.+?)"((?: \(sends `.+`\))?) \(PreToolUse\)/.exec(finding.message)?.slice(1));
    // Each names the command it sent where the probe's name does not end with it: that is what to try by hand.
    expect(missed).toEqual([
      ['rm -rf ~', ''],
      ['rm -rf "$HOME" after cd', ' (sends `cd /tmp && rm -rf "$HOME"`)'],
      ['rm -fr /*', ' (sends `sudo rm -fr /*`)'],
    ]);
    // The careful guard stops the whole kind, and no other kind is held against it.
    expect(errors(1)).toEqual([]);
  }, 300_000);
});
