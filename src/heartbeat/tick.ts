/**
 * One tick of a heartbeat in a scenario's world: the script run once in the sandbox at a fake
 * instant, with its dependency answering as the scenario says, and what it did read back as data
 * (exit, output, calls to each served path). The world is one scratch project per scenario; its
 * files carry over from tick to tick, as a real state folder does.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HookcheckError } from '../errors.js';
import { buildHookEnv } from '../runner/hook-env.js';
import type { HookOutcome } from '../model/outcome.js';
import { runHook } from '../runner/run-hook.js';
import type { ScratchArea } from '../workspace/scratch-area.js';
import { containInvocation } from '../sandbox/contained-invocation.js';
import type { SandboxFault } from '../sandbox/sandbox-command.js';
import type { HeartbeatSpec } from './declaration.js';
import { ACTION_PATH, ALARM_PATH, DEPENDENCY_PATH, SERVER_FAILED, fakeClock, killFired, skippedSleeps, tickCommand, tickEnv, type DependencyMode, type TickStrace } from './tick-command.js';
import { readState, sameFile } from './world-files.js';
import type { HeartbeatTools } from './tools.js';

export type CredentialCase = 'missing' | 'empty' | 'unreadable';

export interface TickRequest {
  /** The fake instant, seconds since the epoch. */
  readonly at: number;
  readonly mode?: DependencyMode;
  /** The credential taken away (`missing`), set empty, or (a file) unreadable: the world does it to a file, the tick to a variable. */
  readonly credential?: CredentialCase;
  readonly fault?: SandboxFault;
  /** One of copies started at once: they meet at a barrier before the script runs. */
  readonly together?: { readonly pidOffset: number; readonly barrierDir: string; readonly copies: number };
  /** The command to run instead of the script's (its init). */
  readonly command?: string;
  /** The time zone the tick runs in (TZ); default the declared one, else UTC. */
  readonly timeZone?: string;
  /** Called once the tick has asked its dependency (it is then past its start, in its critical section). */
  readonly onDependencyCall?: () => void;
  /** Killed at its first write of this file (in the project), or at its first rename, as a crash or an OOM kill would. */
  readonly kill?: { readonly at: 'write'; readonly file: string } | { readonly at: 'rename' };
  /** A stepped clock (tick-command.ts): each reading moves it on by this much, and sleeps return at once. */
  readonly stepSeconds?: number;
  /** Real time the tick may take, instead of the declared one (a tick on a stepped clock spends it on process starts, not on waiting). */
  readonly timeoutMs?: number;
  /** A file (in the project) to watch: when it first changed, after the tick started. */
  readonly watch?: string;
}

export interface TickRecord {
  readonly at: number;
  /** The command it ran instead of the script's (its init), and the zone it ran in, when not the declared one. */
  readonly command?: string;
  readonly timeZone?: string;
  /** What the scenario did to the project's files just before it, as shell commands run in the project (for the reproduce line). */
  readonly setup?: readonly string[];
  readonly mode: DependencyMode;
  readonly credential?: CredentialCase;
  readonly fault?: SandboxFault;
  /** Null when it did not exit by itself (stopped at its timeout, killed, or never started). */
  readonly exitCode: number | null;
  readonly ended: HookOutcome['kind'];
  readonly stdout: string;
  readonly stderr: string;
  /** More was printed on stderr than the capture keeps (set only then). */
  readonly stderrTruncated?: boolean;
  readonly durationMs: number;
  /** When it started, on this process's clock (performance.now): whether ticks ran at once. */
  readonly startedAt: number;
  readonly dependencyCalls: number;
  readonly actionCalls: number;
  readonly alarmCalls: number;
  /** A kill was asked for, and strace killed a process of the tick at the call (the tick itself, or a child such as `mv`). */
  readonly killed?: boolean;
  /**
   * With a stepped clock: the sleeps it asked for (each returned at once), how long they asked for
   * in all (null: unknown), and its clock when it ended.
   */
  readonly stepped?: { readonly stepSeconds: number; readonly sleeps: number; readonly sleptSeconds: number | null; readonly endedAt: number | null };
  /**
   * The watched file: milliseconds after the tick was started when it was first seen changed (null:
   * never). Seen no earlier than it changed, never later than the check after: a bound from above.
   */
  readonly watchedChangeMs?: number | null;
}

