/**
 * An agent other than Claude Code, modelled event by event: for each Claude Code event it answers
 * (its pre-tool event, and those measured since), the function from a hook's answer to the effect
 * and the payload the agent sends there for a shell call. The agent's names of each event come
 * from its spec (`events`, and `ownEvents` where its own hook files use another casing).
 */
import type { EventName } from '../../specs/claude-code/events.js';
import { nearestVersion } from './nearest-version.js';
import type { OracleBasis, OtherAgentOracle } from './agent-oracle.js';
import type { AgentFacts } from '../../specs/agents/agent-facts.js';
import type { Effect } from './effect.js';
import { answerOf, type HookAnswer } from './hook-answer.js';
import {
  batchCallsOf,
  editCallOf,
  frameOf,
  promptOf,
  sessionOpenOf,
  shellCallOf,
  turnEndOf,
  type EditCall,
  type PayloadFrame,
  type SessionOpen,
  type ShellCall,
  type TurnEnd,
} from '../../specs/agents/shell-call.js';
import { selectingName } from './tool-matcher.js';
import { answerAsks } from './answer-asks.js';

/** How the agent reads a hook's answer on one event, and what it sends the hook there. */
export type EventModel = ToolEventModel | BatchEventModel | TurnEventModel | PromptEventModel | SessionEventModel | SampleEventModel;

interface AnswerReading {
  /** `event` is the agent's name the hook was wired under (Copilot reads its two casings apart). */
  readonly read: (answer: HookAnswer, event: string) => Effect;
  /** What the agent reads of an answer there, in words for a report (an answer it ignores is told this). */
  readonly reads?: string;
  /** False where no answer blocks, denies or makes the agent go on (measured: nothing in its table did). */
  readonly canBlock?: false;
}

/**
 * An event about one tool call: its payload is built for a shell call (specs/<agent>/payloads.ts),
 * and for a file edit where the agent's edit tool is measured, shaped as the agent sent them.
 */
interface ToolEventModel extends AnswerReading {
  readonly payload: (event: string, frame: PayloadFrame, call: ShellCall) => Record<string, unknown>;
  /** Null for an edit the agent makes in no one call (Gemini has no MultiEdit). */
  readonly editPayload?: (event: string, frame: PayloadFrame, edit: EditCall) => Record<string, unknown> | null;
}

/** After a batch of calls: its payload is built from the batch's shell calls and their output. */
interface BatchEventModel extends AnswerReading {
  readonly batchPayload: (event: string, frame: PayloadFrame, calls: readonly ShellCall[]) => Record<string, unknown>;
}

/** Before the prompt reaches the model: its payload is built from the prompt. */
interface PromptEventModel extends AnswerReading {
  readonly promptPayload: (event: string, frame: PayloadFrame, prompt: string) => Record<string, unknown>;
}

/** As the session starts: its payload is built from how it began. */
interface SessionEventModel extends AnswerReading {
  readonly sessionPayload: (event: string, frame: PayloadFrame, session: SessionOpen) => Record<string, unknown>;
}

/**
 * An event whose payload is the frame and a few fields of Claude Code's own (why the session
 * ended, what set a compaction off, an instructions file loaded): built from the whole Claude Code
 * payload of that event, null where the agent sends no such payload (a load it never makes).
 */
interface SampleEventModel extends AnswerReading {
  readonly samplePayload: (event: string, frame: PayloadFrame, claudeSample: Readonly<Record<string, unknown>>) => Record<string, unknown> | null;
}

/** The end of a turn: its payload is built from the model's final answer. */
interface TurnEventModel extends AnswerReading {
  readonly turnPayload: (event: string, frame: PayloadFrame, turn: TurnEnd) => Record<string, unknown>;
}

export type EventModels = { readonly PreToolUse: EventModel } & { readonly [E in EventName]?: EventModel };

/**
 * `toolName`: the tool a payload of this agent names, for its matchers. `handOn`: how the agent's
 * hook runner hands an answer to every event's reader (Qwen Code's parses stderr as the answer in
 * some cases); by default as the hook gave it.
 */
