/**
 * Entry point of one Cline session inside its own network namespace (started with runContained):
 * options as JSON on stdin, the session as JSON on stdout. The fake model, Cline and its hub daemon
 * share the namespace's loopback, and nothing else is reachable.
 */
import { text } from 'node:stream/consumers';
import { runHook } from '../../../runner/run-hook.js';
import { createScratchArea } from '../../../workspace/scratch-area.js';
import { runClineSession, type ClineSessionOptions } from './cline-session.js';

const options = JSON.parse(await text(process.stdin)) as ClineSessionOptions;
const session = await runClineSession(options, { runHook, createScratchArea: () => createScratchArea() });
process.stdout.write(JSON.stringify(session));
