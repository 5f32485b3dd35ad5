/**
 * One finding as the pretty report shows it: the sentence, the case that shows it (the payload's
 * fields that matter, what happened, what Claude Code would do) and one line that reproduces it.
 * With --verbose: the whole payload, and every finding it covers.
 */
import { AGENTS } from '../../agents/index.js';
import type { styleText } from 'node:util';
import { excerpt } from '../../findings/excerpt.js';
import { describePayloadFields } from './payload-fields.js';
import { markScratchFolders } from './reproduce.js';
import type { ReportCase, ReportFinding, ReportFuzz } from './report-schema.js';
import { NOT_COMPARABLE, SUBAGENT_EVENTS } from '../../model/live-terms.js';

const REPRODUCE_MAX_CHARS = 2000;
const INDENT = '            ';

type Style = Parameters<typeof styleText>[0];
export type Paint = (style: Style, text: string) => string;

const SEVERITY_STYLE: Record<ReportFinding['severity'], Style> = { error: 'red', warning: 'yellow', info: 'cyan' };

/** The finding's lines; `verbose` adds the whole payload and each finding it covers. */
/** `agentName`: the agent whose oracle judged the hook's answers. */
export function renderFinding(finding: ReportFinding, fuzz: ReportFuzz | undefined, paint: Paint, verbose: boolean, agentName = 'Claude Code'): string[] {
  const times = finding.occurrences > 1 ? paint('dim', ` (seen ${finding.occurrences}×)`) : '';
  const lines = [`   ${paint(SEVERITY_STYLE[finding.severity], finding.severity.padEnd(7))} ${finding.message}${times}`];
  if (finding.case) lines.push(...renderCase(finding.case, paint, verbose, agentName));
  const failure = fuzz?.failures.find((item) => item.caseId === finding.case?.id);
  if (failure) lines.push(...renderShrunk(failure, paint));
  if (verbose)
    for (const covered of finding.covers ?? [])
      lines.push(paint('dim', `${INDENT}covers    ${covered.check}/${covered.code}${covered.caseId === undefined ? '' : ` [${covered.caseId}]`}: ${covered.message}`));
  return lines;
}

/** A shrunk fuzz failure: how small it got, the minimal payload, and the line that replays it. */
export function renderShrunk(failure: ReportFuzz['failures'][number], paint: Paint): string[] {
  const how = failure.shrinkComplete ? `in ${failure.shrinkSteps} step(s), ${failure.shrinkTries} tries` : `in ${failure.shrinkSteps} step(s) before a limit stopped it (smaller, maybe not minimal)`;
  const minimal = failure.stdin.length > REPRODUCE_MAX_CHARS ? `${failure.stdin.slice(0, REPRODUCE_MAX_CHARS)}… (${failure.stdin.length} chars)` : failure.stdin;
  return [
    paint('dim', `${INDENT}shrunk    to ${failure.minimalBytes} bytes from ${failure.originalBytes} ${how}; ${failure.occurrences} generated case(s) failed this way`),
    paint('dim', `${INDENT}minimal   ${minimal}`),
    `${INDENT}${paint('dim', 'replay')}    hookcheck replay ${failure.id}`,
  ];
}

function renderCase(testCase: ReportCase, paint: Paint, verbose: boolean, agentName: string): string[] {
  const { outcome, effect } = testCase;
  const happened = outcome.kind === 'exited' ? `exit ${outcome.exitCode}` : outcome.kind === 'killed' ? `killed by ${outcome.signal}` : outcome.kind;
  const payload = verbose ? `stdin     ${testCase.stdin || '(empty)'}` : `payload   ${describePayloadFields(testCase.stdin, testCase.event)}`;
  const reproduce = testCase.reproduce.length > REPRODUCE_MAX_CHARS ? '(payload too long to paste: take case.reproduce from --reporter json)' : testCase.reproduce;
  const lines = [
    paint('dim', `${INDENT}case      ${testCase.label} [${testCase.id}]`),
    paint('dim', `${INDENT}${payload}`),
    paint('dim', `${INDENT}outcome   ${happened} in ${outcome.durationMs} ms → ${agentName}: ${effect.kind}${effect.reason ? ` (${excerpt(effect.reason)})` : ''}${describeEffectExtras(effect)}`),
  ];
  // The scratch folders are gone once the run ends: by default they read as <project>, <home>, …
  const shown = (text: string) => (verbose ? excerpt(text) : markScratchFolders(excerpt(text)));
  if (outcome.stderr.trim()) lines.push(paint('dim', `${INDENT}stderr    ${shown(outcome.stderr)}`));
  if (outcome.stdout.trim()) lines.push(paint('dim', `${INDENT}stdout    ${shown(outcome.stdout)}`));
  if (testCase.live) lines.push(paint(testCase.live.unconfirmed !== undefined ? 'yellow' : testCase.live.agreesWithOracle ? 'green' : 'red', `${INDENT}live      ${describeLive(testCase)}`));
  lines.push(`${INDENT}${paint('dim', 'reproduce')} ${reproduce}`);
  return lines;
}

/** What the agent does beside the effect's kind: rewrites the tool input, ends the turn, reports an error. */
function describeEffectExtras(effect: ReportCase['effect']): string {
  const extras = [
    ...(effect.rewrite ? [`runs the tool with ${excerpt(JSON.stringify(effect.rewrite))}`] : []),
    ...(effect.endsTurn ? ['then ends the turn'] : []),
    ...(effect.hookError && effect.kind !== 'non-blocking-error' ? ['and reports a hook error'] : []),
  ];
  return extras.length === 0 ? '' : `, ${extras.join(', ')}`;
}

/** The case as the real agent replayed it (--live). */
export function describeLive({ live, event }: ReportCase): string {
  if (!live) return '';
  const agent = `${AGENTS[live.agent].name} ${live.agentVersion}`;
  if (live.unconfirmed !== undefined) return `could not be confirmed in ${agent}: ${live.unconfirmed}`;
  const subagent = SUBAGENT_EVENTS.has(event);
  const who = subagent ? 'the subagent' : 'the agent';
  const went = live.continued === undefined ? '' : live.continued ? `, ${who} continued` : `, ${who} stopped`;
  // The tool a subagent's replay runs is the subagent itself: that it ran says nothing of the hook.
  const ran = subagent ? '' : `, tool ran: ${live.toolRan ? 'yes' : 'no'}`;
  const what = `${live.effect}${ran}${went}${live.modelSaw ? `; the model saw "${excerpt(live.modelSaw)}"` : ''}`;
  // Nothing to hold the oracle to: saying "confirmed" would vouch for what the session cannot show.
  if (live.predicted === NOT_COMPARABLE) return `replayed in ${agent} (${what}); headless it cannot show this answer's effect, so nothing is confirmed`;
  return live.agreesWithOracle ? `confirmed by ${agent} (${what})` : `the agent disagrees: ${agent} ${what}; the oracle predicted ${live.predicted}`;
}
