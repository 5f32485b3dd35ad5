import { describe, expect, it } from 'vitest';
import launchCheck from '../../../src/checks/launch-check.js';
import type { CaseResult } from '../../../src/model/run/hook-report.js';
import type { HookOutcome } from '../../../src/model/outcome.js';
import { checkContext, exited, timedOut } from '../../helpers/factory.js';

const npxHook = { form: 'shell' as const, script: 'npx tsx "$CLAUDE_PROJECT_DIR"/.claude/hooks/stop-gate.ts' };

function result(id: string, outcome: HookOutcome): CaseResult {
  return { testCase: { id: `Stop/${id}/1`, kind: 'valid', origin: 'named', event: 'Stop', label: id, stdin: '{}' }, outcome, effect: { kind: 'no-effect', context: [], notes: [] } };
}

const launchCodes = (results: CaseResult[]) =>
  launchCheck.run({ ...checkContext(results, 'Stop'), target: { ...checkContext([], 'Stop').target, command: npxHook } }).map(({ code, severity }) => [code, severity]);

describe('launch check, a package runner offline', () => {
  it('does not judge a runner that never ended but timed out silently: it could not fetch its package here', () => {
    expect(launchCodes([result('valid', timedOut()), result('stdin-open', timedOut())])).toEqual([
      ['launch-needs-network', 'warning'],
      ['launch-needs-network', 'warning'],
    ]);
  });

  it("takes a timeout for the hook's own once the runner ended in another case: it found its package (a Stop gate reading stdin to its end, left open)", () => {
    expect(launchCodes([result('valid', exited(0)), result('stdin-open', timedOut())])).toEqual([]);
  });

  it('still says so when the runner itself ended for want of the network', () => {
    expect(launchCodes([result('valid', exited(1, '', 'npm error code EAI_AGAIN')), result('stdin-open', timedOut())])).toEqual([
      ['launch-needs-network', 'warning'],
      ['launch-needs-network', 'warning'],
    ]);
  });
});
