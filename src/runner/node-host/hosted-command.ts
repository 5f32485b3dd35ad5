/**
 * Whether a hook command can run in a node host (node-host.ts) instead of a node process of its
 * own: it must run `file` with node and nothing else, no node flags, no shell around it, the file a
 * .js, .mjs or .cjs one. Returns the node to start the host with and the arguments after the file.
 */
import { basename, isAbsolute } from 'node:path';
import { findExecutable, isExecutable } from '../find-executable.js';
import { bareWords } from '../../shell/plain-words.js';
import type { HookCommand } from '../hook-command.js';

export type HostedCommand = { readonly nodeBin: string; readonly args: readonly string[] } | { readonly why: string };

const SCRIPT_EXTENSION = /\.(js|mjs|cjs)$/;
/** A shebang that starts node without flags. */
const NODE_SHEBANG = /^#!\s*(?:\/usr\/bin\/env\s+node|(\/\S*\/node))\s*$/;

export function hostedCommand(command: HookCommand, file: string, firstLine: string, path: string): HostedCommand {
  if (!SCRIPT_EXTENSION.test(file)) return { why: `${basename(file)} is not a .js, .mjs or .cjs file` };
  const words = command.form === 'exec' ? [command.file, ...command.args] : bareWords(command.script);
  if (words === null) return { why: 'the command is a shell line, not node and the script' };
  const [program, ...rest] = words as [string, ...string[]];
  if (program === file) {
    const shebang = NODE_SHEBANG.exec(firstLine);
    if (shebang === null) return { why: 'the script does not start with a #! line that runs node without flags' };
    return located(shebang[1] ?? 'node', rest, path);
  }
  if (basename(program) !== 'node') return { why: `the command runs ${basename(program)}, not node` };
  if (rest[0] !== file) return { why: 'node is given flags or another script before the hook' };
  return located(program, rest.slice(1), path);
}

/** The arguments a run of the hosted command gives the script (`copy`, the file it runs now). */
export function argsAfterScript(command: HookCommand, copy: string): readonly string[] | null {
  const words = command.form === 'exec' ? [command.file, ...command.args] : bareWords(command.script);
  const at = words?.indexOf(copy) ?? -1;
  return at < 0 || at > 1 ? null : words!.slice(at + 1);
}

function located(program: string, args: readonly string[], path: string): HostedCommand {
  const nodeBin = isAbsolute(program) ? program : findExecutable(program, path);
  if (nodeBin === null || !isExecutable(nodeBin)) return { why: `${program} is not found on the hook's PATH` };
  return { nodeBin, args };
}
