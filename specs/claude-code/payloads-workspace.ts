/**
 * Sample payloads of the events about teams, tasks, MCP elicitations, configuration and the
 * file system (PROTOCOLS.md §1.8).
 */
import path from 'node:path';
import type { EventName } from './events.js';
import { makeSample } from './payloads-base.js';
import type { PayloadBuilder } from './payloads.js';

const TASK = {
  task_id: 'task-1',
  task_subject: 'Fix flaky retry test',
  task_description: 'test/app.test.ts fails one run in five; make retries deterministic.',
};

const DEPLOY_SCHEMA = {
  type: 'object',
  properties: { environment: { type: 'string', enum: ['staging', 'production'] } },
  required: ['environment'],
};

export const workspacePayloadBuilders = {
  TeammateIdle: (ctx) => [makeSample('TeammateIdle', ctx, 'reviewer idle', { teammate_name: 'reviewer', team_name: 'release' })],
  TaskCreated: (ctx) => [
    makeSample('TaskCreated', ctx, 'task created', TASK),
    makeSample('TaskCreated', ctx, 'task for a teammate', {
      task_id: 'task-2',
      task_subject: 'Review the retry change',
      teammate_name: 'reviewer',
      team_name: 'release',
    }),
  ],
  TaskCompleted: (ctx) => [makeSample('TaskCompleted', ctx, 'task completed', TASK)],
  Elicitation: (ctx) => [
    makeSample('Elicitation', ctx, 'form: pick environment', {
      mcp_server_name: 'deploy',
      message: 'Which environment should I deploy to?',
      mode: 'form',
      elicitation_id: 'elicit-01',
      requested_schema: DEPLOY_SCHEMA,
    }),
    makeSample('Elicitation', ctx, 'url: sign in', {
      mcp_server_name: 'deploy',
      message: 'Sign in to the deploy service',
      mode: 'url',
      url: 'http://127.0.0.1:8080/oauth/authorize',
      elicitation_id: 'elicit-02',
    }),
  ],
  ElicitationResult: (ctx) => [
    makeSample('ElicitationResult', ctx, 'accepted', {
      mcp_server_name: 'deploy',
      elicitation_id: 'elicit-01',
      mode: 'form',
      action: 'accept',
      content: { environment: 'staging' },
    }),
    makeSample('ElicitationResult', ctx, 'declined', {
      mcp_server_name: 'deploy',
      elicitation_id: 'elicit-01',
      action: 'decline',
    }),
  ],
  ConfigChange: (ctx) => [
    makeSample('ConfigChange', ctx, 'project settings', {
      source: 'project_settings',
      file_path: path.join(ctx.cwd, '.claude', 'settings.json'),
    }),
    makeSample('ConfigChange', ctx, 'skill', {
      source: 'skills',
      file_path: path.join(ctx.cwd, '.claude', 'skills', 'deploy', 'SKILL.md'),
    }),
  ],
  InstructionsLoaded: (ctx) => [
    makeSample('InstructionsLoaded', ctx, 'CLAUDE.md at start', {
      file_path: path.join(ctx.cwd, 'CLAUDE.md'),
      memory_type: 'Project',
      load_reason: 'session_start',
    }),
    makeSample('InstructionsLoaded', ctx, 'rule matched by glob', {
      file_path: path.join(ctx.cwd, '.claude', 'rules', 'typescript.md'),
      memory_type: 'Project',
      load_reason: 'path_glob_match',
      globs: ['src/**/*.ts'],
      trigger_file_path: path.join(ctx.cwd, 'src', 'app.ts'),
    }),
  ],
  WorktreeCreate: (ctx) => [makeSample('WorktreeCreate', ctx, 'fix-retry-test', { name: 'fix-retry-test' })],
  WorktreeRemove: (ctx) => [
    makeSample('WorktreeRemove', ctx, 'fix-retry-test', {
      worktree_path: path.join(ctx.cwd, '.claude', 'worktrees', 'fix-retry-test'),
    }),
  ],
  CwdChanged: (ctx) => [makeSample('CwdChanged', ctx, 'cd src', { old_cwd: ctx.cwd, new_cwd: path.join(ctx.cwd, 'src') })],
  FileChanged: (ctx) => [
    makeSample('FileChanged', ctx, '.env changed', { file_path: path.join(ctx.cwd, '.env'), event: 'change' }),
    makeSample('FileChanged', ctx, 'lockfile removed', {
      file_path: path.join(ctx.cwd, 'package-lock.json'),
      event: 'unlink',
    }),
  ],
  DirectoryAdded: (ctx) => [
    makeSample('DirectoryAdded', ctx, '/add-dir ../shared-lib', {
      directory: path.join(path.dirname(ctx.cwd), 'shared-lib'),
      source: 'slash_command',
    }),
  ],
} satisfies Partial<Record<EventName, PayloadBuilder>>;
