/** How Codex runs one shell call live, and how its version is read (src/live/agent-driver.ts). */
import { PROBE_FILE, PROMPT } from '../../../../specs/agents/pre-tool-answers.js';
import { codexRows } from '../../../../specs/codex/truth/answers.js';
import { measureCodexRow } from './codex-row.js';
import { contained, execHook, type AgentDriver } from '../../../live/agent-driver.js';
import { readCodexVersion } from './codex-version.js';
import { codexHookTrust } from './hook-trust.js';
import { codexCall } from './codex-facts.js';
import type { CodexSession, CodexSessionOptions } from './codex-session.js';

export const driver: AgentDriver = {
  binName: 'codex',
  packageName: '@openai/codex',
  readVersion: (bin, path, deps) => readCodexVersion(bin, path, deps),
  runShellCall: async (input, runHook) => {
    const options: CodexSessionOptions = { codexBin: input.bin, command: execHook(input), event: input.event, matcher: input.matcher ?? '^Bash$', hookTimeoutMs: input.hookTimeoutMs, prompt: PROMPT, probeCommand: input.shellCommand, probeFile: PROBE_FILE, path: input.path };
    return codexCall(await contained<CodexSession>(input, 'agents/codex/live/session-main.js', options, runHook));
  },
  truthRows: () => codexRows(),
  hookTrust: (input, runHook) => codexHookTrust(input, runHook),
  measureTruthRow: (row, script, input, runHook) => measureCodexRow(row, script, { codexBin: input.bin, bwrapBin: input.bwrapBin, path: input.path, runHook }),
};
