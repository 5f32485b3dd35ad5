import { describe, expect, it } from 'vitest';
import { formatFinding } from '../../../src/findings/codes.js';
import { findingCodes, runFixture } from '../../helpers/run-fixture.js';

describe('stdin check', () => {
  it('notes stdin-blocks-when-open on a hook that reads stdin to EOF, as information: Claude Code closes stdin', async () => {
    const report = await runFixture('reads-stdin-to-eof.sh');
    const found = report.findings.filter((finding) => finding.code === 'stdin-blocks-when-open');
    expect(found.map((finding) => finding.severity)).toEqual(['info']);
    expect(formatFinding(found[0]!)).toMatch(/Claude Code closes stdin.*Factory Droid/);
  });

  it('the canonical Python guard (json.load(sys.stdin)) gets it as information only, never a warning', async () => {
    const report = await runFixture('python-guard-denies-rm-rf.py', { matcher: 'Bash' });
    expect(report.findings.filter((finding) => finding.check === 'stdin').map((finding) => [finding.code, finding.severity])).toEqual([['stdin-blocks-when-open', 'info']]);
  });

  it('flags stdin-ignored on a hook that never reads stdin', async () => {
    const report = await runFixture('ignores-stdin.sh');
    expect(findingCodes(report, 'stdin')).toContain('stdin-ignored');
  });

  it('passes a hook that reads one JSON document, with stdin left open and with a 1 MiB payload', async () => {
    const report = await runFixture('reads-one-json-document.js');
    expect(findingCodes(report, 'stdin')).toEqual([]);
    // Both probes really ran and were passed, not skipped.
    const outcomeOf = (kind: string) => report.results.find(({ testCase }) => testCase.kind === kind)?.outcome;
    expect(outcomeOf('stdin-open')?.kind).toBe('exited');
    expect(outcomeOf('large-payload')?.stdin.delivered).toBe(true);
  });
});
