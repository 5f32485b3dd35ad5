/**
 * controls: every control probe triggers its effect, no benign probe is held back, and a hook that
 * decides (role govern) shows that it can fire, on a control or on any other case of the run.
 * A govern hook that fired on nothing is no evidence: the verdict says so (or, with
 * --allow-no-controls, this check's warning does). Observers and injectors need no controls.
 */
import { stdinText } from '../util/stdin-text.js';
import { CANARY_NAMES, type CanaryName } from '../canaries/index.js';
import { expandCanaries } from '../engine/probes/expand-canaries.js';
import { describeCaseFields, describeFieldsToRead } from '../engine/probes/read-fields.js';
import type { HookTarget } from '../model/run/hook-report.js';
import { AGENTS } from '../agents/index.js';
import { makeFinding, roleOf, type Check, type CheckContext } from './check.js';

const controlsCheck: Check<'controls'> = {
  id: 'controls',
  title: 'Controls fire and benign look-alikes pass',
  description: 'Each control probe triggers its expected effect; each benign probe goes through; a hook that decides shows it can fire.',
  run(context) {
    const { probes, target } = context;
    if (probes === undefined) return [];
    const role = roleOf(context);
    const unproven = role.role === 'govern' && role.evidence === null;
    // With --allow-no-controls a hook without evidence is a warning, each missed control too.
    const missedSeverity = unproven && target.allowNoControls ? 'warning' : 'error';
    // A probe whose hook never started (judge.ts leaves those cases to the launch check) says
    // nothing of the guard: an agent that blocks on a failed start "fires" every control.
    const started = new Set(context.results.map(({ testCase }) => testCase.id));
    const findings = probes.results
      .filter((result) => started.has(result.caseId))
      .flatMap((result) => {
        const args = {
          name: result.name,
          sent: sentCommand(context, result.caseId, result.name),
          event: result.event,
          failures: result.failures.join('; '),
          detail: result.name,
          field: fieldsOfCase(context, result.caseId),
        };
        if (result.role === 'control' && !result.passed) return [makeFinding('controls', 'control-missed', missedSeverity, args, result.caseId)];
        // Held back only because the hook failed and its handler says "onFailure": "block": the guard's own check never ran.
        const failure = result.role === 'control' ? failedClosedOn(context, result.caseId) : null;
        if (failure !== null) return [makeFinding('controls', 'control-fired-by-failure', 'warning', { ...args, how: failure }, result.caseId)];
        // A look-alike of the default canaries is hookcheck's guess at what is harmless; a guard may
        // mean to stop it (all rm of tracked files): a warning. One the author declared benign: an error.
        if (result.role === 'benign' && result.blocked) return [makeFinding('controls', 'benign-blocked', result.scoped ? 'warning' : 'error', args, result.caseId)];
        return [];
      });
    if (role.role !== 'govern') return findings;
    const canaries = suggestCanaries(target, context.agentVersion);
    if (unproven) {
      const why = probes.controls === 0 ? 'it has no control probe and decided on no case of the run' : `none of its ${probes.controls} control(s) fired, and it decided on no other case`;
      const fields = describeFieldsToRead(target.events, target.matcher, context.agentVersion, target.agent);
      const honours = target.agent === undefined ? 'exit 2, or a decision as JSON on exit 0' : `in ${AGENTS[target.agent.agent].name}: ${AGENTS[target.agent.agent].denyHint}`;
      const severity = target.allowNoControls ? 'warning' : 'error';
      findings.unshift(
        makeFinding('controls', 'no-controls', severity, {
          events: target.agent?.event ?? (target.events.join(', ') || 'a script without JSON'),
          role: role.why,
          why,
          controls: probes.controls,
          canaries: canaries ?? '',
          fields,
          honours,
        }),
      );
    } else if (probes.controls === 0 && role.evidence !== null) {
      const how = canaries === null ? 'hookcheck init writes a template' : `hookcheck init writes a template, or --canaries ${canaries}`;
      findings.push(makeFinding('controls', 'controls-suggested', 'info', { label: role.evidence.label, effect: role.evidence.effect, how }, role.evidence.caseId));
    }
    return findings;
  },
};

/** How the hook failed on the case, when "onFailure": "block" made that failure its block; else null. */
function failedClosedOn({ results }: CheckContext, caseId: string): string | null {
  const result = results.find(({ testCase }) => testCase.id === caseId);
  if (result === undefined || !result.effect.failedClosed) return null;
  const { outcome } = result;
  const stderr = outcome.kind === 'exited' || outcome.kind === 'killed' ? (outcome.stderr.trim().split('\n')[0] ?? '') : '';
  const how =
    outcome.kind === 'exited' ? `it exited ${outcome.exitCode}` : outcome.kind === 'killed' ? `it died by ${outcome.signal}` : outcome.kind === 'timed-out' ? 'it timed out' : 'it could not start';
  return stderr === '' ? how : `${how}: "${stderr}"`;
}

/** What the probe's payload asked about, so a hint names the field the tool really carries. */
function fieldsOfCase({ results }: CheckContext, caseId: string): string {
  const result = results.find(({ testCase }) => testCase.id === caseId);
  return (result && describeCaseFields(result.testCase.stdin)) ?? 'the payload fields the agent sends';
}

/**
 * `(sends \`<command>\`)` when the probe sent a Bash command its name does not end with: a canary
 * named "rm -fr /*" sends `sudo rm -fr /*`, and a user who tries the name by hand must try the command.
 */
function sentCommand({ results }: CheckContext, caseId: string, name: string): string {
  const stdin = results.find(({ testCase }) => testCase.id === caseId)?.testCase.stdin ?? '';
  let input: unknown;
  try {
    input = (JSON.parse(stdinText(stdin)) as { tool_input?: unknown }).tool_input;
  } catch {
    return '';
  }
  if (typeof input !== 'object' || input === null) return '';
  // A command only: file paths are the scratch project's, which the name describes better.
  const call = (input as Record<string, unknown>)['command'];
  return typeof call !== 'string' || name.endsWith(call) ? '' : `(sends \`${call}\`)`;
}

/** The canary set whose controls this hook would be sent, or null when none would (a PreCompact hook, say). */
function suggestCanaries(target: HookTarget, agentVersion: string): CanaryName | null {
  const fileTools = target.matcher !== undefined && /Read|Edit|Write/.test(target.matcher) && !/Bash/.test(target.matcher);
  const order: readonly CanaryName[] = fileTools ? ['secret-files', ...CANARY_NAMES.filter((name) => name !== 'secret-files')] : CANARY_NAMES;
  return order.find((name) => expandCanaries([name], target.events, target.matcher, agentVersion, target.agent).probes.some((probe) => probe.role === 'control')) ?? null;
}

export default controlsCheck;
