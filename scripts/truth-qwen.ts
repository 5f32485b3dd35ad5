/**
 * `npm run truth:qwen`: measures the installed Qwen Code on every PreToolUse row of its answer
 * table (specs/qwen/truth/answers.ts), each one headless session against the fake chat-completions
 * model in its own network namespace, and writes specs/qwen/truth/<version>.json
 * (src/live/agent-truth-script.ts: resumable, `--jobs`, `--only`, `--fresh`).
 */
import { fileURLToPath } from 'node:url';
import { qwenRows } from '../specs/qwen/truth/answers.js';
import { runAgentTruthScript } from '../src/live/agent-truth-script.js';
import { measureQwenRow } from '../src/agents/qwen/live/qwen-row.js';
import { readQwenVersion } from '../src/agents/qwen/live/qwen-version.js';
import { runHook } from '../src/runner/run-hook.js';
import { createScratchArea } from '../src/runner/scratch-area.js';

const QWEN_BIN = fileURLToPath(new URL('../agents/node_modules/.bin/qwen', import.meta.url));
const PATH = process.env['PATH'] ?? '/usr/bin:/bin';

await runAgentTruthScript(
  {
    agent: 'qwen',
    name: 'Qwen Code',
    rows: qwenRows(),
    readVersion: () => readQwenVersion(QWEN_BIN, PATH, { runHook, createScratchArea: () => createScratchArea() }),
    measure: (_row, script) => measureQwenRow(script, { qwenBin: QWEN_BIN, bwrapBin: '/usr/bin/bwrap', path: PATH, runHook }),
  },
  process.argv.slice(2),
);
