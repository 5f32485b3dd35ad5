import { describe, expect, it } from 'vitest';
import postureCheck from '../../../src/checks/posture-check.js';
import type { CaseResult } from '../../../src/model/run/hook-report.js';
import { formatFinding } from '../../../src/findings/codes.js';
import { checkContext, exited } from '../../helpers/factory.js';

/** A garbage case the hook crashed on (exit 1, a hook error in Claude Code). */
function crashedOn(mutation: string): CaseResult {
  return {
    testCase: { id: `PreCompact/fuzz-garbage/${mutation}`, kind: 'garbage', origin: 'generated', mutation, event: 'PreCompact', label: `PreCompact with ${mutation}`, stdin: '{}' },
    outcome: exited(1, '', 'Traceback (most recent call last):'),
    effect: { kind: 'non-blocking-error', context: [], notes: [] },
  };
}

const context = (results: CaseResult[]) => checkContext(results, 'PreCompact');

describe('posture check, by what an agent can send', () => {
  it('is a warning, saying so, to crash on any garbage: no agent sends empty stdin, a wrong type, invalid UTF-8, a raw NUL, deep nesting or an array', () => {
    const kinds = ['empty or whitespace-only stdin', 'a field of the wrong type', 'truncated JSON', 'invalid UTF-8', 'a raw NUL byte', 'deep nesting', 'a JSON array'];
    const findings = postureCheck.run(context(kinds.map(crashedOn)));
    expect(findings.map((finding) => finding.severity)).toEqual(kinds.map(() => 'warning'));
    expect(formatFinding(findings[0]!)).toContain('No agent sends this input');
  });

  it("is an error for a closed posture, the author's own promise, to let garbage through", () => {
    const findings = postureCheck.run({ ...checkContext([crashedOn('empty or whitespace-only stdin')], 'Stop'), posture: 'closed' });
    expect(findings.map((finding) => [finding.code, finding.severity])).toEqual([['posture-fails-open', 'error']]);
  });
});
