/**
 * Stands in for the hook under test inside a live session of another agent: runs the hook through
 * the one runner with the payload the agent sent, writes that payload and the hook's answer to the
 * record file, then gives the agent the same answer (streams, exit code, signal). The live verdict
 * judges what the agent did against the oracle's reading of this very answer. It answers once: a
 * later call in the same session (an end-of-turn hook, called again once a block made the agent go
 * on) lets the agent be, so a hook that always blocks cannot keep a session going until the agent's
 * own limit; the first answer is the one judged.
 *
 * Usage: node record-answer.js <record file> <hook command as JSON>
 */
import { existsSync, writeFileSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import type { HookCommand } from '../runner/hook-command.js';
import { runHook } from '../runner/run-hook.js';

/** The agent enforces its own timeout (it kills this process); this one only bounds a runaway. */
const OUTER_TIMEOUT_MS = 10 * 60_000;

const [recordFile, commandJson] = process.argv.slice(2);
const command = JSON.parse(commandJson!) as HookCommand;
const stdin = await text(process.stdin);
if (existsSync(recordFile!)) process.exit(0);
const env = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
const outcome = await runHook({ command, stdin, cwd: process.cwd(), env, timeoutMs: OUTER_TIMEOUT_MS, maxOutputBytes: 16 * 1024 * 1024 });
writeFileSync(recordFile!, JSON.stringify({ stdin, outcome }));
// Written through before a signal ends this process, so the agent reads the whole answer.
await new Promise((done) => process.stdout.write(outcome.stdout, done));
await new Promise((done) => process.stderr.write(outcome.stderr, done));
if (outcome.kind === 'killed') process.kill(process.pid, outcome.signal as NodeJS.Signals);
process.exitCode = outcome.kind === 'exited' ? outcome.exitCode : 1;
