/**
 * timeout: the hook outlived its timeout (a failure, never a pass: Claude Code fails open), needed
 * SIGKILL, or left processes behind, possibly holding the pipes the agent waits on.
 */
import type { Finding } from '../findings/finding.js';
import { agentSays, makeFinding, type Check } from './check.js';
import { notSentTotals, STALL_STREAK } from '../engine/cases/case-breaker.js';
import { ownTimeReached, type HookOutcome } from '../model/outcome.js';
import type { HookTarget } from '../model/run/hook-report.js';
import { HELD_PIPES_MEASURED_ON } from '../../specs/claude-code/held-pipes.js';
import type { HeldPipes } from '../../specs/agents/agent-facts.js';
import { AGENTS, isOtherAgent, type AgentId } from '../agents/index.js';

/** How the timeout was told from a busy machine's delay (engine/confirm-timeout.ts), for the message. */
const CONFIRMED = {
  'own-time': 'Its own time reached the limit: the time it waited for a CPU other work held was added to its deadline, so load does not explain it.',
  alone: "It timed out again when run alone, with nothing else of the run beside it: the time is the hook's own.",
  'as-before': 'The hook had already timed out when run alone.',
  unconfirmed: '',
} as const;

const timeoutCheck: Check<'timeout'> = {
  id: 'timeout',
  title: 'The hook finishes in time and cleans up',
  description: 'No invocation times out, SIGTERM is enough to stop it, and nothing it started outlives it.',
  run({ results, killGraceMs, notSent = [], target }) {
    const findings: Finding[] = [];
    // Said once for the hook: the cases held back would only have timed out the same way.
    const timedOut = notSent.filter(({ stall }) => stall === 'timeout');
    if (timedOut.length > 0) {
      findings.push(makeFinding('timeout', 'timeout-cases-not-sent', 'info', { ...notSentTotals(timedOut), streak: STALL_STREAK }));
    }
    for (const { testCase, outcome, effect, timeoutConfirmed } of results) {
      // The stdin-open probe is killed on purpose; the stdin check judges it.
      if (testCase.kind === 'stdin-open' || outcome.kind === 'spawn-failed') continue;
      const { id, event, label } = testCase;
      if (outcome.kind === 'timed-out' && target.async === true) {
        findings.push(makeFinding('timeout', 'timeout-exceeded-async', 'warning', { timeoutMs: outcome.timeoutMs, event, label }, id));
        continue;
      }
      if (outcome.kind === 'timed-out') {
        const ownTime = ownTimeReached(outcome);
        if (outcome.ownTime !== undefined && !ownTime && timeoutConfirmed !== 'as-before') {
          // Stopped by the bound on waiting, its own time short of the limit by the low bound: the machine's doing, or not; not judged.
          findings.push(notJudged(outcome, 'was stopped', event, label, id));
          continue;
        }
        const confirmed = timeoutConfirmed ?? (ownTime ? 'own-time' : 'unconfirmed');
        findings.push(makeFinding('timeout', 'timeout-exceeded', 'error', { timeoutMs: outcome.timeoutMs, event, label, confirmed: CONFIRMED[confirmed], ...agentSays(target, effect) }, id));
        if (outcome.killedWith === 'SIGKILL') findings.push(makeFinding('timeout', 'timeout-needed-sigkill', 'warning', { graceMs: killGraceMs }, id));
        continue;
      }
      // Finished past its timeout, its deadline moved by the wait for a CPU: by its high bound it may have timed out on an idle machine too.
      if (outcome.ownTime !== undefined && outcome.ownTime.highMs >= outcome.ownTime.timeoutMs) findings.push(notJudged(outcome, 'finished', event, label, id));
      const { processes, heldPipes } = outcome.leftovers;
      if (heldPipes) findings.push(heldPipesFinding(target, id));
      if (processes.length > 0) {
        findings.push(makeFinding('timeout', 'leftover-processes', 'warning', { count: processes.length, commands: processes.join(', ') }, id));
      }
    }
    return findings;
  },
};

function notJudged(outcome: HookOutcome, ended: string, event: string, label: string, id: string): Finding {
  const { lowMs, highMs, timeoutMs } = outcome.ownTime!;
  return makeFinding(
    'timeout',
    'timeout-not-judged-busy',
    'warning',
    { timeoutMs, event, label, ended, durationMs: Math.round(outcome.durationMs), cpuWaitMs: outcome.cpuWaitMs ?? 0, lowMs, highMs },
    id,
  );
}

/**
 * Judged by what the agent does with held pipes, as measured: Claude Code (specs/claude-code/
 * held-pipes.ts) and Cline go on at the hook's exit with what it printed (what the holder prints
 * later is lost, and it outlives the hook): a warning. Codex, Copilot CLI and Qwen Code wait for
 * end-of-file until the hook's timeout, Gemini CLI until the holder ends, and each then drops the
 * hook's answer: a guard fails open, an error. A Claude Code hook also wired for such an agent is
 * an error too.
 */
function heldPipesFinding(target: HookTarget, caseId: string): Finding {
  const runAs = target.agent?.agent;
  const readers = runAs === undefined ? [CLAUDE_CODE_READING, ...(target.alsoWiredFor ?? []).map(readingOf)] : [readingOf(runAs)];
  const severity = readers.some(({ facts }) => facts.waits !== 'no' || !facts.answerKept) ? 'error' : 'warning';
  return makeFinding('timeout', 'leftover-held-pipes', severity, { agentReading: readers.map(describeReading).join(' ') }, caseId);
}

interface HeldPipesReading {
  readonly name: string;
  readonly facts: Pick<HeldPipes, 'waits' | 'answerKept' | 'measuredOn'>;
}

const CLAUDE_CODE_READING: HeldPipesReading = { name: 'Claude Code', facts: { waits: 'no', answerKept: true, measuredOn: HELD_PIPES_MEASURED_ON.join(' and ') } };

function readingOf(agent: AgentId): HeldPipesReading {
  return isOtherAgent(agent) ? { name: AGENTS[agent].name, facts: AGENTS[agent].facts.heldPipes } : CLAUDE_CODE_READING;
}

function describeReading({ name, facts }: HeldPipesReading): string {
  const measured = `(measured on ${facts.measuredOn})`;
  if (facts.waits === 'no')
    return `${name} does not wait for it ${measured}: it takes what the hook printed before it exited and goes on, so what that process prints later is lost, and it keeps running after the hook.`;
  const until = facts.waits === 'timeout' ? "until the hook's timeout" : "until that process ends, past the hook's timeout";
  return `${name} waits for the pipes to close ${until} ${measured}${facts.answerKept ? '.' : ", and then drops the hook's answer: a deny is lost and the call goes ahead."}`;
}

export default timeoutCheck;
