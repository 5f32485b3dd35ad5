/** The engine with a fake runner: phases, the baseline gate, and what reaches the checks. */
import { formatFinding } from '../../../src/findings/codes.js';
import { describe, expect, it } from 'vitest';
import { stdinText } from '../../../src/util/stdin-text.js';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import { projectPathsNamedBy } from '../../../src/engine/execute-case.js';
import { runTarget, type EngineEnvironment } from '../../../src/engine/run-target.js';
import type { RunHookOptions } from '../../../src/runner/run-hook.js';
import type { HookOutcome } from '../../../src/model/outcome.js';
import { exited, spawnFailed, timedOut } from '../../helpers/factory.js';

function fakeEnvironment(answer: (options: RunHookOptions) => HookOutcome): EngineEnvironment & { calls: RunHookOptions[]; removed: boolean[] } {
  const calls: RunHookOptions[] = [];
  const removed: boolean[] = [];
  return {
    calls,
    removed,
    callerEnv: { PATH: '/usr/bin', SECRET_TOKEN: 'do-not-leak' },
    runHook: async (options) => {
      calls.push(options);
      return answer(options);
    },
    createScratchArea: async () => ({
      root: '/scratch',
      projectDir: '/scratch/project',
      homeDir: '/scratch/home',
      tmpDir: '/scratch/tmp',
      slashTmpDir: '/scratch/slash-tmp',
      transcriptPath: '/scratch/home/t.jsonl',
      remove: async () => {
        removed.push(true);
      },
    }),
  };
}

const target = { command: { form: 'exec' as const, file: '/hooks/guard.sh', args: [] }, events: ['PreToolUse' as const], timeoutMs: 1000, eventsFrom: 'test' };
const settings = { agentVersion: LATEST_VERSION, posture: 'open' as const, jobs: 2, inheritEnv: false, killGraceMs: 100, projectDir: null };

