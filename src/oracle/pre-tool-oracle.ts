/**
 * An agent modelled on its pre-tool event only: one function from the hook's answer to the effect,
 * for the one version it was measured on. The Claude Code event maps through the agent's spec.
 */
import type { EventName } from '../../specs/claude-code/events.js';
import { nearestVersion } from './nearest-version.js';
import type { OracleBasis, OtherAgentOracle } from './agent-oracle.js';
import type { AgentFacts } from '../../specs/agents/agent-facts.js';
import type { Effect } from './effect.js';
import { answerOf, type HookAnswer } from './hook-answer.js';
import { frameOf, shellCallOf, type PayloadFrame, type ShellCall } from '../../specs/agents/shell-call.js';
import { toolMatcherSelects } from './tool-matcher.js';

/** The agent's pre-tool payload for a shell call (specs/<agent>/payloads.ts), and the field naming its tool. */
interface PreToolPayloads {
  readonly build: (frame: PayloadFrame, call: ShellCall) => Record<string, unknown>;
  readonly toolName: (payload: Readonly<Record<string, unknown>>) => string;
}

/** `recorded`: rows of the truth table measured here, by version. */
export function preToolOracle(id: string, spec: AgentFacts, readAnswer: (answer: HookAnswer) => Effect, payloads: PreToolPayloads): OtherAgentOracle {
  const preTool = spec.events.PreToolUse;
  const recorded = spec.recordedTruth;
  return {
    id,
    facts: spec,
    name: spec.name,
    latestVersion: spec.latestVersion,
    denyHint: spec.denyHint,
    basis: (version): OracleBasis | null => {
      const rows = recorded[version];
      if (rows !== undefined) return { kind: 'recorded', rows };
      if (version === spec.latestVersion) return { kind: 'observed', source: spec.observedIn };
      // Not measured itself: the nearest measured version's table, and every report line says so.
      const nearest = nearestVersion(version, Object.keys(recorded));
      return nearest === null ? null : { kind: 'nearest', version: nearest, rows: recorded[nearest]! };
    },
    nativeEvent: (event: EventName) => (event === 'PreToolUse' ? preTool : null),
    predict: (event, outcome) => {
      if (event !== preTool) throw new Error(`${spec.name}: only ${preTool} is modelled, not ${event}`);
      return readAnswer(answerOf(outcome));
    },
    runEvents: (event: EventName) => (event === 'PreToolUse' ? [preTool] : []),
    payloadFor: (event, claudeSample) => {
      const call = shellCallOf(claudeSample);
      return event === preTool && call !== null ? payloads.build(frameOf(claudeSample), call) : null;
    },
    matcherSelects: (matcher, payload) => toolMatcherSelects(spec.toolMatching, matcher, payloads.toolName(payload)),
  };
}
