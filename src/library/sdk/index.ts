/** Invokers of the in-process hook callbacks of agent SDKs, each reporting an SdkInvocation. */
export { invokeClaudeAgentSdkHook } from './claude-agent-sdk.js';
export { invokeCourseHook, type HookDef as CourseHookDef, type HookOutcome as CourseHookOutcome } from './course-hook.js';
export { invokeAdkBeforeToolCallback, type BeforeToolCall } from './google-adk.js';
export type { InvokeOptions } from './invoke.js';
export { invokeOpenAIToolInputGuardrail, type ToolInputGuardrailCall } from './openai-agents.js';
export type { CallbackNote, SdkInvocation } from './sdk-invocation.js';
