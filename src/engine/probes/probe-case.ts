/**
 * A probe as a case: its payload merged over a valid payload of the event (or over a recorded
 * one), placeholders (`<project>`, `<home>`, `<tmp>`, `<transcript>`) put back for the scratch
 * folders, and the files it sets up, with times relative to now.
 */
import { DEFAULT_EVENT, type EventName } from '../../../specs/claude-code/events.js';
import type { PayloadContext } from '../../../specs/claude-code/payloads.js';
import type { FileSetup } from '../../model/run/probe-config.js';
import { fromPortable, type ScratchPaths } from '../../fuzz/portable.js';
import { selectSamples } from '../cases/valid-cases.js';
import { AGENTS } from '../../agents/index.js';
import { modelledToolsMatcher } from '../../agents/modelled-tools.js';
import type { AgentRun } from '../../agents/agent-run.js';
import type { HookTarget, TestCase } from '../../model/run/hook-report.js';
import type { Probe } from '../../model/run/probe-report.js';
import type { RecordedInput } from '../../model/recorded-payload.js';

export interface ProbeFile {
  readonly path: string;
  readonly content: string;
  readonly mtimeMs?: number;
  readonly mode?: number;
}

export interface ProbeCaseInput {
  readonly target: HookTarget;
  readonly agentVersion: string;
  readonly scratch: ScratchPaths;
  readonly payloadContext: PayloadContext;
  readonly recorded: readonly RecordedInput[];
  /** The run's clock, so relative times are relative to one instant. */
  readonly now: number;
}

const UNIT_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

function probeEvent(probe: Probe, target: HookTarget): EventName {
  return probe.event ?? target.events[0] ?? DEFAULT_EVENT;
}

/** The case a probe runs as; `index` keeps ids distinct. */
export function buildProbeCase(probe: Probe, index: number, input: ProbeCaseInput): TestCase {
  const event = probeEvent(probe, input.target);
  return {
    id: `probe/${index + 1}`,
    kind: 'probe',
    event,
    label: `${probe.role ?? 'probe'} "${probe.name}"`,
    stdin: probeStdin(probe, event, input),
    args: probe.args.map((arg) => fromPortable(arg, input.scratch) as string),
    env: Object.fromEntries(Object.entries(probe.setup.env).map(([key, value]) => [key, fromPortable(value, input.scratch) as string])),
  };
}

function probeStdin(probe: Probe, event: EventName, input: ProbeCaseInput): string {
  if (probe.stdin === null) return '';
  if (probe.stdin !== undefined) return fromPortable(probe.stdin, input.scratch) as string;
  const recorded = probe.recorded === undefined ? undefined : findRecorded(probe.recorded, input.recorded);
  if (recorded !== undefined && recorded.payload === null) return fromPortable(recorded.stdin ?? '', input.scratch) as string;
  if (input.target.input === 'none' && probe.payload === undefined && recorded === undefined) return '';
  const base = recorded?.payload ?? baseSample(event, probe.payload, input);
  const merged = mergePayload(base, probe.payload ?? {});
  const payload = { ...merged, hook_event_name: recorded ? (merged['hook_event_name'] ?? event) : event };
  return fromPortable(JSON.stringify(recorded || !input.target.agent ? payload : asAgentPayload(payload, input.target.agent)), input.scratch) as string;
}

/** A probe written as a Claude Code payload, in the shape of the agent the hook is run as. */
function asAgentPayload(payload: Readonly<Record<string, unknown>>, run: AgentRun): Record<string, unknown> {
  const native = AGENTS[run.agent].payloadFor(run.event, payload);
  // Options refuse such probes before the run (probeToolProblem): this guards library use.
  if (native === null) throw new Error(`${AGENTS[run.agent].name}: its ${String(payload['tool_name'])} calls are not modelled (only ${modelledToolsMatcher(run.agent).replaceAll('|', ', ')})`);
  return native;
}

