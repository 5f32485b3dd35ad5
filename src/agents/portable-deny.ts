/**
 * The deny that works in every agent asked about, found by trying a few answers through each
 * agent's oracle (not by a list of what works where): the first that holds the tool back in all
 * of them, with the agents no single answer reaches. An answer Claude Code reads with a protocol
 * note (a schema or field it rejects) is no fix, whatever the others do with it.
 */
import type { AgentId } from './index.js';
import { AGENTS } from './index.js';
import { predictEffect as predictClaudeCode } from './claude-code/predict-effect.js';
import type { HookOutcome } from '../model/outcome.js';
import { acts } from '../oracle/portability/acts.js';
import type { EventName } from '../../specs/claude-code/events.js';
import { answeredOutcome } from '../oracle/answered-outcome.js';

interface Candidate {
  readonly words: string;
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

const REASON = 'Blocked: <why>';

/** The answers tried, the event's own context form last (it blocks nothing: it is chosen only where telling the model is what counts). */
const candidates = (event: EventName): readonly Candidate[] => [
  { words: 'exit 2 with the reason on stderr as plain text', exitCode: 2, stdout: '', stderr: REASON },
  { words: 'exit 0 with {"decision":"block","reason":…} on stdout', exitCode: 0, stdout: JSON.stringify({ decision: 'block', reason: REASON }), stderr: '' },
  {
    words: 'exit 0 with {"permissionDecision":"deny","permissionDecisionReason":…} on stdout',
    exitCode: 0,
    stdout: JSON.stringify({ permissionDecision: 'deny', permissionDecisionReason: REASON }),
    stderr: '',
  },
  {
    words: 'exit 0 with {"hookSpecificOutput":{"hookEventName":…,"additionalContext":…}} on stdout',
    exitCode: 0,
    stdout: JSON.stringify({ hookSpecificOutput: { hookEventName: event, additionalContext: REASON } }),
    stderr: '',
  },
];

/** A finished hook that answered with `candidate`: what the oracles read. */
function outcomeOf(candidate: Candidate): HookOutcome {
  return answeredOutcome(candidate.exitCode, candidate.stdout, candidate.stderr);
}

export interface PortableDeny {
  /** The answer, in words; null when none holds the tool back in more than one agent. */
  readonly words: string | null;
  /** Agents that answer does not hold back: they need a hook of their own. */
  readonly unreached: readonly AgentId[];
}

/** Whether `agent` does on `event` cleanly what a block does there (acts.ts); Claude Code is judged at `claudeVersion`. */
function deniedBy(agent: AgentId, outcome: HookOutcome, claudeVersion: string, event: EventName): boolean {
  if (agent === 'claude-code') {
    const effect = predictClaudeCode(event, outcome, claudeVersion);
    return acts(event, effect) && effect.notes.length === 0;
  }
  const oracle = AGENTS[agent];
  const native = oracle.nativeEvent(event);
  return native !== null && acts(event, oracle.predict(native, outcome, oracle.latestVersion));
}

/** The answer that blocks on `event` (a pre-tool call by default) in the most of `agents` (ties: the earliest candidate). */
export function findPortableDeny(agents: readonly AgentId[], claudeVersion: string = AGENTS['claude-code'].latestVersion, event: EventName = 'PreToolUse'): PortableDeny {
  let best: { words: string; unreached: AgentId[] } | null = null;
  for (const candidate of candidates(event)) {
    const outcome = outcomeOf(candidate);
    const unreached = agents.filter((agent) => !deniedBy(agent, outcome, claudeVersion, event));
    if (best === null || unreached.length < best.unreached.length) best = { words: candidate.words, unreached };
  }
  if (best === null || agents.length - best.unreached.length < 2) return { words: null, unreached: [...agents] };
  return best;
}
