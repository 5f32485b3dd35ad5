/** `hookcheck doctor`'s engine: what this machine gives a run, and each agent as installed here. */
import { examineAgents, type AgentDeps, type AgentInstall } from './agent-installs.js';
import { examineTools, type MachineDeps, type ToolFact } from './machine-tools.js';

export interface DoctorReport {
  readonly hookcheck: string;
  readonly node: string;
  readonly asRoot: boolean;
  readonly tools: readonly ToolFact[];
  readonly agents: readonly AgentInstall[];
  /** Every tool a default run or audit needs is there and works. */
  readonly ready: boolean;
}

export async function examineMachine(deps: MachineDeps & AgentDeps & { readonly hookcheck: string; readonly node: string }): Promise<DoctorReport> {
  const [tools, agents] = await Promise.all([examineTools(deps), examineAgents(deps)]);
  const ready = tools.every((tool) => !tool.neededByDefault || tool.status === 'ok');
  return { hookcheck: deps.hookcheck, node: deps.node, asRoot: deps.isRoot, tools, agents, ready };
}
