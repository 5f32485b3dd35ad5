/** How Cline runs one shell call live, and how its version is read (src/live/agent-driver.ts). */
import { PROBE_FILE, PROMPT } from '../../../../specs/agents/pre-tool-answers.js';
import { clineRows } from '../../../../specs/cline/truth/answers.js';
import { measureClineRow } from './cline-row.js';
import { contained, type AgentDriver } from '../../../live/agent-driver.js';
import { readClineVersion } from './cline-version.js';
import { clineCall } from './cline-facts.js';
import type { ClineSession, ClineSessionOptions } from './cline-session.js';

export const driver: AgentDriver = {
  binName: 'cline',
  packageName: 'cline',
  readVersion: (bin, path, deps) => readClineVersion(bin, path, deps),
  runShellCall: async (input, runHook) => {
    const options: ClineSessionOptions = { clineBin: input.bin, hookScript: input.hookScript, event: input.event, prompt: PROMPT, probeCommand: input.shellCommand, probeFile: PROBE_FILE, path: input.path, agentTimeoutMs: input.hookTimeoutMs + 90_000 };
    return clineCall(await contained<ClineSession>(input, 'agents/cline/live/session-main.js', options, runHook));
  },
  truthRows: () => clineRows(),
  measureTruthRow: (row, script, input, runHook) => measureClineRow(row, script, { clineBin: input.bin, bwrapBin: input.bwrapBin, path: input.path, runHook }),
};
