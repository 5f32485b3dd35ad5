/**
 * stdin: the hook hangs when the host leaves stdin open, or exits without reading its payload.
 * The second is measured with a payload larger than a pipe buffer, which only a reader can drain.
 */
import type { Finding } from '../findings/finding.js';
import { makeFinding, type Check } from './check.js';

const stdinCheck: Check<'stdin'> = {
  id: 'stdin',
  title: 'The hook reads stdin without depending on EOF',
  description: 'It finishes when stdin stays open, and it reads the payload it is given.',
  run({ results }) {
    const findings: Finding[] = [];
    const closedRunsFinish = results.some(({ testCase, outcome }) => testCase.kind === 'valid' && outcome.kind === 'exited');
    for (const { testCase, outcome } of results) {
      if (testCase.kind === 'stdin-open' && outcome.kind === 'timed-out' && closedRunsFinish) {
        findings.push(makeFinding('stdin', 'stdin-blocks-when-open', 'warning', { timeoutMs: outcome.timeoutMs }, testCase.id));
      }
      if (testCase.kind === 'large-payload' && outcome.kind === 'exited' && !outcome.stdin.delivered) {
        findings.push(makeFinding('stdin', 'stdin-ignored', 'warning', { bytes: outcome.stdin.bytes }, testCase.id));
      }
    }
    return findings;
  },
};

export default stdinCheck;