describe(runTarget.name, () => {
  it('runs valid, garbage, large-payload and stdin-open cases in a scratch project, then removes it', async () => {
    const environment = fakeEnvironment(() => exited(0));
    const report = await runTarget(target, settings, environment);
    const kinds = report.results.map(({ testCase }) => testCase.kind);
    expect(new Set(kinds)).toEqual(new Set(['valid', 'garbage', 'large-payload', 'stdin-open']));
    expect(kinds.at(-1)).toBe('stdin-open');
    expect(environment.calls.every((call) => call.cwd === '/scratch/project' && call.env['HOME'] === '/scratch/home')).toBe(true);
    expect(environment.calls[0]!.env['CLAUDE_PROJECT_DIR']).toBe('/scratch/project');
    expect(environment.calls[0]!.env['SECRET_TOKEN']).toBeUndefined();
    expect(environment.removed).toEqual([true]);
    expect(report.stoppedEarly).toBeNull();
  });

  it('sends a hook that never finishes the first 3 cases of each family, then says once what was held back', async () => {
    const environment = fakeEnvironment(() => timedOut(1000));
    const report = await runTarget(target, settings, environment);
    // The first timeout runs again alone (confirm-timeout.ts); the hook's later ones stand as it did.
    expect(environment.calls).toHaveLength(7);
    expect(report.results.map(({ testCase }) => testCase.kind === 'garbage')).toEqual([false, false, false, true, true, true]);
    expect(report.findings.filter((finding) => finding.code === 'timeout-cases-not-sent')).toHaveLength(1);
    expect(report.findings.map((finding) => finding.code)).toContain('timeout-exceeded');
    expect(report.verdict).toBe('fail');
  });

  it('sends a hook that floods every answer past the capture cap the first 3 cases of each family, then says once what was held back', async () => {
    const flood = (): HookOutcome => ({ ...exited(0, 'x'.repeat(64)), stdoutBytes: 1024 ** 3, stdoutTruncated: true });
    const environment = fakeEnvironment(flood);
    const report = await runTarget(target, settings, environment);
    expect(environment.calls).toHaveLength(6);
    expect(report.findings.filter((finding) => finding.code === 'output-flood-cases-not-sent').map(({ severity }) => severity)).toEqual(['warning']);
    expect(report.findings.map((finding) => finding.code)).not.toContain('timeout-cases-not-sent');
    // One tool's cases: the stdin-open case (held open on purpose, so it times out) comes among the
    // first valid ones, and counts for no streak: the floods still trip it.
    const oneTool = fakeEnvironment((options) => (options.keepStdinOpen ? timedOut(1000) : flood()));
    const oneToolReport = await runTarget({ ...target, matcher: 'Glob' }, { ...settings, fuzz: { seed: 1, runs: 20, deadline: null } }, oneTool);
    expect(oneToolReport.findings.filter((finding) => finding.code === 'output-flood-cases-not-sent').map(({ args }) => args['families'])).toEqual([
      '15 broken-input case(s) and 10 valid-payload case(s)',
    ]);
  });

  it('holds back after first cases that stalled in different ways too, as a flood unless every one timed out', async () => {
    const flood = (): HookOutcome => ({ ...exited(0, 'x'), stdoutBytes: 1024 ** 3, stdoutTruncated: true });
    let mixed = 0;
    // Timeout, flood, timeout (a flood drained past a short timeout on a busy machine): a flood.
    const mixedEnvironment = fakeEnvironment(() => [timedOut(1000), flood(), timedOut(1000)][mixed++] ?? flood());
    const mixedReport = await runTarget(target, settings, mixedEnvironment);
    expect(mixedReport.findings.map((finding) => finding.code)).toEqual(expect.arrayContaining(['output-flood-cases-not-sent']));
    expect(mixedReport.findings.map((finding) => finding.code)).not.toContain('timeout-cases-not-sent');
  });

  it('still sends every case to a hook that floods only on its first cases', async () => {
    const everything = await runTarget(
      target,
      settings,
      fakeEnvironment(() => exited(0)),
    );
    const flood = (): HookOutcome => ({ ...exited(0, 'x'), stdoutBytes: 1024 ** 3, stdoutTruncated: true });
    let early = 0;
    const earlyEnvironment = fakeEnvironment(() => (++early <= 2 ? flood() : exited(0)));
    const earlyReport = await runTarget(target, settings, earlyEnvironment);
    expect(earlyEnvironment.calls).toHaveLength(everything.results.length);
    expect(earlyReport.findings.map((finding) => finding.code)).not.toContain('output-flood-cases-not-sent');
  });

  it('still sends every case to a hook that times out only on its first cases', async () => {
    const everything = await runTarget(
      target,
      settings,
      fakeEnvironment(() => exited(0)),
    );
    let calls = 0;
    const environment = fakeEnvironment(() => (++calls <= 2 ? timedOut(1000) : exited(0)));
    const report = await runTarget(target, settings, environment);
    // One more call than cases: the first timeout ran again alone.
    expect(environment.calls).toHaveLength(everything.results.length + 1);
    expect(report.findings.map((finding) => finding.code)).not.toContain('timeout-cases-not-sent');
  });

  it('judges a case that timed out beside other work by its run alone: no timeout when that run finishes', async () => {
    let calls = 0;
    const environment = fakeEnvironment(() => (++calls === 1 ? timedOut(1000) : exited(0)));
    const report = await runTarget(target, settings, environment);
    expect(report.findings.map((finding) => finding.code)).not.toContain('timeout-exceeded');
    expect(report.results[0]).toMatchObject({ ranAlone: true, outcome: { kind: 'exited' } });
  });

  it('says a timeout stands because it timed out again alone', async () => {
    const report = await runTarget(
      target,
      settings,
      fakeEnvironment(() => timedOut(1000)),
    );
    const timeout = report.findings.find((finding) => finding.code === 'timeout-exceeded')!;
    expect(formatFinding(timeout)).toContain('timed out again when run alone');
  });

  it('makes the timeout of an async hook a warning: the agent waited for none of it; the same hook wired to be waited for is an error', async () => {
    const background = await runTarget(
      { ...target, async: true },
      settings,
      fakeEnvironment(() => timedOut(1000)),
    );
    expect(background.findings.map((finding) => [finding.code, finding.severity])).toContainEqual(['timeout-exceeded-async', 'warning']);
    expect(background.findings.filter((finding) => finding.check === 'timeout' && finding.severity === 'error')).toEqual([]);
    const waited = await runTarget(
      target,
      settings,
      fakeEnvironment(() => timedOut(1000)),
    );
    expect(waited.findings.map((finding) => [finding.code, finding.severity])).toContainEqual(['timeout-exceeded', 'error']);
  });

  it('stops after the baseline when the hook cannot start', async () => {
    const report = await runTarget(
      target,
      settings,
      fakeEnvironment(() => spawnFailed('EACCES')),
    );
    expect(report.results).toHaveLength(1);
    expect(report.findings.map((finding) => finding.code)).toEqual(['launch-spawn-failed']);
  });

  it('asks the oracle about every answer', async () => {
    const deny = JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'no' } });
    const report = await runTarget(
      target,
      settings,
      fakeEnvironment((options) => (stdinText(options.stdin).includes('rm -rf') ? exited(0, deny) : exited(0))),
    );
    const denied = report.results.filter(({ effect }) => effect.kind === 'deny');
    expect(denied.length).toBeGreaterThan(0);
    expect(denied.every(({ testCase }) => stdinText(testCase.stdin).includes('rm -rf'))).toBe(true);
  });
});

describe(projectPathsNamedBy.name, () => {
  it('finds the project files a command names through $CLAUDE_PROJECT_DIR', () => {
    expect(projectPathsNamedBy({ form: 'shell', script: 'python3 "$CLAUDE_PROJECT_DIR"/scripts/guard.py | tee ${CLAUDE_PROJECT_DIR}/log.txt' })).toEqual(['scripts/guard.py', 'log.txt']);
    expect(projectPathsNamedBy({ form: 'exec', file: '/usr/bin/python3', args: ['hook.py'] })).toEqual([]);
  });
});
