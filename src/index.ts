/** hookcheck as a library: the engine, the runner, the oracle and the report contract. */
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
export { runHooks } from './engine/run.js';
export { runTarget, type EngineEnvironment } from './engine/run-target.js';
export { buildRunSettings, type RunSettings, type RunSettingsInput } from './engine/settings.js';
export type { CaseResult, HookReport, HookTarget, RunResult, TestCase, Verdict } from './model/run/hook-report.js';
export { runHook } from './runner/run-hook.js';
export { buildHookEnv } from './runner/hook-env.js';
export { formatHookCommand, type HookCommand } from './runner/hook-command.js';
export { createScratchArea } from './workspace/scratch-area.js';
export { describeOutcome, type HookOutcome } from './model/outcome.js';
export { predictEffect, AGENTS, AGENT_IDS, type AgentId, type AgentPrediction, type Effect, type EffectKind } from './agents/oracle-api.js';
export { checks } from './checks/index.js';
export { CHECK_IDS, type CheckId } from './findings/check-ids.js';
export { formatFinding, FINDING_CODES, type FindingCode } from './findings/codes.js';
export type { Finding, Severity } from './findings/finding.js';
export { buildReportDocument, reporters, reportSchema, type ReportDocument } from './reporters/run/index.js';
