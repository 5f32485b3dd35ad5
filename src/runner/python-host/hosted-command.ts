/**
 * Whether a hook command can run in a Python host (python-host.ts) instead of a python process of
 * its own: it must run `file` with python and nothing else, no interpreter flags, no shell around
 * it, the file a .py one. Returns the python to start the host with (found on the hook's PATH as
 * the command finds it), the word the command names it by, and the arguments after the file.
 */
import { basename, isAbsolute } from 'node:path';
import { findExecutable, isExecutable } from '../find-executable.js';
import { bareWords } from '../../shell/plain-words.js';
import type { HookCommand } from '../hook-command.js';

export type HostedPython = { readonly pythonBin: string; readonly argv0: string; readonly args: readonly string[] } | { readonly why: string };

const PYTHON = /^python(3(\.\d+)?)?$/;
/** A shebang that starts python without flags. */
const PYTHON_SHEBANG = /^#!\s*(?:\/usr\/bin\/env\s+(python(?:3(?:\.\d+)?)?)|(\/\S*\/python(?:3(?:\.\d+)?)?))\s*$/;

export function hostedPythonCommand(command: HookCommand, file: string, firstLine: string, path: string): HostedPython {
  if (!file.endsWith('.py')) return { why: `${basename(file)} is not a .py file` };
  const words = command.form === 'exec' ? [command.file, ...command.args] : bareWords(command.script);
  if (words === null) return { why: 'the command is a shell line, not python and the script' };
  const [program, ...rest] = words as [string, ...string[]];
  if (program === file) {
    const shebang = PYTHON_SHEBANG.exec(firstLine);
    if (shebang === null) return { why: 'the script does not start with a #! line that runs python without flags' };
    return located(shebang[1] ?? shebang[2]!, rest, path);
  }
  if (!PYTHON.test(basename(program))) return { why: `the command runs ${basename(program)}, not python` };
  if (rest[0] !== file) return { why: 'python is given flags or another script before the hook' };
  return located(program, rest.slice(1), path);
}

function located(program: string, args: readonly string[], path: string): HostedPython {
  const pythonBin = isAbsolute(program) ? program : findExecutable(program, path);
  if (pythonBin === null || !isExecutable(pythonBin)) return { why: `${program} is not found on the hook's PATH` };
  return { pythonBin, argv0: program, args };
}
