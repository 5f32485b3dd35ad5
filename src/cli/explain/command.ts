/**
 * `hookcheck explain`: finds the hooks wired in a folder and says which ones Claude Code runs for
 * one event and matcher value, and why. Exit 0 whenever the explanation was produced, even when
 * nothing fires; 2 on bad input.
 */
import { shownPath } from '../../audit/discover/read-hooks-object.js';
import { explainHooks } from '../../audit/explain/explain-hooks.js';
import { readExplainAgent, resolveExplainQuery } from './options.js';
import { explainAgentHooks } from '../../audit/explain/explain-agent-hooks.js';
import { discoverHooks } from '../../audit/discover/discover-hooks.js';
import { readPayloadFile } from '../../store/read-payload-file.js';
import { explainReporters } from '../../reporters/audit/explain-reporter.js';
import { EXIT } from '../exit-codes.js';
import { print } from '../print.js';
import { STDOUT, colorsReport, writeReport } from '../write-report.js';
import type { WiredHook } from '../../audit/types.js';
import type { OtherAgentHooks } from '../../audit/explain/explanation.js';
import { AGENTS } from '../../agents/index.js';
import { AGENT_IDS, type AgentId } from '../../agents/index.js';
import { EXPLAIN_USAGE, parseExplainArgs } from './args.js';

/** The hooks wired for agents other than `explained`, per agent in registry order: a folder of Copilot hooks explained as Claude Code's says so. */
function otherAgentsHooks(hooks: readonly WiredHook[], explained: AgentId, cwd: string): OtherAgentHooks[] {
  return AGENT_IDS.filter((id) => id !== explained).flatMap((id) => {
    const theirs = hooks.filter((hook) => hook.agent === id);
    if (theirs.length === 0) return [];
    return [{ agent: { id, name: AGENTS[id].name }, handlers: theirs.length, files: [...new Set(theirs.map((hook) => shownPath(cwd, hook.location.file)))] }];
  });
}

/** Runs `hookcheck explain` with `argv` (after the command name); returns the exit code. */
export async function explainCommand(argv: readonly string[]): Promise<number> {
  const args = parseExplainArgs(argv);
  if (args.help) return print(EXPLAIN_USAGE);
  const cwd = process.cwd();
  const payload = args.payload === undefined ? undefined : readPayloadFile(args.payload, cwd);
  const agent = readExplainAgent(args);
  const discovery = discoverHooks({ target: args.path, cwd, ...(args.home === undefined ? {} : { homeDir: args.home }) });
  for (const problem of discovery.problems) process.stderr.write(`hookcheck: ${problem.message}\n  ${problem.hint}\n`);
  if (discovery.hooks.length === 0) {
    const looked = discovery.searched.map((entry) => shownPath(cwd, entry.file)).join(', ');
    process.stderr.write(`hookcheck: no hooks are wired in ${args.path}${looked === '' ? '' : ` (looked at ${looked})`}.\n`);
  }
  // Each agent's hooks fire by its own rules: Claude Code's by default, another's with --agent.
  const explained =
    agent === null
      ? explainHooks(
          discovery.hooks.filter((hook) => hook.agent === 'claude-code'),
          resolveExplainQuery(args, payload),
        )
      : explainAgentHooks(discovery.hooks, agent);
  const elsewhere = otherAgentsHooks(discovery.hooks, agent?.agent ?? 'claude-code', cwd);
  const explanation = elsewhere.length === 0 ? explained : { ...explained, elsewhere };
  writeReport(explainReporters[args.reporter].render(explanation, { color: args.reporter === 'pretty' && colorsReport(null) }), STDOUT);
  return EXIT.clean;
}
