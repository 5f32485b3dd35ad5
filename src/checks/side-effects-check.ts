/**
 * side-effects: what the hook did outside the project: files written in HOME or /tmp, network
 * connections and unix socket connections tried, writes the read-only host refused and processes left running (seen by strace). Normal for some hooks
 * (a log, a cache), so a note on a local run; an error at audit strictness, where a
 * third-party hook is judged before it is installed (a log kept in the agent's own data folder: a
 * warning). Says what could not be observed.
 */
import { diffSnapshots, isHomeCacheNoise, learnNoise } from '../sandbox/state-diff.js';
import type { Finding } from '../findings/finding.js';
import { makeFinding, type Check } from './check.js';

/** Areas outside the project: writes there outlive the session or reach other tools. */
const OUTSIDE = ['home/', '/tmp/'];
/** The agent's own data folder, where hooks keep their logs and state (hooks-logs/, sessions/, …). */
const AGENT_DATA = 'home/.claude/';
/** What in that folder changes what the agent does: a hook writing there reconfigures it. */
const AGENT_CONFIG = /^home\/\.claude\/(?:settings(?:\.local)?\.json$|CLAUDE\.md$|(?:hooks|commands|agents|skills|plugins|output-styles)\/)/;

/**
 * At audit strictness, files written outside the project are an error, but a log or state file
 * kept in the agent's own data folder is a warning: that is where hooks keep them, and a correct
 * logging hook must not fail the gate. Locally, a note.
 */
function outsideSeverity(written: readonly string[], audit: boolean): 'error' | 'warning' | 'info' {
  if (!audit) return 'info';
  return written.every((path) => path.startsWith(AGENT_DATA) && !AGENT_CONFIG.test(path)) ? 'warning' : 'error';
}

const sideEffectsCheck: Check<'side-effects'> = {
  id: 'side-effects',
  title: 'What the hook does outside the project',
  description: 'Files written in HOME or /tmp, network and unix socket connections tried, writes the read-only host refused, processes left running (errors at audit strictness; a log in the agent\'s own data folder a warning), and what could not be observed.',
  run({ experiments, audit }) {
    if (!experiments) return [];
    const { before, afterOnce, afterOnceAgain } = experiments.idempotency;
    const diff = diffSnapshots(before, afterOnce);
    // A tool's own run-named logs under HOME's caches (npm's ~/.npm/_logs/<time>-debug-0.log) are its bookkeeping.
    const noise = learnNoise(afterOnce, afterOnceAgain);
    const written = [...diff.added, ...diff.changed, ...diff.removed].filter((path) => OUTSIDE.some((area) => path.startsWith(area)) && !isHomeCacheNoise(path, noise));
    const findings: Finding[] = [];
    if (written.length > 0) {
      findings.push(makeFinding('side-effects', 'side-effect-outside-project', outsideSeverity(written, audit === true), { label: experiments.label, paths: written.slice(0, 5).join(', '), count: written.length }, experiments.caseId));
    }
    const { traced } = experiments;
    const trace = traced?.trace;
    const severity = audit ? 'error' : 'info';
    // strace waits for every process the hook started: a traced run that only ended at its timeout,
    // where the untraced one finished, left processes behind (the PID namespace killed them).
    if (traced?.outcome.kind === 'timed-out' && experiments.idempotency.once.outcome.kind !== 'timed-out') {
      findings.push(makeFinding('side-effects', 'side-effect-leftover-processes', severity, { label: experiments.label }, experiments.caseId));
    }
    if (trace && trace.connects.length > 0) findings.push(makeFinding('side-effects', 'side-effect-network', severity, { label: experiments.label, targets: trace.connects.slice(0, 5).join(', ') }, experiments.caseId));
    if (trace && trace.unixConnects.length > 0) findings.push(makeFinding('side-effects', 'side-effect-unix-socket', severity, { label: experiments.label, paths: trace.unixConnects.slice(0, 5).join(', '), count: trace.unixConnects.length }, experiments.caseId));
    if (trace && trace.refusedWrites.length > 0) findings.push(makeFinding('side-effects', 'side-effect-refused-writes', severity, { label: experiments.label, paths: trace.refusedWrites.slice(0, 5).join(', ') }, experiments.caseId));
    if (experiments.unobserved.length > 0) findings.push(makeFinding('side-effects', 'side-effects-unobserved', 'info', { what: experiments.unobserved.join('; ') }));
    return findings;
  },
};

export default sideEffectsCheck;
