/**
 * The classes where the real Claude Code 2.1.332 was measured to differ from what the oracle used to
 * say (specs/claude-code/truth/2.1.332.json holds every row): each class, and its nearest
 * neighbour that behaves the other way.
 */
import { describe, expect, it } from 'vitest';
import type { EventName } from '../../../specs/claude-code/events.js';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import { GENERIC_BLOCK_TEXT, predictEffect } from '../../../src/agents/claude-code/predict-effect.js';
import { predictFacts } from '../../../src/agents/claude-code/predict-facts.js';
import type { NoteCode } from '../../../src/oracle/effect.js';
import type { HookOutcome } from '../../../src/model/outcome.js';
import { exited, killed } from '../../helpers/factory.js';

const DENY = JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'not here' } });
const stopContext = JSON.stringify({ hookSpecificOutput: { hookEventName: 'Stop', additionalContext: 'tests still fail' } });

function facts(event: EventName, outcome: HookOutcome) {
  const effect = predictEffect(event, outcome, LATEST_VERSION);
  return { effect, facts: predictFacts(event, outcome, effect) };
}

describe('Stop with additionalContext', () => {
  it('keeps the agent working, with the context sent to the model, on exit 0, 1 and 3', () => {
    for (const code of [0, 1, 3]) {
      const { effect, facts: shown } = facts('Stop', exited(code, stopContext));
      expect(shown.continued).toBe(true);
      expect(shown.modelTexts).toContain('tests still fail');
      expect(effect.kind).toBe('context');
    }
  });

  it('lets the agent stop when the hook prints nothing', () => {
    expect(facts('Stop', exited(0)).facts.continued).toBe(false);
  });
});

describe('valid JSON on a failing exit other than 2', () => {
  it('is applied and reported as a hook error (exit 1, 3, 127, 255, killed after printing)', () => {
    for (const outcome of [exited(1, DENY), exited(3, DENY), exited(127, DENY), exited(255, DENY), killed('SIGKILL', DENY)]) {
      const { effect, facts: shown } = facts('PreToolUse', outcome);
      expect(effect).toMatchObject({ kind: 'deny', reason: 'not here', hookError: true });
      expect(shown).toMatchObject({ toolRan: false, hookLabel: 'error' });
    }
  });

  it('is applied without an error on exit 0', () => {
    const { effect, facts: shown } = facts('PreToolUse', exited(0, DENY));
    expect(effect.hookError).toBeUndefined();
    expect(shown.hookLabel).toBe('success');
  });
});

describe('continue: false without a decision', () => {
  const halt = JSON.stringify({ continue: false, stopReason: 'halt' });

  it('on PreToolUse lets the tool run, then ends the turn', () => {
    const { effect, facts: shown } = facts('PreToolUse', exited(0, halt));
    expect(effect).toMatchObject({ kind: 'no-effect', endsTurn: true });
    expect(shown).toMatchObject({ toolRan: true, continued: false });
  });

  it('on PreToolUse with a deny denies the tool as well', () => {
    const both = JSON.stringify({ continue: false, hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'no' } });
    expect(facts('PreToolUse', exited(0, both)).facts).toMatchObject({ toolRan: false, continued: false });
  });

  it('is ignored on SessionStart: the prompt is processed and the context kept', () => {
    const withContext = JSON.stringify({ continue: false, hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: 'ctx' } });
    const { effect, facts: shown } = facts('SessionStart', exited(0, withContext));
    expect(effect).toMatchObject({ kind: 'context', context: ['ctx'] });
    expect(effect.endsTurn).toBeUndefined();
    expect(shown.promptReached).toBe(true);
  });

  it('stops a UserPromptSubmit: the prompt never reaches the model', () => {
    const { effect, facts: shown } = facts('UserPromptSubmit', exited(0, halt));
    expect(effect.kind).toBe('stop');
    expect(shown.promptReached).toBe(false);
  });
});

describe('exit 2 with a deny JSON', () => {
  it('without a reason, tells the model the generic text, not stderr', () => {
    const bare = JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny' } });
    const { effect, facts: shown } = facts('PreToolUse', exited(2, bare, 'stderr words'));
    expect(effect.reason).toBe(GENERIC_BLOCK_TEXT);
    expect(shown.modelTexts.join(' ')).not.toContain('stderr words');
  });

  it('without any JSON, tells the model stderr', () => {
    expect(facts('PreToolUse', exited(2, '', 'stderr words')).facts.modelTexts).toContain('stderr words');
  });
});

describe('a deny reason over 10,000 characters', () => {
  const long = `${'why '.repeat(3000)}end`;

  it('reaches the model whole, with no cap note', () => {
    const answer = JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: long } });
    const { effect, facts: shown } = facts('PreToolUse', exited(0, answer));
    expect(shown.modelTexts).toContain(long);
    expect(effect.notes.map((note) => note.code)).not.toContain<NoteCode>('text-over-cap');
  });

  it('is capped as context', () => {
    const answer = JSON.stringify({ hookSpecificOutput: { hookEventName: 'UserPromptSubmit', additionalContext: long } });
    expect(predictEffect('UserPromptSubmit', exited(0, answer), LATEST_VERSION).notes.map((note) => note.code)).toContain<NoteCode>('text-over-cap');
  });
});

describe('ask and defer in a headless session', () => {
  const decide = (decision: string) => JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: decision, permissionDecisionReason: 'check first' } });

  it('ask: the call is refused and the ask reason reaches the model', () => {
    expect(facts('PreToolUse', exited(0, decide('ask'))).facts).toMatchObject({ toolRan: false, continued: true, modelTexts: ['check first'] });
  });

  it('defer: the call is not run and the headless turn ends', () => {
    expect(facts('PreToolUse', exited(0, decide('defer'))).facts).toMatchObject({ toolRan: false, continued: false });
  });

  it('allow: the call runs', () => {
    expect(facts('PreToolUse', exited(0, decide('allow'))).facts).toMatchObject({ toolRan: true, continued: true });
  });
});

describe('updatedInput', () => {
  const rewritten = { command: 'echo safer', description: 'x' };

  it('is the rewrite the agent runs, with or without a decision', () => {
    for (const fields of [{ updatedInput: rewritten }, { permissionDecision: 'allow', updatedInput: rewritten }]) {
      const { effect, facts: shown } = facts('PreToolUse', exited(0, JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', ...fields } })));
      expect(effect.rewrite).toEqual(rewritten);
      expect(shown).toMatchObject({ toolRan: true, ranRewrite: true });
    }
  });

  it('is absent when the hook does not rewrite, and never runs on a deny', () => {
    expect(predictEffect('PreToolUse', exited(0, DENY), LATEST_VERSION).rewrite).toBeUndefined();
    const denied = JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', updatedInput: rewritten } });
    expect(facts('PreToolUse', exited(0, denied)).facts.ranRewrite).toBe(false);
  });
});
