/**
 * `hookcheck mutate --heartbeat` as a user runs it, on fixtures/heartbeats/mutate: the scenarios
 * the unmutated watchdog passes (and the controls) are the tests. Its lock check and its decision
 * are guards the scenarios can fail, so their mutants are killed, each by the scenario that shows
 * it; its maintenance switch is a guard no scenario can fail, so its mutant survives and the
 * report says so. Bad input gets exit 2 before anything runs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { schema as reportSchema } from 'mutation-testing-report-schema';
import { describe, expect, it } from 'vitest';
import { hookcheck, ROOT } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dir.js';

const folder = join(ROOT, 'fixtures', 'heartbeats', 'mutate');
const validate = new Ajv({ allErrors: true, formats: { uri: true } }).compile(reportSchema);

interface ReportMutant {
  readonly mutatorName: string;
  readonly replacement: string;
  readonly status: string;
  readonly statusReason?: string;
  readonly killedBy?: readonly string[];
  readonly location: { readonly start: { readonly line: number } };
}

describe('hookcheck mutate --heartbeat', () => {
  it('kills the mutants of the guards its scenarios test, and reports the guard none can fail as a survivor', async () => {
    const out = join(tempDir('hc-mutate-heartbeat-'), 'report.json');
    // Break at 95%: the maintenance switch survives, so the score is under it and the exit says so.
    const result = await hookcheck(['mutate', '--heartbeat', 'lock-watchdog', '--thresholds', '80/60/95', '-r', 'json', '-o', out], folder);
    expect(result.exitCode, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/sanity mutant "blocks everything" of heartbeat lock-watchdog: killed by lock-watchdog: /);
    expect(result.stderr).toMatch(/sanity mutant "does nothing" of heartbeat lock-watchdog: killed by lock-watchdog: /);
    const report = JSON.parse(readFileSync(out, 'utf8')) as { files: Record<string, { source: string; mutants: ReportMutant[] }>; testFiles: Record<string, { tests: { id: string }[] }> };
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    const file = report.files['lock_watchdog.py']!;
    const lines = file.source.split('\n');
    // The last line that holds the text: the decision's `if running == 0:` comes after the second look's.
    const lineOf = (text: string) => lines.findLastIndex((line) => line.includes(text)) + 1;
    const on = (text: string, mutator: string, replacement: string) =>
      file.mutants.find((mutant) => mutant.location.start.line === lineOf(text) && mutant.mutatorName === mutator && mutant.replacement === replacement);
    // The lock check: always fresh is caught by the stale lock (H4), never fresh by the fresh one (H3).
    expect(on('if abs(age) < STALE:', 'ConditionForcedTrue', 'True')).toMatchObject({ status: 'Killed', killedBy: ['lock-watchdog: H4'] });
    expect(on('if abs(age) < STALE:', 'ConditionForcedFalse', 'False')).toMatchObject({ status: 'Killed', killedBy: ['lock-watchdog: H3'] });
    // The decision: idle whatever the queue says stops a busy machine, and the controls' busy tick shows it.
    expect(on('if running == 0:', 'ConditionForcedTrue', 'True')).toMatchObject({
      status: 'Killed',
      killedBy: ['lock-watchdog: controls'],
      statusReason: expect.stringContaining('with the dependency busy'),
    });
    // The credential check: H9.
    expect(on('return 2', 'ExitCodeFlipped', '0')).toMatchObject({ status: 'Killed', killedBy: ['lock-watchdog: H9'] });
    // The maintenance switch: nothing sets MAINTENANCE, so switching it off changes nothing any scenario sees.
    expect(on('if os.environ.get("MAINTENANCE") == "1":', 'ConditionForcedFalse', 'False')).toMatchObject({
      status: 'Survived',
      statusReason: expect.stringContaining('no scenario can make this guard fail'),
    });
    const tests = Object.values(report.testFiles).flatMap((testFile) => testFile.tests.map((test) => test.id));
    expect(tests).toEqual(['lock-watchdog: controls', 'lock-watchdog: H3', 'lock-watchdog: H4', 'lock-watchdog: H6', 'lock-watchdog: H8', 'lock-watchdog: H9']);
  }, 600_000);

  it('refuses a heartbeat it does not know, and options only hooks have, before anything runs', async () => {
    const unknown = await hookcheck(['mutate', '--heartbeat', 'nope'], folder);
    expect([unknown.exitCode, unknown.stderr]).toEqual([2, expect.stringContaining('No heartbeat named nope')]);
    const mixed = await hookcheck(['mutate', '--heartbeat', 'lock-watchdog', '--test', 'true'], folder);
    expect([mixed.exitCode, mixed.stderr]).toEqual([2, expect.stringContaining("--heartbeat cannot be given with --test: a heartbeat's tests are its scenarios")]);
  }, 60_000);

  it('refuses a run that names the script by its full path: a mutant in a copy of the folder would never run', async () => {
    const dir = tempDir('hc-mutate-heartbeat-abs-');
    writeFileSync(join(dir, 'tick.sh'), '#!/bin/sh\n[ -e job.lock ] && exit 0\nexit 0\n', { mode: 0o755 });
    writeFileSync(join(dir, 'hookcheck.config.yaml'), `heartbeats:\n  - name: abs\n    run: sh ${join(dir, 'tick.sh')}\n    interval: 60s\n    lock: job.lock\n`);
    const result = await hookcheck(['mutate', '--heartbeat', 'abs'], dir);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('names the script by its full path');
    expect(result.stderr).toContain('run: sh tick.sh');
  }, 60_000);
});
