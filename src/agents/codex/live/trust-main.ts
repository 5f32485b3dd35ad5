/**
 * Entry point of one question to Codex about a project's hooks, inside its own network namespace
 * (started with runContained): options as JSON on stdin, Codex's list as JSON on stdout.
 */
import { text } from 'node:stream/consumers';
import { runHook } from '../../../runner/run-hook.js';
import { createScratchArea } from '../../../workspace/scratch-area.js';
import { listWithUserConfig, type TrustListOptions } from './hook-trust.js';

const options = JSON.parse(await text(process.stdin)) as TrustListOptions;
process.stdout.write(JSON.stringify(await listWithUserConfig(options, { runHook, createScratchArea: () => createScratchArea() })));
