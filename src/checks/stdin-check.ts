/**
 * stdin: the hook hangs when the host leaves stdin open, or exits without reading its payload.
 * The second is measured with a payload larger than a pipe buffer, which only a reader can drain.
 * Reading to EOF (`json.load(sys.stdin)`, `$(cat)`) is the canonical pattern and fine where the
 * agent closes stdin, as Claude Code does: there it is information for hooks meant to run elsewhere.
 */
import type { Finding, Severity } from '../findings/finding.js';
import { makeFinding, type Check } from './check.js';

/** The agent this run judges for, and whether it closes stdin after writing the payload. */
const AGENT = { name: 'Claude Code', closesStdin: true } as const;
/** Hosts reported to leave stdin open (PROTOCOLS.md §11.6), for the message. */
const HOSTS_LEAVING_STDIN_OPEN =
  'hosts reported to leave it open: Factory Droid, Codex Desktop on Windows, Antigravity, and Claude Code itself in two bug reports (anthropics/claude-code#87289, #90585)';
const OPEN_STDIN_SEVERITY: Severity = AGENT.closesStdin ? 'info' : 'warning';

const stdinCheck: Check<'stdin'> = {
  id: 'stdin',
  title: 'The hook reads stdin without depending on EOF',
  description: 'It finishes when stdin stays open, and it reads the payload it is given.',
  run({ results }) {
    const findings: Finding[] = [];
    const closedRunsFinish = results.some(({ testCase, outcome }) => testCase.kind === 'valid' && outcome.kind === 'exited');
    for (const { testCase, outcome } of results) {
      if (testCase.kind === 'stdin-open' && outcome.kind === 'timed-out' && closedRunsFinish) {
        findings.push(makeFinding('stdin', 'stdin-blocks-when-open', OPEN_STDIN_SEVERITY, { timeoutMs: outcome.timeoutMs, agent: AGENT.name, hosts: HOSTS_LEAVING_STDIN_OPEN }, testCase.id));
      }
      if (testCase.kind === 'large-payload' && outcome.kind === 'exited' && !outcome.stdin.delivered) {
        findings.push(makeFinding('stdin', 'stdin-ignored', 'warning', { bytes: outcome.stdin.bytes }, testCase.id));
      }
    }
    return findings;
  },
};

export default stdinCheck;
