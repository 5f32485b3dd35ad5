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
import { STDOUT, writeReport } from '../write-report.js';
import { DOCTOR_USAGE, parseDoctorArgs } from './args.js';
import { print } from '../print.js';

export async function doctorCommand(argv: readonly string[]): Promise<number> {
  const args = parseDoctorArgs(argv);
  if (args.help) return print(DOCTOR_USAGE);
  const reporter = args.reporter ?? 'pretty';
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
  writeReport(reporter === 'json' ? `${JSON.stringify(report, null, 2)}\n` : renderDoctor(report), STDOUT);
  return report.ready ? EXIT.clean : EXIT.findings;
}
