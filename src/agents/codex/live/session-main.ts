/**
 * Entry point of one Codex session inside its own network namespace (started with runContained):
 * options as JSON on stdin, the session as JSON on stdout. The fake model and Codex share the
 * namespace's loopback, and nothing else is reachable.
 */
import { text } from 'node:stream/consumers';
import { runHook } from '../../../runner/run-hook.js';
import { createScratchArea } from '../../../workspace/scratch-area.js';
import { runCodexSession, type CodexSessionOptions } from './codex-session.js';

const options = JSON.parse(await text(process.stdin)) as CodexSessionOptions;
const session = await runCodexSession(options, { runHook, createScratchArea: () => createScratchArea() });
process.stdout.write(JSON.stringify(session));
