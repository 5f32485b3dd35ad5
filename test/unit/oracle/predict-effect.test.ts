/**
 * The oracle's exit-code × stdout × stderr table for a blocking event (PreToolUse) and a
 * non-blocking one (SessionStart), written out by hand from PROTOCOLS.md §1.9–1.10.
 */
import { describe, expect, it } from 'vitest';
import type { EventName } from '../../../specs/claude-code/events.js';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import { predictEffect } from '../../../src/agents/claude-code/predict-effect.js';
import type { EffectKind, NoteCode } from '../../../src/oracle/effect.js';
import type { HookOutcome } from '../../../src/model/outcome.js';
import { exited, killed } from '../../helpers/factory.js';

const DENY_JSON = JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'json says no' } });
const CONTEXT_JSON = JSON.stringify({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: 'json context' } });

const STDOUTS = {
  empty: () => '',
  plain: () => 'all good\n',
  valid: (event: EventName) => (event === 'PreToolUse' ? DENY_JSON : CONTEXT_JSON),
  invalid: () => '{"hookSpecificOutput": }',
  double: () => '{}{}',
  banner: (event: EventName) => `guard v1 starting\n${STDOUTS.valid(event)}`,
} as const;

type StdoutName = keyof typeof STDOUTS;
type ExitName = '0' | '1' | '2' | '3' | '126' | '127' | 'signal';

/** Expected effect kinds, one row per exit, columns in STDOUTS order. */
const TABLES: Record<'PreToolUse' | 'SessionStart', Record<ExitName, readonly EffectKind[]>> = {
  //                 empty                 plain                 valid      invalid               double                banner
  PreToolUse: {
    '0': ['no-effect', 'no-effect', 'deny', 'non-blocking-error', 'non-blocking-error', 'no-effect'],
    '1': ['non-blocking-error', 'non-blocking-error', 'deny', 'non-blocking-error', 'non-blocking-error', 'non-blocking-error'],
    '2': ['deny', 'deny', 'deny', 'deny', 'deny', 'deny'],
    '3': ['non-blocking-error', 'non-blocking-error', 'deny', 'non-blocking-error', 'non-blocking-error', 'non-blocking-error'],
    '126': ['non-blocking-error', 'non-blocking-error', 'deny', 'non-blocking-error', 'non-blocking-error', 'non-blocking-error'],
    '127': ['non-blocking-error', 'non-blocking-error', 'deny', 'non-blocking-error', 'non-blocking-error', 'non-blocking-error'],
    signal: ['non-blocking-error', 'non-blocking-error', 'deny', 'non-blocking-error', 'non-blocking-error', 'non-blocking-error'],
  },
  SessionStart: {
    '0': ['no-effect', 'context', 'context', 'non-blocking-error', 'non-blocking-error', 'context'],
    '1': ['non-blocking-error', 'non-blocking-error', 'context', 'non-blocking-error', 'non-blocking-error', 'non-blocking-error'],
    '2': ['no-effect', 'no-effect', 'context', 'no-effect', 'no-effect', 'no-effect'],
    '3': ['non-blocking-error', 'non-blocking-error', 'context', 'non-blocking-error', 'non-blocking-error', 'non-blocking-error'],
    '126': ['non-blocking-error', 'non-blocking-error', 'context', 'non-blocking-error', 'non-blocking-error', 'non-blocking-error'],
    '127': ['non-blocking-error', 'non-blocking-error', 'context', 'non-blocking-error', 'non-blocking-error', 'non-blocking-error'],
    signal: ['non-blocking-error', 'non-blocking-error', 'context', 'non-blocking-error', 'non-blocking-error', 'non-blocking-error'],
  },
};

function outcomeFor(exit: ExitName, stdout: string, stderr: string): HookOutcome {
  return exit === 'signal' ? killed('SIGKILL', stdout, stderr) : exited(Number(exit), stdout, stderr);
}

