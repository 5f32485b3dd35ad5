/**
 * What a hook is for, which decides how it is judged. A hook that decides (govern) must show that
 * it can fire; one that adds context (inject) is judged on that context; one that only records
 * (observe) on its posture, idempotency and side effects. The role is read from what the run saw,
 * then from the hook's code; the config's `role:` overrides both.
 */
import { judgedAs } from '../../model/run/judged-as.js';
import { CRASH_SIGNS, DENY_WORDS } from './stderr-words.js';
import type { EffectKind } from '../../oracle/effect.js';
import { readDecisionSign } from '../../runner/decision-code.js';
import type { ProbeReport } from '../../model/run/probe-report.js';
import type { CaseResult, HookTarget } from '../../model/run/hook-report.js';
import type { RoleJudgement } from '../../model/run/role.js';

interface RoleInput {
  readonly target: HookTarget;
  readonly results: readonly CaseResult[];
  readonly probes?: ProbeReport;
  /** The user's project, where the command's relative paths and $CLAUDE_PROJECT_DIR point; null: unknown. */
  readonly projectDir?: string | null;
}

/** Effects by which a hook decided: held the agent back, or answered a permission question itself. */
const DECISIONS = new Set<EffectKind>(['deny', 'ask', 'block', 'stop', 'allow']);
/** Garbage shows how a hook fails, not what it decides; the stdin-open case is killed on purpose. */
const JUDGED_KINDS = new Set(['valid', 'probe', 'large-payload']);
const VERBS: Partial<Record<EffectKind, string>> = { deny: 'denied', ask: 'asked', block: 'blocked', stop: 'stopped Claude', allow: 'allowed (an explicit decision)' };

export function inferRole({ target, results, probes, projectDir }: RoleInput): RoleJudgement {
  const judged = results.filter(({ testCase }) => JUDGED_KINDS.has(testCase.kind));
  const decided = judged.find(({ effect }) => DECISIONS.has(effect.kind));
  const evidence = decided ? { caseId: decided.testCase.id, label: decided.testCase.label, effect: decided.effect.kind } : null;
  if (target.role !== undefined) return { role: target.role, from: 'declared', why: `declared in the config (role: ${target.role})`, evidence };
  if (evidence) return { role: 'govern', from: 'run', why: `it ${VERBS[evidence.effect]} on ${evidence.label} [${evidence.caseId}]`, evidence };
  const refused = judged.find(
    ({ outcome }) => outcome.kind === 'exited' && outcome.exitCode !== 0 && outcome.exitCode !== 2 && outcome.exitCode < 126 && DENY_WORDS.test(outcome.stderr) && !CRASH_SIGNS.test(outcome.stderr),
  );
  if (refused) return { role: 'govern', from: 'run', why: `it tried to refuse on ${refused.testCase.label} (a deny-like message with a failing exit, which the agent does not honour)`, evidence };
  const informed = judged.find(({ effect }) => effect.kind === 'context' || effect.context.length > 0);
  if (informed) return { role: 'inject', from: 'run', why: `it added context on ${informed.testCase.label} [${informed.testCase.id}] and decided nothing`, evidence };
  if ((probes?.controls ?? 0) > 0) return { role: 'govern', from: 'controls', why: `it has ${probes!.controls} control probe(s), which say it must fire`, evidence };
  return fromCode(target, projectDir ?? null);
}

/** A hook that never had an effect is an observer, unless its code shows it means to decide. */
function fromCode(target: HookTarget, projectDir: string | null): RoleJudgement {
  // Another agent's event may let no answer block where Claude Code's does (Cline's TaskComplete).
  const judge = judgedAs(target);
  const blockable = target.input === 'none' || judge.events.some((event) => judge.oracle.canBlock(event));
  const quiet = 'it never denied, asked, blocked or added context';
  const events = target.agent === undefined ? judge.events.join(', ') : `${judge.events.join(', ')} in ${judge.oracle.name}`;
  if (!blockable) return { role: 'observe', from: 'run', why: `${quiet}, and none of its events (${events}) lets a hook block`, evidence: null };
  const sign = readDecisionSign(target.command, { projectDir: target.projectDir ?? projectDir ?? null, pluginRoot: target.env?.['CLAUDE_PLUGIN_ROOT'] ?? null });
  if (sign.kind === 'found') return { role: 'govern', from: 'code', why: `${quiet} in this run, but its code shows decision output (${sign.text})`, evidence: null };
  if (sign.kind === 'unreadable') return { role: 'govern', from: 'code', why: `${quiet} in this run, and its code could not be read (${sign.why}) to tell whether it means to decide`, evidence: null };
  return { role: 'observe', from: 'code', why: `${quiet}, and its code shows no decision output`, evidence: null };
}
