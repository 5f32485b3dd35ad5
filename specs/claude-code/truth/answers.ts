/**
 * The table of answers the truth script (scripts/truth-claude-code.ts) measures in the real agent
 * and the differential test replays through the oracle: events × stdout shapes × exits × stderr.
 * Each channel carries its own marker word, so a recorded session shows which text reached the model.
 */
import type { EventName } from '../events.js';

export const MARKERS = {
  stdout: 'zqstdoutword',
  stderr: 'zqstderrword',
  reason: 'zqreasonword',
  context: 'zqcontextword',
  prompt: 'zqpromptword',
  rewrite: 'zqrewriteword',
} as const;

/** Channels whose text may reach the model; `rewrite` is the output of the rewritten tool input. */
export const CHANNELS = ['stdout', 'stderr', 'reason', 'context', 'rewrite'] as const;

export const TRUTH_EVENTS = ['PreToolUse', 'PostToolUse', 'PostToolUseFailure', 'UserPromptSubmit', 'Stop', 'SessionStart', 'PreCompact', 'SubagentStart', 'SubagentStop', 'PermissionRequest'] as const satisfies readonly EventName[];
type TruthEvent = (typeof TRUTH_EVENTS)[number];

const TRUTH_EXITS = ['0', '1', '2', '3', '127', 'signal'] as const;
type TruthExit = (typeof TRUTH_EXITS)[number];

const TRUTH_STDERRS = { empty: '', text: `${MARKERS.stderr} refused` } as const;
type TruthStderr = keyof typeof TRUTH_STDERRS;

/** The prompt of every session, and the tool call the scripted model makes on tool events. */
export const PROMPT = `Say ${MARKERS.prompt}.`;
const TOOL_CALL = { tool_name: 'Bash', tool_input: { command: 'echo zqoriginalword', description: 'Print a word' } } as const;
/** The same call failing (a non-zero exit), which fires PostToolUseFailure instead of PostToolUse. */
const FAILING_CALL = { tool_name: 'Bash', tool_input: { command: 'echo zqoriginalword; exit 3', description: 'Print a word and fail' } } as const;
/** A call the agent asks permission for (it writes a file), so PermissionRequest fires: nothing allows it beforehand. */
const ASKING_CALL = { tool_name: 'Bash', tool_input: { command: 'echo zqoriginalword > written.txt', description: 'Write a word' } } as const;
/** A subagent that answers at once (in the foreground, so its end comes before the main turn's): fires SubagentStart and SubagentStop. */
const SUBAGENT_CALL = { tool_name: 'Agent', tool_input: { description: 'Say a word', prompt: 'Say zqsubagentword.', subagent_type: 'general-purpose', run_in_background: false } } as const;
const REWRITTEN_INPUT = { command: `echo ${MARKERS.rewrite}`, description: 'Print a word' };
/** Over the 10,000-character cap, with the marker at the very end: it shows only if the text arrives whole. */
const LONG_REASON = `${'The reason goes on. '.repeat(530)}${MARKERS.reason}`;

const json = (value: object): string => JSON.stringify(value);
const specific = (event: TruthEvent, fields: object): object => ({ hookSpecificOutput: { hookEventName: event, ...fields } });

/** The event's own decision forms, by name. */
function decisionShapes(event: TruthEvent): Record<string, object> {
  switch (event) {
    case 'PreToolUse':
      return {
        deny: specific(event, { permissionDecision: 'deny', permissionDecisionReason: MARKERS.reason }),
        allow: specific(event, { permissionDecision: 'allow', permissionDecisionReason: MARKERS.reason }),
        ask: specific(event, { permissionDecision: 'ask', permissionDecisionReason: MARKERS.reason }),
        defer: specific(event, { permissionDecision: 'defer' }),
        'approve-deprecated': { decision: 'approve', reason: MARKERS.reason },
        'block-deprecated': { decision: 'block', reason: MARKERS.reason },
        'deny-no-reason': specific(event, { permissionDecision: 'deny' }),
        'deny-long-reason': specific(event, { permissionDecision: 'deny', permissionDecisionReason: LONG_REASON }),
        rewrite: specific(event, { updatedInput: REWRITTEN_INPUT }),
        'allow-rewrite': specific(event, { permissionDecision: 'allow', updatedInput: REWRITTEN_INPUT }),
      };
    case 'PermissionRequest':
      return {
        allow: specific(event, { decision: { behavior: 'allow' } }),
        deny: specific(event, { decision: { behavior: 'deny', message: MARKERS.reason } }),
        'deny-no-message': specific(event, { decision: { behavior: 'deny' } }),
        'deny-interrupt': specific(event, { decision: { behavior: 'deny', message: MARKERS.reason, interrupt: true } }),
        'allow-rewrite': specific(event, { decision: { behavior: 'allow', updatedInput: { ...REWRITTEN_INPUT } } }),
        // What a PreToolUse guard answers, wired on this event by mistake.
        'pre-tool-allow': specific(event, { permissionDecision: 'allow', permissionDecisionReason: MARKERS.reason }),
        'approve-deprecated': { decision: 'approve', reason: MARKERS.reason },
        'block-deprecated': { decision: 'block', reason: MARKERS.reason },
      };
    case 'SessionStart':
    case 'SubagentStart':
      return {};
    default:
      return {
        block: { decision: 'block', reason: MARKERS.reason },
        'block-no-reason': { decision: 'block' },
        'block-long-reason': { decision: 'block', reason: LONG_REASON },
        // Hooks in the wild pass text on this way ("approve" with a reason after a failed call).
        approve: { decision: 'approve', reason: MARKERS.reason },
      };
  }
}

