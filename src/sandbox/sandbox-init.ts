/**
 * The sandbox's PID 1, in perl (always on Debian-like systems; without it the sandbox still runs,
 * and the report says what it cannot tell). bwrap itself reports a death by signal n as exit
 * 128 + n, and its PID namespace kills whatever the hook leaves the moment the hook ends, so an
 * agent's view is lost twice over. This init runs the hook, reaps orphans, and writes to the
 * status file how the hook ended and which of its processes outlived it (every process but the
 * init is the hook's: its own group, or a session of its own, which a daemon moves to a moment
 * after it starts, so the two cannot be told apart in time), holding its stdout/stderr or not;
 * then it exits and the namespace takes them down.
 *
 * The hook can write that file too: it could only lie about its own ending, which it can do anyway.
 */
import { HOLD_BOUND_SECONDS } from './read-write-race.js';

export const INIT_STATUS_PATH = '/run/hookcheck-status';
/**
 * The file the init writes to the moment it starts the hook: the hook's own time begins there, after
 * bwrap built the sandbox and the copies met at their barrier. Under load, building the sandbox
 * (namespaces, mounts, each waiting on the kernel) took 50 to 600 ms that are not the hook's.
 */
export const INIT_START_PATH = '/run/hookcheck-started';

/**
 * Held-pipe holders are waited for until settled (asleep, or running past start-up), as outside.
 * It runs once per case, so it loads nothing: `use strict; use warnings` cost 6 ms of CPU a start
 * here (perl itself 14); the tests compile it with both (sandbox-init.test.ts).
 */
