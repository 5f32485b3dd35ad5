/**
 * One case against one hook: the environment the agent gives it, the sandbox around it, one run
 * through the injected runner, and the oracle's reading of the answer.
 */
import { RunInterrupted, throwIfStopped } from './interrupted.js';
import { keptOutcome } from './kept-output.js';
import { judgedAs } from '../model/run/judged-as.js';
import { withArgs, type HookCommand } from '../runner/hook-command.js';
import { buildHookEnv } from '../runner/hook-env.js';
import type { ScratchArea } from '../workspace/scratch-area.js';
import { containInvocation } from '../sandbox/contained-invocation.js';
import type { Fault, SandboxSettings } from '../sandbox/sandbox-settings.js';
import { HOLDS_ALLOWANCE_MS } from '../sandbox/read-write-race.js';
import type { EngineEnvironment } from './run-target.js';
import type { RunSettings } from './settings.js';
import type { CaseResult, HookReport, HookTarget, TestCase } from '../model/run/hook-report.js';
/** Events whose hooks get CLAUDE_ENV_FILE (PROTOCOLS.md §1.5). */
export const ENV_FILE_EVENTS = new Set(['SessionStart', 'Setup', 'CwdChanged', 'FileChanged']);

/** A case run under a fault (see the `faults` check). */
export interface CaseVariant {
  readonly fault?: Fault;
  /** Overrides the run's setting (the `env` check compares both). */
  readonly inheritEnv?: boolean;
  /** Caller variables added to the clean environment (the `env` check bisects with them). */
  readonly extraEnv?: Readonly<Record<string, string>>;
  /** Trace the run with strace, when the sandbox has it (the `side-effects` check). */
  readonly trace?: boolean;
  /** State files (paths inside the sandbox) whose every call is held back, when the sandbox has strace (read-write-race.ts). */
  readonly widen?: readonly string[];
  /** One of copies run at once: distinct PIDs and a common start in the sandbox (see sandbox-init.ts). */
  readonly together?: { readonly pidOffset: number; readonly barrierDir: string; readonly copies: number };
}

/** Runs one case against the hook in `scratch` and asks the oracle what the agent would do. */
export async function executeCase(testCase: TestCase, target: HookTarget, settings: RunSettings, scratch: ScratchArea, environment: EngineEnvironment, variant: CaseVariant = {}): Promise<CaseResult> {
  const agentEnv: Record<string, string> = { CLAUDE_PROJECT_DIR: scratch.projectDir, CLAUDECODE: '1' };
  if (ENV_FILE_EVENTS.has(testCase.event)) agentEnv['CLAUDE_ENV_FILE'] = `${scratch.tmpDir}/claude-env-${testCase.id.replaceAll('/', '-')}.sh`;
  const env = {
    ...buildHookEnv({
      callerEnv: environment.callerEnv,
      inheritEnv: variant.inheritEnv ?? settings.inheritEnv,
      projectDir: scratch.projectDir,
      homeDir: scratch.homeDir,
      tmpDir: scratch.tmpDir,
      agentEnv,
    }),
    ...target.env,
    ...testCase.env,
    ...variant.extraEnv,
  };
  const { fault } = variant;
  if (fault === 'no-project-dir-var') delete env['CLAUDE_PROJECT_DIR'];
  if (fault === 'no-env-file-var') delete env['CLAUDE_ENV_FILE'];
  const toolFree = fault === 'path-without-tools' && environment.toolFreePath ? environment.toolFreePath(scratch.root, env['PATH'] ?? '', target.command) : null;
  if (toolFree !== null) env['PATH'] = toolFree;
  const sandbox = settings.sandbox?.kind === 'bwrap' ? settings.sandbox : null;
  const sandboxFault = fault === 'read-only-home' || fault === 'read-only-project' || fault === 'full-disk' ? fault : undefined;
  const tracer = variant.trace && sandbox?.straceBin && environment.tracer ? { straceBin: sandbox.straceBin, output: environment.tracer.prepare(scratch.root) } : null;
  const widen = !tracer && sandbox?.straceBin && variant.widen && variant.widen.length > 0 ? { straceBin: sandbox.straceBin, paths: variant.widen } : null;
  // The agent substitutes the placeholder in the command itself: the fault only takes the variable from the hook.
  const wired = fault === 'no-project-dir-var' ? substituteProjectDir(target.command, scratch.projectDir) : target.command;
  const hookCommand = withArgs(wired, testCase.args ?? []);
  // Contained only once its slot is free: a case waiting for one holds no cgroup, status file or PID slot.
  const start = async () => {
    const contained = sandbox
      ? containInvocation(hookCommand, {
          bwrapBin: sandbox.bwrapBin,
          scratch,
          realHome: sandbox.realHome,
          visible: [...sandbox.visible, ...(toolFree === null ? [] : [toolFree])],
          ...(sandboxFault ? { fault: sandboxFault } : {}),
          ...(tracer ? { trace: tracer } : {}),
          ...(widen ? { widen } : {}),
          ...(sandbox.limits ? { limits: sandbox.limits } : {}),
          ...(variant.together ? { together: variant.together } : {}),
        })
      : null;
    const raw = await environment.runHook({
      command: contained?.command ?? hookCommand,
      stdin: testCase.stdin,
      cwd: scratch.projectDir,
      env,
      // The calls held back are hookcheck's doing: they do not count against the hook's time.
      timeoutMs: (testCase.timeoutMs ?? target.timeoutMs) + (widen ? HOLDS_ALLOWANCE_MS : 0),
      keepStdinOpen: testCase.keepStdinOpen ?? false,
      killGraceMs: settings.killGraceMs,
      ...(contained?.cpuAccount ? { cpuAccount: contained.cpuAccount } : {}),
    });
    if (environment.stop?.aborted) {
      // Killed by the stop, not by itself: not judged, but its cgroup and status file still go.
      try {
        contained?.finish(raw);
      } catch {
        // A sandbox torn down mid-start says nothing about this machine either.
      }
      throw new RunInterrupted();
    }
    return contained ? contained.finish(raw) : raw;
  };
  // Copies run together hold their slots as a group (7-experiments.ts), not one each.
  const first = await startWhenFree(environment, start, variant.together === undefined);
  // A timeout must be the hook's own: run again alone before it counts (confirm-timeout.ts). The
  // stdin-open case is ended on purpose, and copies run together are meant to share the machine.
  const confirmable = environment.timeouts && !testCase.keepStdinOpen && variant.together === undefined;
  const settled = confirmable ? await environment.timeouts!.settle(first, () => startAlone(environment, start)) : { outcome: first, rerun: false };
  const { outcome } = settled;
  const timeoutConfirmed = outcome.kind === 'timed-out' && 'confirmed' in settled && settled.confirmed !== undefined ? { timeoutConfirmed: settled.confirmed } : {};
  const trace = tracer && environment.tracer ? { trace: environment.tracer.read(tracer.output) } : {};
  const judge = judgedAs(target, settings.agentVersion);
  const effect = judge.oracle.predict(judge.nativeEvent(testCase.event), outcome, judge.version, target);
  const result = { testCase, outcome: keptOutcome(outcome, testCase), effect, ...trace, ...timeoutConfirmed, ...(settled.rerun ? { ranAlone: true } : {}) };
  environment.onCaseDone?.(result);
  return result;
}

