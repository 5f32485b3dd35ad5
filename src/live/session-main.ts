/**
 * Entry point of one agent session inside its own network namespace (started by
 * contained-session.ts under bubblewrap): options as JSON on stdin, the session as JSON on stdout.
 * The fake model and the agent share the namespace's loopback, and nothing else is reachable.
 */
import { text } from 'node:stream/consumers';
import { runHook } from '../runner/run-hook.js';
import { createScratchArea } from '../workspace/scratch-area.js';
import { runAgentSession, type AgentSessionOptions } from './agent-session.js';

const options = JSON.parse(await text(process.stdin)) as AgentSessionOptions & { readonly seedFrom?: string; readonly extraPaths?: readonly string[] };
const session = await runAgentSession(options, { runHook, createScratchArea: () => createScratchArea(options.seedFrom, options.extraPaths ?? []) });
process.stdout.write(JSON.stringify(session));
