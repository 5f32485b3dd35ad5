/** The zero-context diff of one file since a git ref (for `hookcheck mutate --since`). */
import { runTool } from './run-tool.js';

export async function gitDiff(ref: string, file: string, cwd: string, env: Readonly<Record<string, string>>): Promise<{ readonly diff: string } | { readonly problem: string }> {
  const outcome = await runTool({ file: 'git', args: ['diff', '--unified=0', '--no-color', ref, '--', file], cwd, env, timeoutMs: 30_000 });
  if (outcome.kind === 'exited' && outcome.exitCode === 0) return { diff: outcome.stdout };
  return { problem: outcome.kind === 'spawn-failed' ? `git cannot start (${outcome.code})` : outcome.stderr.trim().split('\n')[0] || `git diff ${outcome.kind}` };
}
