export { runHook, stopAllHooks, DEFAULT_MAX_OUTPUT_BYTES, type RunHookOptions } from './run-hook.js';
export { buildHookEnv, type HookEnvOptions } from './hook-env.js';
export { createScratchArea, type ScratchArea } from './scratch-area.js';
export { formatHookCommand, quoteShellWord, type HookCommand } from './hook-command.js';
export { describeOutcome, type HookOutcome, type OutcomeKind, type StdinReport, type LeftoverReport } from '../model/outcome.js';
