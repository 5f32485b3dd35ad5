/**
 * The sdk folder's entry point: the four invokers, and none of the SDK packages loaded with them
 * (they are dev dependencies; the invokers import their types only, which vanish at build time).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as sdk from '../../../../src/library/sdk/index.js';
import { staticClosure } from '../../../helpers/import-graph.js';

const INDEX = fileURLToPath(new URL('../../../../src/library/sdk/index.ts', import.meta.url));

describe('src/library/sdk/index.ts', () => {
  it('exports one invoker per kind of in-process hook, and nothing else that runs', () => {
    const functions = Object.entries(sdk).flatMap(([name, value]) => (typeof value === 'function' ? [name] : []));
    expect(functions.sort()).toEqual(['invokeAdkBeforeToolCallback', 'invokeClaudeAgentSdkHook', 'invokeCourseHook', 'invokeOpenAIToolInputGuardrail']);
  });

  it('loads none of the SDK packages it reads the hooks of', () => {
    const { files, packages } = staticClosure(INDEX);
    expect([...files].some((file) => file.endsWith('claude-agent-sdk.ts'))).toBe(true);
    expect([...packages].filter((name) => ['@anthropic-ai/claude-agent-sdk', '@openai/agents-core', '@google/adk'].includes(name))).toEqual([]);
  });
});
