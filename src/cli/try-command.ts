/**
 * `hookcheck try <folder | git URL>`: a third-party repository is copied (or cloned) into scratch,
 * its hooks are listed, and nothing runs until the user says yes (`--yes`, or CI=true where no one
 * can answer). Declining still gives the lints, which run nothing.
 */
import { createInterface } from 'node:readline/promises';
import { resolve } from 'node:path';
import { dir } from 'tmp-promise';
import { discoverHooks } from '../audit/discover/discover-hooks.js';
import type { Discovery } from '../audit/types.js';
import { resolveAuditOptions } from '../config/resolve-audit-options.js';
import { ConfigError, UsageError } from '../errors.js';
import { cloneRepository, copyFolder, isFolder, looksLikeGitUrl } from '../runner/repository-copy.js';
import { auditDiscovered } from './audit-command.js';
import { EXIT } from './exit-codes.js';
import { parseAuditArgs, TRY_USAGE } from './parse-audit-args.js';

export async function tryCommand(argv: readonly string[]): Promise<number> {
  const args = parseAuditArgs(argv, 'try');
  if (args.help) {
    process.stdout.write(`${TRY_USAGE}\n`);
    return EXIT.clean;
  }
  if (args.target === null) throw new UsageError('hookcheck try needs a folder or a git URL.', { hint: 'e.g. hookcheck try ../someone-elses-hooks, or hookcheck try https://example.invalid/owner/hooks.git' });
  const options = resolveAuditOptions(args, process.cwd());
  const scratch = await dir({ prefix: 'hookcheck-try-', unsafeCleanup: true });
  const cwd = process.cwd();
  try {
    const copy = resolve(scratch.path, 'repository');
    await fetchRepository(args.target, copy);
    const discovery = discoverHooks({ target: copy, cwd: copy });
    const consent = options.run === null ? true : await askConsent(discovery, args.target, args.yes);
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

/** Lists what would run and asks; --yes or CI=true answers for the user. */
async function askConsent(discovery: Discovery, target: string, yes: boolean): Promise<boolean> {
  const commands = discovery.hooks.filter((hook) => hook.type === 'command' && hook.command !== undefined);
  process.stderr.write(`hookcheck: ${target} wires ${discovery.hooks.length} hook handler(s); these commands would run in the sandbox (no network, host read-only, real HOME hidden):\n`);
  for (const hook of commands) process.stderr.write(`  ${hook.label}\n    ${hook.command}${hook.args === undefined ? '' : ` ${hook.args.join(' ')}`}\n`);
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
    const answer = await prompt.question(`Run these ${commands.length} command(s) in the sandbox? [y/N] `);
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    prompt.close();
  }
}
