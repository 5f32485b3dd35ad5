/**
 * A launch failure that is this machine's, not the hook's: a program the hook calls by name that
 * this machine lacks (`gh: not found`), or a package runner (`npx -y pkg`) that must fetch its
 * package over a network the sandbox does not have. hookcheck cannot judge such a hook here; a
 * missing file of the repository (`.github/hooks/x.sh: not found`) stays the hook's own error.
 */
import type { FindingCode } from '../findings/codes.js';
import type { HookCommand } from '../runner/hook-command.js';
import type { HookOutcome } from '../model/outcome.js';
import { blankSeparatedWords } from '../shell/loose-words.js';

function commandText(command: HookCommand): string {
  return command.form === 'shell' ? command.script : [command.file, ...command.args].join(' ');
}

/** Runners that fetch the package they run when it is not installed (after a Copilot handler's `cd <cwd> &&`). */
const FETCHING_RUNNER = /^\s*(?:cd\s+\S+\s*&&\s*)?(?:exec\s+)?(?:npx|pnpx|bunx|uvx|pipx\s+run|(?:pnpm|yarn)\s+dlx|npm\s+exec)\b/;
/** How shells name a command they could not find: dash `sh: 1: gh: not found`, bash `gh: command not found`. */
const NOT_FOUND = [/^(?:\S*sh): (?:\d+: )?(?:line \d+: )?([^\s:]+): (?:command )?not found$/m, /^([^\s:]+): command not found$/m];

interface NotJudged {
  readonly code: FindingCode;
  readonly args: Record<string, string>;
}

/** What npm and its kin print when a fetch fails for want of a network. */
const NETWORK_FAILURE = /\b(?:EAI_AGAIN|ENOTFOUND|ENOTCACHED|ECONNREFUSED|ENETUNREACH|ETIMEDOUT|getaddrinfo|network)\b/i;

/**
 * A package runner that could not have fetched its package here: it exited 127, said the network
 * failed, or timed out before printing an answer without ever ending otherwise. One that found the
 * package installed runs: when another case of the hook ended (`endedElsewhere`), a timeout is the
 * hook's own (stdin left open, a hang), not a fetch.
 */
export function needsNetwork(command: HookCommand, outcome: HookOutcome, endedElsewhere = false): NotJudged | null {
  const text = commandText(command);
  if (!FETCHING_RUNNER.test(text)) return null;
  const failed = (outcome.kind === 'timed-out' && outcome.stdout.trim() === '' && !endedElsewhere) || (outcome.kind === 'exited' && fetchFailed(outcome.exitCode, outcome.stderr));
  return failed ? { code: 'launch-needs-network', args: { runner: blankSeparatedWords(text).slice(0, 3).join(' ') } } : null;
}

/** True when a package runner that ended did so for want of its package (127, or a network error). */
function fetchFailed(exitCode: number, stderr: string): boolean {
  return exitCode === 127 || (exitCode !== 0 && NETWORK_FAILURE.test(stderr));
}

/** True when the runner ended in some case without a fetch failure: it found its package. */
export function runnerEnded(outcomes: readonly HookOutcome[]): boolean {
  return outcomes.some((outcome) => outcome.kind === 'exited' && !fetchFailed(outcome.exitCode, outcome.stderr));
}

/** Why a 127 is not the hook's to answer for here (a program this machine lacks), or null when it is. */
export function launchNotJudged(stderr: string): NotJudged | null {
  const missing = NOT_FOUND.map((pattern) => pattern.exec(stderr)?.[1]).find((name) => name !== undefined);
  if (missing !== undefined && !missing.includes('/') && !/\.(?:sh|py|js|mjs|cjs|ts|rb|pl)$/.test(missing)) return { code: 'launch-program-missing-here', args: { program: missing } };
  return null;
}
