/**
 * Entry point of one Gemini CLI session inside its own network namespace (started with
 * runContained): options as JSON on stdin, the session as JSON on stdout. The fake Gemini API and
 * the CLI share the namespace's loopback, and nothing else is reachable.
 */
import { text } from 'node:stream/consumers';
import { runHook } from '../../../runner/run-hook.js';
import { createScratchArea } from '../../../workspace/scratch-area.js';
import { runGeminiSession, type GeminiSessionOptions } from './gemini-session.js';

const options = JSON.parse(await text(process.stdin)) as GeminiSessionOptions;
const session = await runGeminiSession(options, { runHook, createScratchArea: () => createScratchArea() });
process.stdout.write(JSON.stringify(session));
