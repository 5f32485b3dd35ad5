/**
 * What this machine gives a run, each tool with what a run does without it: the sandbox (and
 * whether its walls hold here), who a hook runs as, the init, the bounds, the tracer and the clock.
 * Only facts: whether a missing tool matters is the reader's (doctor's summary says which a default
 * run needs).
 */
import { planLimits, type CgroupPlaces } from '../sandbox/resource-limits.js';

export type ToolStatus = 'ok' | 'missing' | 'limited';

export interface ToolFact {
  readonly id: string;
  readonly status: ToolStatus;
  /** What was found (a path, a version), or what is wrong. */
  readonly detail: string;
  /** What a run does without it (absent when it is there). */
  readonly without?: string;
  /** How to get it (absent when it is there). */
  readonly fix?: string;
  /** A default `hookcheck run` or `audit` needs it (the rest serves heartbeats or single checks). */
  readonly neededByDefault: boolean;
}

export interface MachineDeps {
  readonly find: (name: string) => string | null;
  /** Null when bubblewrap builds the sandbox and its walls hold, else what went wrong. */
  readonly probeSandbox: (bwrapBin: string) => Promise<string | null>;
  readonly isRoot: boolean;
  readonly cgroups: CgroupPlaces;
}

const UNCONTAINED = 'hooks run uncontained, in plain scratch folders: they can read your files and reach the network';
const APT = (pkg: string) => `apt-get install ${pkg} (Debian/Ubuntu)`;

export async function examineTools(deps: MachineDeps): Promise<ToolFact[]> {
  const found = (name: string) => deps.find(name);
  const bwrap = found('bwrap');
  const problem = bwrap === null ? null : await deps.probeSandbox(bwrap);
  const perl = found('perl');
  const prlimit = found('prlimit');
  const limits = planLimits(prlimit, perl, deps.cgroups);
  const facts: ToolFact[] = [
    bwrap === null
      ? { id: 'sandbox', status: 'missing', detail: 'bubblewrap (bwrap) is not on PATH', without: UNCONTAINED, fix: APT('bubblewrap'), neededByDefault: true }
      : problem !== null
        ? {
            id: 'sandbox',
            status: 'missing',
            detail: `${bwrap} cannot contain a hook here: ${problem}`,
            without: UNCONTAINED,
            fix: 'allow unprivileged user namespaces (sysctl kernel.unprivileged_userns_clone=1), or run hookcheck as root',
            neededByDefault: true,
          }
        : { id: 'sandbox', status: 'ok', detail: `${bwrap}: the sandbox builds and its walls hold`, neededByDefault: true },
  ];
  if (deps.isRoot) {
    const setpriv = found('setpriv');
    facts.push(
      setpriv === null
        ? {
            id: 'hook-identity',
            status: 'limited',
            detail: 'setpriv is not on PATH: a hook runs as a mapped uid that is host root to the kernel',
            without: 'files only root may read stay readable to a hook wherever they are admitted, and the sandbox probe refuses the sandbox',
            fix: APT('util-linux'),
            neededByDefault: true,
          }
        : { id: 'hook-identity', status: 'ok', detail: `${setpriv}: hooks run as host nobody, without capabilities`, neededByDefault: true },
    );
  }
  facts.push(
    perl === null
      ? {
          id: 'init',
          status: 'missing',
          detail: "perl is not on PATH: the sandbox has no init of hookcheck's",
          without: 'an exit 128+n cannot be told from a death by signal n, leftovers are seen only by a traced run, copies at once are held a fixed time instead of in step, and heartbeats cannot run',
          fix: APT('perl-base'),
          neededByDefault: true,
        }
      : { id: 'init', status: 'ok', detail: `${perl}: the sandbox's init tells exits from signals, lists leftovers and runs copies at once in step`, neededByDefault: true },
    limits.notApplied.length === 1
      ? { id: 'bounds', status: 'ok', detail: limits.applied.join('; '), neededByDefault: false }
      : {
          id: 'bounds',
          status: 'limited',
          detail: limits.applied.join('; '),
          without: limits.notApplied.filter((line) => !line.startsWith('total disk')).join('; '),
          fix: prlimit === null ? APT('util-linux') : 'run as root with cgroup2 mounted writable',
          neededByDefault: false,
        },
    deps.cgroups.pressure === null
      ? {
          id: 'own-time',
          status: 'limited',
          detail: 'no cgroup2 folder that reports CPU pressure',
          without: "a timeout is judged by wall time, confirmed by running the case again alone, instead of by the hook's own time",
          fix: 'run as root with cgroup2 mounted writable',
          neededByDefault: false,
        }
      : { id: 'own-time', status: 'ok', detail: `${deps.cgroups.pressure.dir}: timeouts are judged by the hook's own time`, neededByDefault: false },
  );
  const strace = found('strace');
  facts.push(
    strace === null
      ? {
          id: 'tracer',
          status: 'missing',
          detail: 'strace is not on PATH',
          without:
            'no side-effects evidence (network tries, unix sockets, writes refused by the read-only host), races between copies at once left to chance, and heartbeat scenarios H13 and H16 without evidence',
          fix: APT('strace'),
          neededByDefault: true,
        }
      : { id: 'tracer', status: 'ok', detail: `${strace}: side effects are traced and copies at once take each look at their state in step`, neededByDefault: true },
  );
  const faketime = found('faketime');
  facts.push(
    faketime === null
      ? {
          id: 'clock',
          status: 'missing',
          detail: 'faketime is not on PATH',
          without: '`hookcheck heartbeat` and the heartbeats of an audit cannot run (hooks are unaffected)',
          fix: APT('faketime'),
          neededByDefault: false,
        }
      : { id: 'clock', status: 'ok', detail: `${faketime}: heartbeats travel the clock`, neededByDefault: false },
  );
  const git = found('git');
  facts.push(
    git === null
      ? {
          id: 'git',
          status: 'limited',
          detail: 'git is not on PATH',
          without: 'projects are listed by a bounded walk instead of by git: what .gitignore leaves out is copied into each case, and only known dependency folders are shown read-only',
          fix: APT('git'),
          neededByDefault: false,
        }
      : { id: 'git', status: 'ok', detail: `${git}: projects are copied as git lists them`, neededByDefault: false },
  );
  return facts;
}
