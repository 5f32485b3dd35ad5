/**
 * The library's `predictEffect`: any agent's effect, `predictEffect({ agent, version, event,
 * outcome })`; the older Claude Code form `predictEffect(event, outcome, version)` still works.
 */
import type { EventName } from '../../specs/claude-code/events.js';
import type { HookOutcome } from '../model/outcome.js';
import { predictAgentEffect, type AgentPrediction } from './index.js';
import { predictEffect as predictClaudeCode } from './claude-code/predict-effect.js';
import type { Effect } from '../oracle/effect.js';

export function predictEffect(prediction: AgentPrediction): Effect;
export function predictEffect(event: EventName, outcome: HookOutcome, version: string): Effect;
export function predictEffect(first: AgentPrediction | EventName, outcome?: HookOutcome, version?: string): Effect {
  if (typeof first === 'object') return predictAgentEffect(first);
  if (outcome === undefined || version === undefined) throw new TypeError('predictEffect(event, outcome, version): all three are needed');
  return predictClaudeCode(first, outcome, version);
}