/**
 * Starts `task` once the run's pool has a slot for it (`pooled`), and never after the run was
 * stopped: the one gate for hook invocations and agent sessions alike.
 */
export function startWhenFree<T>(environment: Pick<EngineEnvironment, 'pool' | 'stop'>, task: () => Promise<T>, pooled = true): Promise<T> {
  const start = () => {
    throwIfStopped(environment.stop);
    return task();
  };
  return pooled && environment.pool ? environment.pool.run(start) : start();
}

/** Starts `task` holding every slot of the run's pool: nothing else of the run runs beside it. */
function startAlone<T>(environment: Pick<EngineEnvironment, 'pool' | 'stop'>, task: () => Promise<T>): Promise<T> {
  const start = () => {
    throwIfStopped(environment.stop);
    return task();
  };
  // The pool gives a task at most its size, so asking for every slot there could be is asking for all.
  return environment.pool ? environment.pool.run(start, Number.MAX_SAFE_INTEGER) : start();
}

export function describeSandbox(sandbox: SandboxSettings | undefined): HookReport['sandbox'] {
  if (sandbox?.kind === 'bwrap') return { kind: 'bwrap', ...(sandbox.limits ? { limits: { applied: [...sandbox.limits.applied], notApplied: [...sandbox.limits.notApplied] } } : {}) };
  return { kind: 'none', reason: sandbox?.reason ?? 'no sandbox was asked for' };
}

/** The command with `$CLAUDE_PROJECT_DIR` / `${CLAUDE_PROJECT_DIR}` written out, as Claude Code does before running it. */
function substituteProjectDir(command: HookCommand, projectDir: string): HookCommand {
  const substitute = (text: string) => text.replace(/\$\{?CLAUDE_PROJECT_DIR\}?/g, () => projectDir);
  if (command.form === 'shell') return { form: 'shell', script: substitute(command.script) };
  return { form: 'exec', file: substitute(command.file), args: command.args.map(substitute) };
}

/** Project-relative paths a command names through $CLAUDE_PROJECT_DIR (they must be in the copy). */
export function projectPathsNamedBy(command: HookCommand): string[] {
  const text = command.form === 'shell' ? command.script : [command.file, ...command.args].join(' ');
  return [...text.matchAll(/\$\{?CLAUDE_PROJECT_DIR\}?["']?\/([^\s"'|;&)<>]+)/g)].map((match) => match[1]!);
}
