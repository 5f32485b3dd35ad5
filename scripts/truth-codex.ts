/**
 * `npm run truth:codex`: measures the installed Codex CLI on every row of its pre-tool answer table
 * (specs/codex/truth/answers.ts), each one headless `codex exec` against the fake Responses model
 * in its own network namespace, and writes specs/codex/truth/<version>.json
 * (src/live/agent-truth-script.ts: resumable, `--jobs`, `--only`, `--fresh`).
 */
import { fileURLToPath } from 'node:url';
import { codexRows } from '../specs/codex/truth/answers.js';
import { runAgentTruthScript } from '../src/live/agent-truth-script.js';
import { measureCodexRow } from '../src/agents/codex/live/codex-row.js';
import { readCodexVersion } from '../src/agents/codex/live/codex-version.js';
import { runHook } from '../src/runner/run-hook.js';
import { createScratchArea } from '../src/runner/scratch-area.js';

const CODEX_BIN = fileURLToPath(new URL('../agents/node_modules/.bin/codex', import.meta.url));
const PATH = process.env['PATH'] ?? '/usr/bin:/bin';

await runAgentTruthScript(
  {
    agent: 'codex',
    name: 'Codex',
    rows: codexRows(),
    readVersion: () => readCodexVersion(CODEX_BIN, PATH, { runHook, createScratchArea: () => createScratchArea() }),
    measure: (row, script) => measureCodexRow(row, script, { codexBin: CODEX_BIN, bwrapBin: '/usr/bin/bwrap', path: PATH, runHook }),
  },
  process.argv.slice(2),
);
