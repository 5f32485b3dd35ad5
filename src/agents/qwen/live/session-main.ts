/**
 * Entry point of one Qwen Code session inside its own network namespace (started with
 * runContained): options as JSON on stdin, the session as JSON on stdout. The fake model and the
 * CLI share the namespace's loopback, and nothing else is reachable.
 */
import { text } from 'node:stream/consumers';
import { runHook } from '../../../runner/run-hook.js';
import { createScratchArea } from '../../../workspace/scratch-area.js';
import { runQwenSession, type QwenSessionOptions } from './qwen-session.js';

const options = JSON.parse(await text(process.stdin)) as QwenSessionOptions;
const session = await runQwenSession(options, { runHook, createScratchArea: () => createScratchArea() });
process.stdout.write(JSON.stringify(session));
