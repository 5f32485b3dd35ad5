/**
 * The command lints: what the command a handler runs does, and the script behind it. One lint per
 * file; the order is the order of the report, from "never runs" to "fragile".
 */
import type { Lint } from '../lint.js';
import asyncCannotBlock from './async-cannot-block.js';
import bashSyntaxUnderSh from './bash-syntax-under-sh.js';
import duplicateHook from './duplicate-hook.js';
import exitCodeHidden from './exit-code-hidden.js';
import interpreterMissing from './interpreter-missing.js';
import pathRelativeToCwd from './path-relative-to-cwd.js';
import projectDirUnquoted from './project-dir-unquoted.js';
import scriptCrlf from './script-crlf.js';
import scriptMissing from './script-missing.js';
import scriptNotExecutable from './script-not-executable.js';
import stdinRereadFallback from './stdin-reread-fallback.js';

export const COMMAND_LINTS: readonly Lint[] = [
  duplicateHook,
  scriptMissing,
  scriptNotExecutable,
  scriptCrlf,
  interpreterMissing,
  exitCodeHidden,
  stdinRereadFallback,
  asyncCannotBlock,
  pathRelativeToCwd,
  projectDirUnquoted,
  bashSyntaxUnderSh,
];
