/**
 * heartbeat-lock-as-flag: a Stop or SessionStart hook that tests a heartbeat's lock for existence
 * and never reads its age (its mtime, or a time written in it). A lock left by a job that died is
 * then as good as a live one to the hook: it keeps the agent going, or waiting, until someone
 * deletes the file, which is the first rule of HEARTBEATS.md seen from the hook's side.
 */
import type { Lint } from '../lint.js';
import { lintFinding } from '../command/command-hooks.js';
import { eventAndCommand, hooksNaming } from './hooks-reading-heartbeats.js';

/** A test of existence: `[ -e f ]`, `test -f f`, `os.path.exists(f)`, `Path(f).exists()`, `existsSync(f)`. */
const EXISTS = /(?:\[\[?|\btest)\s+(?:!\s+)?-[ef]\s|\.exists\(|existsSync\(|\bisfile\(|\.is_file\(|\baccess\(/;
/** A reading of its age or its content (which may hold the time it was taken). */
const AGE_OR_CONTENT = /mtime|getmtime|\bstat\b|statSync|lstat|-mmin|-newer|\s-[no]t\s|date\s+-r|\bfind\s|\bopen\(|read_text\(|readFileSync\(|\bcat\s|\$\(<|json\.load|\bread\s/;

const heartbeatLockAsFlag: Lint = {
  id: 'heartbeat-lock-as-flag',
  title: "A Stop or SessionStart hook takes a heartbeat's lock as a flag (existence, no age)",
  severity: 'warning',
  description:
    "A lock is a heartbeat, not a flag (HEARTBEATS.md): a lock older than its stale threshold belongs to a job that died. A hook that decides from the lock a declared heartbeat watches (the config's `heartbeats[].lock`) by its existence alone holds the agent to a dead job's lock forever. Read its age (mtime, or the time written in it) as the heartbeat does.",
  check(context) {
    return hooksNaming(context, 'lock').flatMap(({ hook, heartbeat, name, lines }) => {
      if (!lines.some((line) => EXISTS.test(line)) || lines.some((line) => AGE_OR_CONTENT.test(line))) return [];
      return [
        lintFinding(
          heartbeatLockAsFlag,
          [hook],
          `${eventAndCommand(hook)} tests \`${name}\`, the lock of heartbeat ${heartbeat.name} (${heartbeat.where}), for existence only: no line that names it reads its age or what it holds, so a lock left by a job that died counts as a live one.`,
          `Treat the lock as stale once it is older than ${heartbeat.staleMs / 1000} s (its mtime, e.g. \`find ${name} -mmin\` or \`os.stat(...).st_mtime\`), as the heartbeat does, and say so when you find it stale.`,
        ),
      ];
    });
  },
};

export default heartbeatLockAsFlag;
