/**
 * The live driver of each agent other than Claude Code (src/agents/<id>/live/driver.ts), by id.
 * Claude Code's live replay is src/agents/replay-live.ts.
 */
import type { AgentId } from '../oracle/agent-oracle.js';
import type { AgentDriver } from '../live/agent-driver.js';
import { codexDriver } from './codex/live/driver.js';
import { geminiDriver } from './gemini/live/driver.js';
import { qwenDriver } from './qwen/live/driver.js';
import { copilotDriver } from './copilot/live/driver.js';
import { clineDriver } from './cline/live/driver.js';

export type { AgentDriver, ShellCallInput } from '../live/agent-driver.js';

export const AGENT_DRIVERS: Readonly<Record<Exclude<AgentId, 'claude-code'>, AgentDriver>> = {
  codex: codexDriver,
  gemini: geminiDriver,
  qwen: qwenDriver,
  copilot: copilotDriver,
  cline: clineDriver,
};
