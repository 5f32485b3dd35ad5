/** The live line of a replayed case: who went on (the agent, or on a subagent's event the subagent) and, on a call, whether the tool ran. */
import { describe, expect, it } from 'vitest';
import { describeLive } from '../../../../src/reporters/run/pretty-finding.js';
import type { ReportCase } from '../../../../src/reporters/run/report-schema.js';

function replayed(event: string, continued: boolean): ReportCase {
  const live = { agent: 'claude-code', agentVersion: '2.1.335', effect: 'blocked', predicted: 'blocked', toolRan: true, continued, modelSaw: null, hookExitCode: 0, agreesWithOracle: true };
  return { event, live } as unknown as ReportCase;
}

describe(describeLive.name, () => {
  it('says the subagent went on after a SubagentStop block, with no word of the subagent tool running', () => {
    expect(describeLive(replayed('SubagentStop', true))).toBe('confirmed by Claude Code 2.1.335 (blocked, the subagent continued)');
    expect(describeLive(replayed('SubagentStop', false))).toBe('confirmed by Claude Code 2.1.335 (blocked, the subagent stopped)');
  });

  it('confirms nothing where the headless session cannot show the effect', () => {
    const asked = {
      ...replayed('PermissionRequest', true),
      live: { ...replayed('PermissionRequest', true).live!, effect: 'blocked', predicted: 'not comparable headless', toolRan: false },
    } as ReportCase;
    expect(describeLive(asked)).toBe("replayed in Claude Code 2.1.335 (blocked, tool ran: no, the agent continued); headless it cannot show this answer's effect, so nothing is confirmed");
  });

  it('says the agent went on after a Stop block, and whether the tool ran', () => {
    expect(describeLive(replayed('Stop', true))).toBe('confirmed by Claude Code 2.1.335 (blocked, tool ran: yes, the agent continued)');
  });
});
