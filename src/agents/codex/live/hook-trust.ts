/**
 * Which of a project's hooks Codex runs on this machine. Codex loads a project's hooks only in a
 * project the user trusts, and each non-managed hook only once the user trusted it: a hash of its
 * definition kept in config.toml (`[hooks.state."<key>"] trusted_hash`). A new hook, or one changed
 * since it was trusted, is skipped without a word. Codex is asked (app-server.ts) with a copy of the
 * user's config.toml in a private CODEX_HOME, in its own network namespace.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AgentSessionDeps } from '../../../live/agent-session.js';
import type { HookTrustInput, HookTrustReport, RunHook } from '../../../live/agent-driver.js';
import { compiledEntry, runContained } from '../../../live/contained-session.js';
import { listCodexHooks, type CodexListedHook } from './app-server.js';

/** What the contained entry (trust-main.ts) is given. */
export interface TrustListOptions {
  readonly codexBin: string;
  readonly path: string;
  readonly projectDir: string;
  readonly config: string;
}

/** Room for Codex's start-up beyond the wait for its answer. */
const LIST_TIMEOUT_MS = 90_000;

export async function codexHookTrust(input: HookTrustInput, runHook: RunHook): Promise<HookTrustReport> {
  const configFile = join(input.env['CODEX_HOME'] ?? join(input.homeDir, '.codex'), 'config.toml');
  // No Codex settings here: Codex trusts no project and no hook yet, which says nothing of the hooks themselves.
  if (!existsSync(configFile)) return { kind: 'unchecked', why: `no Codex settings on this machine (${configFile})` };
  const options: TrustListOptions = { codexBin: input.bin, path: input.path, projectDir: input.projectDir, config: readFileSync(configFile, 'utf8') };
  const listed = await runContained<readonly CodexListedHook[] | { readonly problem: string }>(
    { bwrapBin: input.bwrapBin, entry: compiledEntry('agents/codex/live/trust-main.js'), input: options, path: input.path, timeoutMs: LIST_TIMEOUT_MS, paths: { shown: [input.bin, input.projectDir], writable: [] } },
    runHook,
  ).catch((error: unknown) => ({ problem: error instanceof Error ? error.message : String(error) }));
  if ('problem' in listed) return { kind: 'unchecked', why: listed.problem };
  const hooks = listed.map(({ sourcePath, event, group, handler, trustStatus }) => ({ file: sourcePath, event, group, handler, status: trustStatus }));
  return { kind: 'listed', configFile, hooks };
}

/** Inside the namespace: the user's config.toml in a private CODEX_HOME, and Codex asked. */
export async function listWithUserConfig(options: TrustListOptions, deps: AgentSessionDeps): Promise<readonly CodexListedHook[] | { readonly problem: string }> {
  const scratch = await deps.createScratchArea();
  try {
    const codexHome = join(scratch.homeDir, '.codex');
    mkdirSync(codexHome, { recursive: true });
    writeFileSync(join(codexHome, 'config.toml'), options.config);
    return await listCodexHooks({ codexBin: options.codexBin, codexHome, home: scratch.homeDir, cwd: options.projectDir, path: options.path, tmpDir: scratch.tmpDir }, deps.runHook);
  } finally {
    await scratch.remove();
  }
}
