/**
 * An agent modelled on its pre-tool event only: one function from the hook's answer to the effect,
 * for the one version it was measured on. The Claude Code event maps through the agent's spec.
 */
import type { EventName } from '../../specs/claude-code/events.js';
import type { AgentId, AgentOracle, OracleBasis } from './agent-oracle.js';
import type { Effect } from './effect.js';
import { answerOf, type HookAnswer } from './hook-answer.js';

interface PreToolSpec {
  readonly name: string;
  readonly latestVersion: string;
  readonly events: { readonly PreToolUse: string };
  readonly denyHint: string;
  /** Where the behaviour was written down, for a version with no truth table measured here. */
  readonly observedIn: string;
}

/** `recorded`: rows of the truth table measured here, by version. */
export function preToolOracle(id: AgentId, spec: PreToolSpec, recorded: Readonly<Record<string, number>>, readAnswer: (answer: HookAnswer) => Effect): AgentOracle {
  const preTool = spec.events.PreToolUse;
  return {
    id,
    name: spec.name,
    latestVersion: spec.latestVersion,
    denyHint: spec.denyHint,
    basis: (version): OracleBasis | null => {
      const rows = recorded[version];
      if (rows !== undefined) return { kind: 'recorded', rows };
      return version === spec.latestVersion ? { kind: 'observed', source: spec.observedIn } : null;
    },
    nativeEvent: (event: EventName) => (event === 'PreToolUse' ? preTool : null),
    predict: (event, outcome) => {
      if (event !== preTool) throw new Error(`${spec.name}: only ${preTool} is modelled, not ${event}`);
      return readAnswer(answerOf(outcome));
    },
  };
}
