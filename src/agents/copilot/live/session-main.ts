/**
 * Entry point of one Copilot session inside its own network namespace (started with runContained):
 * options as JSON on stdin, the session as JSON on stdout. The fake model and Copilot share the
 * namespace's loopback, and nothing else is reachable.
 */
import { text } from 'node:stream/consumers';
import { runHook } from '../../../runner/run-hook.js';
import { createScratchArea } from '../../../workspace/scratch-area.js';
import { runCopilotSession, type CopilotSessionOptions } from './copilot-session.js';

const options = JSON.parse(await text(process.stdin)) as CopilotSessionOptions;
const session = await runCopilotSession(options, { runHook, createScratchArea: () => createScratchArea() });
process.stdout.write(JSON.stringify(session));
