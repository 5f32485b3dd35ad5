/**
 * agent-hooks-not-run: says once per agent that its hooks were linted but not run. hookcheck runs
 * hooks as Claude Code only; run with Claude's payloads, another agent's hook would be judged on
 * input it never gets, so audit does not run it and says so rather than stay silent.
 */
import type { Lint } from '../lint.js';
import { makeFinding } from '../wiring/support/wiring-groups.js';
import { AGENT_EVENTS, isOtherAgent } from './support/agent-events.js';

const agentHooksNotRun: Lint = {
  id: 'agent-hooks-not-run',
  title: 'Hooks wired for other agents are linted, not run',
  severity: 'info',
  description: 'Audit runs hooks with Claude Code payloads only; hooks another agent wires are checked by the lints but not run (issue 18).',
  check(context) {
    const others = context.hooks.filter((hook) => isOtherAgent(hook.agent));
    return byAgent(others).map((hooks) => {
      const first = hooks[0]!;
      const { name } = AGENT_EVENTS[first.agent as Exclude<typeof first.agent, 'claude-code'>];
      const count = hooks.length === 1 ? '1 hook' : `${hooks.length} hooks`;
      return makeFinding(agentHooksNotRun, hooks, first.location, `${count} wired for ${name}: linted, not run, because running hooks as ${name} is not built yet.`, `Test them in ${name} itself for now; audit runs the hooks wired for Claude Code.`);
    });
  },
};

function byAgent<T extends { agent: string }>(hooks: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const hook of hooks) groups.set(hook.agent, [...(groups.get(hook.agent) ?? []), hook]);
  return [...groups.values()];
}

export default agentHooksNotRun;
