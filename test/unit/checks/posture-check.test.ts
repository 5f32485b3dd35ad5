import { describe, expect, it } from 'vitest';
import postureCheck from '../../../src/checks/posture-check.js';
import type { CaseResult } from '../../../src/engine/types.js';
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
  it('is an error to crash on garbage an agent does send (empty stdin, a field of the wrong type)', () => {
    const findings = postureCheck.run(context([crashedOn('empty or whitespace-only stdin'), crashedOn('a field of the wrong type')]));
    expect(findings.map((finding) => finding.severity)).toEqual(['error', 'error']);
  });

  it('is a warning, saying so, to crash on input no agent sends (invalid UTF-8, a raw NUL, deep nesting, an array)', () => {
    const findings = postureCheck.run(context([crashedOn('invalid UTF-8'), crashedOn('a raw NUL byte'), crashedOn('deep nesting'), crashedOn('a JSON array')]));
    expect(findings.map((finding) => finding.severity)).toEqual(['warning', 'warning', 'warning', 'warning']);
    expect(formatFinding(findings[0]!)).toContain('No agent sends this input');
  });
});