describe(predictEffect.name, () => {
  for (const [event, table] of Object.entries(TABLES) as [EventName, Record<ExitName, readonly EffectKind[]>][]) {
    for (const [exit, kinds] of Object.entries(table) as [ExitName, readonly EffectKind[]][]) {
      (Object.keys(STDOUTS) as StdoutName[]).forEach((stdoutName, column) => {
        for (const stderr of ['', 'Blocked: rm -rf is not allowed']) {
          it(`${event}: exit ${exit}, stdout ${stdoutName}, stderr ${stderr ? 'text' : 'empty'} → ${kinds[column]}`, () => {
            const effect = predictEffect(event, outcomeFor(exit, STDOUTS[stdoutName](event), stderr), LATEST_VERSION);
            expect(effect.kind).toBe(kinds[column]);
          });
        }
      });
    }
  }

  it('takes the deny reason from stderr on exit 2, or from the JSON when it has one', () => {
    expect(predictEffect('PreToolUse', exited(2, '', 'no rm -rf here\n'), LATEST_VERSION).reason).toBe('no rm -rf here');
    expect(predictEffect('PreToolUse', exited(2, DENY_JSON, 'stderr reason'), LATEST_VERSION).reason).toBe('json says no');
  });

  it('notes a reason-less block', () => {
    const notes = predictEffect('PreToolUse', exited(2), LATEST_VERSION).notes.map((note) => note.code);
    expect(notes).toContain<NoteCode>('decision-without-reason');
  });

  it('shows the first stderr line in a non-blocking error', () => {
    expect(predictEffect('PreToolUse', exited(1, '', 'boom\nmore'), LATEST_VERSION).userMessage).toBe('Failed with non-blocking status code: boom');
  });

  it('stops Claude on continue:false, whatever the event decision', () => {
    const effect = predictEffect('Stop', exited(0, JSON.stringify({ continue: false, stopReason: 'done for today', decision: 'block', reason: 'x' })), LATEST_VERSION);
    expect(effect).toMatchObject({ kind: 'stop', reason: 'done for today' });
  });

  it('blocks a Stop with decision block and carries the reason', () => {
    expect(predictEffect('Stop', exited(0, '{"decision":"block","reason":"tests fail"}'), LATEST_VERSION)).toMatchObject({ kind: 'block', reason: 'tests fail' });
  });

  it('rejects a schema-invalid answer as a non-blocking error and says why', () => {
    const effect = predictEffect('PreToolUse', exited(0, '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"maybe"}}'), LATEST_VERSION);
    expect(effect.kind).toBe('non-blocking-error');
    expect(effect.notes.map((note) => note.code)).toContain<NoteCode>('output-schema-invalid');
  });

  it('rejects a wrong hookEventName', () => {
    const effect = predictEffect('PreToolUse', exited(0, '{"hookSpecificOutput":{"hookEventName":"PostToolUse","permissionDecision":"deny"}}'), LATEST_VERSION);
    expect(effect.kind).toBe('non-blocking-error');
    expect(effect.notes.map((note) => note.code)).toContain<NoteCode>('hook-event-name-mismatch');
  });

  it('maps the deprecated top-level decision on PreToolUse', () => {
    const effect = predictEffect('PreToolUse', exited(0, '{"decision":"block","reason":"old style"}'), LATEST_VERSION);
    expect(effect).toMatchObject({ kind: 'deny', reason: 'old style' });
    expect(effect.notes.map((note) => note.code)).toContain<NoteCode>('deprecated-decision');
  });

  it('notes a reason beside "approve" where Claude Code passes it to no one (measured), with the form that does', () => {
    const approve = exited(0, '{"decision":"approve","reason":"read the output first"}');
    const codes = (event: EventName) => predictEffect(event, approve, LATEST_VERSION).notes.map((note) => note.code);
    for (const event of ['PostToolUse', 'PostToolUseFailure', 'UserPromptSubmit', 'Stop', 'SubagentStop'] as const) expect(codes(event)).toContain<NoteCode>('answer-not-read');
    expect(predictEffect('Stop', approve, LATEST_VERSION).notes.find((note) => note.code === 'answer-not-read')?.detail).toContain('"decision": "block"');
    expect(predictEffect('SubagentStop', approve, LATEST_VERSION).notes.find((note) => note.code === 'answer-not-read')?.detail).toContain('keeps the subagent working');
    // Before a call "approve" is the deprecated allow; before a compaction the text joins its instructions: read in both.
    expect(codes('PreToolUse')).not.toContain('answer-not-read');
    expect(codes('PreCompact')).not.toContain('answer-not-read');
    expect(predictEffect('PostToolUse', exited(0, '{"decision":"approve"}'), LATEST_VERSION).notes).toEqual([]);
  });

  it('notes a top-level decision on PermissionRequest, which decides nothing there (measured), and not the form that is read', () => {
    const topLevel = predictEffect('PermissionRequest', exited(0, '{"decision":"approve","reason":"safe"}'), LATEST_VERSION);
    expect(topLevel.kind).toBe('no-effect');
    expect(topLevel.notes.find((note) => note.code === 'answer-not-read')?.detail).toContain('hookSpecificOutput.decision.behavior');
    const read = predictEffect('PermissionRequest', exited(0, JSON.stringify({ hookSpecificOutput: { hookEventName: 'PermissionRequest', decision: { behavior: 'allow' } } })), LATEST_VERSION);
    expect(read.kind).toBe('allow');
    expect(read.notes).toEqual([]);
  });

  it('answers a timeout with timed-out and no decision', () => {
    expect(predictEffect('PreToolUse', { ...exited(0), kind: 'timed-out', timeoutMs: 10, killedWith: 'SIGTERM' }, LATEST_VERSION).kind).toBe('timed-out');
  });
});

