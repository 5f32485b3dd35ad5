/**
 * `npm run truth:copilot`: measures the installed Copilot CLI on every pre-tool row of its answer
 * table, in both casings (camelCase `preToolUse` with Copilot's own payload, PascalCase
 * `PreToolUse` as for hooks written for Claude Code; specs/copilot/truth/answers.ts), each one
 * headless session against the fake chat-completions model in its own network namespace, and writes
 * specs/copilot/truth/<version>.json (src/live/agent-truth-script.ts: resumable, `--jobs`, `--only`,
 * `--fresh`).
 */
import { fileURLToPath } from 'node:url';
import { allCopilotRows } from '../specs/copilot/truth/answers.js';
import { runAgentTruthScript } from '../src/live/agent-truth-script.js';
import { measureCopilotRow } from '../src/agents/copilot/live/copilot-row.js';
import { readCopilotVersion } from '../src/agents/copilot/live/copilot-version.js';
import { runHook } from '../src/runner/run-hook.js';
import { createScratchArea } from '../src/runner/scratch-area.js';

const COPILOT_BIN = fileURLToPath(new URL('../agents/node_modules/.bin/copilot', import.meta.url));
/** Where the CLI unpacks its bundle once, for every session (COPILOT_PKG_CACHE_HOME). */
const PKG_CACHE_DIR = fileURLToPath(new URL('../node_modules/.cache/hookcheck-copilot', import.meta.url));
const PATH = process.env['PATH'] ?? '/usr/bin:/bin';

await runAgentTruthScript(
  {
    agent: 'copilot',
    name: 'Copilot CLI',
    rows: allCopilotRows(),
    readVersion: () => readCopilotVersion(COPILOT_BIN, PATH, PKG_CACHE_DIR, { runHook, createScratchArea: () => createScratchArea() }),
    measure: (row, script) => measureCopilotRow(row, script, { copilotBin: COPILOT_BIN, bwrapBin: '/usr/bin/bwrap', path: PATH, pkgCacheDir: PKG_CACHE_DIR, runHook }),
  },
  process.argv.slice(2),
);
