import { describe, expect, it } from 'vitest';
import { EVENT_NAMES, type EventName } from '../../../../specs/claude-code/events.js';
import { UNIVERSAL_OUTPUT_FIELDS, hookSpecificFields, outputSchemas } from '../../../../specs/claude-code/output-schemas.js';

// One valid hookSpecificOutput body per event (without hookEventName); null = none exists.
const SPECIFIC_SAMPLES: { readonly [E in EventName]: Record<string, unknown> | null } = {
  PreToolUse: { permissionDecision: 'deny', permissionDecisionReason: 'rm -rf is blocked', additionalContext: 'Use trash-cli' },
  PostToolUse: { additionalContext: 'Formatted', classifierContext: 'safe', updatedToolOutput: { stdout: '' } },
  PostToolUseFailure: { additionalContext: 'Run npm ci first' },
  PostToolBatch: { additionalContext: 'All reads done' },
  Notification: { additionalContext: 'noted' },
  UserPromptSubmit: { additionalContext: 'Repo uses pnpm', sessionTitle: 'Retries', suppressOriginalPrompt: false },
  UserPromptExpansion: { additionalContext: 'Review style guide', suppressOriginalPrompt: true },
  SessionStart: { additionalContext: 'Branch: main', initialUserMessage: 'hi', sessionTitle: 'New', watchPaths: ['/home/dev/app/.env'], reloadSkills: true },
  SessionEnd: null,
  Stop: { additionalContext: 'Run the linter before stopping' },
  StopFailure: null,
  Interrupt: null,
  SubagentStart: { additionalContext: 'Be brief' },
  SubagentStop: { additionalContext: 'Summarise' },
  PreCompact: null,
  PostCompact: null,
  PreModelSwitch: { permissionDecision: 'ask', permissionDecisionReason: 'Opus costs more' },
  PostModelSwitch: { additionalContext: 'Switched' },
  PermissionRequest: {
    decision: {
      behavior: 'allow',
      updatedInput: { command: 'npm test -- --run' },
      updatedPermissions: [
        { type: 'addRules', rules: [{ toolName: 'Bash', ruleContent: 'npm test' }], behavior: 'allow', destination: 'localSettings' },
        { type: 'setMode', mode: 'acceptEdits', destination: 'session' },
        { type: 'addDirectories', directories: ['/home/dev/shared'], destination: 'session' },
      ],
    },
  },
  PermissionDenied: { retry: true },
  Setup: { additionalContext: 'Installed deps' },
  TeammateIdle: null,
  TaskCreated: null,
  TaskCompleted: null,
  Elicitation: { action: 'accept', content: { environment: 'staging' } },
  ElicitationResult: { action: 'decline' },
  ConfigChange: null,
  WorktreeCreate: { worktreePath: '/home/dev/app/.claude/worktrees/fix' },
  WorktreeRemove: null,
  InstructionsLoaded: null,
  CwdChanged: { watchPaths: ['/home/dev/app/src/.envrc'] },
  FileChanged: { watchPaths: [] },
  DirectoryAdded: null,
  MessageDisplay: { displayContent: 'Done.' },
  PreSkillShellCommand: { permissionDecision: 'deny', permissionDecisionReason: 'no rm', updatedInput: { command: 'true' } },
};

// Typed `unknown` by the SDK: any replacement tool output is accepted.
const UNTYPED_FIELDS: ReadonlySet<string> = new Set(['updatedToolOutput', 'updatedMCPToolOutput']);

const EVENTS_WITHOUT_SPECIFIC_OUTPUT = EVENT_NAMES.filter((event) => SPECIFIC_SAMPLES[event] === null);
const EVENTS_WITH_SPECIFIC_OUTPUT = EVENT_NAMES.filter((event) => SPECIFIC_SAMPLES[event] !== null);

function makeOutput(event: EventName, specific: Record<string, unknown>, hookEventName: string = event) {
  return { continue: true, systemMessage: `checked ${event}`, hookSpecificOutput: { hookEventName, ...specific } };
}

