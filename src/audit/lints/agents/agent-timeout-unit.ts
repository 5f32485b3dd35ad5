/**
 * agent-timeout-unit: a timeout surely written in the other unit, by the unit the agent's facts give
 * (specs/<agent>/agent.ts). Where it reads milliseconds, `"timeout": 30` (a Claude Code hook's seconds
 * copied unchanged) gives the hook 30 ms; where it reads seconds, 5000 is 83 minutes. An agent that
 * reads large values as milliseconds itself (Qwen Code, from 1000) is left alone there.
 */
import type { WiredHook } from '../../types.js';
import type { Lint } from '../lint.js';
import { lineOfPath } from '../wiring/support/source-line.js';
import { makeFinding } from '../wiring/support/wiring-groups.js';
import { AGENTS, isOtherAgent } from '../../../agents/index.js';

/** Below this a millisecond value is too short for any process to start and answer; at or above it a second value is hours. */
const UNIT_EDGE = 1000;

const agentTimeoutUnit: Lint = {
  id: 'agent-timeout-unit',
  title: "Timeouts are in the unit the wiring agent reads",
  severity: 'warning',
  description: 'Each agent reads `timeout` in its own unit (Gemini CLI milliseconds, default 60000; Codex and Copilot CLI seconds); configurations copied between them carry 30 where 30000 was meant, or 5000 where 5 was (PROTOCOLS.md §3, §4, §5, §11.8).',
  check(context) {
    return context.hooks.flatMap((hook) => {
      const wrong = wrongUnit(hook);
      if (wrong === undefined) return [];
      const alias = isOtherAgent(hook.agent) ? AGENTS[hook.agent].facts.timeoutFieldAlias : undefined;
      const field = alias !== undefined && alias in hook.handler ? alias : 'timeout';
      const jsonPath = `${hook.location.jsonPath}.${field}`;
      const line = lineOfPath(context.files, hook.location.file, jsonPath) ?? hook.location.line;
      return [makeFinding(agentTimeoutUnit, [hook], { file: hook.location.file, jsonPath, ...(line === undefined ? {} : { line }) }, `"${field}": ${String(hook.timeout)} ${wrong.problem}`, wrong.fix.replace('FIELD', field))];
    });
  },
};

function wrongUnit(hook: WiredHook): { problem: string; fix: string } | undefined {
  const { timeout } = hook;
  if (typeof timeout !== 'number' || !Number.isFinite(timeout) || timeout <= 0 || !isOtherAgent(hook.agent)) return undefined;
  const { name, facts } = AGENTS[hook.agent];
  if (facts.timeoutUnit === 'ms' && timeout < UNIT_EDGE) {
    const otherwise = facts.defaultTimeoutMs === undefined ? '' : `, or remove it to get ${name}'s default of ${facts.defaultTimeoutMs} ms`;
    return {
      problem: `is ${timeout} ms: ${name} reads milliseconds, so the hook is killed almost at once. This is almost surely ${timeout} seconds written as milliseconds (a Claude Code hook's seconds copied unchanged).`,
      fix: `Write "FIELD": ${timeout * 1000} for ${timeout} seconds${otherwise}.`,
    };
  }
  const readAsMs = facts.timeoutMsFrom !== undefined && timeout >= facts.timeoutMsFrom;
  if (facts.timeoutUnit === 's' && timeout >= UNIT_EDGE && !readAsMs) {
    return {
      problem: `is ${timeout} seconds (${Math.round(timeout / 60)} minutes): ${name} reads seconds, so a hook that hangs holds the agent that long. This is almost surely milliseconds written as seconds.`,
      fix: `Write "FIELD": ${Math.max(1, Math.round(timeout / 1000))} if you meant ${timeout} ms.`,
    };
  }
  return undefined;
}

export default agentTimeoutUnit;
