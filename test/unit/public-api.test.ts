/**
 * The library's root exports what a hook repository's tests need and nothing of the inside: the
 * engine, the runner and the registries change without notice, so a user never reaches them. A new
 * export is a promise, so it is added here on purpose.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/index.js';
import { exited } from '../helpers/factory.js';

const PROMISED = [
  'AGENT_IDS',
  'CHECK_IDS',
  'ConfigError',
  'FINDING_CODES',
  'HookcheckError',
  'UsageError',
  'arbitraries',
  'checkHook',
  'describeOutcome',
  'forAllPayloads',
  'formatFinding',
  'invokeAdkBeforeToolCallback',
  'invokeClaudeAgentSdkHook',
  'invokeCourseHook',
  'invokeOpenAIToolInputGuardrail',
  'payloads',
  'predictEffect',
  'reportSchema',
  'runCase',
  'runTwice',
];

describe('the public API', () => {
  it('exports the library, the oracle, the ids, the finding codes and the report schema, and no internals', () => {
    expect(Object.keys(api).sort()).toEqual([...PROMISED].sort());
  });

  it('predicts what an agent does with an answer, Claude Code and the others alike', () => {
    const denied = exited(2, '', 'not here');
    expect(api.predictEffect('PreToolUse', denied, 'latest').kind).toBe('deny');
    expect(api.predictEffect({ agent: 'gemini', outcome: denied }).kind).toBe('deny');
    expect(api.predictEffect('PreToolUse', exited(0), 'latest').kind).not.toBe('deny');
  });
});
