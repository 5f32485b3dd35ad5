/** How Qwen Code runs one shell call live, and how its version is read (src/live/agent-driver.ts). */
import { qwenRows } from '../../../../specs/qwen/truth/answers.js';
import { measureQwenRow } from './qwen-row.js';
import { contained, execHook, type AgentDriver } from '../../../live/agent-driver.js';
import { readQwenVersion } from './qwen-version.js';
import { qwenCall } from './qwen-facts.js';
import type { QwenSession, QwenSessionOptions } from './qwen-session.js';

export const driver: AgentDriver = {
  binName: 'qwen',
  packageName: '@qwen-code/qwen-code',
  readVersion: (bin, path, deps) => readQwenVersion(bin, path, deps),
  runShellCall: async (input, runHook) => {
    const options: QwenSessionOptions = { qwenBin: input.bin, command: execHook(input), event: input.event, hookTimeoutMs: input.hookTimeoutMs, callerEnv: { PATH: input.path }, probeCommand: input.shellCommand, ...(input.matcher === undefined ? {} : { matcher: input.matcher }) };
    return qwenCall(await contained<QwenSession>(input, 'agents/qwen/live/session-main.js', options, runHook));
  },
  truthRows: () => qwenRows(),
  measureTruthRow: (row, script, input, runHook) => measureQwenRow(row, script, { qwenBin: input.bin, bwrapBin: input.bwrapBin, path: input.path, runHook }),
};
