/**
 * exit-code: an exit code that does not mean what the hook meant. A deny that exits 1 (fails open),
 * exit 2 where nothing can be blocked, death by signal, a crash on an ordinary valid payload.
 */
import { canBlock, EVENTS, type EventName } from '../../specs/claude-code/events.js';
import { hasBehaviour } from '../../specs/claude-code/versions.js';
import { holdsValidAnswer } from '../agents/claude-code/validate-answer.js';
import type { Finding } from '../findings/finding.js';
import { isBlocking, type Effect } from '../oracle/effect.js';
import { predictEffect } from '../agents/claude-code/predict-effect.js';
import type { HookOutcome } from '../model/outcome.js';
import { CRASH_SIGNS, DENY_WORDS } from '../engine/role/stderr-words.js';
import { agentSays, makeFinding, roleOf, type Check } from './check.js';
import { judgedAs } from '../model/run/judged-as.js';
import type { HookTarget } from '../model/run/hook-report.js';
import { AGENTS } from '../agents/index.js';

/** Exit codes owned by the launch check: reporting them twice would be noise. */
const LAUNCH_EXIT_CODES = new Set([126, 127]);

const exitCodeCheck: Check<'exit-code'> = {
  id: 'exit-code',
  title: 'Exit codes mean what the hook meant',
  description: 'No fail-open deny (exit 1 + deny message), no exit 2 where it cannot block, no signal deaths, no crashes on valid payloads.',
  run(context) {
    const { results, agentVersion, target } = context;
    const governs = roleOf(context).role === 'govern';
    // What exit 2 and JSON on a failing exit mean is Claude Code's contract; another agent's is in its oracle's effect.
    const claudeCode = target.agent === undefined;
    const findings: Finding[] = [];
    for (const { testCase, outcome, effect } of results) {
      if (testCase.kind !== 'valid' && testCase.kind !== 'large-payload') continue;
      const { event, id } = testCase;
      if (outcome.kind === 'killed') {
        findings.push(makeFinding('exit-code', 'exit-killed-by-signal', 'error', { signal: outcome.signal, ...agentSays(target, effect) }, id));
        continue;
      }
      if (outcome.kind !== 'exited') continue;
      const { exitCode, stderr } = outcome;
      if (exitCode === 2 && claudeCode) {
        const mode = EVENTS[event].exit2;
        if (mode === 'user-notice' || mode === 'ignored') {
          findings.push(makeFinding('exit-code', 'exit-2-cannot-block', 'warning', { event, meaning: `${EVENTS[event].blockMeaning}` }, id));
        }
        continue;
      }
      if (exitCode === 0 || LAUNCH_EXIT_CODES.has(exitCode)) continue;
      // A long stdout was read whole before it was cut to an excerpt (engine/kept-output.ts).
      if (claudeCode && (outcome.stdoutAnswers ?? holdsValidAnswer(event, outcome.stdout))) {
        findings.push(jsonOnFailingExit(testCase.event, outcome, effect, agentVersion, id));
      } else if (canBlock(event) && DENY_WORDS.test(stderr) && !CRASH_SIGNS.test(stderr)) {
        // A deny by a failing exit holds only where the wiring's "onFailure": "block" makes it.
        if (!isBlocking(effect.kind))
          findings.push(
            makeFinding(
              'exit-code',
              'exit-deny-fails-open',
              'error',
              { exitCode, event, stderr, ...agentSays(target, effect), ...(target.agent === undefined ? {} : { denyHint: `To deny there: ${AGENTS[target.agent.agent].denyHint}.` }) },
              id,
            ),
          );
      } else if (effect.kind === 'non-blocking-error' || effect.failedClosed) {
        findings.push(
          makeFinding(
            'exit-code',
            'exit-crash-on-valid-payload',
            'error',
            { exitCode, event, label: testCase.label, stderr, ...agentSays(target, effect), ...(governs ? failClosedHint(target, event) : {}) },
            id,
          ),
        );
      }
    }
    return findings;
  },
};

/**
 * Decision JSON on a failing exit. Honoured or not depends on the version: ignored, the hook's
 * decision is lost (an error). Under "onFailure": "block" the exit wins whatever the JSON says
 * (measured, specs/claude-code/on-failure.ts): an allow becomes a refusal (an error), a deny still
 * holds but with the agent's words instead of the hook's reason (a warning).
 */
function jsonOnFailingExit(event: EventName, outcome: HookOutcome, effect: Effect, agentVersion: string, caseId: string): Finding {
  const exitCode = outcome.kind === 'exited' ? outcome.exitCode : -1;
  if (effect.failedClosed) {
    const meantToBlock = isBlocking(predictEffect(event, outcome, agentVersion).kind);
    const words = `holds the call back whatever the JSON says, because "onFailure": "block" on its handler counts a failing exit as a block${meantToBlock ? " (the model is told the hook failed, not the hook's reason)" : ''}`;
    return makeFinding('exit-code', 'exit-json-on-nonzero', meantToBlock ? 'warning' : 'error', { exitCode, version: agentVersion, honoured: words }, caseId);
  }
  const honoured = hasBehaviour(agentVersion, 'jsonOnNonZeroExitHonoured');
  const words = honoured ? 'honours it, but older versions and other agents ignore JSON on a failing exit' : 'ignores it';
  return makeFinding('exit-code', 'exit-json-on-nonzero', honoured ? 'warning' : 'error', { exitCode, version: agentVersion, honoured: words }, caseId);
}

/**
 * For a Claude Code guard whose crash lets the call through: the switch that makes a failure hold
 * it back instead, where Claude Code reads it (on the handler, not async, on this event).
 */
function failClosedHint(target: HookTarget, event: EventName): { failClosed?: string } {
  if (target.onFailure !== undefined || target.async === true) return {};
  const judge = judgedAs(target);
  const entry = judge.oracle.failClosedSwitch(judge.nativeEvent(event));
  if (entry === null) return {};
  return { failClosed: ` A guard can fail closed instead: with ${entry} on its handler, ${judge.oracle.name} holds the call back when the hook fails.` };
}

export default exitCodeCheck;
