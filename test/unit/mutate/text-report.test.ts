import { describe, expect, it } from 'vitest';
import { toTextReport } from '../../../src/mutate/report/text-report.js';
import { bashFile, makeFile, makeRun, pythonFile } from '../../helpers/mutation-run.js';

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
      Thresholds (high 80, low 60, break 50): passed, 50.00% is below low 60.
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
    const file = makeFile('hooks/long.py', 'python', source, [
      { id: 'long', find: '    a()\n    b()\n    c()\n    d()', replacement: '    pass', mutatorName: 'BlockRemoved', status: 'Survived' },
    ]);
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

  it('names the shard', () => {
    expect(toTextReport(makeRun({ shard: { index: 2, count: 3 } })).split('\n')[0]).toBe('hookcheck mutate (shard 2/3): 11 mutants in 2 files');
  });
});
