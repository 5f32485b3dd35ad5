/**
 * The Cline rows of the pre-tool answer table: a subset of the common shapes on Cline's
 * `PreToolUse`, plus Cline's own answer (PROTOCOLS.md §8: the last JSON object on stdout with
 * `cancel`, `errorMessage`, `contextModification`). Exits 0, 1, 2 and SIGKILL with text on stderr,
 * and exit 2 with none: five rows a shape, so the table can be measured in one sitting.
 */
import { MARKERS, preToolRows, type AgentTruthRow, stderrJsonRows } from '../../agents/pre-tool-answers.js';
import { postToolRows } from '../../agents/post-tool-answers.js';
import { stopRows } from '../../agents/stop-answers.js';
import { sessionStartRows } from '../../agents/session-start-answers.js';

const json = (value: object): string => JSON.stringify(value);

/** Cline-native answers, by shape name. */
export const CLINE_SHAPES: Readonly<Record<string, string>> = {
  cancel: json({ cancel: true }),
  'cancel-with-message': json({ cancel: true, errorMessage: MARKERS.reason }),
  'context-modification': json({ cancel: false, contextModification: MARKERS.context }),
};

/** The common shapes measured on Cline. */
/** After a call: a cancel, and context for later requests. */
const CLINE_POST_SHAPES: Readonly<Record<string, string>> = {
  'cancel-with-message': json({ cancel: true, errorMessage: MARKERS.reason }),
  'context-modification': json({ cancel: false, contextModification: MARKERS.context }),
};

const COMMON_MEASURED = ['empty', 'plain', 'truncated', 'decision-deny', 'claude-deny', 'continue-false', 'context'];
const SHAPES = new Set([...COMMON_MEASURED, ...Object.keys(CLINE_SHAPES)]);

function measured(row: AgentTruthRow): boolean {
  return SHAPES.has(row.shape) && (row.stderr === 'text' ? ['0', '1', '2', 'signal'].includes(row.exit) : row.exit === '2');
}

/** Every row measured on Cline. */
export function clineRows(): AgentTruthRow[] {
  return [
    ...preToolRows('PreToolUse', CLINE_SHAPES).filter(measured),
    ...postToolRows('PostToolUse', CLINE_POST_SHAPES),
    ...stopRows('TaskComplete', CLINE_POST_SHAPES),
    ...sessionStartRows('TaskStart', CLINE_POST_SHAPES),
    ...stderrJsonRows('PreToolUse'),
  ];
}
