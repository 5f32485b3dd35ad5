/**
 * Holds another agent's oracle to one live session of it. On its pre-tool event a session shows
 * one thing, whether the call ran. After the call it shows what the agent passed on: whether the
 * hook's reason (or stderr) reached the model, whether its context (or stdout) did, and whether
 * the agent went on at all. A text counts only where it tells the hook's answer apart: one the model
 * was sent before the hook answered, or that the payload itself carries, proves nothing, and a
 * verdict that would rest on it is left unconfirmed.
 */
import type { AgentRun } from '../../agents/agent-run.js';
import { AGENTS } from '../../agents/index.js';
import { isBlocking, type Effect } from '../../oracle/effect.js';
import type { RecordedAnswer } from '../../live/recorder-folder.js';
import { afterFinalAnswer, everyRequest, promptReached, reachedModel, sentBefore, sentIn, type LiveCall } from '../../live/live-call.js';
import { isBeforeCall, momentOfEvent } from '../../oracle/event-moment.js';
import type { LiveEffect, LiveResult } from '../../model/run/hook-report.js';

export function judgeLiveCall(run: AgentRun, agentVersion: string, call: LiveCall, answer: RecordedAnswer | null): LiveResult {
  const base = { agent: run.agent, agentVersion, toolRan: call.toolRan, modelSaw: null };
  if (answer === null) {
    // After a call that failed (a shell command that exits non-zero), some agents fire their failure event instead.
    const after = isBeforeCall(AGENTS[run.agent].claudeEvent(run.event)) ? '' : ' after this call (it may have failed: some agents fire another event after a failed call)';
    return { ...base, effect: call.toolRan ? 'proceeded' : 'blocked', predicted: 'unknown', hookExitCode: null, agreesWithOracle: false, unconfirmed: `the agent did not run the hook${after}` };
  }
  const effect = AGENTS[run.agent].predict(run.event, answer.outcome, run.version);
  const hookExitCode = answer.outcome.kind === 'exited' ? answer.outcome.exitCode : null;
  if (isBeforeCall(AGENTS[run.agent].claudeEvent(run.event))) {
    // On a pre-tool event the one thing a session shows is whether the call ran: every effect that holds it back is a block.
    const observed: LiveEffect = call.toolRan ? 'proceeded' : 'blocked';
    const predicted: LiveEffect = isBlocking(effect.kind) || effect.kind === 'ask' ? 'blocked' : 'proceeded';
    return { ...base, effect: observed, predicted: `${predicted} (${effect.kind} on the answer the hook gave there)`, hookExitCode, agreesWithOracle: predicted === observed };
  }
  // A session's end comes after the final answer too: what it shows is whether the agent went on.
  if (momentOfEvent(AGENTS[run.agent].claudeEvent(run.event)) === 'end-of-turn') return judgeAfterTurn(base, effect, call, answer, hookExitCode);
  if (momentOfEvent(AGENTS[run.agent].claudeEvent(run.event)) === 'prompt') return judgeBeforePrompt(base, effect, call, answer, hookExitCode);
  return judgeAfterCall(base, effect, call, answer, hookExitCode);
}

/** Before the prompt a session shows whether the prompt reached the model, and which of the hook's texts went with it (or in its place). */
function judgeBeforePrompt(base: Pick<LiveResult, 'agent' | 'agentVersion' | 'toolRan' | 'modelSaw'>, effect: Effect, call: LiveCall, answer: RecordedAnswer, hookExitCode: number | null): LiveResult {
  const sent = everyRequest(call);
  const telling = (text: string) => text.trim() !== '' && !answer.stdin.includes(text.trim());
  const contexts = [...effect.context, answer.outcome.stdout].filter(telling).map((text) => text.trim());
  const seen = contexts.find((text) => sentIn(sent, text));
  const observed: LiveEffect = seen !== undefined ? 'context' : promptReached(call) ? 'proceeded' : 'blocked';
  const predicted: LiveEffect = isBlocking(effect.kind) || effect.endsTurn === true ? 'blocked' : effect.kind === 'context' ? 'context' : 'proceeded';
  const live = { ...base, effect: observed, continued: promptReached(call), modelSaw: seen ?? null, predicted: `${predicted} (${effect.kind} on the answer the hook gave there)`, hookExitCode };
  if (predicted === 'context' && !effect.context.some(telling))
    return { ...live, agreesWithOracle: false, unconfirmed: "the hook's context is text the payload carries, so the session cannot show whether it reached the model" };
  return { ...live, agreesWithOracle: predicted === observed };
}

/** At the end of the turn a session shows whether the agent went on, and with which of the hook's texts. */
function judgeAfterTurn(base: Pick<LiveResult, 'agent' | 'agentVersion' | 'toolRan' | 'modelSaw'>, effect: Effect, call: LiveCall, answer: RecordedAnswer, hookExitCode: number | null): LiveResult {
  const later = afterFinalAnswer(call);
  const texts = [effect.reason ?? '', answer.outcome.stderr, answer.outcome.stdout].map((text) => text.trim()).filter((text) => text !== '');
  const seen = texts.find((text) => sentIn(later, text));
  const observed: LiveEffect = later.length > 0 ? 'blocked' : 'proceeded';
  const predicted: LiveEffect = effect.kind === 'block' && effect.endsTurn !== true ? 'blocked' : 'proceeded';
  return {
    ...base,
    effect: observed,
    continued: later.length > 0,
    modelSaw: seen ?? null,
    predicted: `${predicted} (${effect.kind} on the answer the hook gave there)`,
    hookExitCode,
    agreesWithOracle: predicted === observed,
  };
}

function judgeAfterCall(base: Pick<LiveResult, 'agent' | 'agentVersion' | 'toolRan' | 'modelSaw'>, effect: Effect, call: LiveCall, answer: RecordedAnswer, hookExitCode: number | null): LiveResult {
  const { stdout, stderr } = answer.outcome;
  const telling = (text: string) => text.trim() !== '' && !answer.stdin.includes(text.trim()) && !sentBefore(call, text.trim());
  const reasons = [effect.reason ?? '', stderr].filter(telling).map((text) => text.trim());
  const contexts = [...effect.context, stdout].filter(telling).map((text) => text.trim());
  const reasonSeen = reasons.find((text) => reachedModel(call, text));
  const contextSeen = contexts.find((text) => reachedModel(call, text));
  const observed: LiveEffect = !call.continued || reasonSeen !== undefined ? 'blocked' : contextSeen !== undefined ? 'context' : 'proceeded';
  const told = isBlocking(effect.kind) && effect.endsTurn !== true;
  const predicted: LiveEffect = effect.endsTurn === true || told ? 'blocked' : effect.kind === 'context' ? 'context' : 'proceeded';
  const live = {
    ...base,
    effect: observed,
    continued: call.continued,
    modelSaw: reasonSeen ?? contextSeen ?? null,
    predicted: `${predicted} (${effect.kind} on the answer the hook gave there)`,
    hookExitCode,
  };
  // What would show the prediction is a text the session cannot tell apart: no verdict either way.
  const untold = (told && (effect.reason === undefined || !telling(effect.reason))) || (effect.kind === 'context' && !effect.context.some(telling));
  if (untold) return { ...live, agreesWithOracle: false, unconfirmed: "the hook's text is one the model was sent anyway (or none), so the session cannot show whether it reached the model" };
  return { ...live, agreesWithOracle: predicted === observed };
}
