/** How Gemini CLI runs one shell call live, and how its version is read (src/live/agent-driver.ts). */
import { geminiRows } from '../../../../specs/gemini/truth/answers.js';
import { measureGeminiRow } from './gemini-truth-row.js';
import { contained, execHook, type AgentDriver } from '../../../live/agent-driver.js';
import { readGeminiVersion } from './gemini-version.js';
import { geminiCall } from './gemini-facts.js';
import type { GeminiSession, GeminiSessionOptions } from './gemini-session.js';

export const driver: AgentDriver = {
  binName: 'gemini',
  packageName: '@google/gemini-cli',
  readVersion: (bin, path, deps) => readGeminiVersion(bin, path, deps),
  runShellCall: async (input, runHook) => {
    const options: GeminiSessionOptions = { geminiBin: input.bin, command: execHook(input), event: input.event, hookTimeoutMs: input.hookTimeoutMs, callerEnv: { PATH: input.path }, probeCommand: input.shellCommand, ...(input.matcher === undefined ? {} : { matcher: input.matcher }) };
    return geminiCall(await contained<GeminiSession>(input, 'agents/gemini/live/session-main.js', options, runHook));
  },
  truthRows: () => geminiRows(),
  measureTruthRow: (row, script, input, runHook) => measureGeminiRow(row, script, { geminiBin: input.bin, bwrapBin: input.bwrapBin, path: input.path, runHook }),
};
