/**
 * The program of a Node hook host: one node process that runs JavaScript hooks one after another,
 * each as a fresh module instance, instead of one node start per run (`hookcheck mutate` runs a
 * guard's mutants here; see node-host.ts for when, and how its answers are checked). Only node's
 * own modules and the three beside it (host-run.ts, host-fs.ts, host-load.ts): this runs in the host, beside the
 * hooks, and must not bring hookcheck with it.
 *
 * What a run sees, as in a process of its own: its stdin (process.stdin, fd 0 through fs), its
 * stdout and stderr (streams, console, fd 1 and 2 through fs), argv, env,
 * cwd, process.exit and process.exitCode, and exit 1 with the error on stderr when it throws or
 * leaves a rejection unhandled. It ends when it exits or when nothing it started is left to run
 * (what ends a node process too: no ref'd handle, timer or request). What it leaves behind when it
 * exits (a timer, a child, a socket) cannot be cancelled from here: the answer says so, and the
 * parent starts a fresh host.
 *
 * Protocol on fd 3, one JSON object a line: `{ready}` once; then per request
 * `{id,file,args,cwd,env,stdin (base64),maxOutputBytes}` an answer `{id,exit|crash,stdout,stderr (base64),
 * stdoutBytes,stderrBytes,durationMs,clean,escaped,needsProcess?}`. fd 0 is /dev/null; fd 1 and 2 are one file,
 * measured around each run: a byte there means the run wrote past the capture (a child that inherits
 * them, say).
 */
