import { describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import oracleCheck from '../../../src/checks/oracle-check.js';
import type { CaseResult, LiveResult } from '../../../src/model/run/hook-report.js';
import { checkContext, exited } from '../../helpers/factory.js';

function resultWith(live: Partial<LiveResult> | undefined): CaseResult {
  const base: LiveResult = { agent: 'claude-code', agentVersion: LATEST_VERSION, effect: 'blocked', predicted: 'blocked', toolRan: false, modelSaw: null, hookExitCode: 2, agreesWithOracle: true };
  return {
    testCase: { id: 'PreToolUse/valid/3', kind: 'valid', event: 'PreToolUse', label: 'Bash: rm -rf', stdin: '{}' },
    outcome: exited(2, '', 'no'),
    effect: { kind: 'deny', reason: 'no', context: [], notes: [] },
    ...(live === undefined ? {} : { live: { ...base, ...live } }),
  };
}

const context = (results: CaseResult[]) => checkContext(results);

describe('oracle check', () => {
  it('raises an error when the real agent did something else than predicted', () => {
    const findings = oracleCheck.run(context([resultWith({ effect: 'proceeded', toolRan: true, agreesWithOracle: false })]));
    expect(findings).toMatchObject([{ check: 'oracle', code: 'oracle-disagrees', severity: 'error', caseId: 'PreToolUse/valid/3' }]);
  });

  it('is quiet when the agent agrees, and when nothing was replayed', () => {
    expect(oracleCheck.run(context([resultWith({}), resultWith(undefined)]))).toEqual([]);
  });
});
