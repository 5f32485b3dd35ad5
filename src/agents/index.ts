/**
 * The agent registry: every agent hookcheck can run a hook as and judge its answers for, by id. An
 * agent is its facts and data under specs/<agent>/ and its code under src/agents/<agent>/ (the
 * oracle, and the live driver, loaded only when a run goes live), its id listed in agent-ids.ts and
 * nowhere else: what differs between agents is read from their facts, never decided by their names.
 */
import type { AgentDriver } from '../live/agent-driver.js';
import { AGENT_IDS, type AgentId, type OtherAgentId } from './agent-ids.js';
import type { HookOutcome } from '../model/outcome.js';
import type { AgentOracle, OtherAgentOracle } from '../oracle/agent-oracle.js';
import type { Effect } from '../oracle/effect.js';
import type { HandlerWiring } from '../oracle/handler-wiring.js';

/** An agent other than Claude Code: its oracle, its facts, and how to load its live driver. */
export interface OtherAgent extends OtherAgentOracle {
  loadDriver(): Promise<AgentDriver>;
}

type Registry = Readonly<{ 'claude-code': AgentOracle } & Record<OtherAgentId, OtherAgent>>;

/**
 * Each agent's folder exports `oracle` from oracle.ts and, for the agents other than Claude Code,
 * `driver` from live/driver.ts: the registry loads them by id, so no code here names an agent. The
 * bundler follows the pattern into one chunk per file; the test runner resolves each path as it
 * comes (`@vite-ignore`), since the sources it runs are .ts.
 */
async function loadAgent(id: AgentId): Promise<readonly [AgentId, AgentOracle | OtherAgent]> {
  const { oracle } = (await import(/* @vite-ignore */ `./${id}/oracle.js`)) as { oracle: AgentOracle };
  if (id === 'claude-code') return [id, oracle];
  const loadDriver = async () => ((await import(/* @vite-ignore */ `./${id}/live/driver.js`)) as { driver: AgentDriver }).driver;
  return [id, { ...(oracle as OtherAgentOracle), loadDriver }];
}

/** Claude Code, the agent every case is written for first, and then the others. */
export const AGENTS = Object.fromEntries(await Promise.all(AGENT_IDS.map(loadAgent))) as Registry;

export { AGENT_IDS, OTHER_AGENT_IDS, REFERENCE_AGENT, isAgentId, isOtherAgent, type AgentId, type OtherAgentId } from './agent-ids.js';

export interface AgentPrediction {
  readonly agent: AgentId;
  /** Default: the agent's latest known version. */
  readonly version?: string;
  /** The agent's own event name (`BeforeTool` for Gemini); default: its pre-tool event. */
  readonly event?: string;
  readonly outcome: HookOutcome;
  /** What the handler's entry adds (Claude Code's `"onFailure": "block"`). */
  readonly wiring?: HandlerWiring;
}

/** The effect `agent` applies to `outcome` on its `event`. */
export function predictAgentEffect({ agent, version, event, outcome, wiring }: AgentPrediction): Effect {
  const oracle = AGENTS[agent];
  const chosen = version ?? oracle.latestVersion;
  // A version that cannot be placed among the measured ones has no oracle: say so rather than guess.
  if (agent !== 'claude-code' && oracle.basis(chosen) === null) throw new Error(`${oracle.name} ${chosen} is no version hookcheck can place: give a dotted triple, such as ${oracle.latestVersion}, the version its truth table was measured on`);
  const native = event ?? oracle.nativeEvent('PreToolUse');
  if (native === null) throw new Error(`${oracle.name} has no pre-tool event modelled`);
  return oracle.predict(native, outcome, chosen, wiring);
}
