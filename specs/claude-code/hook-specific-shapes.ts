/**
 * The fields each event accepts inside `hookSpecificOutput`, besides `hookEventName`
 * (PROTOCOLS.md §1.9 "hookSpecificOutput by event", SDK `*HookSpecificOutput` types).
 * `null` marks the events that have no hookSpecificOutput type at all.
 */
import { z } from 'zod';
import type { EventName } from './events.js';
import { permissionUpdateSchema } from './permission-schemas.js';

const additionalContext = z.string().optional();
const watchPaths = z.array(z.string()).optional();
const permissionDecisionReason = z.string().optional();
// A replacement for the whole tool input, not a patch.
const updatedInput = z.record(z.string(), z.unknown()).optional();

/** SDK `HookPermissionDecision`; `defer` only works in `-p` with a single tool call. */
const hookPermissionDecision = z.enum(['allow', 'deny', 'ask', 'defer']);

const contextOnly = { additionalContext };

const elicitationAnswer = {
  action: z.enum(['accept', 'decline', 'cancel']).optional(),
  content: z.record(z.string(), z.unknown()).optional(),
};

const permissionRequestDecision = z.discriminatedUnion('behavior', [
  z.looseObject({
    behavior: z.literal('allow'),
    updatedInput,
    updatedPermissions: z.array(permissionUpdateSchema).optional(),
  }),
  z.looseObject({
    behavior: z.literal('deny'),
    message: z.string().optional(),
    interrupt: z.boolean().optional(),
  }),
]);

export const hookSpecificShapes: { readonly [E in EventName]: z.core.$ZodLooseShape | null } = {
  PreToolUse: {
    permissionDecision: hookPermissionDecision.optional(),
    permissionDecisionReason,
    updatedInput,
    additionalContext,
  },
  PermissionRequest: { decision: permissionRequestDecision },
  PermissionDenied: { retry: z.boolean().optional() },
  PostToolUse: {
    additionalContext,
    classifierContext: z.string().optional(),
    updatedToolOutput: z.unknown().optional(),
    updatedMCPToolOutput: z.unknown().optional(),
  },
  PostToolUseFailure: contextOnly,
  PostToolBatch: contextOnly,
  Notification: contextOnly,
  Setup: contextOnly,
  SubagentStart: contextOnly,
  Stop: contextOnly,
  SubagentStop: contextOnly,
  PostModelSwitch: contextOnly,
  UserPromptSubmit: {
    additionalContext,
    sessionTitle: z.string().optional(),
    suppressOriginalPrompt: z.boolean().optional(),
  },
  UserPromptExpansion: { additionalContext, suppressOriginalPrompt: z.boolean().optional() },
  SessionStart: {
    additionalContext,
    initialUserMessage: z.string().optional(),
    sessionTitle: z.string().optional(),
    watchPaths,
    reloadSkills: z.boolean().optional(),
  },
  Elicitation: elicitationAnswer,
  ElicitationResult: elicitationAnswer,
  CwdChanged: { watchPaths },
  FileChanged: { watchPaths },
  WorktreeCreate: { worktreePath: z.string() },
  MessageDisplay: { displayContent: z.string().optional() },
  PreModelSwitch: {
    permissionDecision: z.enum(['allow', 'deny', 'ask']).optional(),
    permissionDecisionReason,
  },
  PreSkillShellCommand: {
    permissionDecision: hookPermissionDecision.optional(),
    permissionDecisionReason,
    updatedInput,
  },
  SessionEnd: null,
  StopFailure: null,
  // 2.1.335 rejects hookEventName "Interrupt" (its debug log lists the names it takes; measured).
  Interrupt: null,
  PreCompact: null,
  PostCompact: null,
  ConfigChange: null,
  InstructionsLoaded: null,
  TeammateIdle: null,
  TaskCreated: null,
  TaskCompleted: null,
  WorktreeRemove: null,
  DirectoryAdded: null,
};
