/**
 * Before an audit: each agent that runs a project's hooks only once the user trusted them (its
 * driver's hookTrust) is asked which of the project's hooks it would run on this machine. An agent
 * that is not installed here, or a machine without bubblewrap, leaves them unasked, and stderr
 * says so; the audit goes on either way.
 */
import { homedir } from 'node:os';
import { AGENTS, isOtherAgent, type AgentId } from '../../agents/index.js';
import type { Discovery } from '../../audit/types.js';
import type { HookTrustReport } from '../../live/agent-driver.js';
import { findExecutable } from '../../runner/find-executable.js';
import { runHook } from '../../runner/run-hook.js';
import { findInstalled } from '../../store/find-agent-binary.js';

export async function askAgentTrust(discovery: Discovery, homeDir: string | null, notice: (line: string) => void): Promise<ReadonlyMap<AgentId, HookTrustReport>> {
  const agents = [...new Set(discovery.hooks.filter((hook) => hook.scope === 'project' && hook.type === 'command').map((hook) => hook.agent))].filter(isOtherAgent);
  const reports = new Map<AgentId, HookTrustReport>();
  for (const agent of agents) {
    const driver = await AGENTS[agent].loadDriver();
    if (driver.hookTrust === undefined) continue;
    const path = process.env['PATH'] ?? '/usr/bin:/bin';
    const bin = findInstalled(driver.binName, process.cwd(), path);
    const bwrapBin = findExecutable('bwrap', path);
    const name = AGENTS[agent].name;
    if (bin === undefined || bwrapBin === null) {
      notice(
        `${name} runs a project's hooks only once each is trusted; not checked here: ${bin === undefined ? `${name} (${driver.binName}) is not installed` : 'bubblewrap (bwrap), which contains the question, is not installed'}.`,
      );
      continue;
    }
    const report = await driver.hookTrust({ bin, bwrapBin, path, projectDir: discovery.projectDir, homeDir: homeDir ?? homedir(), env: process.env }, runHook);
    if (report.kind === 'unchecked') notice(`${name} runs a project's hooks only once each is trusted; not checked here: ${report.why}.`);
    reports.set(agent, report);
  }
  return reports;
}
