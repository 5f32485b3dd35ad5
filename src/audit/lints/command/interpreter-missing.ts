/**
 * interpreter-missing: the program the command starts (`uv`, `bun`, `python3`…), or the interpreter
 * a directly run script's shebang names (`#!/usr/bin/env bun`), is not on the PATH hooks get. The
 * shell exits 127 (or the kernel refuses the script): a non-blocking error, the hook never runs.
 */
import { isAbsolute } from 'node:path';
import type { Lint, LintFiles } from '../lint.js';
import { BUILTINS, commandHooks, lintFinding, shownCommand } from './command-hooks.js';
import type { CommandPart } from './read-command.js';
import { readShebang } from './shell-text.js';

const interpreterMissing: Lint = {
  id: 'interpreter-missing',
  title: 'The program or interpreter is not on PATH',
  severity: 'error',
  description:
    'The command starts a program that is not on the PATH hooks get, or runs a script whose shebang names an interpreter that is not there. The shell exits 127, a non-blocking error: the hook never runs and the action goes ahead (PROTOCOLS.md §1.10, §11.10).',
  check({ hooks, files }) {
    return commandHooks(hooks).flatMap(({ hook, reading }) => {
      const missing = reading.parts.map((part) => missingProgram(part, files)).find((found) => found !== null);
      if (missing === undefined) return [];
      return [lintFinding(interpreterMissing, [hook], `The command \`${shownCommand(hook)}\` needs ${missing}; the shell exits 127 and the hook never runs.`, 'Install it, name it by its full path, or use an interpreter that is on the PATH Claude Code passes to hooks.')];
    });
  },
};

/** What is missing for one part, in words; null when everything is there (or cannot be known). */
function missingProgram({ program, interpreter, script }: CommandPart, files: LintFiles): string | null {
  if (program === null || BUILTINS.has(program)) return null;
  if (interpreter !== null || script === null) return found(program, files) ? null : `\`${program}\`, which is not ${program.includes('/') ? 'there' : 'on PATH'}`;
  const shebang = files.stat(script.path).kind === 'file' ? readShebang(files.readText(script.path)) : null;
  if (shebang === null || found(shebang.program, files)) return null;
  return `\`${shebang.program}\` (the shebang of ${script.raw}${shebang.viaEnv ? ', looked up by /usr/bin/env' : ''}), which is not ${shebang.viaEnv ? 'on PATH' : 'there'}`;
}

/** A relative program path depends on the cwd: script-missing and path-relative-to-cwd judge those. */
function found(program: string, files: LintFiles): boolean {
  if (!program.includes('/')) return files.findProgram(program) !== null;
  return !isAbsolute(program) || files.stat(program).kind === 'file';
}

export default interpreterMissing;
