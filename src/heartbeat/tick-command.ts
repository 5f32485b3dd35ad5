/**
 * The command one tick runs inside the sandbox: a loopback server of ours for the script's
 * dependency and action (the sandbox has its own network namespace, so a server outside it could
 * not be reached), then the script under libfaketime, started in the sandbox (started outside
 * with a private /dev/shm, faketime cannot open its semaphore and the clock stays real).
 *
 * The server is perl (the sandbox's init needs it anyway): it binds 127.0.0.1 on a free port,
 * prints the port and its PID and forks into the background with its output closed, answers each
 * request in a child of its own (a hung answer never holds up the action), and appends every path
 * asked to a log the engine reads after the tick: a call to the action's path is the script's
 * decision. Its children die with the sandbox's PID namespace.
 */
import type { HookCommand } from '../runner/hook-command.js';

/** What the dependency does in a tick: answer busy or idle, or one of the faults a real one has. */
export type DependencyMode = 'busy' | 'idle' | 'refused' | 'hangs' | 'slow' | 'server-error' | 'no-such-name';

export const DEPENDENCY_PATH = '/dependency';
export const ACTION_PATH = '/action';
export const ALARM_PATH = '/alarm';
/** How long a slow dependency takes to answer busy: longer than a 2 s client timeout, short of a tick's. */
export const SLOW_ANSWER_SECONDS = 3;
/** What the tick prints when our server could not start: hookcheck's failure, never the script's. */
export const SERVER_FAILED = 'hookcheck-loopback-server-failed';

const SERVER = String.raw`
use strict; use IO::Socket::INET; use POSIX ();
my ($mode, $busy, $idle, $log, $slow) = @ARGV;
my $server = IO::Socket::INET->new(LocalAddr => '127.0.0.1', LocalPort => 0, Listen => 64, ReuseAddr => 1, Proto => 'tcp') or die "loopback server: $!\n";
my $pid = fork() // die "fork: $!\n";
if ($pid) { print $server->sockport, " $pid\n"; exit 0; }
open(STDOUT, '>', '/dev/null'); open(STDERR, '>', '/dev/null'); open(STDIN, '<', '/dev/null');
$SIG{CHLD} = 'IGNORE';
while (1) {
  my $client = $server->accept or next;
  my $child = fork();
  if (!defined $child || $child) { close $client; next; }
  my $request = <$client> // ''; my (undef, $path) = split ' ', $request; $path //= '';
  my $length = 0;
  while (my $header = <$client>) { last if $header =~ /^\r?\n$/; $length = $1 if $header =~ /^content-length:\s*(\d+)/i; }
  read($client, my $body, $length) if $length > 0;
  $path =~ s/\?.*//;
  if (open(my $out, '>>', $log)) { print $out "$path\n"; close $out; }
  my ($status, $text) = (200, 'ok');
  if ($path eq '${DEPENDENCY_PATH}') {
    sleep 1_000_000 if $mode eq 'hangs';
    sleep $slow if $mode eq 'slow';
    ($status, $text) = $mode eq 'server-error' ? (500, 'internal error') : (200, $mode eq 'idle' ? $idle : $busy);
  }
  print $client "HTTP/1.1 $status X\r\nContent-Type: application/json\r\nContent-Length: " . length($text) . "\r\nConnection: close\r\n\r\n$text";
  close $client; POSIX::_exit(0);
}`;

/**
 * The clock a tick starts with, in libfaketime's own format: the instant in the tick's time zone
 * (libfaketime reads it as local time), from which each process's clock runs at the real pace. A
 * slower pace would keep a load-delayed start from ageing the clock, but libfaketime then stretches
 * every sleep and poll timeout by the same factor (a 2 s HTTP timeout becomes minutes), and a
 * stopped clock makes sleep fail: so scenarios leave a margin for the start instead (scenarios/margin.ts).
 *
 * `stepSeconds`: a stepped clock instead, for a tick that waits (H16). Every reading of the clock,
 * in any process of the tick, moves it on by the step (libfaketime's `i`, shared through its
 * semaphore), and the tick's sleeps return at once (strace, `skippedSleeps`): a wait loop then
 * runs through its whole budget in a moment, and how far it got is a count of its own readings,
 * the same on an idle machine and a loaded one. The monotonic clock is left real: faked, it would
 * step too, but Python reads it some 900 times at start-up (its import locks), which would age a
 * lock by minutes before the script looked at it; the wall clock it reads about 50 times.
 */