function findRecorded(name: string, recorded: readonly RecordedInput[]): RecordedInput {
  const found = recorded.find((entry) => entry.name === name);
  // The config loader checks names against the recorded folder; this is a guard for library use.
  if (found === undefined) throw new Error(`No recorded payload named "${name}".`);
  return found;
}

/** A sample of the event for the probe's tool (or the matcher's first), so merged fields fit. */
function baseSample(event: EventName, partial: Record<string, unknown> | undefined, input: ProbeCaseInput): Record<string, unknown> {
  // Another agent's matcher names that agent's tools; its probes are the calls modelled for it.
  const matcher = input.target.agent === undefined ? input.target.matcher : modelledToolsMatcher(input.target.agent.agent);
  const samples = selectSamples(event, { matcher, agentVersion: input.agentVersion, payloadContext: input.payloadContext });
  const toolName = partial?.['tool_name'] ?? (input.target.agent === undefined ? undefined : 'Bash');
  const sameTool =
    samples.find((sample) => sample.payload['tool_name'] === toolName) ??
    selectSamples(event, { agentVersion: input.agentVersion, payloadContext: input.payloadContext }).find((sample) => sample.payload['tool_name'] === toolName);
  return { ...(sameTool ?? samples[0])?.payload };
}

/**
 * Objects merge key by key; anything else replaces. A probe that names another tool than the
 * base replaces `tool_input` whole: a Read probe must not inherit a Bash command.
 */
export function mergePayload(base: Readonly<Record<string, unknown>>, partial: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const otherTool = 'tool_name' in partial && partial['tool_name'] !== base['tool_name'];
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(partial)) {
    const current = merged[key];
    merged[key] = key === 'tool_input' && otherTool ? value : isPlainObject(current) && isPlainObject(value) ? mergePayload(current, value) : value;
  }
  return merged;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The files a probe sets up, at absolute scratch paths, with absolute times. */
export function probeFiles(probe: Probe, scratch: ScratchPaths, now: number): ProbeFile[] {
  return Object.entries(probe.setup.files).map(([path, setup]) => toProbeFile(resolveScratchPath(path, scratch), setup, now));
}

function toProbeFile(path: string, setup: FileSetup, now: number): ProbeFile {
  if (typeof setup === 'string') return { path, content: setup };
  return {
    path,
    content: setup.content,
    ...(setup.mtime === undefined ? {} : { mtimeMs: readTime(setup.mtime, now) }),
    ...(setup.mode === undefined ? {} : { mode: parseInt(setup.mode, 8) }),
  };
}

/** "-2h" is two hours before `now`; anything else is a date. */
export function readTime(text: string, now: number): number {
  const match = /^([+-])(\d+(?:\.\d+)?)(ms|s|m|h|d)$/.exec(text);
  if (!match) return Date.parse(text);
  const amount = Number(match[2]) * UNIT_MS[match[3]!]!;
  return match[1] === '-' ? now - amount : now + amount;
}

/**
 * A probe's path inside the scratch area: relative to the project, `~/` for HOME, or a
 * placeholder. Paths that would leave the scratch area are refused when the config is read.
 */
export function resolveScratchPath(path: string, scratch: ScratchPaths): string {
  if (path.startsWith('~/')) return `${scratch.homeDir}/${path.slice(2)}`;
  if (path.startsWith('<')) return fromPortable(path, scratch) as string;
  return `${scratch.projectDir}/${path}`;
}

/** Why a probe path would leave the scratch area, or null. */
export function scratchPathProblem(path: string): string | null {
  if (path.startsWith('/')) return 'is absolute; write it relative to the project, or start it with ~/ or <tmp>/';
  if (path.split('/').includes('..')) return 'climbs out with ..; keep it inside the project, HOME (~/) or <tmp>/';
  if (path.startsWith('<') && !/^<(project|home|tmp)>(\/|$)/.test(path)) return 'starts with an unknown placeholder; use <project>/, <home>/ or <tmp>/';
  return null;
}