/** The answer the malformed shapes wrap: the event's first decision, or context where it has none. */
function mainAnswer(event: TruthEvent): object {
  return Object.values(decisionShapes(event))[0] ?? specific(event, { additionalContext: MARKERS.context });
}

/** Every stdout shape for `event`, by name. */
function stdoutShapes(event: TruthEvent): Record<string, string> {
  const main = json(mainAnswer(event));
  const shapes: Record<string, string> = {
    empty: '',
    plain: `${MARKERS.stdout} from the hook`,
    invalid: `{"hookSpecificOutput": ${MARKERS.stdout}}`,
    'two-documents': `${main}\n${main}`,
    'banner-json': `${MARKERS.stdout} starting\n${main}`,
    'continue-false': json({ continue: false, stopReason: MARKERS.reason }),
    bom: `\uFEFF${main}`,
    crlf: JSON.stringify(mainAnswer(event), null, 2).replaceAll('\n', '\r\n'),
  };
  // PreCompact takes no hookSpecificOutput, so it has no context form.
  if (event !== 'PreCompact') shapes['context'] = json(specific(event, { additionalContext: MARKERS.context }));
  for (const [name, answer] of Object.entries(decisionShapes(event))) shapes[name] = json(answer);
  return shapes;
}

interface TruthAnswer {
  readonly stdout: string;
  readonly stderr: string;
  /** The exit code, or `signal`: killed by SIGKILL after printing. */
  readonly exit: number | 'signal';
}

export interface TruthRow {
  readonly id: string;
  readonly event: TruthEvent;
  readonly shape: string;
  readonly exit: TruthExit;
  readonly stderr: TruthStderr;
  readonly answer: TruthAnswer;
  /** The hook answers once per session and lets the later runs pass: a subagent told to go on by each block would never end. */
  readonly endOfTurn?: true;
}

/** Every row of the table, in a stable order. */
export function truthRows(): TruthRow[] {
  return TRUTH_EVENTS.flatMap((event) =>
    Object.entries(stdoutShapes(event)).flatMap(([shape, stdout]) =>
      TRUTH_EXITS.flatMap((exit) =>
        (Object.keys(TRUTH_STDERRS) as TruthStderr[]).map((stderr) => ({
          id: `${event}/${shape}/${exit}/${stderr}`,
          event,
          shape,
          exit,
          stderr,
          answer: { stdout, stderr: TRUTH_STDERRS[stderr], exit: exit === 'signal' ? ('signal' as const) : Number(exit) },
          ...(event === 'SubagentStop' ? { endOfTurn: true as const } : {}),
        })),
      ),
    ),
  );
}

/** The session each event needs: its payload, and for PreCompact a `/compact` after the first turn. */
export function sessionFor(event: TruthEvent): { payload: Record<string, unknown>; followUp?: string } {
  if (event === 'PreToolUse' || event === 'PostToolUse') return { payload: { prompt: PROMPT, ...TOOL_CALL } };
  if (event === 'PostToolUseFailure') return { payload: { prompt: PROMPT, ...FAILING_CALL } };
  if (event === 'PreCompact') return { payload: { prompt: PROMPT }, followUp: '/compact' };
  if (event === 'PermissionRequest') return { payload: { prompt: PROMPT, ...ASKING_CALL } };
  if (event === 'SubagentStart' || event === 'SubagentStop') return { payload: { prompt: PROMPT, ...SUBAGENT_CALL } };
  return { payload: { prompt: PROMPT } };
}
