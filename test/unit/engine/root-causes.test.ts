import { describe, expect, it } from 'vitest';
import { foldRootCauses, ungroupProbeFailures } from '../../../src/engine/root-causes.js';
import { formatFinding } from '../../../src/findings/codes.js';
import type { Finding } from '../../../src/findings/finding.js';
import { exited } from '../../helpers/factory.js';

const exitDeny: Finding = { check: 'exit-code', code: 'exit-deny-fails-open', severity: 'error', args: { exitCode: 1, event: 'PreToolUse', stderr: 'Blocked' }, caseId: 'probe/1' };
const miss = (caseId: string, name: string): Finding => ({
  check: 'controls',
  code: 'control-missed',
  severity: 'error',
  args: { name, event: 'PreToolUse', failures: 'effect was error, expected deny', field: 'command' },
  caseId,
});
const noControls: Finding = {
  check: 'controls',
  code: 'no-controls',
  severity: 'error',
  args: { events: 'PreToolUse', role: 'it has 2 control probe(s)', why: 'none of its 2 control(s) fired', controls: 2, canaries: '', fields: 'command' },
};
const silent: Finding = { check: 'silent', code: 'silent-no-effect', severity: 'warning', args: { cases: 5, also: '', role: 'govern' } };
const codes = (findings: readonly Finding[]) => findings.map((finding) => `${finding.check}/${finding.code}`);

