/** The live verdict on PermissionRequest: headless, only an allow runs a call that asks, and a call that needs no permission never reaches the hook. */
import { describe, expect, it } from 'vitest';
import { judgeLive } from '../../../src/engine/phases/8-live-verdict.js';
import type { AgentSession } from '../../../src/live/agent-session.js';
import type { Effect } from '../../../src/oracle/effect.js';
import { exited } from '../../helpers/factory.js';

function session(toolRan: boolean, hookRan = true): AgentSession {
  const hookResponses = hookRan ? [{ event: 'PermissionRequest', exitCode: 0, outcome: 'success', stdout: '', stderr: '' }] : [];
  return { subagentPrompt: null, stream: { hookResponses, toolResults: [], result: null }, requests: [], toolRan, agentOutcome: exited(0) };
}

const effect = (kind: Effect['kind']): Effect => ({ kind, context: [], notes: [] });

describe('judgeLive on PermissionRequest', () => {
  it('holds an allow to the call running, a deny to the call held back', () => {
    expect(judgeLive('PermissionRequest', effect('allow'), session(true))).toMatchObject({ observed: 'proceeded', predicted: 'proceeded', agrees: true });
    expect(judgeLive('PermissionRequest', effect('allow'), session(false))).toMatchObject({ observed: 'blocked', predicted: 'proceeded', agrees: false });
    expect(judgeLive('PermissionRequest', effect('deny'), session(false))).toMatchObject({ observed: 'blocked', predicted: 'blocked', agrees: true });
  });

  it('gives no verdict on an answer that decides nothing: interactive, the user would be asked', () => {
    expect(judgeLive('PermissionRequest', effect('no-effect'), session(false))).toMatchObject({ predicted: null, comparable: false });
  });

  it('says why the hook never ran when the call needed no permission', () => {
    expect(judgeLive('PermissionRequest', effect('deny'), session(true, false)).unconfirmed).toBe('the agent ran the call without asking permission (it needs none), so the hook never ran');
  });
});
