import { describe, expect, it } from 'vitest';
import type { FindingCode } from '../../../src/findings/codes.js';
import { findingCodes, runFixture, type FixtureRunOptions } from '../../helpers/run-fixture.js';

/** Each output problem, the fixture that has it, and how it must be run to show it. */
const BAD_OUTPUTS: readonly [FindingCode, string, FixtureRunOptions][] = [
  ['stdout-banner-before-json', 'prints-banner-before-json.sh', {}],
  ['stdout-multiple-json', 'prints-two-json-objects.sh', {}],
  ['stdout-invalid-json', 'prints-truncated-json.sh', {}],
  ['stdout-json-not-object', 'prints-json-string.sh', {}],
  ['hook-event-name-mismatch', 'answers-with-wrong-event-name.sh', {}],
  ['output-schema-invalid', 'prints-unknown-permission-decision.sh', {}],
  ['stdout-echoes-input', 'echoes-stdin-to-stdout.sh', {}],
  ['decision-json-on-stderr', 'prints-deny-json-on-stderr.sh', {}],
  ['decision-without-reason', 'denies-without-reason.sh', {}],
  ['output-unknown-field', 'prints-unknown-top-level-field.sh', {}],
  // The event's own answer at the top level is lost: a deny never holds, a context never reaches the model.
  ['output-misplaced-field', 'prints-flat-permission-decision.sh', {}],
  ['output-misplaced-field', 'prints-top-level-context.sh', { events: ['SessionStart'] }],
  ['text-over-cap', 'prints-oversized-context.sh', {}],
  ['deprecated-decision', 'prints-deprecated-top-level-block.sh', {}],
  // Before 2.1.223 Claude Code ignored JSON printed with a failing exit.
  ['json-ignored-on-exit', 'prints-deny-json-then-exits-1.sh', { agentVersion: '2.1.200' }],
  ['json-discarded-on-event', 'prints-system-message-json.sh', { events: ['Notification'] }],
];

