/**
 * What a case keeps of the hook's stdout once the oracle has read it. A hook that prints 1 MiB on
 * each of 400 cases would otherwise hold 400 MiB until the report; past KEPT_CHARS stdout keeps its
 * head and tail, with the whole stream's length and hash. The one fact a check needs from a whole
 * stdout, whether it holds a JSON answer the event accepts (the exit-code check), is read before
 * the cut. stderr is kept whole (up to the runner's cap): checks look for deny words, crash traces
 * and launch errors anywhere in it. Probes keep everything: they are few, and their expected text
 * may be anywhere in the output. What the effect itself holds (context the hook printed) stays.
 */
import { createHash } from 'node:crypto';
import { holdsValidAnswer } from '../agents/claude-code/validate-answer.js';
import type { HookOutcome, WholeStream } from '../model/outcome.js';
import type { TestCase } from '../model/run/hook-report.js';

/** Characters of stdout a case keeps at most: 12 Ki from its start, 4 Ki from its end. */
export const KEPT_CHARS = 16 * 1024;
const TAIL_CHARS = 4 * 1024;

export function keptOutcome(outcome: HookOutcome, testCase: Pick<TestCase, 'kind' | 'event'>): HookOutcome {
  const stdout = testCase.kind === 'probe' ? null : excerpt(outcome.stdout);
  if (stdout === null) return outcome;
  return { ...outcome, stdout: stdout.text, stdoutWhole: stdout.whole, stdoutAnswers: holdsValidAnswer(testCase.event, outcome.stdout) };
}

function excerpt(text: string): { text: string; whole: WholeStream } | null {
  if (text.length <= KEPT_CHARS) return null;
  const head = text.slice(0, KEPT_CHARS - TAIL_CHARS);
  const tail = text.slice(-TAIL_CHARS);
  const left = text.length - head.length - tail.length;
  // Copied out: a slice of a string is a view that keeps the whole string alive. The marker is
  // ASCII so that the excerpt stays a one-byte string (half the memory).
  const kept = Buffer.from(`${head}\n[... ${left} characters not kept ...]\n${tail}`, 'utf8').toString('utf8');
  return { text: kept, whole: { chars: text.length, sha256: createHash('sha256').update(text).digest('hex') } };
}
