/**
 * heartbeat-state-written-in-place: a Stop or SessionStart hook that writes the state file a
 * declared heartbeat keeps, in place (no rename anywhere in it). A hook stopped at its timeout, or
 * killed with the agent, mid-write leaves half a state, and the heartbeat must then stop on it
 * (missing state means stop): never half a state, seen from the hook's side.
 */
import type { Lint } from '../lint.js';
import { lintFinding } from '../command/command-hooks.js';
import { eventAndCommand, hooksNaming } from './hooks-reading-heartbeats.js';

/** A write: `open(f, "w")`, `write_text`, `writeFileSync`, `json.dump`, `> f` or `>> f`, `tee f`. */
const WRITE = /\bopen\([^)]*,\s*(?:mode\s*=\s*)?['"](?:w|a|x|r\+|w\+|a\+)b?['"]|\.write_(?:text|bytes)\(|(?:write|append)FileSync\(|json\.dump\(|(?:^|[^<>&\d])>{1,2}\s*["']?[$\w./{}~-]|\btee\s/;
/** A rename, by which a state is replaced whole: tmp, then rename. */
const RENAME = /os\.replace\(|os\.rename\(|\.replace\(|\.rename\(|renameSync\(|\bmv\s/;

const heartbeatStateWrittenInPlace: Lint = {
  id: 'heartbeat-state-written-in-place',
  title: "A Stop or SessionStart hook writes a heartbeat's state in place (no tmp and rename)",
  severity: 'warning',
  description:
    "Never half a state (HEARTBEATS.md): a hook that writes the state a declared heartbeat keeps (the config's `heartbeats[].state`) straight into the file leaves half of it when it is stopped at its timeout or killed with the agent, and the heartbeat then stops on a state it cannot read. Write a temporary file in the same folder and rename it over the state.",
  check(context) {
    return hooksNaming(context, 'state').flatMap(({ hook, heartbeat, name, lines, text }) => {
      if (!lines.some((line) => WRITE.test(line)) || RENAME.test(text)) return [];
      return [
        lintFinding(
          heartbeatStateWrittenInPlace,
          [hook],
          `${eventAndCommand(hook)} writes \`${name}\`, the state of heartbeat ${heartbeat.name} (${heartbeat.where}), in place: nothing in it renames a finished file over the state, so a hook stopped mid-write leaves half a state, and the heartbeat stops on it.`,
          `Write the new state to a temporary file beside it (\`${name}.tmp\`) and rename it over \`${name}\` (\`os.replace\`, \`mv\`, \`fs.renameSync\`): the heartbeat then reads the old state or the new one, never a part.`,
        ),
      ];
    });
  },
};

export default heartbeatStateWrittenInPlace;
