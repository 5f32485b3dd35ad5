/**
 * controls: every control probe triggers its effect, no benign probe is held back, and a hook that
 * can block shows at least one control firing. Without that, the run is no evidence: the verdict
 * says so (or, with --allow-no-controls, this check's warning does).
 */
import { makeFinding, type Check } from './check.js';

const controlsCheck: Check<'controls'> = {
  id: 'controls',
  title: 'Controls fire and benign look-alikes pass',
  description: 'Each control probe triggers its expected effect; each benign probe goes through; a guard has working controls.',
  run({ probes, target }) {
    if (probes === undefined) return [];
    const nothingFired = probes.evidence === 'no-control-fired';
    // With --allow-no-controls a guard without working controls is a warning, each missed control too.
    const missedSeverity = nothingFired && target.allowNoControls ? 'warning' : 'error';
    const findings = probes.results.flatMap((result) => {
      const args = { name: result.name, event: result.event, failures: result.failures.join('; '), detail: result.name };
      if (result.role === 'control' && !result.passed) return [makeFinding('controls', 'control-missed', missedSeverity, args, result.caseId)];
      if (result.role === 'benign' && result.blocked) return [makeFinding('controls', 'benign-blocked', 'error', args, result.caseId)];
      return [];
    });
    if (probes.guard && (probes.evidence === 'no-controls' || probes.evidence === 'no-control-fired')) {
      const none = probes.evidence === 'no-controls';
      const why = none ? 'it has no control probe' : `none of its ${probes.controls} control(s) fired`;
      const fix = none
        ? `Add a control probe to hookcheck.config.json/.yaml (hookcheck init writes a template), or choose built-in canaries with --canaries ${suggestCanaries(target.matcher)}.`
        : 'Check that it reads the fields the agent sends (tool_input.command, not cmd) and answers in a way the agent honours (exit 2, or a decision as JSON on exit 0).';
      const severity = target.allowNoControls ? 'warning' : 'error';
      findings.unshift(makeFinding('controls', 'no-controls', severity, { events: target.events.join(', ') || 'a script without JSON', why, fix }));
    }
    return findings;
  },
};

/** The canary set a guard with this matcher most likely wants. */
function suggestCanaries(matcher: string | undefined): string {
  if (matcher !== undefined && /Read|Edit|Write/.test(matcher) && !/Bash/.test(matcher)) return 'secret-files';
  return 'bash-destructive';
}

export default controlsCheck;