let ticks = 0;
/** How often the server's log is looked at for a first dependency call: when to start the next tick, never a verdict. */
const WATCH_MS = 20;

function watchForCall(log: string, then: () => void): NodeJS.Timeout {
  const timer = setInterval(() => {
    if (!readFileSync(log, 'utf8').includes(DEPENDENCY_PATH)) return;
    clearInterval(timer);
    then();
  }, WATCH_MS);
  return timer;
}

/** Looks at `path` until it differs from how it was: `seen()` is how long after `startedAt` that was (null: not yet). */
function watchFile(path: string, startedAt: () => number): { timer: NodeJS.Timeout; seen: () => number | null } {
  const before = readState(path);
  let seenMs: number | null = null;
  const look = () => {
    if (seenMs === null && !sameFile(before, readState(path))) seenMs = performance.now() - startedAt();
  };
  const timer = setInterval(look, WATCH_MS);
  return { timer, seen: () => (look(), seenMs) };
}

function sleepsOf(trace: string | null): { sleeps: number; sleptSeconds: number | null } {
  const { count, seconds } = skippedSleeps(trace ?? '');
  return { sleeps: count, sleptSeconds: seconds };
}

function straceFor(request: TickRequest, scratch: ScratchArea, tools: HeartbeatTools, log: string): TickStrace | undefined {
  const { kill } = request;
  if (kill === undefined && request.stepSeconds === undefined) return undefined;
  const what = kill === undefined ? 'a tick on a stepped clock (its sleeps returned at once)' : 'a tick killed at one call';
  if (tools.sandbox.straceBin === null) throw new HookcheckError(`${what} needs strace, and it is not installed.`, { hint: 'Install it (Debian/Ubuntu: apt-get install strace).' });
  if (kill === undefined) return { straceBin: tools.sandbox.straceBin, skipSleeps: true, log };
  return { straceBin: tools.sandbox.straceBin, kill: kill.at === 'write' ? { at: 'write', path: join(scratch.projectDir, kill.file) } : { at: 'rename' }, log };
}

