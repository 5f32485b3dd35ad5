/**
 * launch: the hook never really ran. A spawn failure, 126/127, a missing interpreter, or the
 * interpreter's own "can't open file" that exits 2, which Claude Code takes as a block.
 */
import type { FindingCode } from '../findings/codes.js';
import type { HookOutcome } from '../model/outcome.js';
import { agentSays, makeFinding, type Check } from './check.js';
import { launchNotJudged, needsNetwork, runnerEnded } from './launch-not-judged.js';

interface LaunchPattern {
  readonly exitCode: number | null;
  readonly stderr: RegExp;
  readonly code: FindingCode;
}

/** Most specific first: an interpreter missing also exits 127, but deserves its own words. */
const LAUNCH_PATTERNS: readonly LaunchPattern[] = [
  { exitCode: 2, stderr: /can't open file .*\[Errno \d+\]/, code: 'launch-script-path-exit-2' },
  // dash stops at bash-only syntax (`< <(cat)`) before running anything, with exit 2: a block.
  { exitCode: 2, stderr: /^\S*sh: (?:\d+: )?(?:line \d+: )?Syntax error/m, code: 'launch-shell-syntax-exit-2' },
  { exitCode: 127, stderr: /^(\/usr\/bin\/)?env: .*No such file or directory/m, code: 'launch-interpreter-missing' },
  { exitCode: 126, stderr: /bad interpreter/, code: 'launch-interpreter-missing' },
  { exitCode: 127, stderr: /bad interpreter/, code: 'launch-interpreter-missing' },
  { exitCode: null, stderr: /^error: Failed to spawn: /m, code: 'launch-interpreter-missing' },
  { exitCode: 1, stderr: /^Error: Cannot find module '[^']*'[\s\S]*code: 'MODULE_NOT_FOUND'/m, code: 'launch-command-not-found' },
  { exitCode: 1, stderr: /^error: Module not found "/m, code: 'launch-command-not-found' },
  { exitCode: 127, stderr: /[\s\S]*/, code: 'launch-command-not-found' },
  { exitCode: 126, stderr: /[\s\S]*/, code: 'launch-not-executable' },
];

/** The launch problem an exited run shows, or null when the hook started. */
export function launchProblem(outcome: HookOutcome): FindingCode | null {
  if (outcome.kind === 'spawn-failed') return outcome.message.startsWith('interpreter not found') ? 'launch-interpreter-missing' : 'launch-spawn-failed';
  if (outcome.kind !== 'exited') return null;
  const match = LAUNCH_PATTERNS.find((pattern) => (pattern.exitCode === null || pattern.exitCode === outcome.exitCode) && pattern.stderr.test(outcome.stderr));
  return match?.code ?? null;
}

const launchCheck: Check<'launch'> = {
  id: 'launch',
  title: 'The hook starts',
  description: 'The command can be started: no spawn failure, no 126/127, no missing interpreter, no script-path exit 2.',
  run({ results, target }) {
    const ended = runnerEnded(results.map(({ outcome }) => outcome));
    return results.flatMap(({ testCase, outcome, effect }) => {
      if (outcome.kind === 'spawn-failed') {
        if (outcome.message.startsWith('interpreter not found')) {
          return [makeFinding('launch', 'launch-interpreter-missing', 'error', { stderr: outcome.message, event: testCase.event }, testCase.id)];
        }
        return [makeFinding('launch', 'launch-spawn-failed', 'error', { code: outcome.code, message: outcome.message }, testCase.id)];
      }
      // A package runner offline: nothing the hook does can be judged here, whatever it ended as.
      const offline = needsNetwork(target.command, outcome, ended);
      if (offline !== null)
        return [makeFinding('launch', offline.code, 'warning', { ...offline.args, stderr: outcome.stderr || '(nothing on stderr)', event: testCase.event, ...agentSays(target, effect) }, testCase.id)];
      if (outcome.kind !== 'exited') return [];
      const code = launchProblem(outcome);
      if (code === null) return [];
      // What this machine lacks (a program, the network) is not judged here: a warning that says so.
      const notJudged = code === 'launch-command-not-found' ? launchNotJudged(outcome.stderr) : null;
      if (notJudged !== null)
        return [makeFinding('launch', notJudged.code, 'warning', { ...notJudged.args, stderr: outcome.stderr, event: testCase.event, ...agentSays(target, effect) }, testCase.id)];
      return [
        makeFinding(
          'launch',
          code,
          'error',
          { stderr: outcome.stderr, event: testCase.event, exitCode: outcome.exitCode, ...exitTwoSays(code, testCase.event), ...agentSays(target, effect) },
          testCase.id,
        ),
      ];
    });
  },
};

/** Events whose exit 2 comes after the tool ran: it refuses nothing, it only tells the model. */
const AFTER_THE_TOOL = new Set(['PostToolUse', 'PostToolUseFailure']);

/**
 * A shell that cannot parse the command exits 2, which refuses the call only before it runs: after
 * a tool ran (PostToolUse) the parse error is fed to the model on every call instead.
 */
function exitTwoSays(code: FindingCode, event: string): { agentSays?: string } {
  if (code !== 'launch-shell-syntax-exit-2' || !AFTER_THE_TOOL.has(event)) return {};
  return { agentSays: `On ${event} the tool has already run: Claude Code feeds the shell's complaint to the model after every call this hook sees, and the hook's work is never done.` };
}

export default launchCheck;
