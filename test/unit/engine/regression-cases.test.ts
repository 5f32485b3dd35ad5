/**
 * Which saved regressions a run replays: those of its hook and events, and of the agent it runs as.
 * A regression found as another agent holds that agent's payload, so it must not replay on a run
 * as Claude Code (nor the other way round).
 */
import { describe, expect, it } from 'vitest';
import { selectRegressions } from '../../../src/engine/regression-cases.js';
import type { Regression } from '../../../src/fuzz/regression.js';
import type { HookTarget } from '../../../src/model/run/hook-report.js';

const command = { form: 'exec' as const, file: '/p/hook.sh', args: [] };
const gemini = { agent: 'gemini' as const, event: 'BeforeTool', version: '0.61.0' };
const entry = (id: string, agent?: Regression['agent']): Regression => ({
  id,
  command: { form: 'exec', file: 'hook.sh', args: [] },
  event: 'PreToolUse',
  kind: 'valid',
  check: 'exit-code',
  code: 'exit-crash-on-valid-payload',
  label: id,
  stdin: '{}',
  originalBytes: 2,
  shrinkSteps: 0,
  seed: 1,
  timeoutMs: 1000,
  posture: 'open',
  ...(agent === undefined ? {} : { agent }),
});
const target = (agent?: HookTarget['agent']): HookTarget => ({ command, events: ['PreToolUse'], timeoutMs: 1000, eventsFrom: 'test', ...(agent === undefined ? {} : { agent }) });
const saved = [entry('claude'), entry('as-gemini', gemini), entry('as-gemini-after', { ...gemini, event: 'AfterTool' })];

describe(selectRegressions.name, () => {
  it('replays on each run only the regressions found as the agent and event it runs as', () => {
    expect(selectRegressions(saved, target(), '/p').map(({ id }) => id)).toEqual(['claude']);
    expect(selectRegressions(saved, target(gemini), '/p').map(({ id }) => id)).toEqual(['as-gemini']);
    expect(selectRegressions(saved, target({ agent: 'codex', event: 'PreToolUse', version: '0.171.0' }), '/p')).toEqual([]);
  });
});