export function fakeClock(at: number, timeZone: string, stepSeconds?: number): string {
  const local = new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(
    new Date(at * 1000),
  );
  return stepSeconds === undefined ? `@${local}` : `@${local} i${stepSeconds}`;
}

export interface TickCommandInput {
  readonly perlBin: string;
  readonly faketimeBin: string;
  readonly run: string;
  /** The script's clock as libfaketime takes it (`fakeClock`). */
  readonly clock: string;
  readonly mode: DependencyMode;
  readonly busy: string;
  readonly idle: string;
  /** Where the server appends each path asked (a file the sandbox can write). */
  readonly log: string;
  /** Variable name → the path it leads to on the server, or a fault of the address itself. */
  readonly urls: Readonly<Record<string, string>>;
  /** A file the tick writes its fake clock to once the script has ended (how far a stepped clock went). */
  readonly clockEnd?: string;
}

/**
 * The exec-form command of one tick (to be wrapped in the sandbox): sh starts the server when a
 * variable leads to a served path, exports each URL variable, runs the script's command line under
 * faketime at the tick's instant, stops the server and passes the script's exit code on. The
 * server's script comes in HOOKCHECK_SERVER (see `tickEnv`), unset before the script runs.
 */
export function tickCommand(input: TickCommandInput): HookCommand {
  const pairs = Object.entries(input.urls).map(([name, path]) => `${name}=${path}`);
  const script = [
    'perl=$1 mode=$2 busy=$3 idle=$4 log=$5 at=$6 run=$7 faketime=$8 clock_end=$9; shift 9',
    'port= server=',
    // One server for every served path; none when nothing is served.
    `for pair in "$@"; do case \${pair#*=} in /*) started=$("$perl" -e "$HOOKCHECK_SERVER" "$mode" "$busy" "$idle" "$log" ${SLOW_ANSWER_SECONDS}) || { echo ${SERVER_FAILED} >&2; exit 125; }; port=\${started% *} server=\${started#* }; break;; esac; done`,
    'for pair in "$@"; do name=${pair%%=*} route=${pair#*=}',
    '  case $route in refused) url=http://127.0.0.1:1' + DEPENDENCY_PATH + ';; no-such-name) url=http://dependency.invalid' + DEPENDENCY_PATH + ';; *) url=http://127.0.0.1:$port$route;; esac',
    '  export "$name=$url"; done',
    // strace, when asked: killing the tick at one call (the first write to the state's file, or the
    // first rename), or returning its sleeps at once (a stepped clock).
    'set --; [ -n "${HOOKCHECK_STRACE:-}" ] && set -- "$HOOKCHECK_STRACE" -f -qq -o "$HOOKCHECK_STRACE_LOG" ${HOOKCHECK_STRACE_PATH:+-P "$HOOKCHECK_STRACE_PATH"} -e trace="$HOOKCHECK_STRACE_CALLS" -e inject="$HOOKCHECK_STRACE_CALLS":"$HOOKCHECK_STRACE_INJECT"',
    'unset HOOKCHECK_SERVER HOOKCHECK_STRACE HOOKCHECK_STRACE_PATH HOOKCHECK_STRACE_CALLS HOOKCHECK_STRACE_INJECT HOOKCHECK_STRACE_LOG',
    // The script's sh; when a stepped tick asks, then the fake clock it left, read in the same faked
    // session (one more sh and a date, only then: every other tick runs as it always did).
    // The monotonic clock stays real only on a stepped clock, whose sleeps strace returns: Python
    // reads it some 900 times as it starts, and each reading would step the clock. Elsewhere it is
    // faked with the rest, since libfaketime 0.9.10 with it real turns Python's time.sleep (an
    // absolute deadline on the monotonic clock) into EINVAL, a crash no real tick has.
    `if [ -z "$clock_end" ]; then "$@" "$faketime" -f "$at" /bin/sh -c "$run"; else export FAKETIME_DONT_FAKE_MONOTONIC=1 DONT_FAKE_MONOTONIC=1; "$@" "$faketime" -f "$at" /bin/sh -c '/bin/sh -c "$1"; code=$?; date +%s >"$2"; exit $code' hookcheck-clock "$run" "$clock_end"; fi; code=$?`,
    '[ -n "$server" ] && kill "$server" 2>/dev/null',
    'exit $code',
  ].join('\n');
  return {
    form: 'exec',
    file: '/bin/sh',
    args: ['-c', script, 'hookcheck-tick', input.perlBin, input.mode, input.busy, input.idle, input.log, input.clock, input.run, input.faketimeBin, input.clockEnd ?? '', ...pairs],
  };
}

