/**
 * `hookcheck try <folder | git URL>`: a third-party repository is copied (or cloned) into scratch,
 * its hooks are listed, and nothing runs until the user says yes (`--yes`, or CI=true where no one
 * can answer). Declining still gives the lints, which run nothing.
 */
import { createInterface } from 'node:readline/promises';
import { resolve } from 'node:path';
import { dir } from 'tmp-promise';
import { discoverHooks } from '../../audit/discover/discover-hooks.js';
import type { Discovery } from '../../audit/types.js';
import { resolveAuditOptions } from '../audit/options.js';
import { ConfigError, UsageError } from '../../errors.js';
import { cloneRepository, copyFolder, isFolder, looksLikeGitUrl } from '../../workspace/repository-copy.js';
import { auditDiscovered } from '../audit/command.js';
import { print } from '../print.js';
import { findSandboxBinary } from '../../store/find-agent-binary.js';
import { probeSandbox } from '../../sandbox/probe-sandbox.js';
import { runHook } from '../../runner/run-hook.js';
import { printable } from '../../findings/printable.js';
import { parseTryArgs, TRY_USAGE } from './args.js';

export async function tryCommand(argv: readonly string[]): Promise<number> {
  const args = parseTryArgs(argv);
  if (args.help) return print(TRY_USAGE);
  if (args.target === null)
    throw new UsageError('hookcheck try needs a folder or a git URL.', { hint: 'e.g. hookcheck try ../someone-elses-hooks, or hookcheck try https://example.invalid/owner/hooks.git' });
  // The repository must not grade itself: its own hookcheck config is only used when named.
  const options = { ...resolveAuditOptions(args, process.cwd()), searchConfig: false };
  if (options.run?.sandbox === 'bwrap') await requireSandbox();
  const scratch = await dir({ prefix: 'hookcheck-try-', unsafeCleanup: true });
  const cwd = process.cwd();
  try {
    const copy = resolve(scratch.path, 'repository');
    await fetchRepository(args.target, copy);
    const discovery = discoverHooks({ target: copy, cwd: copy });
    const consent = options.run === null ? true : await askConsent(discovery, args.target, args.yes, options.run.sandbox);
    if (!consent) process.stderr.write('hookcheck: nothing will run; linting the wiring only.\n');
    // Paths in the report are the repository's own, as a reviewer reads them.
    process.chdir(copy);
    return await auditDiscovered(discovery, args.target, consent ? options : { ...options, run: null });
  } finally {
    process.chdir(cwd);
    await scratch.cleanup();
  }
}

async function fetchRepository(target: string, copy: string): Promise<void> {
  if (looksLikeGitUrl(target)) {
    process.stderr.write(`hookcheck: cloning ${target} into a scratch folder…\n`);
    const failure = await cloneRepository(target, copy, { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: resolve(copy, '..') });
    if (failure !== null) throw new ConfigError(`Could not clone ${target}: ${failure.problem}.`, { hint: 'Check the URL and your access, or clone it yourself and give the folder.' });
    return;
  }
  const source = resolve(target);
  if (!isFolder(source)) throw new ConfigError(`${target}: no such folder.`, { hint: 'Give the folder of a hook repository, or a git URL.' });
  const { skipped } = copyFolder(source, copy);
  if (skipped > 0) process.stderr.write(`hookcheck: left ${skipped} large file(s) out of the scratch copy.\n`);
}

/** bubblewrap must work before anyone is asked: consent is given to the sandbox the prompt describes. */
async function requireSandbox(): Promise<void> {
  const path = process.env['PATH'] ?? '/usr/bin:/bin';
  const problem = await probeSandbox(findSandboxBinary(path), path, runHook);
  if (problem !== null)
    throw new ConfigError(`bubblewrap cannot build a sandbox here (${problem}); hookcheck try will not run a third-party hook without one.`, {
      hint: 'Allow unprivileged user namespaces (sysctl kernel.unprivileged_userns_clone=1), or lint only with --no-run.',
    });
}

/** Lists what would run and asks; --yes or CI=true answers for the user. */
async function askConsent(discovery: Discovery, target: string, yes: boolean, sandbox: 'bwrap' | 'none'): Promise<boolean> {
  const commands = discovery.hooks.filter((hook) => hook.type === 'command' && hook.command !== undefined);
  const where = sandbox === 'bwrap' ? 'in bubblewrap (no network, host read-only, real HOME hidden)' : 'WITHOUT a sandbox (--sandbox none): they can read and change your files and reach the network';
  process.stderr.write(`hookcheck: ${printable(target)} wires ${discovery.hooks.length} hook handler(s); these commands would run ${where}:\n`);
  for (const hook of commands) process.stderr.write(`  ${printable(hook.label)}\n    ${printable([hook.command!, ...(hook.args ?? [])].join(' '))}\n`);
  // A mod's modules are code too: imported and driven in the same sandbox.
  for (const mod of discovery.mods)
    process.stderr.write(`  mod ${printable(mod.pluginName)}: its modules would be imported and their tool.call hooks driven\n    ${mod.modules.map(printable).join(', ')}\n`);
  if (yes) return true;
  if (process.env['CI'] === 'true' || process.env['CI'] === '1') {
    process.stderr.write('hookcheck: CI=true, no one to ask: running them.\n');
    return true;
  }
  if (process.stdin.isTTY !== true) {
    throw new UsageError('hookcheck try asks before running a third-party hook, and there is no terminal to ask on.', { hint: 'Pass --yes to run them, or --no-run to lint only.' });
  }
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const mods = discovery.mods.length === 0 ? '' : ` and ${discovery.mods.length} mod(s)`;
    const answer = await prompt.question(`Run these ${commands.length} command(s)${mods} in the sandbox? [y/N] `);
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    prompt.close();
  }
}
