/**
 * Input schemas of the events about teams, tasks, MCP elicitations, configuration and the
 * file system (PROTOCOLS.md §1.8).
 */
import { z } from 'zod';
import type { EventName } from './events.js';
import { defineInput } from './input-schema-base.js';

const elicitationMode = z.enum(['form', 'url']);

const taskShape = {
  task_id: z.string(),
  task_subject: z.string(),
  task_description: z.string().optional(),
  teammate_name: z.string().optional(),
  team_name: z.string().optional(),
};

export const workspaceInputSchemas = {
  // team_name is deprecated but still required by the SDK type.
  TeammateIdle: defineInput('TeammateIdle', { teammate_name: z.string(), team_name: z.string() }),
  TaskCreated: defineInput('TaskCreated', taskShape),
  TaskCompleted: defineInput('TaskCompleted', taskShape),
  Elicitation: defineInput('Elicitation', {
    mcp_server_name: z.string(),
    message: z.string(),
    mode: elicitationMode.optional(),
    url: z.string().optional(),
    elicitation_id: z.string().optional(),
    requested_schema: z.record(z.string(), z.unknown()).optional(),
  }),
  ElicitationResult: defineInput('ElicitationResult', {
    mcp_server_name: z.string(),
    elicitation_id: z.string().optional(),
    mode: elicitationMode.optional(),
    action: z.enum(['accept', 'decline', 'cancel']),
    content: z.record(z.string(), z.unknown()).optional(),
  }),
  ConfigChange: defineInput('ConfigChange', {
    source: z.enum(['user_settings', 'project_settings', 'local_settings', 'policy_settings', 'skills']),
    file_path: z.string().optional(),
  }),
  InstructionsLoaded: defineInput('InstructionsLoaded', {
    file_path: z.string(),
    memory_type: z.enum(['User', 'Project', 'Local', 'Managed']),
    load_reason: z.enum(['session_start', 'nested_traversal', 'path_glob_match', 'include', 'compact']),
    globs: z.array(z.string()).optional(),
    trigger_file_path: z.string().optional(),
    parent_file_path: z.string().optional(),
  }),
  WorktreeCreate: defineInput('WorktreeCreate', { name: z.string() }),
  WorktreeRemove: defineInput('WorktreeRemove', { worktree_path: z.string() }),
  CwdChanged: defineInput('CwdChanged', { old_cwd: z.string(), new_cwd: z.string() }),
  FileChanged: defineInput('FileChanged', {
    file_path: z.string(),
    event: z.enum(['change', 'add', 'unlink']),
  }),
  DirectoryAdded: defineInput('DirectoryAdded', {
    directory: z.string(),
    source: z.enum(['slash_command', 'register_repo_root']),
  }),
} satisfies Partial<Record<EventName, z.ZodType>>;