/**
 * Where a tick is killed. strace matches a descriptor by the file it is open on, but a path
 * argument only as the script spelled it (a relative `state/x.json` never matches the absolute
 * path given with -P): so a write is aimed at the state's file, and a rename is the tick's first,
 * whatever it renames (an atomic writer's first rename is its state's).
 */
export type KillAt = { readonly at: 'write'; readonly path: string } | { readonly at: 'rename' };

const KILL_CALLS: Readonly<Record<KillAt['at'], string>> = { write: 'write,pwrite64,writev', rename: 'rename,renameat,renameat2' };
/** The calls a sleep is made of (sleep(1), usleep, Python's time.sleep, coreutils' sleep). */
const SLEEP_CALLS = 'nanosleep,clock_nanosleep';

/** What strace does to a tick: kill it at one call, or skip its sleeps; the trace goes to `log`. */
export type TickStrace = { readonly straceBin: string; readonly kill: KillAt; readonly log: string } | { readonly straceBin: string; readonly skipSleeps: true; readonly log: string };

/**
 * Variables the tick's sh needs beside the script's own: the server's program and, with `strace`,
 * where and how strace steps in (a process it killed shows in the trace as `+++ killed by SIGKILL +++`;
 * a skipped sleep as `(INJECTED)`).
 */
export function tickEnv(strace?: TickStrace): Record<string, string> {
  if (strace === undefined) return { HOOKCHECK_SERVER: SERVER };
  const common = { HOOKCHECK_SERVER: SERVER, HOOKCHECK_STRACE: strace.straceBin, HOOKCHECK_STRACE_LOG: strace.log };
  if ('skipSleeps' in strace) return { ...common, HOOKCHECK_STRACE_CALLS: SLEEP_CALLS, HOOKCHECK_STRACE_INJECT: 'retval=0' };
  const path: Record<string, string> = strace.kill.at === 'write' ? { HOOKCHECK_STRACE_PATH: strace.kill.path } : {};
  return { ...common, HOOKCHECK_STRACE_CALLS: KILL_CALLS[strace.kill.at], HOOKCHECK_STRACE_INJECT: 'signal=KILL:when=1', ...path };
}

/** The trace shows a process strace killed at the call. */
export function killFired(trace: string): boolean {
  return trace.includes('+++ killed by SIGKILL +++');
}

/**
 * The sleeps strace returned at once, and how long they asked for in all: null when one was a
 * deadline on the monotonic clock (Python's time.sleep), whose length the trace does not hold.
 */
export function skippedSleeps(trace: string): { readonly count: number; readonly seconds: number | null } {
  const lines = trace.split('\n').filter((line) => line.includes('(INJECTED)'));
  let seconds: number | null = 0;
  for (const line of lines) {
    const asked = /\{tv_sec=(\d+), tv_nsec=(\d+)\}/.exec(line);
    seconds = seconds === null || line.includes('TIMER_ABSTIME') || asked === null ? null : seconds + Number(asked[1]) + Number(asked[2]) / 1e9;
  }
  return { count: lines.length, seconds };
}