describe('outputSchemas', () => {
  it('has a schema for every event', () => {
    expect(Object.keys(outputSchemas).sort()).toEqual([...EVENT_NAMES].sort());
  });

  describe.each(EVENT_NAMES)('%s', (event) => {
    const schema = outputSchemas[event];

    it('accepts an empty object, every universal field, and unknown keys', () => {
      expect(schema.safeParse({}).success).toBe(true);
      const universal = {
        continue: false,
        stopReason: 'stop',
        suppressOutput: true,
        systemMessage: 'note',
        terminalSequence: '\u0007',
        decision: 'block',
        reason: 'because',
        futureField: 1,
      };
      expect(schema.safeParse(universal).success).toBe(true);
    });

    it('rejects wrong types in universal fields', () => {
      const wrong = [{ continue: 'no' }, { stopReason: 1 }, { suppressOutput: 'yes' }, { systemMessage: { text: 'x' } }, { terminalSequence: 7 }, { decision: 'deny' }, { reason: false }];
      for (const output of wrong) {
        expect(schema.safeParse(output).success, JSON.stringify(output)).toBe(false);
      }
    });
  });

  describe.each(EVENTS_WITH_SPECIFIC_OUTPUT)('%s hookSpecificOutput', (event) => {
    const schema = outputSchemas[event];
    const specific = SPECIFIC_SAMPLES[event] ?? {};

    it('accepts a valid sample that uses only listed fields', () => {
      expect(schema.safeParse(makeOutput(event, specific)).success).toBe(true);
      expect(hookSpecificFields[event]).toEqual(expect.arrayContaining(Object.keys(specific)));
    });

    it('rejects a hookEventName naming another event or missing', () => {
      const other = event === 'Stop' ? 'SubagentStop' : 'Stop';
      expect(schema.safeParse(makeOutput(event, specific, other)).success).toBe(false);
      expect(schema.safeParse({ hookSpecificOutput: specific }).success).toBe(false);
    });

    it('rejects a hookSpecificOutput that is not an object', () => {
      expect(schema.safeParse({ hookSpecificOutput: 'allow' }).success).toBe(false);
    });

    it('rejects a wrong type in every listed field', () => {
      const typedFields = (hookSpecificFields[event] ?? []).filter((field) => !UNTYPED_FIELDS.has(field));
      for (const field of typedFields) {
        const output = makeOutput(event, { ...specific, [field]: Symbol('not JSON') });
        expect(schema.safeParse(output).success, field).toBe(false);
      }
    });
  });

  it.each(['PreToolUse', 'PreModelSwitch', 'PreSkillShellCommand'] as const)('%s rejects permissionDecision "maybe"', (event) => {
    const output = makeOutput(event, { permissionDecision: 'maybe' });
    expect(outputSchemas[event].safeParse(output).success).toBe(false);
  });

  it('accepts defer on PreToolUse but not on PreModelSwitch', () => {
    expect(outputSchemas.PreToolUse.safeParse(makeOutput('PreToolUse', { permissionDecision: 'defer' })).success).toBe(true);
    expect(outputSchemas.PreModelSwitch.safeParse(makeOutput('PreModelSwitch', { permissionDecision: 'defer' })).success).toBe(false);
  });

  it('validates the PermissionRequest decision by behavior', () => {
    const parse = (decision: unknown) => outputSchemas.PermissionRequest.safeParse(makeOutput('PermissionRequest', { decision })).success;
    expect(parse({ behavior: 'deny', message: 'Not on main', interrupt: true })).toBe(true);
    expect(parse(undefined)).toBe(false);
    expect(parse({ behavior: 'maybe' })).toBe(false);
    expect(parse({ behavior: 'deny', interrupt: 'yes' })).toBe(false);
    expect(parse({ behavior: 'allow', updatedPermissions: [{ type: 'setMode', mode: 'yolo', destination: 'session' }] })).toBe(false);
    expect(parse({ behavior: 'allow', updatedPermissions: [{ type: 'addRules', rules: [], behavior: 'allow', destination: 'global' }] })).toBe(false);
  });

  it('requires worktreePath in WorktreeCreate output', () => {
    expect(outputSchemas.WorktreeCreate.safeParse(makeOutput('WorktreeCreate', {})).success).toBe(false);
  });
});

describe('hookSpecificFields', () => {
  it('has an entry for every event', () => {
    expect(Object.keys(hookSpecificFields).sort()).toEqual([...EVENT_NAMES].sort());
    for (const event of EVENT_NAMES) expect(hookSpecificFields[event], event).not.toBeUndefined();
  });

  it('is null exactly for the events without a hookSpecificOutput type', () => {
    const withoutOutput = EVENT_NAMES.filter((event) => hookSpecificFields[event] === null);
    expect(withoutOutput.sort()).toEqual([...EVENTS_WITHOUT_SPECIFIC_OUTPUT].sort());
    expect(withoutOutput).toHaveLength(12);
  });

  it('never lists hookEventName as a field', () => {
    for (const fields of Object.values(hookSpecificFields)) expect(fields ?? []).not.toContain('hookEventName');
  });

  it('lists the PreToolUse fields of the protocol', () => {
    expect(hookSpecificFields.PreToolUse).toEqual(['permissionDecision', 'permissionDecisionReason', 'updatedInput', 'additionalContext']);
  });
});

describe('UNIVERSAL_OUTPUT_FIELDS', () => {
  it('lists the universal top-level fields', () => {
    expect([...UNIVERSAL_OUTPUT_FIELDS].sort()).toEqual(['continue', 'decision', 'reason', 'stopReason', 'suppressOutput', 'systemMessage', 'terminalSequence'].sort());
  });
});
