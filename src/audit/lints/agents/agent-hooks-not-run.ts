/**
 * agent-hooks-not-run: says once per agent which of its hooks were linted but not run. Another
 * agent's hook runs as that agent on the events modelled for it (agent-run-of.ts); the rest would
 * be judged on input the agent never sends, so audit leaves them out and says so rather than stay
 * silent.
 */
import type { Lint } from '../lint.js';
import { makeFinding } from '../wiring/support/wiring-groups.js';
import { AGENTS, isOtherAgent } from '../../../agents/index.js';
import { agentRunOf } from '../../agent-run-of.js';

const agentHooksNotRun: Lint = {
  id: 'agent-hooks-not-run',
  title: 'Hooks wired for other agents are linted, not run',
  severity: 'info',
  description: "Audit runs another agent's hooks as that agent on the events modelled for it (its tool events, prompt, end of turn, session start, and where measured its session end and compaction); its other hooks are checked by the lints but not run.",
  check(context) {
    const others = context.hooks.filter((hook) => isOtherAgent(hook.agent) && agentRunOf(hook) !== null && 'notRun' in agentRunOf(hook)!);
    return byAgent(others).map((hooks) => {
      const first = hooks[0]!;
      const { name } = AGENTS[first.agent];
      const count = hooks.length === 1 ? '1 hook' : `${hooks.length} hooks`;
      const why = (agentRunOf(first) as { notRun: string }).notRun;
      return makeFinding(agentHooksNotRun, hooks, first.location, `${count} wired for ${name}, linted, not run; the first: ${why}.`, `Test them in ${name} itself for now; audit runs ${name}'s hooks on the events named above as ${name}, and the hooks wired for Claude Code.`);
    });
  },
};

function byAgent<T extends { agent: string }>(hooks: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const hook of hooks) groups.set(hook.agent, [...(groups.get(hook.agent) ?? []), hook]);
  return [...groups.values()];
}

export default agentHooksNotRun;
