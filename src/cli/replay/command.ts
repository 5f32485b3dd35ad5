/**
 * `hookcheck replay <id>`: one saved failure, run again → reporter → exit code.
 */
import { callerEnvironment } from '../caller-environment.js';
import { readToolVersion } from '../../store/tool-version.js';
import { replayRegression } from '../../engine/replay-regression.js';
import { buildReportDocument } from '../../reporters/run/index.js';
import { createScratchArea } from '../../workspace/scratch-area.js';
import { runHook } from '../../runner/run-hook.js';
import { exitForErrors } from '../exit-codes.js';
import { emitReport } from '../run/emit-report.js';
import { print } from '../print.js';
import { stopHooksOnInterrupt } from '../stop-on-interrupt.js';
import { withWorkingSandbox } from '../working-sandbox.js';
import { parseReplayArgs, REPLAY_USAGE } from './args.js';
import { resolveReplayOptions } from './options.js';

export async function replayCommand(argv: readonly string[]): Promise<number> {
  const args = parseReplayArgs(argv);
  if (args.help) return print(REPLAY_USAGE);
  const resolved = resolveReplayOptions(args, process.cwd(), process.env);
  const options = { ...resolved, settings: await withWorkingSandbox(resolved.settings, args.sandbox === 'bwrap') };
  stopHooksOnInterrupt();
  const report = await replayRegression(options.entry, options.command, options.settings, { runHook, createScratchArea, callerEnv: callerEnvironment() });
  const document = buildReportDocument({ hooks: [report] }, readToolVersion());
  emitReport(document, options.reporter, null);
  const { entry } = options;
  const still = report.regressions[0]?.status === 'still-failing';
  process.stderr.write(`hookcheck: ${entry.id} ${still ? 'still fails' : 'no longer fails'} (${entry.check}/${entry.code}).\n`);
  return exitForErrors(document.summary.errors);
}
