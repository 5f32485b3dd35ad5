/**
 * The garbage a hook must survive with exit 0 and no effect (posture open): empty stdin, text that
 * is not JSON, cut JSON, JSON that is no object, and the event's payload with every field given
 * the wrong type.
 */
import type { AgentId } from '../agents/index.js';
import { payloads } from '../library/payloads.js';
import { claudeEventOf } from '../library/run-case.js';

export interface GarbageOptions {
  readonly agent?: AgentId;
  /** The event the hook is wired on (the agent's name or Claude Code's); default PreToolUse. */
  readonly event?: string;
  readonly timeoutMs?: number;
}

export function garbageInputs(options: GarbageOptions): { readonly label: string; readonly stdin: string }[] {
  const claudeEvent = claudeEventOf(options.agent ?? 'claude-code', options.event ?? 'PreToolUse') ?? 'PreToolUse';
  const sample = payloads.event(claudeEvent);
  const wrongTyped = JSON.stringify(Object.fromEntries(Object.keys(sample).map((key, index) => [key, index % 2 === 0 ? 42 : ['wrong']])));
  return [
    { label: 'empty stdin', stdin: '' },
    { label: 'text that is not JSON', stdin: 'not json at all' },
    { label: 'cut JSON', stdin: JSON.stringify(sample).slice(0, 25) },
    { label: 'JSON null', stdin: 'null' },
    { label: 'a JSON array', stdin: '[1, 2, 3]' },
    { label: 'every field of the wrong type', stdin: wrongTyped },
  ];
}
