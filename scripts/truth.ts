/**
 * `npm run truth -- <agent> [--jobs 2] [--only <id prefix>] [--fresh]`: measures the installed agent
 * (agents/node_modules) on every row of its answer table (specs/<agent>/truth/answers.ts), each row
 * one headless session against a fake model in its own network namespace, and writes
 * specs/<agent>/truth/<version>.json (resumable: rows recorded for the same answer are kept).
 * Claude Code's table spans six events (truth-claude-code.ts); every other agent's spans each event
 * modelled for it, measured through its live driver (src/live/agent-truth-script.ts).
 */
import { fileURLToPath } from 'node:url';
import { AGENT_IDS, AGENTS, isAgentId } from '../src/agents/index.js';
import { runAgentTruthScript } from '../src/live/agent-truth-script.js';
import { runHook } from '../src/runner/run-hook.js';
import { createScratchArea } from '../src/workspace/scratch-area.js';
import { measureClaudeCode } from './truth-claude-code.js';

const PATH = process.env['PATH'] ?? '/usr/bin:/bin';
const [agent, ...argv] = process.argv.slice(2);

if (agent === undefined || !isAgentId(agent)) {
  process.stderr.write(`truth: name the agent to measure: npm run truth -- <agent>, one of ${AGENT_IDS.join(', ')}${agent === undefined ? '' : ` (not ${agent})`}\n`);
  process.exit(2);
}
if (agent === 'claude-code') {
  await measureClaudeCode(argv);
} else {
  const driver = await AGENTS[agent].loadDriver();
  const bin = fileURLToPath(new URL(`../agents/node_modules/.bin/${driver.binName}`, import.meta.url));
  await runAgentTruthScript(
    {
      agent,
      name: AGENTS[agent].name,
      rows: driver.truthRows(),
      readVersion: () => driver.readVersion(bin, PATH, { runHook, createScratchArea: () => createScratchArea() }),
      measure: (row, script) => driver.measureTruthRow(row, script, { bin, bwrapBin: '/usr/bin/bwrap', path: PATH }, runHook),
    },
    argv,
  );
}