describe('the version axis', () => {
  it('ignores JSON on exit 1 before 2.1.223 and honours it since', () => {
    expect(predictEffect('PreToolUse', exited(1, DENY_JSON), '2.1.222').kind).toBe('non-blocking-error');
    expect(predictEffect('PreToolUse', exited(1, DENY_JSON), '2.1.223').kind).toBe('deny');
  });

  it('treats exit 2 with schema-invalid JSON as non-blocking before 2.1.214 and as a block since', () => {
    const invalid = '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"maybe"}}';
    expect(predictEffect('PreToolUse', exited(2, invalid, 'no'), '2.1.213').kind).toBe('non-blocking-error');
    expect(predictEffect('PreToolUse', exited(2, invalid, 'no'), '2.1.214').kind).toBe('deny');
    expect(predictEffect('PreToolUse', exited(2, '{oops}', 'no'), '2.1.213').kind).toBe('non-blocking-error');
    expect(predictEffect('PreToolUse', exited(2, 'plain words', 'no'), '2.1.213').kind).toBe('deny');
  });

  it('reads an invalid {…} stdout as plain text before 2.1.248 and as an error since', () => {
    expect(predictEffect('PreToolUse', exited(0, '{oops}'), '2.1.247').kind).toBe('no-effect');
    expect(predictEffect('PreToolUse', exited(0, '{oops}'), '2.1.248').kind).toBe('non-blocking-error');
  });

  it('reads stdout that starts with { but does not end with } as plain text, noting the lost answer (measured on 2.1.332)', () => {
    for (const stdout of ['{"a": 1', '{"continue": true} trailing']) {
      const effect = predictEffect('PreToolUse', exited(0, stdout), LATEST_VERSION);
      expect(effect.kind).toBe('no-effect');
      expect(effect.notes.map((note) => note.code)).toContain<NoteCode>('stdout-invalid-json');
    }
    expect(predictEffect('SessionStart', exited(0, '{"a": 1'), LATEST_VERSION).kind).toBe('context');
  });

  it('lets exit 2 block PreCompact only from 2.1.105', () => {
    expect(predictEffect('PreCompact', exited(2, '', 'not now'), '2.1.104').kind).toBe('no-effect');
    expect(predictEffect('PreCompact', exited(2, '', 'not now'), '2.1.105').kind).toBe('block');
  });
});

describe('JSON that overrides the exit code', () => {
  it('denies the tool and ends the turn on continue:false with exit 2 (measured on 2.1.332)', () => {
    expect(predictEffect('PreToolUse', exited(2, '{"continue":false,"stopReason":"halt"}', 'no'), LATEST_VERSION)).toMatchObject({ kind: 'deny', endsTurn: true });
    expect(predictEffect('UserPromptSubmit', exited(2, '{"continue":false,"stopReason":"halt"}', 'no'), LATEST_VERSION)).toMatchObject({ kind: 'stop', reason: 'halt' });
  });
});

describe('events with their own reading of an answer', () => {
  it('ignores exit code and output on StopFailure and InstructionsLoaded', () => {
    expect(predictEffect('StopFailure', exited(1, '', 'boom'), LATEST_VERSION).kind).toBe('no-effect');
    expect(predictEffect('InstructionsLoaded', exited(2, '{oops}', 'x'), LATEST_VERSION)).toMatchObject({ kind: 'no-effect', notes: [] });
  });

  it('reads the worktree path from the last stdout line of a WorktreeCreate hook', () => {
    expect(predictEffect('WorktreeCreate', exited(0, 'creating…\n/tmp/wt/feature\n'), LATEST_VERSION)).toMatchObject({ kind: 'allow', reason: '/tmp/wt/feature' });
  });

  it('flags text over the cap only where plain stdout becomes context', () => {
    const long = 'x'.repeat(10_001);
    expect(predictEffect('UserPromptSubmit', exited(0, long), LATEST_VERSION).notes.map((note) => note.code)).toContain<NoteCode>('text-over-cap');
    expect(predictEffect('PreToolUse', exited(0, long), LATEST_VERSION).notes.map((note) => note.code)).not.toContain<NoteCode>('text-over-cap');
  });
});

describe('a first stdout line {"async": true}', () => {
  // Measured with `hookcheck run --live` on Claude Code 2.1.332: a hook printing {"async": true}
  // and then a deny (PreToolUse) or metrics (UserPromptSubmit) got no hook error, and the tool ran.
  it('sends the hook to the background: what follows, even a deny, is not the answer', () => {
    const effect = predictEffect('PreToolUse', exited(0, `{"async": true}\n${DENY_JSON}\n`), LATEST_VERSION);
    expect([effect.kind, effect.notes.map((note) => note.code)]).toEqual(['no-effect', ['stdout-went-async']]);
    expect(predictEffect('SessionStart', exited(0, '{"async": true, "asyncTimeout": 180000}\n{"metrics": {"ms": 3}}\n'), LATEST_VERSION).kind).toBe('no-effect');
  });

  it('is only that line: {"async": false}, or an async field further down, is read as before', () => {
    expect(predictEffect('PreToolUse', exited(0, `{"async": false}\n${DENY_JSON}\n`), LATEST_VERSION).notes.map((note) => note.code)).toContain('stdout-multiple-json');
    expect(predictEffect('PreToolUse', exited(0, `${DENY_JSON}\n{"async": true}\n`), LATEST_VERSION).notes.map((note) => note.code)).toContain('stdout-multiple-json');
  });
});