/** Runs one tick of `spec` in `scratch`. Throws only when hookcheck's own server could not start. */
export async function runTick(spec: HeartbeatSpec, scratch: ScratchArea, tools: HeartbeatTools, request: TickRequest): Promise<TickRecord> {
  const mode = request.mode ?? 'busy';
  const log = join(scratch.tmpDir, `.hookcheck-loopback-${++ticks}.log`);
  writeFileSync(log, '');
  const urls: Record<string, string> = {};
  if (spec.dependency) urls[spec.dependency.env] = mode === 'refused' || mode === 'no-such-name' ? mode : DEPENDENCY_PATH;
  if (spec.action) urls[spec.action.env] = ACTION_PATH;
  if (spec.alarm) urls[spec.alarm.env] = ALARM_PATH;
  // UTC unless the declaration names a zone: the fake instant is given in it.
  const timeZone = request.timeZone ?? spec.env['TZ'] ?? 'UTC';
  const command = tickCommand({
    perlBin: tools.perlBin,
    faketimeBin: tools.faketimeBin,
    run: request.command ?? spec.run,
    clock: fakeClock(request.at, timeZone, request.stepSeconds),
    ...(request.stepSeconds === undefined ? {} : { clockEnd: `${log}.clock` }),
    mode,
    busy: spec.dependency?.busy ?? '',
    idle: spec.dependency?.idle ?? '',
    log,
    urls,
  });
  const credential = credentialEnv(spec, request, scratch.projectDir);
  const env = {
    ...buildHookEnv({ callerEnv: tools.callerEnv, inheritEnv: false, projectDir: scratch.projectDir, homeDir: scratch.homeDir, tmpDir: scratch.tmpDir, agentEnv: {} }),
    ...spec.env,
    TZ: timeZone,
    ...credential,
    ...tickEnv(straceFor(request, scratch, tools, `${log}.trace`)),
  };
  const { sandbox } = tools;
  const contained = containInvocation(command, {
    bwrapBin: sandbox.bwrapBin,
    scratch,
    realHome: sandbox.realHome,
    visible: sandbox.visible,
    ...(sandbox.limits ? { limits: sandbox.limits } : {}),
    ...(request.fault ? { fault: request.fault } : {}),
    ...(request.together ? { together: request.together } : {}),
  });
  const watch = request.onDependencyCall ? watchForCall(log, request.onDependencyCall) : null;
  const startedAt = performance.now();
  const watched = request.watch === undefined ? null : watchFile(join(scratch.projectDir, request.watch), () => startedAt);
  const raw = await runHook({
    command: contained.command,
    stdin: '',
    cwd: scratch.projectDir,
    env,
    timeoutMs: request.timeoutMs ?? spec.tickTimeoutMs,
    ...(contained.cpuAccount ? { cpuAccount: contained.cpuAccount } : {}),
  });
  if (watch) clearInterval(watch);
  const watchedChangeMs = watched === null ? undefined : watched.seen();
  if (watched) clearInterval(watched.timer);
  const outcome = contained.finish(raw);
  if (outcome.kind === 'exited' && outcome.exitCode === 125 && outcome.stderr.includes(SERVER_FAILED)) {
    throw new HookcheckError(`hookcheck's loopback server could not start in the sandbox: ${outcome.stderr.trim()}`, {
      hint: 'Check that perl runs in the sandbox (hookcheck run on any script shows the sandbox works).',
    });
  }
  const paths = existsSync(log) ? readFileSync(log, 'utf8').split('\n') : [];
  rmSync(log, { force: true });
  const trace = existsSync(`${log}.trace`) ? readFileSync(`${log}.trace`, 'utf8') : null;
  rmSync(`${log}.trace`, { force: true });
  const clockText = existsSync(`${log}.clock`) ? readFileSync(`${log}.clock`, 'utf8').trim() : '';
  rmSync(`${log}.clock`, { force: true });
  return {
    at: request.at,
    ...(request.command === undefined ? {} : { command: request.command }),
    ...(request.timeZone === undefined ? {} : { timeZone: request.timeZone }),
    mode,
    ...(request.credential ? { credential: request.credential } : {}),
    ...(request.fault ? { fault: request.fault } : {}),
    exitCode: outcome.kind === 'exited' ? outcome.exitCode : null,
    ended: outcome.kind,
    stdout: outcome.kind === 'spawn-failed' ? '' : outcome.stdout,
    stderr: outcome.kind === 'spawn-failed' ? outcome.message : outcome.stderr,
    ...(outcome.kind !== 'spawn-failed' && outcome.stderrTruncated ? { stderrTruncated: true } : {}),
    durationMs: outcome.durationMs,
    startedAt,
    dependencyCalls: paths.filter((path) => path === DEPENDENCY_PATH).length,
    actionCalls: paths.filter((path) => path === ACTION_PATH).length,
    alarmCalls: paths.filter((path) => path === ALARM_PATH).length,
    ...(request.kill && trace !== null ? { killed: killFired(trace) } : {}),
    ...(request.stepSeconds === undefined ? {} : { stepped: { stepSeconds: request.stepSeconds, ...sleepsOf(trace), endedAt: /^\d+$/.test(clockText) ? Number(clockText) : null } }),
    ...(watchedChangeMs === undefined ? {} : { watchedChangeMs }),
  };
}

/**
 * The credential's variable as the tick gets it: the value (missing or empty as asked), or, for a
 * credential kept in a file, the file's path, which stays the same whatever the world did to it.
 */
function credentialEnv(spec: HeartbeatSpec, request: TickRequest, projectDir: string): Record<string, string> {
  const credential = spec.credential;
  if (credential === null || credential.env === null) return {};
  if (credential.file !== null) return { [credential.env]: join(projectDir, credential.file) };
  if (request.credential === 'missing') return {};
  return { [credential.env]: request.credential === 'empty' ? '' : credential.value };
}
