import { describe, expect, it } from 'vitest';
import type { EventName } from '../../../specs/claude-code/events.js';
import { runFuzzPhase } from '../../../src/engine/phases/6-fuzz.js';
import { stdinText } from '../../../src/util/stdin-text.js';
import type { CaseResult, HookTarget, TestCase } from '../../../src/model/run/hook-report.js';
import type { ScratchPaths } from '../../../src/fuzz/portable.js';
import type { Effect } from '../../../src/oracle/effect.js';
import type { HookOutcome } from '../../../src/model/outcome.js';

/** A scratch area as `createScratchArea` lays it out, under a root named for a PID of `pid`. */
function scratchFor(pid: string): ScratchPaths {
  const root = `/tmp/hookcheck-${pid}-Xa9dkQ2mVbZt`;
  return { projectDir: `${root}/project`, homeDir: `${root}/home`, tmpDir: `${root}/tmp`, transcriptPath: `${root}/home/.claude/projects/scratch-project/session.jsonl` };
}

const target: HookTarget = { command: { form: 'exec', file: 'hook.sh', args: [] }, events: ['PreToolUse', 'PostToolUse', 'SubagentStop'] as EventName[], timeoutMs: 1000, eventsFrom: 'test' };

/** Runs the fuzz phase with a hook that does nothing; returns the digest and what was sent. */
async function fuzzUnder(scratch: ScratchPaths, seed: number): Promise<{ digest: string; sent: string[] }> {
  const sent: string[] = [];
  const execute = async (testCase: TestCase): Promise<CaseResult> => {
    sent.push(stdinText(testCase.stdin));
    return { testCase, outcome: { kind: 'exited', exitCode: 0 } as HookOutcome, effect: { kind: 'allow', context: [], notes: [] } as Effect };
  };
  const { report } = await runFuzzPhase({
    target,
    fuzz: { seed, runs: 60, deadline: null },
    agentVersion: '2.1.332',
    posture: 'open',
    jobs: 1,
    projectDir: null,
    scratch,
    payloadContext: { sessionId: '5f1c8f0e-7d1a-4c59-9a53-2b8f3c6f9d10', transcriptPath: scratch.transcriptPath, cwd: scratch.projectDir },
    execute,
    judgeOne: () => [],
    knownCodes: new Set(),
  });
  return { digest: report.digest, sent };
}

describe('a seed replays exactly', () => {
  it('draws the same cases whatever the length of the PID in the scratch folder', async () => {
    const short = await fuzzUnder(scratchFor('7'), 42);
    const long = await fuzzUnder(scratchFor('4194301'), 42);
    expect(long.digest).toBe(short.digest);
    // Same cases, each with this run's own folders put in.
    const portable = (text: string, pid: string) => text.replaceAll(`/tmp/hookcheck-${pid}-Xa9dkQ2mVbZt`, '<root>');
    expect(long.sent.map((text) => portable(text, '4194301'))).toEqual(short.sent.map((text) => portable(text, '7')));
  });

  it('sends the real scratch folders, never the placeholders they are drawn with', async () => {
    const { sent } = await fuzzUnder(scratchFor('31337'), 7);
    const whole = sent.filter((text) => text.includes('"cwd"'));
    expect(whole.length).toBeGreaterThan(10);
    expect(whole.some((text) => text.includes('"cwd":"/tmp/hookcheck-31337-Xa9dkQ2mVbZt/project"'))).toBe(true);
    // Subagent transcripts sit beside the session's transcript, in the scratch HOME.
    expect(sent.some((text) => text.includes('/tmp/hookcheck-31337-Xa9dkQ2mVbZt/home/.claude/projects/scratch-project/'))).toBe(true);
    expect(sent.filter((text) => /<project>|<home>|<transcript>/.test(text))).toEqual([]);
  });

  it('draws other cases from another seed', async () => {
    expect((await fuzzUnder(scratchFor('7'), 43)).digest).not.toBe((await fuzzUnder(scratchFor('7'), 42)).digest);
  });
});
