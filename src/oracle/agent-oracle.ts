/**
 * One agent's oracle behind one interface: which of its events answer to a Claude Code event, and
 * the effect the agent applies to a hook's answer there. The engine, the checks and the library
 * reach every agent through this, so adding an agent touches no engine code.
 */
import type { EventName } from '../../specs/claude-code/events.js';
import type { HookOutcome } from '../model/outcome.js';
import type { AgentFacts } from '../../specs/agents/agent-facts.js';
import type { Effect } from './effect.js';
import type { HandlerWiring } from './handler-wiring.js';

/**
 * How an oracle's verdicts were established for a version: `recorded` from a truth table measured
 * on this machine by the agent's truth script; `nearest` from the table of the nearest measured
 * version, the version itself unmeasured; `observed` from measurements of the agent written
 * down by hand (not re-measured by hookcheck's own harness), so every report line says so.
 */
export type OracleBasis =
  | { readonly kind: 'recorded'; readonly rows: number }
  /** Not measured itself: the recorded table of the nearest measured version, with no known change between the two. */
  | { readonly kind: 'nearest'; readonly version: string; readonly rows: number }
  | { readonly kind: 'observed'; readonly source: string };

export interface AgentOracle {
  /** Its key in the registry (src/agents/index.ts). */
  readonly id: string;
  /** The agent's name as users know it: "Gemini CLI". */
  readonly name: string;
  readonly latestVersion: string;
  /** How a hook denies a tool call in this agent, in words for a report. */
  readonly denyHint: string;
  /** How the verdicts for `version` were established; null for a version it knows nothing of. */
  basis(version: string): OracleBasis | null;
  /**
   * The agent's own event where a hook wired for the Claude Code `event` runs (as the agent's own
   * migration or compatibility mode maps it); null where the agent has no such event, or where its
   * answer there is not modelled yet.
   */
  nativeEvent(event: EventName): string | null;
  /** The Claude Code event the agent's own `event` answers to; null where it is not modelled. */
  claudeEvent(event: string): EventName | null;
  /** Whether any answer on the agent's `event` blocks, denies or makes it go on (a hook there can guard). */
  canBlock(event: string): boolean;
  /**
   * What a handler's entry says to make a failing hook (a crash, a timeout, an unexpected exit) hold
   * the call back on the agent's `event`, in the hooks file's words; null where the agent has no
   * such switch, or does not read it there.
   */
  failClosedSwitch(event: string): string | null;
  /** What the agent reads of an answer on its `event`, in words for a report; undefined where not written down. */
  readsOn(event: string): string | undefined;
  /**
   * The effect the agent's `version` applies when a hook on its `event` ends with `outcome`;
   * `wiring` is what the handler's entry adds, for the agents that read it.
   */
  predict(event: string, outcome: HookOutcome, version: string, wiring?: HandlerWiring): Effect;
  /**
   * The agent's own events a hook can be run on (`--agent`) for the Claude Code `event`: Copilot has
   * two casings of its pre-tool event; empty where none is modelled.
   */
  runEvents(event: EventName): readonly string[];
  /**
   * The payload the agent sends a hook on its `event` for the call in a Claude Code sample payload,
   * shaped as the real agent sent it (specs/<agent>/captured/); null where the agent's form of that
   * call is not modelled (for the agents other than Claude Code: every call but a shell command).
   */
  payloadFor(event: string, claudeSample: Readonly<Record<string, unknown>>): Record<string, unknown> | null;
  /** Whether a hook wired with `matcher` gets `payload` (one this oracle built), as the agent matches. */
  matcherSelects(matcher: string | undefined, payload: Readonly<Record<string, unknown>>, version: string): boolean;
}

/** Every agent but Claude Code is known by the facts its spec records (specs/<agent>/agent.ts). */
export interface OtherAgentOracle extends AgentOracle {
  readonly facts: AgentFacts;
  /** The tool a payload of this agent names (Cline's sits in its `preToolUse` block). */
  toolNameOf(payload: Readonly<Record<string, unknown>>): string;
}
