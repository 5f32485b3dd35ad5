/**
 * `npm run truth:gemini`: measures the installed Gemini CLI on every BeforeTool row of its answer
 * table (specs/gemini/truth/answers.ts), each one headless session against the fake Gemini API in
 * its own network namespace, and writes specs/gemini/truth/<version>.json
 * (src/live/agent-truth-script.ts: resumable, `--jobs`, `--only`, `--fresh`).
 */
import { fileURLToPath } from 'node:url';
import { geminiRows } from '../specs/gemini/truth/answers.js';
import { runAgentTruthScript } from '../src/live/agent-truth-script.js';
import { measureGeminiRow } from '../src/agents/gemini/live/gemini-truth-row.js';
import { readGeminiVersion } from '../src/agents/gemini/live/gemini-version.js';
import { runHook } from '../src/runner/run-hook.js';
import { createScratchArea } from '../src/runner/scratch-area.js';

const GEMINI_BIN = fileURLToPath(new URL('../agents/node_modules/.bin/gemini', import.meta.url));
const PATH = process.env['PATH'] ?? '/usr/bin:/bin';

await runAgentTruthScript(
  {
    agent: 'gemini',
    name: 'Gemini CLI',
    rows: geminiRows(),
    readVersion: () => readGeminiVersion(GEMINI_BIN, PATH, { runHook, createScratchArea: () => createScratchArea() }),
    measure: (_row, script) => measureGeminiRow(script, { geminiBin: GEMINI_BIN, bwrapBin: '/usr/bin/bwrap', path: PATH, runHook }),
  },
  process.argv.slice(2),
);
