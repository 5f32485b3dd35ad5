/** How Copilot CLI runs one shell call live, and how its version is read (src/live/agent-driver.ts). */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROBE_FILE, PROMPT } from '../../../../specs/agents/pre-tool-answers.js';
import { allCopilotRows } from '../../../../specs/copilot/truth/answers.js';
import { measureCopilotRow } from './copilot-row.js';
import { contained, execHook, type AgentDriver } from '../../../live/agent-driver.js';
import { readCopilotVersion } from './copilot-version.js';
import { copilotCall } from './copilot-facts.js';
import type { CopilotSession, CopilotSessionOptions } from './copilot-session.js';

/** Where Copilot unpacks its bundle once for every session (COPILOT_PKG_CACHE_HOME). */
function copilotPackageCache(): string {
  const dir = join(tmpdir(), 'hookcheck-copilot-pkg');
  mkdirSync(dir, { recursive: true });
  return dir;
}

export const driver: AgentDriver = {
  binName: 'copilot',
  packageName: '@github/copilot',
  readVersion: (bin, path, deps) => readCopilotVersion(bin, path, copilotPackageCache(), deps),
  runShellCall: async (input, runHook) => {
    const options: CopilotSessionOptions = { copilotBin: input.bin, command: execHook(input), event: input.event, hookTimeoutMs: input.hookTimeoutMs, prompt: PROMPT, probeCommand: input.shellCommand, probeFile: PROBE_FILE, path: input.path, pkgCacheDir: copilotPackageCache(), ...(input.matcher === undefined ? {} : { matcher: input.matcher }) };
    return copilotCall(await contained<CopilotSession>(input, 'agents/copilot/live/session-main.js', options, runHook));
  },
  truthRows: () => allCopilotRows(),
  measureTruthRow: (row, script, input, runHook) => measureCopilotRow(row, script, { copilotBin: input.bin, bwrapBin: input.bwrapBin, path: input.path, pkgCacheDir: copilotPackageCache(), runHook }),
};
