/**
 * Regular expressions written by someone else (a settings file's matcher, a config's probe regex)
 * run here, with a deadline: a backtracking pattern such as `([a-zA-Z_]+)+\d` must cost hookcheck
 * a second, not hours. They keep JavaScript semantics (Claude Code tests matchers with JS
 * RegExp), so they run as JS RegExp in a worker thread that is terminated when the deadline
 * passes. The call stays synchronous (Atomics.wait), so callers stay simple.
 */
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';

type BoundedTest = { readonly kind: 'matched' } | { readonly kind: 'not-matched' } | { readonly kind: 'invalid'; readonly message: string } | { readonly kind: 'timed-out'; readonly afterMs: number };

/** Far above what any sane pattern needs on a tool name or a hook's output, far below a hang. */
const REGEX_DEADLINE_MS = 1000;
/** How long a fresh worker may take to start (a loaded machine), before its first job. */
const START_MS = 30_000;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const flags = new Int32Array(workerData.shared);
Atomics.store(flags, 1, -1);
Atomics.notify(flags, 1);
parentPort.once('message', ({ port }) => {
  port.on('message', (job) => {
    Atomics.store(flags, 1, job.id);
    Atomics.notify(flags, 1);
    let reply;
    try { reply = { id: job.id, matched: new RegExp(job.source, job.flags).test(job.input) }; }
    catch (error) { reply = { id: job.id, invalid: String(error && error.message) }; }
    port.postMessage(reply);
    Atomics.store(flags, 0, job.id);
    Atomics.notify(flags, 0);
  });
});`;

interface Runner {
  readonly worker: Worker;
  readonly port: MessagePort;
  /** [0]: id of the last job done; [1]: id of the job started (-1: worker ready). */
  readonly flags: Int32Array;
}

let runner: Runner | undefined;
let nextId = 1;
/** Patterns that already ran past a deadline: each costs the deadline once, not once per input. */
const runaway = new Map<string, number>();

/** Tests `source` (with `flags`) against `input`, giving up after `deadlineMs`. */
export function boundedTest(source: string, flags: string, input: string, deadlineMs: number = REGEX_DEADLINE_MS): BoundedTest {
  const key = `${flags}/${source}`;
  const known = runaway.get(key);
  if (known !== undefined) return { kind: 'timed-out', afterMs: known };
  const current = runner ?? startRunner();
  const id = nextId++;
  current.port.postMessage({ id, source, flags, input });
  // The deadline counts from when the worker starts the job, so a slow start is never blamed on the pattern.
  waitFor(current.flags, 1, id, START_MS);
  if (waitFor(current.flags, 0, id, deadlineMs)) {
    const reply = receiveMessageOnPort(current.port)?.message as { matched?: boolean; invalid?: string } | undefined;
    if (reply?.invalid !== undefined) return { kind: 'invalid', message: reply.invalid };
    return { kind: reply?.matched === true ? 'matched' : 'not-matched' };
  }
  stopRunner();
  runaway.set(key, deadlineMs);
  return { kind: 'timed-out', afterMs: deadlineMs };
}

/** True when the pattern matches; false when it does not, does not compile, or runs past the deadline. */
export function boundedMatches(source: string, flags: string, input: string, deadlineMs?: number): boolean {
  return boundedTest(source, flags, input, deadlineMs).kind === 'matched';
}

/** Waits until `flags[slot]` reaches `id` (true), or `ms` pass (false). */
function waitFor(flags: Int32Array, slot: number, id: number, ms: number): boolean {
  const until = performance.now() + ms;
  for (;;) {
    const seen = Atomics.load(flags, slot);
    if (seen >= id) return true;
    const left = until - performance.now();
    if (left <= 0) return false;
    Atomics.wait(flags, slot, seen, left);
  }
}

function startRunner(): Runner {
  const shared = new SharedArrayBuffer(8);
  const flags = new Int32Array(shared);
  Atomics.store(flags, 1, -2);
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { shared } });
  // Never keep hookcheck alive for the sake of a regex.
  worker.unref();
  const { port1, port2 } = new MessageChannel();
  worker.postMessage({ port: port2 }, [port2]);
  port1.unref();
  waitFor(flags, 1, -1, START_MS);
  runner = { worker, port: port1, flags };
  return runner;
}

function stopRunner(): void {
  if (runner === undefined) return;
  const { worker, port } = runner;
  runner = undefined;
  port.close();
  void worker.terminate();
}
