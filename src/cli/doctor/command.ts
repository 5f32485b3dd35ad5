/**
 * `hookcheck doctor`: what this machine gives a run (the sandbox and whether its walls hold, who a
 * hook runs as, the init, bounds, tracer, clock, git) with what a run does without each, and every
 * agent as installed here with whether a truth table covers its version.
 */
import { AGENTS } from '../../agents/index.js';
import type { AgentId } from '../../agents/agent-ids.js';
import { examineMachine } from '../../doctor/examine.js';
import { UsageError } from '../../errors.js';
import { readAgentVersion } from '../../live/agent-version.js';
import { renderDoctor } from '../../reporters/doctor/pretty.js';
import { findExecutable } from '../../runner/find-executable.js';
import { runHook } from '../../runner/run-hook.js';
import { runTool } from '../../runner/run-tool.js';
import { createScratchArea } from '../../workspace/scratch-area.js';
import { findCgroups } from '../../sandbox/resource-limits.js';
import { probeSandbox } from '../../sandbox/probe-sandbox.js';
import { readToolVersion } from '../../store/tool-version.js';
import { CLAUDE_CODE_INSTALL, findInstalled } from '../../store/find-agent-binary.js';
import { EXIT } from '../exit-codes.js';
import { parseCommandArgs } from '../parse-command-args.js';
import { print } from '../print.js';

const USAGE = `hookcheck doctor [options]

What this machine gives a run: the sandbox (and whether its walls hold here), who a hook runs as,
the sandbox's init, the bounds on resources, strace, faketime and git, each with what a run does
without it; then each agent hookcheck models, where --live finds it, its version, and whether a
recorded truth table covers that version.

Options:
  -r, --reporter <name>   pretty (default) or json, on stdout
  -h, --help

Exit codes: 0 a default run and audit have everything they need · 1 something they need is
missing or does not work here (named, with the fix) · 2 hookcheck could not look`;

const OPTIONS = { reporter: { type: 'string', short: 'r' }, help: { type: 'boolean', short: 'h' } } as const;

export async function doctorCommand(argv: readonly string[]): Promise<number> {
  const { values } = parseCommandArgs('doctor', argv, { options: OPTIONS, allowPositionals: false });
  if (values.help) return print(USAGE);
  const reporter = values.reporter ?? 'pretty';
  if (reporter !== 'pretty' && reporter !== 'json') throw new UsageError(`--reporter ${reporter}: doctor reports are pretty or json.`, { hint: 'Write -r pretty or -r json.' });
  const path = process.env['PATH'];
  const searchPath = path ?? '/usr/bin:/bin';
  const report = await examineMachine({
    hookcheck: readToolVersion(),
    node: process.version,
    isRoot: process.getuid?.() === 0,
    cgroups: findCgroups(),
    find: (name) => findExecutable(name, path),
    probeSandbox: (bwrapBin) => probeSandbox(bwrapBin, searchPath, runHook),
    agent: async (id: AgentId) => {
      const oracle = AGENTS[id];
      const install = id === 'claude-code' ? CLAUDE_CODE_INSTALL : await AGENTS[id].loadDriver();
      return { name: oracle.name, latestVersion: oracle.latestVersion, basis: (version) => oracle.basis(version), binName: install.binName, packageName: install.packageName };
    },
    findInstalled: (binName) => findInstalled(binName, process.cwd(), path),
    readVersion: async (id, bin) =>
      id === 'claude-code' ? readAgentVersion(bin, searchPath, { runTool, createScratchArea }) : (await AGENTS[id].loadDriver()).readVersion(bin, searchPath, { runHook, createScratchArea }),
  });
  process.stdout.write(reporter === 'json' ? `${JSON.stringify(report, null, 2)}\n` : renderDoctor(report));
  return report.ready ? EXIT.clean : EXIT.findings;
}
