import { describe, expect, it } from 'vitest';
import outputCheck from '../../../src/checks/output-check.js';
import type { CaseResult, TestCase } from '../../../src/model/run/hook-report.js';
import { checkContext, exited } from '../../helpers/factory.js';

/** A hook that echoes its stdin: on a truncated payload it prints truncated JSON. */
function echoed(kind: TestCase['kind'], label: string): CaseResult {
  return {
    testCase: { id: `${kind}/1`, kind, event: 'PreToolUse', label, stdin: '{"tool_name": "Bash"' },
    outcome: exited(0, '{"tool_name": "Bash"'),
    effect: { kind: 'no-effect', context: [], notes: [{ code: 'stdout-invalid-json', detail: 'it starts with "{" but does not end with "}"' }] },
  };
}

describe('output check', () => {
  it('is an error when stdout the agent cannot use answers input the agent sends', () => {
    const findings = outputCheck.run(checkContext([echoed('valid', 'PreToolUse Bash: ls')]));
    expect(findings.map(({ code, severity }) => [code, severity])).toEqual([['stdout-invalid-json', 'error']]);
  });

  it('is a warning when it answers broken input the agent never sends (truncated JSON)', () => {
    const findings = outputCheck.run(checkContext([echoed('garbage', 'PreToolUse with truncated JSON')]));
    expect(findings.map(({ code, severity }) => [code, severity])).toEqual([['stdout-invalid-json', 'warning']]);
  });

  it('says a fault once, as the error, when input the agent sends shows it too', () => {
    const findings = outputCheck.run(checkContext([echoed('valid', 'PreToolUse Bash: ls'), echoed('garbage', 'PreToolUse with truncated JSON')]));
    expect(findings.map(({ code, severity }) => [code, severity])).toEqual([['stdout-invalid-json', 'error']]);
  });
});