export function eventOracle(
  id: string,
  spec: AgentFacts,
  models: EventModels,
  toolName: (payload: Readonly<Record<string, unknown>>) => string,
  handOn: (answer: HookAnswer) => HookAnswer = (answer) => answer,
): OtherAgentOracle {
  const recorded = spec.recordedTruth;
  const modelled = (Object.keys(models) as EventName[]).filter((event) => spec.events[event] !== undefined);
  /** The agent's names of a Claude Code event: the one hooks written for Claude Code land on first. */
  const namesOf = (event: EventName): string[] => {
    const model = modelled.find((candidate) => candidate === event);
    if (model === undefined) return [];
    const own = spec.ownEvents?.[model];
    return [spec.events[model]!, ...(own === undefined ? [] : [own])];
  };
  const claudeEventOf = (native: string): EventName | undefined => modelled.find((event) => namesOf(event).includes(native));
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
    nativeEvent: (event: EventName) => namesOf(event)[0] ?? null,
    claudeEvent: (native: string) => claudeEventOf(native) ?? null,
    // No other agent has been found to read a switch that makes a failure block (PROTOCOLS.md, their tables).
    failClosedSwitch: () => null,
    readsOn: (native: string) => {
      const claude = claudeEventOf(native);
      return claude === undefined ? undefined : claude === 'PreToolUse' ? spec.denyHint : models[claude]!.reads;
    },
    canBlock: (native: string) => {
      const claude = claudeEventOf(native);
      return claude !== undefined && models[claude]!.canBlock !== false;
    },
    predict: (event, outcome) => {
      const claude = claudeEventOf(event);
      if (claude === undefined) throw new Error(`${spec.name}: only ${modelled.flatMap(namesOf).join(', ')} ${modelled.length === 1 ? 'is' : 'are'} modelled, not ${event}`);
      const model = models[claude]!;
      const answer = answerOf(outcome);
      return noteUnread(model.read(handOn(answer), event), answer, `${spec.name} on ${event}`, model.reads);
    },
    runEvents: namesOf,
    payloadFor: (event, claudeSample) => {
      const claude = claudeEventOf(event);
      if (claude === undefined) return null;
      const model = models[claude]!;
      if ('promptPayload' in model) {
        const prompt = promptOf(claudeSample);
        return prompt === null ? null : model.promptPayload(event, frameOf(claudeSample), prompt);
      }
      if ('sessionPayload' in model) {
        const session = sessionOpenOf(claudeSample);
        return session === null ? null : model.sessionPayload(event, frameOf(claudeSample), session);
      }
      if ('samplePayload' in model) return claudeSample['hook_event_name'] === claude ? model.samplePayload(event, frameOf(claudeSample), claudeSample) : null;
      if ('batchPayload' in model) {
        const calls = batchCallsOf(claudeSample);
        return calls === null ? null : model.batchPayload(event, frameOf(claudeSample), calls);
      }
      if ('turnPayload' in model) {
        const turn = turnEndOf(claudeSample);
        return turn === null ? null : model.turnPayload(event, frameOf(claudeSample), turn);
      }
      const call = shellCallOf(claudeSample);
      if (call !== null) return model.payload(event, frameOf(claudeSample), call);
      const edit = model.editPayload === undefined ? null : editCallOf(claudeSample);
      return edit === null ? null : model.editPayload!(event, frameOf(claudeSample), edit);
    },
    toolNameOf: toolName,
    matcherSelects: (matcher, payload) => {
      return selectingName(spec, matcher, toolName(payload)) !== undefined;
    },
  };
}

/**
 * An answer that asks for something (answer-asks.ts) and has no effect at all is lost in this
 * agent: noted, with what it reads there. The pre-tool event is left out: a guard whose deny is
 * lost there shows as its probes and controls failing, with the agent's way to deny.
 */
function noteUnread(effect: Effect, answer: HookAnswer, where: string, reads: string | undefined): Effect {
  if (reads === undefined || (effect.kind !== 'no-effect' && effect.kind !== 'non-blocking-error')) return effect;
  if (effect.context.length > 0 || typeof answer.ended !== 'number') return effect;
  const asks = answerAsks(answer.stdout);
  if (asks.length === 0) return effect;
  const exit = answer.ended === 0 ? '' : ` after exit ${answer.ended}`;
  return { ...effect, notes: [...effect.notes, { code: 'answer-not-read', detail: `${where} reads none of this answer${exit} (${asks.join(', ')}): there it reads ${reads}` }] };
}
