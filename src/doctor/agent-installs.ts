/**
 * Each agent hookcheck models, as installed here: its binary (found where `--live` looks), the
 * version it says it is (run with a scratch HOME, like every agent start), and whether a recorded
 * truth table covers that version, so a user knows which verdicts hold for the agent they run.
 */
import { AGENT_IDS, type AgentId } from '../agents/agent-ids.js';
import type { OracleBasis } from '../oracle/agent-oracle.js';

export interface AgentInstall {
  readonly id: AgentId;
  readonly name: string;
  /** Null: not found on PATH nor in a node_modules `--live` looks in. */
  readonly bin: string | null;
  readonly version: string | null;
  /** Why the version could not be read. */
  readonly versionError?: string;
  /** The version the oracle was measured on (its verdicts hold for it). */
  readonly modelled: string;
  /** How the verdicts for the installed version were established; null where none were. */
  readonly basis: OracleBasis | null;
  /** How to install it. */
  readonly install: string;
}

export interface AgentDeps {
  readonly agent: (
    id: AgentId,
  ) => Promise<{ readonly name: string; readonly latestVersion: string; readonly binName: string; readonly packageName: string; basis(version: string): OracleBasis | null }>;
  readonly findInstalled: (binName: string) => string | undefined;
  readonly readVersion: (id: AgentId, bin: string) => Promise<string>;
}

export async function examineAgents(deps: AgentDeps): Promise<AgentInstall[]> {
  return Promise.all(
    AGENT_IDS.map(async (id): Promise<AgentInstall> => {
      const agent = await deps.agent(id);
      const bin = deps.findInstalled(agent.binName) ?? null;
      const install = `npm install -D ${agent.packageName} (in a hookcheck checkout: npm run agents)`;
      const base = { id, name: agent.name, bin, modelled: agent.latestVersion, install };
      if (bin === null) return { ...base, version: null, basis: null };
      try {
        const version = await deps.readVersion(id, bin);
        return { ...base, version, basis: agent.basis(version) };
      } catch (error) {
        return { ...base, version: null, versionError: (error as Error).message, basis: null };
      }
    }),
  );
}
