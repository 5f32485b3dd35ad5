/**
 * `npm run truth:cline`: measures the installed Cline CLI on every PreToolUse row of its answer
 * table (specs/cline/truth/answers.ts: a subset of the shapes and exits, with Cline's own
 * `cancel` forms), each one headless task against the fake chat-completions model in its own
 * network namespace, and writes specs/cline/truth/<version>.json (src/live/agent-truth-script.ts:
 * resumable, `--jobs`, `--only`, `--fresh`).
 */
import { fileURLToPath } from 'node:url';
import { clineRows } from '../specs/cline/truth/answers.js';
import { runAgentTruthScript } from '../src/live/agent-truth-script.js';
import { measureClineRow } from '../src/agents/cline/live/cline-row.js';
import { readClineVersion } from '../src/agents/cline/live/cline-version.js';
import { runHook } from '../src/runner/run-hook.js';
import { createScratchArea } from '../src/runner/scratch-area.js';

const CLINE_BIN = fileURLToPath(new URL('../agents/node_modules/.bin/cline', import.meta.url));
const PATH = process.env['PATH'] ?? '/usr/bin:/bin';

await runAgentTruthScript(
  {
    agent: 'cline',
    name: 'Cline',
    rows: clineRows(),
    readVersion: () => readClineVersion(CLINE_BIN, PATH, { runHook, createScratchArea: () => createScratchArea() }),
    measure: (row, script) => measureClineRow(row, script, { clineBin: CLINE_BIN, bwrapBin: '/usr/bin/bwrap', path: PATH, runHook }),
  },
  process.argv.slice(2),
);
