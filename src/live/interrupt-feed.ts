/**
 * The stdin of a session that interrupts its first turn, fed over time by a small sh script in the
 * session's scratch area: the prompt; the interrupt (the control request the agent SDK's
 * `interrupt()` sends on stream-json input) once the fake model holds the turn open; then the
 * follow-up prompt, once a file says the Interrupt hook answered or the hook's own timeout passed.
 * The agent reads the script's pipe; its exit code, stdout and stderr are the agent's own.
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HookCommand } from '../runner/hook-command.js';

export interface InterruptFeed {
  /** The agent's command line, run with the feed on its stdin. */
  commandFor(agentBin: string, agentArgs: readonly string[]): HookCommand;
  /** The fake model holds the turn: the interrupt goes now. */
  markHeld(): void;
}

interface FeedOptions {
  /** A folder of the session's scratch area, removed with it. */
  readonly dir: string;
  readonly prompt: string;
  readonly followUp: string;
  /** The file whose appearance lets the follow-up go. */
  readonly followUpAfter: string;
  /** The longest wait for that file: the hook's timeout, after which the agent has cancelled it. */
  readonly waitMs: number;
}

/** Waits are polled every tenth of a second; the turn is held within this long of the start, or never. */
const HELD_WITHIN_MS = 60_000;

const SCRIPT = `#!/bin/sh
# Usage: feed.sh <feed folder> <follow-up after this file> <tenths to wait for it> <agent> [args...]
feed=$1 after=$2 tenths=$3
shift 3
# Waits for a file while the agent runs (it writes its pid first), at most the tenths given.
wait_for() {
  waited=0
  while [ ! -e "$1" ] && [ "$waited" -lt "$2" ]; do
    if [ -s "$feed/agent.pid" ] && ! kill -0 "$(cat "$feed/agent.pid")" 2>/dev/null; then return; fi
    sleep 0.1
    waited=$((waited + 1))
  done
}
{
  cat "$feed/prompt.jsonl"
  wait_for "$feed/held" ${HELD_WITHIN_MS / 100}
  cat "$feed/interrupt.jsonl"
  wait_for "$after" "$tenths"
  # The hook wrote its answer's record: give the agent a moment to read the answer itself.
  sleep 1
  cat "$feed/follow-up.jsonl"
} | exec /bin/sh -c 'echo $$ > "$0"; exec "$@"' "$feed/agent.pid" "$@"
`;

/** Writes the feed's script and messages into `options.dir`. */
export function writeInterruptFeed(options: FeedOptions): InterruptFeed {
  const { dir } = options;
  const script = join(dir, 'feed.sh');
  writeFileSync(script, SCRIPT);
  chmodSync(script, 0o755);
  writeFileSync(join(dir, 'prompt.jsonl'), userMessage(options.prompt));
  writeFileSync(join(dir, 'interrupt.jsonl'), `${JSON.stringify({ type: 'control_request', request_id: 'hookcheck-interrupt', request: { subtype: 'interrupt' } })}\n`);
  writeFileSync(join(dir, 'follow-up.jsonl'), userMessage(options.followUp));
  const tenths = String(Math.ceil(options.waitMs / 100));
  return {
    commandFor: (agentBin, agentArgs) => ({ form: 'exec', file: '/bin/sh', args: [script, dir, options.followUpAfter, tenths, agentBin, ...agentArgs] }),
    markHeld: () => writeFileSync(join(dir, 'held'), ''),
  };
}

function userMessage(content: string): string {
  return `${JSON.stringify({ type: 'user', message: { role: 'user', content } })}\n`;
}
