/**
 * Asks Codex itself which hooks it loads for a folder and whether it trusts each: `codex
 * app-server`'s `hooks/list` (its JSON-RPC over stdio, the path Codex's own /hooks review takes)
 * answers with each hook's key, its current hash and its trust status. The hash is Codex's own and
 * not recomputed here: Codex changes how it hashes a definition between versions, and its answer
 * is the truth. A small sh feed keeps the server's stdin open until the answer is in (the server
 * quits at end of input before it answers), never longer than the given wait.
 */
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunHook } from '../../../live/agent-driver.js';

/** One hook as Codex lists it. */
export interface CodexListedHook {
  /** `<hooks file>:<event label>:<group>:<handler>`: where Codex keeps its trust in config.toml. */
  readonly key: string;
  readonly sourcePath: string;
  /** The event as hooks.json writes it (`PreToolUse`). */
  readonly event: string;
  readonly group: number;
  readonly handler: number;
  readonly command: string | null;
  readonly currentHash: string;
  readonly trustStatus: 'managed' | 'untrusted' | 'trusted' | 'modified';
}

export interface ListHooksInput {
  readonly codexBin: string;
  /** A private, writable CODEX_HOME (the server keeps its databases there), with the config.toml to read. */
  readonly codexHome: string;
  readonly home: string;
  /** The folder whose hooks Codex would load: the project, as the agent is started in it. */
  readonly cwd: string;
  readonly path: string;
  /** A scratch folder for the feed script. */
  readonly tmpDir: string;
}

/** The longest the feed waits for the answer, in tenths of a second: past it, the list is unknown, never guessed. */
const ANSWER_WITHIN_TENTHS = 600;

const FEED = `#!/bin/sh
# Usage: feed.sh <requests file> <answer file> <tenths to wait> <codex> [args...]
requests=$1 answer=$2 tenths=$3
shift 3
: > "$answer"
{
  cat "$requests"
  waited=0
  while ! grep -q '^{"id":2,' "$answer" && [ "$waited" -lt "$tenths" ]; do sleep 0.1; waited=$((waited + 1)); done
} | "$@" | tee "$answer"
`;

/** The hooks Codex loads for `cwd`, with their trust; a problem in words when it could not say. */
export async function listCodexHooks(input: ListHooksInput, runHook: RunHook): Promise<readonly CodexListedHook[] | { readonly problem: string }> {
  const dir = mkdtempSync(join(input.tmpDir, 'codex-hooks-list-'));
  const feed = join(dir, 'feed.sh');
  const requests = join(dir, 'requests.jsonl');
  writeFileSync(feed, FEED);
  chmodSync(feed, 0o755);
  writeFileSync(requests, [initialize(), { jsonrpc: '2.0', method: 'initialized' }, { jsonrpc: '2.0', id: 2, method: 'hooks/list', params: { cwds: [input.cwd] } }].map((line) => JSON.stringify(line)).join('\n') + '\n');
  const outcome = await runHook({
    command: { form: 'exec', file: feed, args: [requests, join(dir, 'answer.jsonl'), String(ANSWER_WITHIN_TENTHS), input.codexBin, 'app-server'] },
    stdin: '',
    cwd: input.cwd,
    env: { PATH: input.path, HOME: input.home, CODEX_HOME: input.codexHome, TMPDIR: input.tmpDir, LANG: 'C.UTF-8' },
    timeoutMs: ANSWER_WITHIN_TENTHS * 100 + 30_000,
    maxOutputBytes: 16 * 1024 * 1024,
  });
  if (outcome.kind !== 'exited') return { problem: `codex app-server did not end (${outcome.kind})` };
  const line = outcome.stdout.split('\n').find((text) => text.startsWith('{"id":2,'));
  if (line === undefined) return { problem: `codex app-server gave no answer to hooks/list (exit ${outcome.exitCode}: ${outcome.stderr.trim().slice(0, 300) || 'no message'})` };
  const answer = JSON.parse(line) as { result?: { data?: { hooks?: Record<string, unknown>[] }[] }; error?: { message?: string } };
  if (answer.result?.data === undefined) return { problem: `codex app-server refused hooks/list: ${answer.error?.message ?? line.slice(0, 300)}` };
  return answer.result.data.flatMap((entry) => entry.hooks ?? []).flatMap((hook) => listed(hook));
}

function initialize(): object {
  return { jsonrpc: '2.0', id: 1, method: 'initialize', params: { clientInfo: { name: 'hookcheck', title: null, version: '1' }, capabilities: null } };
}

/** A listed hook, its key read back into the file, event and indexes it names; nothing where the key is not of that form. */
function listed(hook: Record<string, unknown>): CodexListedHook[] {
  const key = String(hook['key'] ?? '');
  const match = /^(.*):([a-z_]+):(\d+):(\d+)$/.exec(key);
  if (match === null) return [];
  const event = match[2]!.replace(/(^|_)([a-z])/g, (_, _sep: string, letter: string) => letter.toUpperCase());
  return [
    {
      key,
      sourcePath: String(hook['sourcePath'] ?? match[1]),
      event,
      group: Number(match[3]),
      handler: Number(match[4]),
      command: typeof hook['command'] === 'string' ? hook['command'] : null,
      currentHash: String(hook['currentHash'] ?? ''),
      trustStatus: hook['trustStatus'] as CodexListedHook['trustStatus'],
    },
  ];
}
