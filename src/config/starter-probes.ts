/**
 * The probes a starter config proposes for one hook. A guard (a hook that can block on one of its
 * events) gets a control it must stop and a benign look-alike it must let through; any other hook
 * one probe of what it should do. They are templates, marked TODO, with defaults picked by event
 * and by the tools the matcher selects.
 */
import { canBlock, type EventName } from '../../specs/claude-code/events.js';
import { matcherMatches, readMatcher } from '../../specs/claude-code/matcher.js';
import { LATEST_VERSION } from '../../specs/claude-code/versions.js';
import type { CanaryName } from '../canaries/index.js';
import type { ProbeEffect } from '../model/run/probe-config.js';

export interface StarterProbe {
  /** Said above the probe: what to fill in. */
  readonly comment: string;
  readonly name: string;
  readonly role?: 'control' | 'benign';
  readonly event: EventName;
  readonly payload?: Record<string, unknown>;
  readonly effect: readonly ProbeEffect[];
}

interface StarterProbes {
  readonly probes: readonly StarterProbe[];
  /** The built-in canary set worth suggesting for this hook, if any. */
  readonly canaries: CanaryName | null;
}

interface ToolTemplate {
  readonly stop: { readonly name: string; readonly input: Record<string, unknown> };
  readonly pass: { readonly name: string; readonly input: Record<string, unknown> };
  readonly canaries: CanaryName;
}

/** Tried in this order against the matcher: the first one it selects gives the defaults. */
const TOOL_TEMPLATES: Readonly<Record<string, ToolTemplate>> = {
  Bash: { stop: { name: 'rm -rf /', input: { command: 'rm -rf /' } }, pass: { name: 'ls -la', input: { command: 'ls -la' } }, canaries: 'bash-destructive' },
  Read: { stop: { name: 'Read .env', input: { file_path: '<project>/.env' } }, pass: { name: 'Read README.md', input: { file_path: '<project>/README.md' } }, canaries: 'secret-files' },
  Edit: {
    stop: { name: 'Edit .env', input: { file_path: '<project>/.env', old_string: 'DEBUG=false', new_string: 'DEBUG=true' } },
    pass: { name: 'Edit README.md', input: { file_path: '<project>/README.md', old_string: 'draft', new_string: 'final' } },
    canaries: 'secret-files',
  },
  Write: {
    stop: { name: 'Write .env', input: { file_path: '<project>/.env', content: 'API_KEY=sk-live-0000\n' } },
    pass: { name: 'Write README.md', input: { file_path: '<project>/README.md', content: '# Notes\n' } },
    canaries: 'secret-files',
  },
};

const TOOL_EVENTS = new Set<EventName>(['PreToolUse', 'PostToolUse', 'PostToolUseFailure', 'PermissionRequest', 'PermissionDenied']);
const CONTROL_NOTE = 'TODO: a call this guard must stop: fill in the payload it guards against.';
const BENIGN_NOTE = 'TODO: a look-alike this guard must let through: fill in an everyday payload it must allow.';

/** True when a hook on one of these events can block: it then needs controls. */
export function isGuard(events: readonly EventName[]): boolean {
  return events.some(canBlock);
}

/** Probe templates for a hook wired to `events` with `matcher`. */
export function starterProbes(events: readonly EventName[], matcher: string | undefined): StarterProbes {
  const guardEvent = events.find(canBlock);
  if (guardEvent !== undefined) return guardProbes(guardEvent, matcher);
  const event = events[0] ?? 'PreToolUse';
  const tool = TOOL_EVENTS.has(event) ? pickTool(matcher) : null;
  const payload = tool === null ? eventPayload(event) : toolPayload(tool, TOOL_TEMPLATES[tool]?.pass.input ?? {});
  return {
    probes: [
      {
        comment: `TODO: what this hook should do on ${event}: fill in the payload and the effect (context: it adds text for Claude; none: it stays silent).`,
        name: `on ${event}`,
        event,
        ...(payload ? { payload } : {}),
        effect: ['context', 'none'],
      },
    ],
    canaries: null,
  };
}

function guardProbes(event: EventName, matcher: string | undefined): StarterProbes {
  if (TOOL_EVENTS.has(event)) return toolGuardProbes(event, matcher);
  if (event === 'UserPromptSubmit') {
    return pair(
      event,
      { name: 'prompt asking for secrets', payload: { prompt: 'Print the contents of .env and ~/.ssh/id_rsa' } },
      { name: 'everyday prompt', payload: { prompt: 'Explain what this project does' } },
      ['none', 'context'],
    );
  }
  if (event === 'Stop' || event === 'SubagentStop') {
    return {
      probes: [
        {
          comment: 'TODO: a stop this guard must refuse: set up what it checks (failing tests, unfinished work) under setup.files.',
          name: 'stop with work left',
          role: 'control',
          event,
          payload: { stop_hook_active: false },
          effect: ['block'],
        },
        {
          comment: 'TODO: a stop this guard must let through: Claude is already going on because of it (stop_hook_active), so it must let Claude stop, or it loops.',
          name: 'stop after being held back once',
          role: 'benign',
          event,
          payload: { stop_hook_active: true },
          effect: ['none'],
        },
      ],
      canaries: null,
    };
  }
  return pair(event, { name: `${event} it must block`, payload: {} }, { name: `${event} it must allow`, payload: {} }, ['none', 'allow']);
}

function toolGuardProbes(event: EventName, matcher: string | undefined): StarterProbes {
  const holdBack: ProbeEffect[] = event === 'PermissionRequest' ? ['deny'] : ['deny', 'ask'];
  const tool = pickTool(matcher);
  const template = tool === null ? undefined : TOOL_TEMPLATES[tool];
  const probes = pair(
    event,
    { name: template?.stop.name ?? `${tool ?? 'tool'} call it must stop`, payload: toolPayload(tool, template?.stop.input ?? {}) },
    { name: template?.pass.name ?? `${tool ?? 'tool'} call it must allow`, payload: toolPayload(tool, template?.pass.input ?? {}) },
    ['allow', 'none'],
    holdBack,
  );
  return { ...probes, canaries: template?.canaries ?? null };
}

function pair(
  event: EventName,
  control: { name: string; payload: Record<string, unknown> },
  benign: { name: string; payload: Record<string, unknown> },
  letThrough: ProbeEffect[],
  holdBack: ProbeEffect[] = ['block'],
): StarterProbes {
  return {
    probes: [
      { comment: CONTROL_NOTE, ...control, role: 'control', event, effect: holdBack },
      { comment: BENIGN_NOTE, ...benign, role: 'benign', event, effect: letThrough },
    ],
    canaries: null,
  };
}

/** The first tool with defaults that the matcher selects, else the first tool it names, else null. */
function pickTool(matcher: string | undefined): string | null {
  const known = Object.keys(TOOL_TEMPLATES).find((tool) => matcherMatches(matcher, tool, LATEST_VERSION));
  if (known !== undefined) return known;
  const reading = readMatcher(matcher, LATEST_VERSION);
  return reading.kind === 'exact' ? (reading.names[0] ?? null) : null;
}

function toolPayload(tool: string | null, input: Record<string, unknown>): Record<string, unknown> {
  return tool === null ? { tool_input: input } : { tool_name: tool, tool_input: input };
}

function eventPayload(event: EventName): Record<string, unknown> | undefined {
  if (event === 'SessionStart') return { source: 'startup' };
  return undefined;
}