export const INIT_SCRIPT = String.raw`
my $status = shift @ARGV;
my $started = shift @ARGV;
# Copies run at once each get their own PID namespace, where PIDs start again at 1: burn a few so
# that they differ as on a real machine (tools that name files in /tmp by PID would collide).
# Burning takes longer the more there are to burn: the copies then wait for each other at a
# barrier (a file each in a folder they share), so they still start together.
# $hold: strace's log of the stops after each process's looks at a state file (read-write-race.ts), or '-'.
my ($burn, $barrier, $copies, $hold) = splice(@ARGV, 0, 4);
# A burnt child is killed before it runs: no global destruction (exit cost 6 ms of CPU a fork here,
# loading POSIX for _exit ~17 ms), and none of its pages copied on write (a child that killed itself
# cost 2 ms a fork, one killed by the init 1). If it runs first, it kills itself.
for (1 .. $burn) { my $p = fork(); if ($p) { kill 'KILL', $p; waitpid($p, 0); } elsif (defined $p) { kill 'KILL', $$; } }
if ($barrier ne '-') {
  if (open(my $mark, '>', "$barrier/ready-$burn")) { close $mark; }
  # A safety cap, not a verdict: a copy that never arrives delays the others by 10 s at most. The
  # wait is not the hook's time (it begins after it), so a loaded machine that builds the copies'
  # sandboxes seconds apart still starts them together.
  for (1 .. 2000) { opendir(my $d, $barrier) or last; my $n = grep { /^ready-/ } readdir $d; closedir $d; last if $n >= $copies; select(undef, undef, undef, 0.005); }
}
if ($started ne '-' && open(my $mark, '>', $started)) { print $mark "started\n"; close $mark; }
my $pid = fork();
if (!defined $pid) { print STDERR "hookcheck-sandbox: fork: $!\n"; exit 1; }
if ($pid == 0) {
  $SIG{$_} = 'DEFAULT' for qw(TERM INT HUP QUIT PIPE USR1 USR2 ALRM);
  exec { $ARGV[0] } @ARGV;
  print STDERR "hookcheck-sandbox: execvp $ARGV[0]: $!\n";
  exit 1;
}
my $wait;
if ($hold eq '-') {
  while (1) { my $done = waitpid(-1, 0); last if $done == -1; if ($done == $pid) { $wait = $?; last; } }
} else {
  # Copies at once: a process strace stopped after a look at a state file goes on once every copy
  # is stopped too, waits on a lock, or ended, each copy saying which in the barrier folder. A copy
  # that waits for another unseen (a lock folder it polls) never is: a stopped copy goes on after
  # HOLD_BOUND_SECONDS of this loop's ticks, and says so in the folder, and from then on no copy is
  # held. Ticks, not the clock: on a loaded machine each tick takes longer, so copies that load
  # spreads apart still meet.
  my ($pos, $said, $ticks, $free, %held) = (0, '', 0);
  my $mine = "$barrier/state-$burn";
  my $put = sub { my ($state) = @_; if (open(my $f, '>', "$mine.new")) { print $f $state; close $f; rename("$mine.new", $mine); } };
  my $locked = sub { opendir(my $d, '/proc') or return 0; for my $e (readdir $d) { next unless $e =~ /^\d+$/ && $e != 1; open(my $f, '<', "/proc/$e/syscall") or next; my $s = <$f> // ''; close $f; return 1 if $s =~ /^73 / || $s =~ /^72 0x[0-9a-f]+ 0x(?:7|26) /; } return 0; };
  my $settled = sub { opendir(my $d, $barrier) or return 1; my @ids = map { /^ready-(\d+)$/ ? $1 : () } readdir $d; closedir $d; for my $id (@ids) { next if $id eq $burn; open(my $f, '<', "$barrier/state-$id") or return 0; my $s = <$f> // ''; close $f; return 0 unless $s =~ /^(?:held|lock|done)/; } return 1; };
  while (1) {
    my $done = waitpid(-1, 1);
    if ($done == $pid) { $wait = $?; last; }
    last if $done == -1;
    next if $done > 0;
    if (open(my $log, '<', $hold)) { seek($log, $pos, 0); while (defined(my $line = <$log>)) { last unless $line =~ /\n\z/; $pos += length $line; $held{$1} = 1 if $line =~ /^(\d+)\s+--- stopped by SIGSTOP ---$/; } close $log; }
    delete @held{grep { !-d "/proc/$_" } keys %held};
    my $state = %held ? 'held' : $locked->() ? 'lock' : 'run';
    if ($state ne $said) { $put->($state); $said = $state; }
    if (%held) {
      if (++$ticks >= ${HOLD_BOUND_SECONDS} * 200 && open(my $f, '>', "$barrier/free")) { close $f; }
      $free ||= -e "$barrier/free";
      if ($free || $settled->()) { kill 'CONT', keys %held; %held = (); $ticks = 0; }
    }
    select(undef, undef, undef, 0.005);
  }
  $put->('done');
}
sub stat_of { my ($p) = @_; open(my $f, '<', "/proc/$p/stat") or return; my $s = <$f>; close $f; $s =~ s/^.*\)\s//s; return split(/\s+/, $s); }
sub cmdline_of { my ($p) = @_; open(my $f, '<', "/proc/$p/cmdline") or return ''; local $/; my $c = <$f> // ''; close $f; $c =~ s/\0+$//; $c =~ s/\0/ /g; return $c; }
sub gone { my ($p) = @_; my @s = stat_of($p) or return 1; return $s[0] eq 'Z' || $s[0] eq 'X'; }
# An empty command line is a process between releasing its memory and becoming a zombie (a forking
# setsid caught exiting), or one that blanked its own: the first is waited out (ticks, not the
# clock), the second named by its comm, never hidden.
sub command_of { my ($p) = @_; for (1 .. 200) { my $c = cmdline_of($p); return $c if $c ne ''; return undef if gone($p); select(undef, undef, undef, 0.005); } open(my $f, '<', "/proc/$p/comm") or return "[pid $p]"; my $n = <$f> // ''; close $f; chomp $n; return $n eq '' ? "[pid $p]" : "[$n]"; }
my %ends = map { (readlink("/proc/self/fd/$_") // '') => 1 } (1, 2);
delete $ends{''};
sub others { my @p; opendir(my $d, '/proc') or return; for my $e (readdir $d) { next unless $e =~ /^\d+$/ && $e != 1; my @s = stat_of($e) or next; next if $s[0] eq 'Z' || $s[0] eq 'X'; push @p, [$e, @s]; } closedir $d; return @p; }
sub holds { my ($p) = @_; opendir(my $d, "/proc/$p/fd") or return 0; for my $fd (readdir $d) { my $t = readlink("/proc/$p/fd/$fd"); return 1 if defined $t && $ends{$t}; } return 0; }
my ($held, @left) = (0);
for my $round (1 .. 500) {
  my @procs = others();
  @left = @procs;
  my @holders = grep { holds($_->[0]) } @procs;
  last unless @holders;
  if (grep { $_->[1] !~ /^[RD]$/ || $_->[12] + $_->[13] >= 2 } @holders) { $held = 1; last; }
  select(undef, undef, undef, 0.02);
}
open(my $out, '>', $status) or exit 1;
my $code = ($wait & 127) ? 128 + ($wait & 127) : ($wait >> 8);
print $out (($wait & 127) ? "signal " . ($wait & 127) : "exit " . ($wait >> 8)), "\n";
print $out "held-pipes\n" if $held;
# A process that ended while being named may have forked the one that stays: look again.
my @named;
for my $look (1 .. 20) { @named = map { command_of($_->[0]) } @left; last unless grep { !defined } @named; @left = others(); }
print $out "left $_\n" for grep { defined } @named;
close $out;
exit $code;
`;

export interface InitStatus {
  readonly ending: { readonly kind: 'exited'; readonly exitCode: number } | { readonly kind: 'killed'; readonly signal: number };
  readonly heldPipes: boolean;
  readonly left: readonly string[];
}

/** The status file's text, or null when the init never wrote one (it was killed, or never ran). */
export function parseInitStatus(text: string): InitStatus | null {
  const [first, ...rest] = text.split('\n');
  const match = /^(exit|signal) (\d+)$/.exec(first ?? '');
  if (!match) return null;
  const number = Number(match[2]);
  return {
    ending: match[1] === 'exit' ? { kind: 'exited', exitCode: number } : { kind: 'killed', signal: number },
    heldPipes: rest.includes('held-pipes'),
    left: rest.filter((line) => line.startsWith('left ')).map((line) => line.slice(5)),
  };
}
