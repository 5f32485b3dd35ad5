/**
 * side-effects: what the hook did outside the project: files written in HOME or /tmp, network
 * connections and unix socket connections tried, writes the read-only host refused and processes left running (inferred from strace where the sandbox's init could not list them). Normal for some hooks
 * (a log, a cache), so a note on a local run and a warning at audit strictness, where a third-party
 * hook is judged before it is installed; an error where a write runs code or holds secrets. Says
 * what could not be observed.
 */
import { diffSnapshots, isHomeCacheNoise, learnNoise } from '../sandbox/state-diff.js';
import type { Finding } from '../findings/finding.js';
import { makeFinding, type Check } from './check.js';

/** Areas outside the project: writes there outlive the session or reach other tools. */
const OUTSIDE = ['home/', '/tmp/'];
/** What in that folder changes what the agent does: a hook writing there reconfigures it. */
const AGENT_CONFIG = /^home\/\.claude\/(?:settings(?:\.local)?\.json$|CLAUDE\.md$|(?:hooks|commands|agents|skills|plugins|output-styles)\/)/;

/**
 * Places in HOME where a write runs code later or holds credentials: shell start-up files, PATH
 * folders, autostart units, ssh and gpg keys, tools' credential files. A hook that writes there
 * changes what the user's machine does or exposes: harm wherever it runs.
 */
const RUNS_CODE_OR_HOLDS_SECRETS =
  /^home\/(?:\.(?:bash(?:rc|_profile|_login|_logout)|profile|zshrc|zprofile|zshenv|zlogin|gitconfig|npmrc|pypirc|netrc|git-credentials)$|\.(?:ssh|gnupg|aws|kube|docker|local\/bin|config\/(?:autostart|systemd|fish|git|gh))\/|bin\/)/;

/**
 * The severity rule (findings/finding.ts) for files written outside the project: an error where the
 * write runs code or holds secrets (above), or reconfigures the agent; otherwise it is what many
 * hooks are for (a log, a state file, a worktree under ~/wt, an intent file in /tmp): a warning at
 * audit strictness, where a third-party hook's writes are worth knowing, and a note on a local run.
 */
function outsideSeverity(written: readonly string[], audit: boolean): 'error' | 'warning' | 'info' {
  if (written.some((path) => RUNS_CODE_OR_HOLDS_SECRETS.test(path) || AGENT_CONFIG.test(path))) return 'error';
  return audit ? 'warning' : 'info';
}

const sideEffectsCheck: Check<'side-effects'> = {
  id: 'side-effects',
  title: 'What the hook does outside the project',
  description:
    'Files written in HOME or /tmp (an error where the write runs code or holds secrets), network and unix socket connections tried, writes the read-only host refused, processes left running, and what could not be observed.',
  run({ experiments, audit }) {
    if (!experiments) return [];
    const { before, afterOnce, afterOnceAgain } = experiments.idempotency;
    const diff = diffSnapshots(before, afterOnce);
    // A tool's own run-named logs under HOME's caches (npm's ~/.npm/_logs/<time>-debug-0.log) are its bookkeeping.
    const noise = learnNoise(afterOnce, afterOnceAgain);
    const written = [...diff.added, ...diff.changed, ...diff.removed].filter((path) => OUTSIDE.some((area) => path.startsWith(area)) && !isHomeCacheNoise(path, noise));
    const findings: Finding[] = [];
    if (written.length > 0) {
      findings.push(
        makeFinding(
          'side-effects',
          'side-effect-outside-project',
          outsideSeverity(written, audit === true),
          { label: experiments.label, paths: written.slice(0, 5).join(', '), count: written.length },
          experiments.caseId,
        ),
      );
    }
    const { traced } = experiments;
    const trace = traced?.trace;
    const severity = audit ? 'error' : 'info';
    // Reaching for the network, or writing where the sandbox keeps the host read-only, is no harm by
    // itself (a notifier posts, a hook logs beside its script); the sandbox stopped it, so what the
    // hook did with it was not judged here: worth knowing before install, not a failed gate.
    const notJudged = audit ? 'warning' : 'info';
    // strace waits for every process the hook started: a traced run that only ended at its timeout,
    // where the untraced one finished, left processes behind (the PID namespace killed them). Only
    // inferred where the sandbox's init did not list what outlived the hook (no perl): strace slows
    // a hook several times over, so a loaded machine can cause that timeout too, and where the init
    // listed them the timeout check reports its list.
    if (!experiments.leftoversListed && traced?.outcome.kind === 'timed-out' && experiments.idempotency.once.outcome.kind !== 'timed-out') {
      findings.push(makeFinding('side-effects', 'side-effect-leftover-processes', notJudged, { label: experiments.label }, experiments.caseId));
    }
    if (trace && trace.connects.length > 0)
      findings.push(makeFinding('side-effects', 'side-effect-network', notJudged, { label: experiments.label, targets: trace.connects.slice(0, 5).join(', ') }, experiments.caseId));
    if (trace && trace.unixConnects.length > 0)
      findings.push(
        makeFinding(
          'side-effects',
          'side-effect-unix-socket',
          severity,
          { label: experiments.label, paths: trace.unixConnects.slice(0, 5).join(', '), count: trace.unixConnects.length },
          experiments.caseId,
        ),
      );
    if (trace && trace.refusedWrites.length > 0)
      findings.push(makeFinding('side-effects', 'side-effect-refused-writes', notJudged, { label: experiments.label, paths: trace.refusedWrites.slice(0, 5).join(', ') }, experiments.caseId));
    if (experiments.unobserved.length > 0) findings.push(makeFinding('side-effects', 'side-effects-unobserved', 'info', { what: experiments.unobserved.join('; ') }));
    return findings;
  },
};

export default sideEffectsCheck;
