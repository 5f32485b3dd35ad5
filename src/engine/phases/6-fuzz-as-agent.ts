/**
 * Generated payloads for a run as another agent: Claude Code's calls of the kinds modelled for the
 * agent (or its turn ends, prompts, ...), drawn as Claude Code's and reshaped into the agent's form.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { EVENTS, type EventName } from '../../../specs/claude-code/events.js';
import { inputSchemas } from '../../../specs/claude-code/input-schemas.js';
import { AGENTS } from '../../agents/index.js';
import { modelledToolsMatcher } from '../../agents/modelled-tools.js';
import type { AgentRun } from '../../agents/agent-run.js';
import type { GeneratedPayload } from '../../fuzz/arbitraries/valid-payload.js';

const isToolEvent = (event: EventName) => EVENTS[event].matcherField === 'tool_name';
/** Whether Claude Code's payload on `event` holds a batch of calls: its input schema has `tool_calls`. */
const isBatchEvent = (event: EventName) => {
  const schema = inputSchemas[event];
  return schema instanceof z.ZodObject && 'tool_calls' in schema.shape;
};

/** Another agent's batch of calls is modelled with shell calls only (batchCallsOf): its generated batches hold those. */
const BATCHED_TOOLS = 'Bash';

/**
 * Generated Claude Code payloads in `run`'s agent's shape, those its matcher selects; null where the
 * agent's form of the event's payloads is not modelled or the matcher selects none of them.
 */
export function asAgent(claude: fc.Arbitrary<GeneratedPayload>, run: AgentRun, matcher: string | undefined): fc.Arbitrary<GeneratedPayload> | null {
  const oracle = AGENTS[run.agent];
  const shaped = claude.map(({ label, payload }) => ({ label, payload: oracle.payloadFor(run.event, payload) }));
  const selected = (payload: Record<string, unknown> | null): payload is Record<string, unknown> => payload !== null && oracle.matcherSelects(matcher, payload, run.version);
  // Asked once up front: a filter that never passes would make the generator give up only after many tries.
  if (!fc.sample(shaped, { numRuns: 20, seed: 1 }).some(({ payload }) => selected(payload))) return null;
  return shaped.filter((item): item is GeneratedPayload => selected(item.payload));
}

/** The matcher Claude Code's samples are drawn for, as `run`'s agent: its modelled tools on a tool event, shell calls in a batch, none elsewhere. */
export function agentSampleMatcher(event: EventName, run: AgentRun): string | undefined {
  return isToolEvent(event) ? modelledToolsMatcher(run.agent) : isBatchEvent(event) ? BATCHED_TOOLS : undefined;
}
