/**
 * The agent registry: every agent hookcheck can judge a hook's answers for, by id. An agent is one
 * folder under specs/<agent>/ and one under src/oracle/<agent>/, listed here and nowhere else.
 */
import type { HookOutcome } from '../runner/outcome.js';
import type { AgentId, AgentOracle } from '../oracle/agent-oracle.js';
import { claudeCodeOracle } from './claude-code/oracle.js';
import { clineOracle } from './cline/oracle.js';
import { codexOracle } from './codex/oracle.js';
import { copilotOracle } from './copilot/oracle.js';
import type { Effect } from '../oracle/effect.js';
import { geminiOracle } from './gemini/oracle.js';
import { qwenOracle } from './qwen/oracle.js';

export const AGENTS: Readonly<Record<AgentId, AgentOracle>> = {
  'claude-code': claudeCodeOracle,
  gemini: geminiOracle,
  codex: codexOracle,
  copilot: copilotOracle,
  qwen: qwenOracle,
  cline: clineOracle,
};

export interface AgentPrediction {
  readonly agent: AgentId;
  /** Default: the agent's latest known version. */
  readonly version?: string;
  /** The agent's own event name (`BeforeTool` for Gemini); default: its pre-tool event. */
  readonly event?: string;
  readonly outcome: HookOutcome;
}

/** The effect `agent` applies to `outcome` on its `event`. */
export function predictAgentEffect({ agent, version, event, outcome }: AgentPrediction): Effect {
  const oracle = AGENTS[agent];
  const chosen = version ?? oracle.latestVersion;
  // Another agent's version that was never measured has no oracle: say so rather than guess.
  if (agent !== 'claude-code' && oracle.basis(chosen) === null) throw new Error(`${oracle.name} ${chosen} is not modelled: only ${oracle.latestVersion}, by its recorded truth table`);
  const native = event ?? oracle.nativeEvent('PreToolUse');
  if (native === null) throw new Error(`${oracle.name} has no pre-tool event modelled`);
  return oracle.predict(native, outcome, chosen);
}
