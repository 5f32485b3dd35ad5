/**
 * agent-timeout-unit: a timeout surely written in the other unit. Gemini CLI reads milliseconds, so
 * `"timeout": 30` (what `gemini hooks migrate` copies from a Claude Code hook) gives the hook 30 ms;
 * Codex and Copilot CLI read seconds, so 5000 there is 83 minutes. Qwen Code reads 1000 or more as
 * milliseconds itself, so it is left alone.
 */
import { GEMINI } from '../../../../specs/gemini/agent.js';
import type { WiredHook } from '../../types.js';
import type { Lint } from '../lint.js';
import { lineOfPath } from '../wiring/support/source-line.js';
import { makeFinding } from '../wiring/support/wiring-groups.js';
import { AGENT_EVENTS, isOtherAgent } from '../../../oracle/agent-events.js';

/** Below this a millisecond value is too short for any process to start and answer; at or above it a second value is hours. */
const UNIT_EDGE = 1000;

const agentTimeoutUnit: Lint = {
  id: 'agent-timeout-unit',
  title: "Timeouts are in the unit the wiring agent reads",
  severity: 'warning',
  description: 'Gemini CLI reads `timeout` in milliseconds (default 60000), Codex and Copilot CLI in seconds; configurations copied between them carry 30 where 30000 was meant, or 5000 where 5 was (PROTOCOLS.md §3, §4, §5, §11.8).',
  check(context) {
    return context.hooks.flatMap((hook) => {
      const wrong = wrongUnit(hook);
      if (wrong === undefined) return [];
      const field = hook.agent === 'copilot' && 'timeoutSec' in hook.handler ? 'timeoutSec' : 'timeout';
      const jsonPath = `${hook.location.jsonPath}.${field}`;
      const line = lineOfPath(context.files, hook.location.file, jsonPath) ?? hook.location.line;
      return [makeFinding(agentTimeoutUnit, [hook], { file: hook.location.file, jsonPath, ...(line === undefined ? {} : { line }) }, `"${field}": ${String(hook.timeout)} ${wrong.problem}`, wrong.fix.replace('FIELD', field))];
    });
  },
};

function wrongUnit(hook: WiredHook): { problem: string; fix: string } | undefined {
  const { timeout } = hook;
  if (typeof timeout !== 'number' || !Number.isFinite(timeout) || timeout <= 0 || !isOtherAgent(hook.agent)) return undefined;
  if (hook.agent === 'gemini' && GEMINI.timeoutUnit === 'ms' && timeout < UNIT_EDGE) {
    return {
      problem: `is ${timeout} ms: ${GEMINI.name} reads milliseconds, so the hook is killed almost at once. This is almost surely ${timeout} seconds written as milliseconds (\`gemini hooks migrate\` copies Claude Code's seconds unchanged).`,
      fix: `Write "FIELD": ${timeout * 1000} for ${timeout} seconds, or remove it to get ${GEMINI.name}'s default of ${GEMINI.defaultTimeoutMs} ms.`,
    };
  }
  if ((hook.agent === 'codex' || hook.agent === 'copilot') && timeout >= UNIT_EDGE) {
    const name = AGENT_EVENTS[hook.agent].name;
    return {
      problem: `is ${timeout} seconds (${Math.round(timeout / 60)} minutes): ${name} reads seconds, so a hook that hangs holds the agent that long. This is almost surely milliseconds written as seconds.`,
      fix: `Write "FIELD": ${Math.max(1, Math.round(timeout / 1000))} if you meant ${timeout} ms.`,
    };
  }
  return undefined;
}

export default agentTimeoutUnit;