describe('output check', () => {
  // Only the findings matter here, never timing, so the fixtures run side by side.
  it.concurrent.for(BAD_OUTPUTS)('flags %s on %s', async ([code, fixture, options], { expect }) => {
    const report = await runFixture(fixture, options);
    expect(findingCodes(report, 'output')).toContain(code);
  });

  it('calls a valid answer past the capture cap too large to judge, not invalid', async () => {
    const report = await runFixture('prints-valid-answer-over-cap.sh');
    expect(report.results[0]!.outcome.stdoutTruncated).toBe(true);
    // Every answer floods the cap: after three of each family the rest are not sent (case-breaker.ts).
    expect(findingCodes(report, 'output')).toEqual(['output-flood-cases-not-sent', 'stdout-too-large-to-judge']);
    expect(report.findings.find((finding) => finding.code === 'stdout-too-large-to-judge')?.severity).toBe('warning');
  });

  it('calls garbage past the capture cap too large to judge, with no invalid-JSON error', async () => {
    const report = await runFixture('prints-garbage-over-cap.sh');
    expect(findingCodes(report, 'output')).toEqual(['output-flood-cases-not-sent', 'stdout-too-large-to-judge']);
    expect(report.results.filter(({ testCase }) => testCase.kind === 'garbage')).toHaveLength(3);
    expect(findingCodes(report)).not.toContain('stdout-invalid-json');
  });

  it('does not call a hook that goes async with {"async": true} on its first line a doubled answer: it notes it', async () => {
    const report = await runFixture('goes-async-then-reports.sh', { events: ['SessionStart'] });
    expect(findingCodes(report, 'output')).toEqual(['stdout-went-async']);
    expect(report.findings.filter(({ severity }) => severity === 'error')).toEqual([]);
  });

  it("says that Qwen Code keeps a subagent's start context from the model, and not the same context as its session starts", async () => {
    const asQwen = (event: 'SubagentStart' | 'SessionStart') => runFixture('agents/session-start-adds-context.sh', { events: [event], agent: { agent: 'qwen', event, version: '0.24.4' } });
    const subagent = await asQwen('SubagentStart');
    expect(findingCodes(subagent, 'output')).toEqual(['answer-not-read']);
    expect(subagent.findings.find(({ code }) => code === 'answer-not-read')).toMatchObject({
      severity: 'warning',
      args: expect.objectContaining({ detail: expect.stringContaining('Qwen Code on SubagentStart reads none of this answer (hookSpecificOutput.additionalContext)') }),
    });
    expect(findingCodes(await asQwen('SessionStart'), 'output')).toEqual([]);
  });

  it('says where another agent reads none of an answer after the call, and not where it reads it', async () => {
    const asAgent = (agent: 'qwen' | 'codex', version: string) => runFixture('agents/feedback-after-shell.sh', { events: ['PostToolUse'], agent: { agent, event: 'PostToolUse', version } });
    const qwen = await asAgent('qwen', '0.24.4');
    expect(findingCodes(qwen, 'output')).toEqual(['answer-not-read']);
    expect(qwen.findings.find(({ code }) => code === 'answer-not-read')).toMatchObject({
      severity: 'warning',
      args: expect.objectContaining({ detail: expect.stringContaining('Qwen Code on PostToolUse reads none of this answer (decision: "block")') }),
    });
    // Codex passes the same block's reason on to the model.
    expect(findingCodes(await asAgent('codex', '0.171.0'), 'output')).toEqual([]);
  });

  it('says where Claude Code reads no reason beside "approve" after a failed call, and not for its context form', async () => {
    const approves = await runFixture('agents/explains-failure-by-approve.sh', { events: ['PostToolUseFailure'] });
    expect(findingCodes(approves, 'output')).toEqual(['answer-not-read']);
    expect(approves.findings.find(({ code }) => code === 'answer-not-read')).toMatchObject({
      severity: 'warning',
      args: expect.objectContaining({
        detail:
          'Claude Code passes no "reason" beside "decision": "approve" on PostToolUseFailure to the model; to tell it, use hookSpecificOutput.additionalContext (hookEventName "PostToolUseFailure")',
      }),
    });
    expect(findingCodes(await runFixture('agents/explains-failure.sh', { events: ['PostToolUseFailure'] }), 'output')).toEqual([]);
  });

  it('says where Claude Code reads no top-level decision on PermissionRequest (an approver that approves nothing), and not for the form it reads', async () => {
    const topLevel = await runFixture('agents/approves-tests-by-top-level-decision.sh', { events: ['PermissionRequest'] });
    expect(findingCodes(topLevel, 'output')).toEqual(['answer-not-read']);
    expect(topLevel.findings.find(({ code }) => code === 'answer-not-read')).toMatchObject({
      severity: 'warning',
      args: expect.objectContaining({ detail: expect.stringContaining('hookSpecificOutput.decision.behavior') }),
    });
    const read = await runFixture('agents/approves-tests.sh', { events: ['PermissionRequest'] });
    expect(findingCodes(read, 'output')).toEqual([]);
    expect(read.results.some(({ effect }) => effect.kind === 'allow')).toBe(true);
  });

  it('makes a misplaced answer an error (it is lost) and an unknown field a warning (nothing is)', async () => {
    const severities = async (fixture: string, options: FixtureRunOptions) =>
      (await runFixture(fixture, options)).findings.filter(({ check }) => check === 'output').map(({ code, severity }) => `${severity}:${code}`);
    expect(await severities('prints-top-level-context.sh', { events: ['SessionStart'] })).toEqual(['error:output-misplaced-field']);
    expect(await severities('prints-unknown-top-level-field.sh', {})).toEqual(['warning:output-unknown-field']);
  });

  it("tells a hook that passes its input through once, not once more for each of the payload's fields", async () => {
    const report = await runFixture('echoes-stdin-to-stdout.sh');
    expect(findingCodes(report, 'output')).toContain('stdout-echoes-input');
    expect(findingCodes(report, 'output')).not.toContain('output-unknown-field');
  });

  it('passes a guard that denies rm -rf with one well-formed JSON decision', async () => {
    const report = await runFixture('denies-rm-rf-with-json.sh');
    expect(findingCodes(report, 'output')).toEqual([]);
  });
});
