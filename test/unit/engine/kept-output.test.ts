import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import exitCodeCheck from '../../../src/checks/exit-code-check.js';
import { KEPT_CHARS, keptOutcome } from '../../../src/engine/kept-output.js';
import type { CaseResult, TestCase } from '../../../src/engine/types.js';
import { predictEffect } from '../../../src/oracle/claude-code/predict-effect.js';
import type { HookOutcome } from '../../../src/runner/outcome.js';
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

  it('cuts a long stream to its head and tail, with the whole length and hash', () => {
    const stderr = `Blocked: ${'y'.repeat(2 * KEPT_CHARS)} Traceback (most recent call last)`;
    const kept = keptOutcome(exited(1, '', stderr), valid);
    expect(kept.stderr.length).toBeLessThan(KEPT_CHARS + 100);
    expect(kept.stderr.startsWith('Blocked: ')).toBe(true);
    expect(kept.stderr.endsWith('Traceback (most recent call last)')).toBe(true);
    expect(kept.stderr).toMatch(/\[\.\.\. \d+ characters not kept \.\.\.\]/);
    expect(kept.stderrWhole).toEqual({ chars: stderr.length, sha256: createHash('sha256').update(stderr).digest('hex') });
    expect(kept.stdoutWhole).toBeUndefined();
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
