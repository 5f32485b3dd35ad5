import { describe, expect, it } from 'vitest';
import { findingCodes, runFixture } from '../../helpers/run-fixture.js';

describe('stdin check', () => {
  it('flags stdin-blocks-when-open on a hook that reads stdin to EOF', async () => {
    const report = await runFixture('reads-stdin-to-eof.sh');
    expect(findingCodes(report, 'stdin')).toContain('stdin-blocks-when-open');
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
