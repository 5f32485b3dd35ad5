/**
 * Valid cases: realistic payloads of each wired event, narrowed to the tools the matcher selects,
 * since Claude Code would never send the others to this hook.
 */
import { EVENTS, type EventName } from '../../../specs/claude-code/events.js';
import { matcherMatches, readMatcher } from '../../../specs/claude-code/matcher.js';
import { buildPayloads, type PayloadContext, type SamplePayload } from '../../../specs/claude-code/payloads.js';
import { AGENTS } from '../../agents/index.js';
import type { AgentRun } from '../../agents/agent-run.js';
import type { TestCase } from '../../model/run/hook-report.js';

interface ValidCaseOptions {
  readonly events: readonly EventName[];
  readonly matcher?: string;
  readonly agentVersion: string;
  readonly payloadContext: PayloadContext;
  /** The agent the hook is run as, when not Claude Code: its payloads replace Claude Code's. */
  readonly agent?: AgentRun;
}

/** Builds the valid cases; ids are stable (`<event>/valid/<n>`) so a case can be named again. */
export function buildValidCases(options: ValidCaseOptions): TestCase[] {
  return options.events.flatMap((event) =>
    (options.agent === undefined ? selectSamples(event, options) : agentSamples(event, options.agent, options)).map((sample, index) => ({
      id: `${event}/valid/${index + 1}`,
      kind: 'valid' as const,
      event,
      label: `${options.agent?.event ?? event} ${sample.label}`,
      stdin: JSON.stringify(sample.payload),
    })),
  );
}

/** The event's samples Claude Code would send to a hook wired with this matcher. */
export function selectSamples(event: EventName, { matcher, agentVersion, payloadContext }: Omit<ValidCaseOptions, 'events'>): SamplePayload[] {
  const samples = buildPayloads(event, payloadContext);
  const field = EVENTS[event].matcherField;
  if (field === null || matcher === undefined) return samples;
  const matching = samples.filter((sample) => matcherMatches(matcher, String(sample.payload[field] ?? ''), agentVersion));
  if (matching.length > 0) return matching;
  // An exact name we have no sample for (a custom MCP tool, say): send a sample under that name.
  const reading = readMatcher(matcher, agentVersion);
  if (reading.kind === 'exact') return reading.names.map((name) => renameSample(samples[0]!, field, name));
  return samples;
}

function renameSample(sample: SamplePayload, field: string, value: string): SamplePayload {
  return { label: `${value} (renamed sample)`, payload: { ...sample.payload, [field]: value } };
}

/**
 * The samples an agent other than Claude Code sends a hook wired with this matcher: Claude Code's
 * samples of the event, each in that agent's shape, where the agent's form of the call is modelled.
 */
export function agentSamples(event: EventName, run: AgentRun, { matcher, payloadContext }: Pick<ValidCaseOptions, 'matcher' | 'payloadContext'>): SamplePayload[] {
  const oracle = AGENTS[run.agent];
  return buildPayloads(event, payloadContext).flatMap(({ label, payload }) => {
    const native = oracle.payloadFor(run.event, payload);
    // The label names the tool as this agent does (`run_shell_command: rm -rf`, not Claude Code's `Bash:`).
    const tool = nativeToolName(native);
    return native !== null && oracle.matcherSelects(matcher, native, run.version) ? [{ label: tool === null ? label : label.replace(/^[\w.-]+:/, `${tool}:`), payload: native }] : [];
  });
}

/** The tool an agent's payload names: `tool_name`, Copilot's `toolName`, or Cline's `tool_call.name`. */
function nativeToolName(payload: Readonly<Record<string, unknown>> | null): string | null {
  const call = payload?.['tool_call'];
  const name = payload?.['tool_name'] ?? payload?.['toolName'] ?? (typeof call === 'object' && call !== null ? (call as Record<string, unknown>)['name'] : undefined);
  return typeof name === 'string' ? name : null;
}
