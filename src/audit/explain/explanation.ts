/** What `hookcheck explain` finds out: plain data the explain reporters render. */
import type { EventName } from '../../../specs/claude-code/events.js';
import type { WiringScope } from '../types.js';
import type { IfVerdict } from './if-condition.js';

export interface ExplainQuery {
  readonly event: EventName;
  /** The value the matcher is tested against (tool name, source, trigger…); null when not given. */
  readonly value: string | null;
  /** The Bash command `if` rules are tested against. */
  readonly command: string | null;
  readonly agentVersion: string;
}

/** Where one handler is written. */
export interface ExplainedSource {
  readonly id: string;
  readonly label: string;
  readonly scope: WiringScope;
  readonly line?: number;
}

export interface ExplainedHandler extends ExplainedSource {
  /** The event key as written (an agent's `Stop` runs as `SubagentStop`). */
  readonly event: string;
  readonly matcher?: unknown;
  readonly type: string;
  readonly command?: string;
  /** Why it fires (the matcher rule) or what rules it out. */
  readonly reason: string;
  /** The matcher rule, when `reason` is about something else (e.g. the `if` field). */
  readonly matcherRule?: string;
  /** How a Claude Code version on the other side of a matcher change decides. */
  readonly versionNotes: readonly string[];
  readonly if?: IfVerdict;
  /** What must also hold for it to run: a skill being active, an `if` hookcheck did not evaluate… */
  readonly conditions: readonly string[];
  /** async, once… */
  readonly notes: readonly string[];
  /** Identical handlers in other settings files: Claude Code runs them once, as this one. */
  readonly alsoIn: readonly ExplainedSource[];
}

export interface Explanation {
  /** Another agent's explanation names it; absent: Claude Code. */
  readonly agent?: { readonly id: string; readonly name: string };
  /** The event, in the agent's own names. */
  readonly event: string;
  /** The payload field the matcher is tested against; null when the event has no matcher. */
  readonly matcherField: string | null;
  readonly value: string | null;
  readonly command: string | null;
  readonly agentVersion: string;
  /** In discovery order (user, project, local, plugin, skill, agent): they all start in parallel. */
  readonly fires: readonly ExplainedHandler[];
  readonly doesNotFire: readonly ExplainedHandler[];
  readonly notes: readonly string[];
  /** Hooks the folder wires for agents other than the one explained: they are not in `fires` or `doesNotFire`. */
  readonly elsewhere?: readonly OtherAgentHooks[];
}

export interface OtherAgentHooks {
  readonly agent: { readonly id: string; readonly name: string };
  readonly handlers: number;
  /** The files that wire them, as shown to the user. */
  readonly files: readonly string[];
}
