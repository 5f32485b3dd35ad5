/**
 * The answer table measured on every agent's pre-tool event (Gemini `BeforeTool`, Codex
 * `PreToolUse`, Copilot `preToolUse`, …): stdout shapes × exits × stderr, the same for every agent
 * so that one hook script's answer can be compared across agents, plus each agent's own native
 * forms. Each channel carries its own marker word (those of the Claude Code table), so a recorded
 * session shows which text reached the model.
 */
import { MARKERS } from '../claude-code/truth/answers.js';

export { MARKERS };

/** Channels whose text may reach the model. */
export const PRE_TOOL_CHANNELS = ['stdout', 'stderr', 'reason', 'context'] as const;
export type PreToolChannel = (typeof PRE_TOOL_CHANNELS)[number];

export const PRE_TOOL_EXITS = ['0', '1', '2', '3', '127', 'signal'] as const;
export type PreToolExit = (typeof PRE_TOOL_EXITS)[number];

const STDERRS = { empty: '', text: `${MARKERS.stderr} refused` } as const;
/**
 * JSON on stderr: a structured log line (no decision in it), and a decision an author sent to the
 * wrong stream. Measured where an agent parses stderr as its answer (stderrJsonRows).
 */
const JSON_STDERRS = {
  'json-log': JSON.stringify({ level: 'error', message: `${MARKERS.stderr} refused` }),
  'json-deny': JSON.stringify({ decision: 'deny', reason: MARKERS.reason }),
} as const;
export type PreToolStderr = keyof typeof STDERRS | keyof typeof JSON_STDERRS;

/** The prompt of every session; the fake model answers it with one shell call running PROBE_COMMAND. */
export const PROMPT = `Say ${MARKERS.prompt}.`;
/** The shell command the fake model asks for: its output file shows whether the tool ran. */
export const PROBE_FILE = 'probe.txt';
export const PROBE_COMMAND = `echo hookprobe > ${PROBE_FILE}`;
/** The exit the probe ends with where the call must fail (an agent's failure event): after the probe file is written, so the call still ran. */
export const FAILED_CALL_EXIT = 3;

/**
 * The call a session's model asks for on `event` (Claude Code's name): PROBE_COMMAND, then a case's
 * own command where one is replayed, and on the failure event an exit that makes the call fail.
 */
export function probeCommandFor(event: string, caseCommand: string | null = null): string {
  return [PROBE_COMMAND, ...(caseCommand === null ? [] : [caseCommand]), ...(event === 'PostToolUseFailure' ? [`exit ${FAILED_CALL_EXIT}`] : [])].join('; ');
}

const json = (value: object): string => JSON.stringify(value);
const claudeDeny = { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: MARKERS.reason } };

/** Shapes every agent is measured on: what a hook written for one agent prints. */
export const COMMON_SHAPES: Readonly<Record<string, string>> = {
  empty: '',
  plain: `${MARKERS.stdout} from the hook`,
  truncated: `{"decision": "deny", "reason": "${MARKERS.reason}`,
  'decision-deny': json({ decision: 'deny', reason: MARKERS.reason }),
  'decision-block': json({ decision: 'block', reason: MARKERS.reason }),
  'decision-allow': json({ decision: 'allow', reason: MARKERS.reason }),
  'claude-deny': json(claudeDeny),
  'claude-deny-unknown-key': json({ ...claudeDeny, hookcheckUnknownKey: true }),
  'continue-false': json({ continue: false, stopReason: MARKERS.reason }),
  context: json({ hookSpecificOutput: { hookEventName: 'PreToolUse', additionalContext: MARKERS.context } }),
};

export interface AgentAnswer {
  readonly stdout: string;
  readonly stderr: string;
  /** The exit code, or `signal`: killed by SIGKILL after printing. */
  readonly exit: number | 'signal';
}

export interface AgentTruthRow {
  /** `<event>/<shape>/<exit>/<stderr>` */
  readonly id: string;
  /** The agent's own name of the event. */
  readonly event: string;
  readonly shape: string;
  readonly exit: PreToolExit;
  readonly stderr: PreToolStderr;
  readonly answer: AgentAnswer;
  /**
   * The event fires as the agent ends its turn (Stop): the hook answers the first time only (a block
   * would otherwise keep the agent going until its own limit), and what counts is what the agent did
   * after its final answer.
   */
  readonly endOfTurn?: true;
  /** The event fires before the prompt reaches the model: what counts is every request, and whether the prompt is in one. */
  readonly beforePrompt?: true;
  /** The hook leaves its mark in the project each time it answers: a row counts only if the agent ran it (no answer there shows otherwise). */
  readonly marksRun?: true;
}

/** Every pre-tool row for an agent whose event is `event`, with its `native` shapes after the common ones. */
export function preToolRows(event: string, native: Readonly<Record<string, string>> = {}): AgentTruthRow[] {
  const shapes = { ...COMMON_SHAPES, ...native };
  return Object.entries(shapes).flatMap(([shape, stdout]) =>
    PRE_TOOL_EXITS.flatMap((exit) =>
      (Object.keys(STDERRS) as (keyof typeof STDERRS)[]).map((stderr) => ({
        id: `${event}/${shape}/${exit}/${stderr}`,
        event,
        shape,
        exit,
        stderr,
        answer: { stdout, stderr: STDERRS[stderr], exit: exit === 'signal' ? ('signal' as const) : Number(exit) },
      })),
    ),
  );
}

/** Nothing on stdout and JSON on stderr, on exit 0 and on exit 2 (blocking): whether the agent reads stderr's JSON as the answer. */
export function stderrJsonRows(event: string, extra: Partial<AgentTruthRow> = {}): AgentTruthRow[] {
  return (['0', '2'] as const).flatMap((exit) =>
    (Object.keys(JSON_STDERRS) as (keyof typeof JSON_STDERRS)[]).map((stderr) => ({
      id: `${event}/empty/${exit}/${stderr}`,
      event,
      shape: 'empty',
      exit,
      stderr,
      answer: { stdout: '', stderr: JSON_STDERRS[stderr], exit: Number(exit) },
      ...extra,
    })),
  );
}

/** What one session showed about the row's answer. */
export interface AgentRowFacts {
  /** The shell call went through: the probe file was written. */
  readonly toolRan: boolean;
  /** The agent went on to ask the model again after the hook answered. */
  readonly continued: boolean;
  /** For each channel: its marker word reached the model after the hook answered. */
  readonly reached: Readonly<Record<PreToolChannel, boolean>>;
}

export interface AgentMeasuredRow extends AgentTruthRow {
  readonly facts: AgentRowFacts;
}

/** specs/<agent>/truth/<version>.json */
export interface AgentTruthTable {
  readonly agent: string;
  readonly version: string;
  readonly measuredBy: string;
  readonly prompt: string;
  readonly probeCommand: string;
  readonly markers: typeof MARKERS;
  readonly rows: readonly AgentMeasuredRow[];
}
