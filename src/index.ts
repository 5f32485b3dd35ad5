/**
 * hookcheck as a library, for a hook repository's own tests: run a hook on a payload and judge it
 * (runCase, runTwice, checkHook, the payload builders and arbitraries), the SDK callback invokers,
 * the oracle (predictEffect), the agent ids, the finding codes and the report's types and schema.
 * The engine, the runner and the registries inside stay internal: they change without notice.
 */
export { checkHook, type CheckHookOptions } from './library/check-hook.js';
export { runCase, type CaseRun, type RunCaseOptions } from './library/run-case.js';
export { runTwice, type TwiceRun } from './library/run-twice.js';
export { payloads, type ToolCallFields } from './library/payloads.js';
export { arbitraries } from './library/arbitraries.js';
export { forAllPayloads, type PropertyOptions } from './library/property.js';
export type { HookSubject } from './library/hook-subject.js';
export { HookcheckError, UsageError, ConfigError } from './errors.js';
export {
  invokeClaudeAgentSdkHook,
  invokeOpenAIToolInputGuardrail,
  invokeAdkBeforeToolCallback,
  invokeCourseHook,
  type CourseHookDef,
  type CourseHookOutcome,
  type BeforeToolCall,
  type ToolInputGuardrailCall,
  type InvokeOptions,
  type SdkInvocation,
  type CallbackNote,
} from './library/sdk/index.js';
export type { CaseResult, HookReport, HookTarget, RunResult, TestCase, Verdict } from './model/run/hook-report.js';
export type { HookCommand } from './runner/hook-command.js';
export { describeOutcome, type HookOutcome } from './model/outcome.js';
export { predictEffect } from './agents/predict.js';
export { AGENT_IDS, type AgentId } from './agents/agent-ids.js';
export type { AgentPrediction } from './agents/index.js';
export type { Effect, EffectKind } from './oracle/effect.js';
export { CHECK_IDS, type CheckId } from './findings/check-ids.js';
export { formatFinding, FINDING_CODES, type FindingCode } from './findings/codes.js';
export type { Finding, Severity } from './findings/finding.js';
export { reportSchema, type ReportDocument } from './reporters/run/report-schema.js';