describe('one root cause, one finding', () => {
  it('folds controls that missed through an exit-1 deny, and the no-controls they caused, into the exit-code finding', () => {
    // Before repeats collapse, the exit-code check has one finding per case.
    const folded = foldRootCauses([exitDeny, { ...exitDeny, caseId: 'probe/2' }, miss('probe/1', 'rm -rf /'), miss('probe/2', 'rm -fr build'), noControls, silent]);
    expect(codes(folded)).toEqual(['exit-code/exit-deny-fails-open', 'exit-code/exit-deny-fails-open']);
    expect(formatFinding(folded[0]!)).toContain('It cost 2 control probe(s) their decision: "rm -rf /", "rm -fr build"');
  });

  it('lists in no-controls the controls that missed for another reason, and keeps nothing else of them', () => {
    const folded = foldRootCauses([miss('probe/1', 'a fresh lock holds the file'), noControls, silent]);
    expect(codes(folded)).toEqual(['controls/no-controls']);
    expect(formatFinding(folded[0]!)).toContain('The controls that missed: "a fresh lock holds the file" (effect was error, expected deny)');
  });

  it('keeps a missed control beside controls that fired, and an exit-code finding without misses, as they are', () => {
    const findings = [miss('probe/3', 'rm -r -f node_modules'), { ...exitDeny, caseId: 'PreToolUse/valid/2' }];
    expect(foldRootCauses(findings)).toEqual(findings);
  });

  it('folds blocking garbage into the benign probe it blocked: a hook that blocks everything is one finding', () => {
    const benign: Finding = { check: 'controls', code: 'benign-blocked', severity: 'error', args: { name: 'passing tests', event: 'Stop', failures: 'block' }, caseId: 'probe/2' };
    const garbage: Finding = { check: 'posture', code: 'posture-blocks-garbage', severity: 'error', args: { label: 'Stop with empty stdin', effect: 'blocked', note: '' }, caseId: 'Stop/garbage/1' };
    expect(codes(foldRootCauses([benign, garbage]))).toEqual(['controls/benign-blocked']);
    expect(codes(foldRootCauses([garbage]))).toEqual(['posture/posture-blocks-garbage']);
  });

  it('counts a control as lost to the exit code when its case ended the same way, though the exit-code check named another case', () => {
    const ended = (id: string, exitCode: number) => ({
      testCase: { id, kind: 'probe' as const, event: 'PreToolUse' as const, label: id, stdin: '{}' },
      outcome: exited(exitCode, '', 'Blocked'),
      effect: { kind: 'non-blocking-error' as const, context: [], notes: [] },
    });
    const onValid = { ...exitDeny, caseId: 'PreToolUse/valid/3' };
    const folded = foldRootCauses([onValid, miss('probe/1', 'rm -rf /'), noControls], [ended('probe/1', 1)]);
    expect(codes(folded)).toEqual(['exit-code/exit-deny-fails-open']);
    expect(codes(foldRootCauses([onValid, miss('probe/1', 'rm -rf /'), noControls], [ended('probe/1', 0)]))).toEqual(['exit-code/exit-deny-fails-open', 'controls/no-controls']);
  });
  it('folds a race on a file that a second run already changes into the idempotency finding, and keeps a race on other files', () => {
    const diverged: Finding = {
      check: 'idempotency',
      code: 'idempotency-state-diverges',
      severity: 'error',
      args: { label: 'probe "formats"', paths: 'project/src/add.js', detail: 'project/src/add.js: after one run: 4 lines; after two runs of the same payload: 5 lines' },
      caseId: 'probe/1',
    };
    const lost = (paths: string): Finding => ({
      check: 'concurrency',
      code: 'concurrency-lost-update',
      severity: 'error',
      args: { label: 'probe "formats"', count: 6, paths, detail: `${paths}: after 6 runs in a row: 9 lines; after 6 runs at once: 8 lines` },
      caseId: 'probe/1',
    });
    const folded = foldRootCauses([diverged, lost('project/src/add.js')]);
    expect(codes(folded)).toEqual(['idempotency/idempotency-state-diverges']);
    expect(formatFinding(folded[0]!)).toContain(
      'Run 6 times at once, it also ended differently than 6 times in a row (project/src/add.js: after 6 runs in a row: 9 lines; after 6 runs at once: 8 lines): the same unlocked read-modify-write',
    );
    expect(codes(foldRootCauses([diverged, lost('project/.state/count.json')]))).toEqual(['idempotency/idempotency-state-diverges', 'concurrency/concurrency-lost-update']);
    expect(codes(foldRootCauses([lost('project/src/add.js')]))).toEqual(['concurrency/concurrency-lost-update']);
  });
  it('folds controls lost behind a banner line into the banner finding: the JSON answer never reached the agent', () => {
    const banner: Finding = { check: 'output', code: 'stdout-banner-before-json', severity: 'error', args: {}, caseId: 'probe/1' };
    const folded = foldRootCauses([banner, miss('probe/1', 'asks first'), { ...noControls, args: { ...noControls.args, controls: 1 } }]);
    expect(codes(folded)).toEqual(['output/stdout-banner-before-json']);
    expect(formatFinding(folded[0]!)).toContain('It cost 1 control probe(s) their decision: "asks first"');
    // A miss on a case without the banner is its own story.
    expect(codes(foldRootCauses([banner, miss('probe/2', 'asks first')]))).toEqual(['output/stdout-banner-before-json', 'controls/control-missed']);
  });
});