import { Console } from 'node:console';
import fs from 'node:fs';
import net from 'node:net';
import { createInterface } from 'node:readline';
import { Readable, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { installFs } from './host-fs.js';
import { isModule, loadCommonJs } from './host-load.js';
import { capture, currentRun, setCurrentRun, type Capture, type Request, type Run } from './host-run.js';

class HostExit {
  constructor(readonly code: number) {}
}

const CONTROL_FD = 3;
const original = {
  exit: process.exit.bind(process),
  env: process.env,
  readFileSync: fs.readFileSync,
  writeSync: fs.writeSync,
  console: globalThis.console,
};

function outputStream(into: () => Capture, fd: number): Writable {
  const stream = new Writable({
    write(chunk, encoding, done) {
      capture(into(), chunk, encoding);
      done();
    },
  });
  // What code that looks at the stream expects of a pipe.
  return Object.assign(stream, { fd, isTTY: false, columns: undefined, _type: 'pipe' });
}

function stdinStream(run: Run): Readable {
  const stream = new Readable({ read() {} });
  if (run.stdin.length > 0) stream.push(run.stdin);
  stream.push(null);
  return Object.assign(stream, { fd: 0, isTTY: false });
}

function installProcess(run: Run): void {
  const stdout = outputStream(() => run.out, 1);
  const stderr = outputStream(() => run.err, 2);
  for (const [name, value] of [
    ['stdin', stdinStream(run)],
    ['stdout', stdout],
    ['stderr', stderr],
  ] as const)
    Object.defineProperty(process, name, { value, configurable: true, writable: true });
  globalThis.console = new Console({ stdout, stderr });
  process.env = { ...run.request.env };
  process.argv = [process.execPath, run.request.file, ...run.request.args];
  process.exitCode = undefined;
  process.chdir(run.request.cwd);
  process.exit = ((code?: number | string | null) => {
    if (currentRun() === run && run.ending === null) {
      run.ending = { exit: Number(code ?? process.exitCode ?? 0) };
      checkSoon();
    }
    throw new HostExit(Number(code ?? 0));
  }) as typeof process.exit;
}

/** Ends the run with node's own reading of an error nothing caught: exit 1, the error on stderr. */
function crashed(error: unknown): void {
  const run = currentRun();
  if (run === null || error instanceof HostExit || run.ending !== null) return;
  const text = error instanceof Error ? (error.stack ?? String(error)) : `Uncaught ${String(error)}`;
  capture(run.err, `${text}\n\nNode.js ${process.version}\n`);
  run.ending = { crash: 1 };
  checkSoon();
}

process.on('uncaughtException', crashed);
process.on('unhandledRejection', crashed);

/** The host's own checks still waiting as immediates: not the run's either. */
let checksWaiting = 0;

function checkSoon(): void {
  checksWaiting++;
  setImmediate(() => {
    checksWaiting--;
    check();
  });
}

/**
 * What the run still holds open, as node counts what keeps a process alive: ref'd handles, timers
 * and requests (a check running in an immediate is not among them; pending ticks ran before it).
 */
function holding(run: Run): string[] {
  const left = [...run.before, ...Array<string>(checksWaiting).fill('Immediate')];
  return process.getActiveResourcesInfo().filter((type) => {
    const own = left.indexOf(type);
    if (own < 0) return true;
    left.splice(own, 1);
    return false;
  });
}

/**
 * Process events whose listeners change the answer itself: node calls them as the process ends
 * (what an `exit` handler prints reaches the agent), or instead of ending it on an error. A host
 * ends no process: a run that listens for them needs one of its own.
 */
const ENDING_EVENTS = ['exit', 'beforeExit', 'uncaughtException', 'unhandledRejection'] as const;

/** What of the host's process a run leaves changed for the runs after it: listeners, globals. */
function processMarks(): string {
  const listeners = process.eventNames().map((name) => `${String(name)}:${process.listenerCount(name)}`);
  return [...listeners.sort(), ...Object.getOwnPropertyNames(globalThis).sort()].join(' ');
}

function check(): void {
  const run = currentRun();
  if (run === null || run.answered) return;
  const held = holding(run);
  // Immediates end within a turn of the loop (node schedules some of its own after an error): let them.
  if (held.length > 0 && held.every((type) => type === 'Immediate') && run.turns++ < 3) {
    checkSoon();
    return;
  }
  if (run.ending === null && held.length > 0) {
    // An unref'd timer is not itself among what is counted; an immediate would spin while the run waits.
    setTimeout(check, 1).unref();
    return;
  }
  run.answered = true;
  setCurrentRun(null);
  const ending = run.ending ?? { exit: Number(process.exitCode ?? 0) };
  const listens = ENDING_EVENTS.filter((name) => process.listenerCount(name) > run.endingListeners[name]);
  const leftChanged = processMarks() !== run.marks;
  restoreProcess();
  send({
    id: run.request.id,
    ...ending,
    stdout: Buffer.concat(run.out.chunks).toString('base64'),
    stderr: Buffer.concat(run.err.chunks).toString('base64'),
    stdoutBytes: run.out.bytes,
    stderrBytes: run.err.bytes,
    durationMs: Math.round((performance.now() - run.started) * 10) / 10,
    // Something it started is still there, or it changed the process: only a fresh host is sure to be without it.
    clean: held.length === 0 && !leftChanged,
    escaped: ownOutputSize() !== run.ownOutput,
    ...(listens.length > 0 ? { needsProcess: `it listens for the process's ${listens.join(' and ')} events, which only a process of its own gives as node does` } : {}),
  });
}

function restoreProcess(): void {
  globalThis.console = original.console;
  process.env = original.env;
  process.exitCode = undefined;
}

/** fd 1 and 2 of the host are one file: what a run writes there got past the capture. */
function ownOutputSize(): number {
  return fs.fstatSync(1).size;
}

function send(message: object): void {
  original.writeSync(CONTROL_FD, `${JSON.stringify(message)}\n`);
}

function start(request: Request): void {
  const run: Run = {
    request,
    started: performance.now(),
    stdin: Buffer.from(request.stdin, 'base64'),
    stdinOffset: 0,
    out: { chunks: [], kept: 0, bytes: 0 },
    err: { chunks: [], kept: 0, bytes: 0 },
    before: process.getActiveResourcesInfo(),
    ownOutput: ownOutputSize(),
    endingListeners: Object.fromEntries(ENDING_EVENTS.map((name) => [name, process.listenerCount(name)])) as Run['endingListeners'],
    marks: processMarks(),
    ending: null,
    answered: false,
    turns: 0,
  };
  setCurrentRun(run);
  try {
    installProcess(run);
  } catch (error) {
    crashed(error);
    return;
  }
  if (isModule(request.file)) {
    // A new URL is a new module instance: the hook's top level runs again, as in a new process.
    import(`${pathToFileURL(request.file).href}?hookcheck-run=${request.id}`).then(checkSoon, (error: unknown) => (error instanceof HostExit ? checkSoon() : crashed(error)));
  } else {
    try {
      loadCommonJs(request.file);
    } catch (error) {
      if (!(error instanceof HostExit)) crashed(error);
    }
    checkSoon();
  }
}

installFs();
const control = new net.Socket({ fd: CONTROL_FD, readable: true, writable: false });
// The parent sends the next request only after the answer to this one.
createInterface({ input: control }).on('line', (line) => start(JSON.parse(line) as Request));
control.on('end', () => original.exit(0));
send({ ready: true });
