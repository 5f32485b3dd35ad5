import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import exitCodeCheck from '../../../src/checks/exit-code-check.js';
import { KEPT_CHARS, keptOutcome } from '../../../src/engine/kept-output.js';
import type { CaseResult, TestCase } from '../../../src/model/run/hook-report.js';
import { predictEffect } from '../../../src/agents/claude-code/predict-effect.js';
import type { HookOutcome } from '../../../src/model/outcome.js';
import { checkContext, exited } from '../../helpers/factory.js';

const valid: TestCase = { id: 'PreToolUse/valid/0', kind: 'valid', event: 'PreToolUse', label: 'Bash: rm -rf', stdin: '{}' };
/** A deny answer padded past the kept length: only the whole text parses. */
const bigDeny = JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: `no ${'x'.repeat(3 * KEPT_CHARS)}` } });

function judged(outcome: HookOutcome, testCase: TestCase = valid): CaseResult {
  return { testCase, outcome: keptOutcome(outcome, testCase), effect: predictEffect(testCase.event, outcome, LATEST_VERSION) };
}

const context = (results: CaseResult[]) => checkContext(results);

describe(keptOutcome.name, () => {
  it('keeps short output as it is', () => {
    const outcome = exited(0, '{"decision":"block","reason":"no"}', 'a warning');
    expect(keptOutcome(outcome, valid)).toBe(outcome);
  });

  it('cuts a long stdout to its head and tail, with the whole length and hash', () => {
    const stdout = `banner ${'y'.repeat(2 * KEPT_CHARS)} the end`;
    const kept = keptOutcome(exited(0, stdout), valid);
    expect(kept.stdout.length).toBeLessThan(KEPT_CHARS + 100);
    expect(kept.stdout.startsWith('banner ')).toBe(true);
    expect(kept.stdout.endsWith(' the end')).toBe(true);
    expect(kept.stdout).toMatch(/\[\.\.\. \d+ characters not kept \.\.\.\]/);
    expect(kept.stdoutWhole).toEqual({ chars: stdout.length, sha256: createHash('sha256').update(stdout).digest('hex') });
  });

  it('keeps stderr whole: deny words and crash traces may be anywhere in it', () => {
    // Deny-looking words up front, the crash in the middle: only the whole text shows it is a crash.
    const stderr = `loading blocked-commands list\n${'log line\n'.repeat(KEPT_CHARS / 9)}Traceback (most recent call last):\n${'  frame\n'.repeat(KEPT_CHARS / 8)}`;
    const kept = judged(exited(1, '', stderr));
    expect(kept.outcome.stderr).toBe(stderr);
    expect(exitCodeCheck.run(context([kept])).map((finding) => finding.code)).toEqual(['exit-crash-on-valid-payload']);
  });

  it('keeps a probe whole: its expected text may be anywhere', () => {
    const outcome = exited(0, 'z'.repeat(2 * KEPT_CHARS));
    expect(keptOutcome(outcome, { ...valid, kind: 'probe' })).toBe(outcome);
  });

  it('reads whether a long stdout holds a valid answer before cutting it: the exit-code check still sees the JSON on exit 1', () => {
    const deny = judged(exited(1, bigDeny));
    expect(deny.outcome.stdout.length).toBeLessThan(KEPT_CHARS + 100);
    expect(deny.outcome.stdoutAnswers).toBe(true);
    expect(exitCodeCheck.run(context([deny])).map((finding) => finding.code)).toEqual(['exit-json-on-nonzero']);
  });

  it('reads a long stdout of plain text as no answer: a crash, not JSON on a failing exit', () => {
    const crash = judged(exited(1, 'w'.repeat(3 * KEPT_CHARS), 'TypeError: cannot read properties of undefined'));
    expect(crash.outcome.stdoutAnswers).toBe(false);
    expect(exitCodeCheck.run(context([crash])).map((finding) => finding.code)).toEqual(['exit-crash-on-valid-payload']);
  });
});