describe('probes that failed the same way are one finding', () => {
  const probeCase = (id: string, stdin: string) => ({
    testCase: { id, kind: 'probe' as const, event: 'PreToolUse' as const, label: id, stdin },
    outcome: exited(0),
    effect: { kind: 'no-effect' as const, context: [], notes: [] },
  });
  const results = [probeCase('probe/1', '{"tool_input":{"command":"mkfs.ext4 /dev/sda1"}}'), probeCase('probe/2', '{"tool_input":{"command":"dd"}}')];

  it('folds two controls that missed the same way into one finding that names both and shows the shortest case', () => {
    const misses = [miss('probe/1', 'mkfs on a disk'), miss('probe/2', 'dd onto a disk')];
    const folded = foldRootCauses(misses, results);
    expect(codes(folded)).toEqual(['controls/control-missed']);
    expect(folded[0]!.covers).toEqual(misses);
    expect(folded[0]!.caseId).toBe('probe/2');
    expect(formatFinding(folded[0]!)).toContain('2 control probes (PreToolUse) did not fire, each the same way ("mkfs on a disk", "dd onto a disk"): effect was error, expected deny');
    // What keys on each finding (the audit baseline) still sees both, as they were.
    expect(ungroupProbeFailures(folded)).toEqual(misses);
  });

  it('keeps two controls that missed in different ways as two findings', () => {
    const other = { ...miss('probe/2', 'dd onto a disk'), args: { ...miss('probe/2', 'dd onto a disk').args, failures: 'effect was none, expected deny' } };
    const folded = foldRootCauses([miss('probe/1', 'mkfs on a disk'), other], results);
    expect(codes(folded)).toEqual(['controls/control-missed', 'controls/control-missed']);
    expect(folded.map((finding) => finding.covers)).toEqual([undefined, undefined]);
    expect(formatFinding(folded[1]!)).toContain('The control probe "dd onto a disk" (PreToolUse) did not fire: effect was none, expected deny');
  });

  it('groups failed plain probes and blocked benign probes the same way, each check apart', () => {
    const failed = (caseId: string, name: string): Finding => ({
      check: 'probes',
      code: 'probe-failed',
      severity: 'error',
      args: { name, event: 'PreToolUse', failures: 'exit code was 1, expected 0', detail: name },
      caseId,
    });
    const benign = (caseId: string, name: string): Finding => ({
      check: 'controls',
      code: 'benign-blocked',
      severity: 'error',
      args: { name, event: 'PreToolUse', failures: 'effect was deny, expected allow or none', detail: name },
      caseId,
    });
    const folded = foldRootCauses([failed('probe/1', 'a'), failed('probe/2', 'b'), benign('probe/3', 'c'), benign('probe/4', 'd')]);
    expect(codes(folded)).toEqual(['probes/probe-failed', 'controls/benign-blocked']);
    expect(folded.map((finding) => finding.covers?.length)).toEqual([2, 2]);
    expect(formatFinding(folded[1]!)).toContain('2 benign probes (PreToolUse) must go through ("c", "d"), but effect was deny');
  });

  it('names the controls a lost answer cost in a list too, and keeps them folded for the audit', () => {
    const folded = foldRootCauses([exitDeny, miss('probe/1', 'rm -rf /')]);
    expect(folded[0]!.covers?.map((finding) => finding.args['name'])).toEqual(['rm -rf /']);
    expect(codes(ungroupProbeFailures(folded))).toEqual(['exit-code/exit-deny-fails-open']);
  });
});

describe('a crash that comes and goes', () => {
  const crash: Finding = {
    check: 'exit-code',
    code: 'exit-crash-on-valid-payload',
    severity: 'error',
    args: { exitCode: 141, event: 'SessionEnd', label: 'SessionEnd user exited', stderr: '' },
    caseId: 'SessionEnd/valid/1',
  };
  const replayed: Finding = {
    check: 'determinism',
    code: 'effect-differs-on-replay',
    severity: 'error',
    args: { first: 'no-effect', second: 'non-blocking-error', label: 'SessionEnd user exited' },
    caseId: 'SessionEnd/valid/1',
  };
  const twice: Finding = {
    check: 'idempotency',
    code: 'idempotency-effect-changes',
    severity: 'error',
    args: { first: 'non-blocking-error', second: 'no-effect', label: 'SessionEnd user exited' },
    caseId: 'SessionEnd/valid/1',
  };

  it('is the crash finding alone, which covers the runs that answered differently (so the verdict does not hang on whether the race went both ways)', () => {
    const folded = foldRootCauses([crash, replayed, twice]);
    expect(codes(folded)).toEqual(['exit-code/exit-crash-on-valid-payload']);
    expect(folded[0]!.covers).toEqual([replayed, twice]);
  });

  it('leaves a changed answer without a crash, or a crash seen only in a rerun, as it is', () => {
    const nudge: Finding = { ...replayed, severity: 'warning', args: { first: 'deny', second: 'no-effect', label: 'Bash ls' } };
    expect(codes(foldRootCauses([crash, nudge]))).toEqual(['exit-code/exit-crash-on-valid-payload', 'determinism/effect-differs-on-replay']);
    expect(codes(foldRootCauses([replayed]))).toEqual(['determinism/effect-differs-on-replay']);
  });
});
