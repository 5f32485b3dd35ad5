import { describe, expect, it } from 'vitest';
import { toTextReport } from '../../../../src/reporters/mutate/text-report.js';
import { SAME_ANSWERS } from '../../../../src/model/mutation.js';
import { bashFile, makeFile, makeRun, pythonFile } from '../../../helpers/mutation-run.js';

describe(toTextReport.name, () => {
  it('renders counts, scores, each missed mutant with its diff and probes, and the verdict', () => {
    expect(toTextReport(makeRun())).toMatchInlineSnapshot(`
      "hookcheck mutate: 11 mutants in 2 files

      hooks/guard.py (python): 1 Killed · 1 Timeout · 1 Survived · 1 NoCoverage · 1 RuntimeError · 1 CompileError · 1 Ignored
        score 50.00% (2 of 4 detected, 3 not counted)

        Survived hooks/guard.py:8:4 ConditionForcedTrue: ConditionForcedTrue on \`"rm -rf" in command and not lock_held(1, 5)\`
          - if "rm -rf" in command and not lock_held(1, 5):
          + if True:
          should have been caught by one of: "blocks rm -rf" (blocks-rm), "allows ls" (allows-ls)

        NoCoverage hooks/guard.py:9:54 DecisionFlipped: DecisionFlipped on \`"block"\`
          -     print(json.dumps({"reason": "🛑 rm", "decision": "block"}))
          +     print(json.dumps({"reason": "🛑 rm", "decision": "approve"}))
          no probe or test reached line 9 (ran: "blocks rm -rf" (blocks-rm), "allows ls" (allows-ls), "stale lock is ignored" (stale-lock)); add one that does.

      hooks/guard.sh (bash): 2 Killed · 2 Survived
        score 50.00% (2 of 4 detected)

        Survived hooks/guard.sh:4:1 StatementRemoved: StatementRemoved on \`  echo '{"decision":"block"}'\`
          -   echo '{"decision":"block"}'
          should have been caught by one of: "blocks rm -rf" (blocks-rm), "allows ls" (allows-ls), "stale lock is ignored" (stale-lock)

        Survived hooks/guard.sh:4:21 DecisionFlipped: DecisionFlipped on \`"block"\`
          -   echo '{"decision":"block"}'
          +   echo '{"decision":"approve"}'
          should have been caught by one of: "blocks rm -rf" (blocks-rm)

      All files: 3 Killed · 1 Timeout · 3 Survived · 1 NoCoverage · 1 RuntimeError · 1 CompileError · 1 Ignored
      Score: 50.00% (4 of 8 detected, 3 not counted)
      Thresholds (high 80, low 60, break 50): LOW: the score 50.00% is below low 60: the tests miss 4 of 8 changes to the hooks; add probes that fail on the survivors listed. It is not below break 50, so the run still passes.
      "
    `);
  });

  it('lists only Survived and NoCoverage mutants, in source order', () => {
    const text = toTextReport(makeRun({ files: [{ ...bashFile, mutants: [...bashFile.mutants].reverse() }] }));
    const listed = text.split('\n').filter((line) => /^ {2}(Killed|Timeout|Survived|NoCoverage|RuntimeError|CompileError|Ignored) /.test(line));
    expect(listed).toEqual([
      '  Survived hooks/guard.sh:4:1 StatementRemoved: StatementRemoved on `  echo \'{"decision":"block"}\'`',
      '  Survived hooks/guard.sh:4:21 DecisionFlipped: DecisionFlipped on `"block"`',
    ]);
  });

  it('names the tests that reached a survivor, or all tests when coverage is unknown', () => {
    const text = toTextReport(makeRun());
    expect(text).toContain('    should have been caught by one of: "blocks rm -rf" (blocks-rm)\n');
    expect(text).toContain('    should have been caught by one of: "blocks rm -rf" (blocks-rm), "allows ls" (allows-ls), "stale lock is ignored" (stale-lock)\n');
    const unnamed = toTextReport(makeRun({ tests: [{ id: 'probe-1', name: 'probe-1' }] }));
    expect(unnamed).toContain('should have been caught by one of: probe-1\n');
    expect(toTextReport(makeRun({ tests: [] }))).toContain('no probe or test was configured');
  });

  it('shows at most three lines of each side of a long change', () => {
    const source = 'try:\n    a()\n    b()\n    c()\n    d()\nexcept Exception:\n    pass\n';
    const file = makeFile('hooks/long.py', 'python', source, [{ id: 'long', find: '    a()\n    b()\n    c()\n    d()', replacement: '    pass', mutatorName: 'BlockRemoved', status: 'Survived' }]);
    const text = toTextReport(makeRun({ files: [file] }));
    expect(text).toContain(['    -     a()', '    -     b()', '    -     c()', '    - … 1 more line', '    +     pass', ''].join('\n'));
  });

  it('says when the score is below break, and when there is no score at all', () => {
    expect(toTextReport(makeRun({ thresholds: { high: 80, low: 60, break: 50.01 } }))).toMatch(/\nThresholds \(high 80, low 60, break 50.01\): FAILED: the score 50.00% is below break 50.01.\n$/);
    const errorsOnly = { ...pythonFile, mutants: pythonFile.mutants.filter((mutant) => ['CompileError', 'RuntimeError', 'Ignored'].includes(mutant.status)) };
    const text = toTextReport(makeRun({ files: [errorsOnly], thresholds: { high: 80, low: 60, break: null } }));
    expect(text).toContain('Score: none: no mutant was Killed, Timeout, Survived or NoCoverage (3 not counted)\n');
    expect(text).toMatch(/break none\): FAILED: no mutant could be judged/);
    expect(toTextReport(makeRun({ files: [{ ...bashFile, mutants: bashFile.mutants.filter((mutant) => mutant.status === 'Killed') }] }))).toMatch(/passed, 100.00% is at or above high 80.\n$/);
  });

  it("names a survivor's own hook's probes, never another hook's, and the tests of every file", () => {
    const tests = [
      { id: 'hooks/guard.py: probe: rm', name: 'rm', file: 'hooks/guard.py' },
      { id: 'hooks/guard.sh: probe: rm', name: 'rm', file: 'hooks/guard.sh' },
      { id: 'hooks/guard.sh: probe: ls', name: 'ls', file: 'hooks/guard.sh' },
      { id: 'test-command', name: 'npm test' },
    ];
    const text = toTextReport(makeRun({ tests, files: [{ ...bashFile, mutants: bashFile.mutants.map(({ coveredBy: _coveredBy, ...mutant }) => mutant) }] }));
    expect(text).toContain('should have been caught by one of: "rm" (hooks/guard.sh: probe: rm), "ls" (hooks/guard.sh: probe: ls), "npm test" (test-command)\n');
    expect(text).not.toContain('hooks/guard.py: probe');
  });

  it('says plainly that a score below low is poor, with or without a break threshold', () => {
    expect(toTextReport(makeRun({ thresholds: { high: 80, low: 60, break: null } }))).toMatch(/LOW: the score 50.00% is below low 60: .* No break threshold is set, so the run still passes/);
    expect(toTextReport(makeRun({ thresholds: { high: 80, low: 50, break: null } }))).toMatch(/passed, 50.00% is below high 80.\n$/);
  });

  it('names the shard', () => {
    expect(toTextReport(makeRun({ shard: { index: 2, count: 3 } })).split('\n')[0]).toBe('hookcheck mutate (shard 2/3): 11 mutants in 2 files');
  });

  it('says an interrupted run is partial, counts its Pending mutants, and judges no threshold', () => {
    const run = makeRun({ interrupted: 'SIGINT' });
    const cut = { ...run, files: [{ ...run.files[0]!, mutants: run.files[0]!.mutants.map((mutant, index) => (index < 2 ? { ...mutant, status: 'Pending' as const } : mutant)) }, run.files[1]!] };
    const text = toTextReport(cut);
    expect(text.split('\n')[0]).toBe('hookcheck mutate: INTERRUPTED by SIGINT, partial report (2 not judged): 11 mutants in 2 files');
    expect(text).toMatch(/2 Pending/);
    expect(text).toMatch(/\nThresholds: not judged, the run was interrupted \(2 of 11 mutants not judged\); the score above is of those judged\.\n$/);
    expect(toTextReport(makeRun())).not.toMatch(/INTERRUPTED|not judged/);
  });

  it('lists the survivors the agent answered alike on every probe apart, after those whose answer changed, with that reason', () => {
    const run = makeRun();
    const [first, second] = run.files[1]!.mutants.filter((mutant) => mutant.status === 'Survived');
    const changed = 'the agent would act otherwise on probe "allows ls" (allow became no-effect), and its expectation allows that';
    const marked = {
      ...run,
      files: [
        run.files[0]!,
        {
          ...run.files[1]!,
          mutants: run.files[1]!.mutants.map((mutant) => (mutant === first ? { ...mutant, statusReason: SAME_ANSWERS } : mutant === second ? { ...mutant, statusReason: changed } : mutant)),
        },
      ],
    };
    const text = toTextReport(marked);
    const [before, after] = text.split('1 survivor the agent would have answered alike on every probe: equivalent, or no probe gives the input where it differs');
    expect(after).toContain(`${first!.file}:${first!.location.start.line}:${first!.location.start.column} ${first!.mutatorName}`);
    expect(before).toContain(`${second!.file}:${second!.location.start.line}:${second!.location.start.column} ${second!.mutatorName}`);
    expect(before).toContain(changed);
    expect(text).not.toContain(SAME_ANSWERS);
  });
});
