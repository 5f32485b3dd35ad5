/**
 * fast-check arbitraries for property tests of a hook: valid payloads of an event as an agent sends
 * them (the fuzzer's own generators), and invalid stdin a hook must survive (empty, malformed,
 * wrong-typed, truncated, binary). Other agents than Claude Code: shell calls before and after a call,
 * prompts, and turn ends, on the events modelled for them.
 */
import type fc from 'fast-check';
import { EVENT_NAMES, isEventName, type EventName } from '../../specs/claude-code/events.js';
import { LATEST_VERSION } from '../../specs/claude-code/versions.js';
import { selectSamples } from '../engine/cases/valid-cases.js';
import { invalidStdinArbitrary } from '../fuzz/arbitraries/invalid-payload.js';
import { validPayloadArbitrary } from '../fuzz/arbitraries/valid-payload.js';
import type { AgentId } from '../agents/index.js';
import { modelledToolsMatcher } from '../agents/modelled-tools.js';
import { AGENTS } from '../agents/index.js';

interface ArbitraryOptions {
  /** A Claude Code matcher narrowing the tools (`Bash`, `Edit|Write`). */
  readonly matcher?: string;
  /** The project folder payloads name; default: the current folder. */
  readonly cwd?: string;
}

const contextOf = (options: ArbitraryOptions) => ({ sessionId: 'hookcheck-property', transcriptPath: '/dev/null', cwd: options.cwd ?? process.cwd() });

function claudeEvent(agent: AgentId, event: string): EventName {
  if (isEventName(event)) return event;
  // An agent's own event name (Gemini's BeforeTool) stands for the Claude Code event it answers to.
  const mapped = EVENT_NAMES.find((candidate) => AGENTS[agent].runEvents(candidate).includes(event));
  if (mapped === undefined) throw new Error(`${event} is not an event hookcheck generates payloads of for ${AGENTS[agent].name}`);
  return mapped;
}

function valid(agent: AgentId, event: string, options: ArbitraryOptions = {}): fc.Arbitrary<Record<string, unknown>> {
  const claude = claudeEvent(agent, event);
  const context = contextOf(options);
  // Other agents: generate Claude Code's calls of the kinds modelled for them, then shape them.
  const matcher = agent === 'claude-code' ? options.matcher : modelledToolsMatcher(agent);
  const samples = selectSamples(claude, { ...(matcher === undefined ? {} : { matcher }), agentVersion: LATEST_VERSION, payloadContext: context });
  const generated = validPayloadArbitrary({ event: claude, samples, ...(matcher === undefined ? {} : { matcher }), agentVersion: LATEST_VERSION, context }).map(({ payload }) => ({ ...payload }));
  if (agent === 'claude-code') return generated;
  const native = isEventName(event) ? AGENTS[agent].nativeEvent(claude)! : event;
  return generated.map((payload) => AGENTS[agent].payloadFor(native, payload)!);
}

export const arbitraries = {
  /** Valid payloads of `event` as `agent` sends them (its own event name, or Claude Code's). */
  payload: valid,
  /** Stdin a hook must survive: text or bytes that are no valid payload of `event`. */
  invalidStdin: (event: string, options: ArbitraryOptions = {}): fc.Arbitrary<string | Uint8Array> => {
    if (!isEventName(event)) throw new Error(`${event} is not a Claude Code event`);
    const context = contextOf(options);
    const samples = selectSamples(event, { agentVersion: LATEST_VERSION, payloadContext: context });
    const benign = validPayloadArbitrary({ event, samples, agentVersion: LATEST_VERSION, context, benign: true });
    return invalidStdinArbitrary(event, benign, context).map(({ stdin }) => stdin);
  },
};
