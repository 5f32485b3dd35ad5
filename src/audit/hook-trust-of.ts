/**
 * Each agent's own list of a project's hooks and their trust (asked of the agent, AgentDriver's
 * hookTrust), read onto the hooks discovery found: which of them the agent would skip on this
 * machine without a word, and why.
 */
import { AGENTS, type AgentId } from '../agents/index.js';
import type { HookTrustReport } from '../live/agent-driver.js';
import type { WiredHook } from './types.js';

export interface HookTrust {
  /**
   * `untrusted`: never trusted; `modified`: changed since it was trusted; `project-untrusted`: the
   * agent loads none of this file's hooks (the project is not trusted); `not-listed`: the agent
   * lists other hooks of the file, not this one.
   */
  readonly status: 'untrusted' | 'modified' | 'project-untrusted' | 'not-listed';
  readonly agentName: string;
  /** Where the agent keeps its trust. */
  readonly configFile: string;
}

/** The hooks an agent would skip, by hook id; a hook the agent trusts, or whose agent was not asked, is not in it. */
export function hookTrustOf(hooks: readonly WiredHook[], reports: ReadonlyMap<AgentId, HookTrustReport>): Map<string, HookTrust> {
  const trust = new Map<string, HookTrust>();
  for (const hook of hooks) {
    const report = reports.get(hook.agent);
    // Only a project's own hooks are asked about: the agent is given the user's settings, not their hooks files.
    if (report?.kind !== 'listed' || hook.scope !== 'project' || hook.type !== 'command') continue;
    const place = placeOf(hook.location.jsonPath);
    if (place === null) continue;
    const ofFile = report.hooks.filter((listed) => listed.file === hook.location.file);
    const listed = ofFile.find((entry) => entry.event === hook.event && entry.group === place.group && entry.handler === place.handler);
    const status = listed === undefined ? (ofFile.length === 0 ? 'project-untrusted' : 'not-listed') : listed.status === 'untrusted' || listed.status === 'modified' ? listed.status : null;
    if (status !== null) trust.set(hook.id, { status, agentName: AGENTS[hook.agent].name, configFile: report.configFile });
  }
  return trust;
}

/** `hooks.PreToolUse[0].hooks[1]`: the group and handler indexes the agent keys its trust by. */
function placeOf(jsonPath: string): { readonly group: number; readonly handler: number } | null {
  const match = /\[(\d+)\]\.hooks\[(\d+)\]$/.exec(jsonPath);
  return match === null ? null : { group: Number(match[1]), handler: Number(match[2]) };
}
