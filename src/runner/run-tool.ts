/**
 * Runs a tool hookcheck needs for itself, not a hook: git, an interpreter's syntax check, a
 * bubblewrap probe, `claude --version`. Its outcome is hookcheck's to read (did the tool work?),
 * never evidence about a hook. It is started the way a hook is (own process group, capped
 * output, a timeout on the whole group), with nothing on stdin.
 */
import type { HookOutcome } from '../model/outcome.js';
import { runHook } from './run-hook.js';

interface RunToolOptions {
  readonly file: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
}

export type RunTool = (options: RunToolOptions) => Promise<HookOutcome>;

export function runTool({ file, args, cwd, env, timeoutMs }: RunToolOptions): Promise<HookOutcome> {
  return runHook({ command: { form: 'exec', file, args: [...args] }, stdin: '', cwd, env, timeoutMs });
}
