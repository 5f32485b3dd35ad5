/**
 * bash-syntax-under-sh: bash-only syntax where `sh` runs it. Shell-form commands run with `sh -c`
 * (PROTOCOLS.md §1.3), and on Debian and Ubuntu `sh` is dash, which fails on `[[ ]]`, `source`,
 * `<(…)`, `&>`… The same holds for a script that starts with `#!/bin/sh`, is run with `sh`, or has
 * no shebang at all and is run directly.
 */
import type { WiredHook } from '../../types.js';
import type { Lint, LintFiles } from '../lint.js';
import { findBashisms, type Bashism } from './bashisms.js';
import { commandHooks, lintFinding, shownCommand } from './command-hooks.js';
import type { CommandPart } from './read-command.js';
import { isPlainShell, readShebang } from './shell-text.js';

const bashSyntaxUnderSh: Lint = {
  id: 'bash-syntax-under-sh',
  title: 'Bash syntax where `sh` runs the code',
  severity: 'warning',
  description:
    "Shell-form commands run with `sh -c` (PROTOCOLS.md §1.3, §1.5). On macOS `sh` is bash and the code works; on Debian and Ubuntu it is dash, where `[[ ]]`, `source`, `<(…)`, `&>`, `{a,b}`, `$'…'`, `function f`, `==` inside `[ ]` and arrays fail, usually as a non-blocking error (exit 127 or 2 from the test itself). The same holds for scripts with a `#!/bin/sh` shebang.",
  check({ hooks, files }) {
    return commandHooks(hooks).flatMap(({ hook, reading }) => {
      // `"shell": "bash"` is taken at its word: the string runs in bash.
      if (reading.form === 'shell' && hook.handler['shell'] !== 'bash') {
        const found = findBashisms(hook.command!);
        if (found.length > 0)
          return [
            finding(
              hook,
              `\`sh -c\` runs the command \`${shownCommand(hook)}\`, which uses bash syntax: ${list(found, hook.command!.includes('\n'))}`,
              'Write POSIX sh (`[ ]` and `=`, `.` for `source`, `>file 2>&1`), or move the code into a script that starts with `#!/usr/bin/env bash`.',
            ),
          ];
      }
      for (const part of reading.parts) {
        const script = shScript(part, files);
        if (script === null) continue;
        const found = findBashisms(script.text);
        if (found.length > 0)
          return [
            finding(
              hook,
              `${script.shown} is run by ${script.runBy}, but uses bash syntax: ${list(found, true)}`,
              `Start ${script.shown} with \`#!/usr/bin/env bash\`${part.interpreter === null ? '' : ' and run it with `bash`'}, or write it in POSIX sh.`,
            ),
          ];
      }
      return [];
    });
  },
};

function finding(hook: WiredHook, problem: string, fix: string) {
  return lintFinding(bashSyntaxUnderSh, [hook], `${problem}. Where \`sh\` is dash (Debian, Ubuntu, most CI images) that fails, and the hook misbehaves or never decides.`, fix);
}

/** The script of a part, when `sh` runs it: `sh x.sh`, or run directly with a `#!/bin/sh` shebang or none. */
function shScript(part: CommandPart, files: LintFiles): { shown: string; text: string; runBy: string } | null {
  if (part.script === null || files.stat(part.script.path).kind !== 'file') return null;
  const text = files.readText(part.script.path);
  if (text === null || text.includes('\0')) return null;
  if (part.interpreter !== null) return isPlainShell(part.interpreter) ? { shown: part.script.raw, text, runBy: `\`${part.interpreter}\`` } : null;
  const shebang = readShebang(text);
  if (shebang === null) return { shown: part.script.raw, text, runBy: '`sh` (it has no shebang)' };
  return isPlainShell(shebang.program) ? { shown: part.script.raw, text, runBy: `\`${shebang.program}\` (its shebang)` } : null;
}

function list(found: readonly Bashism[], withLines: boolean): string {
  return found.map(({ construct, line }) => (withLines ? `${construct} (line ${line})` : construct)).join(', ');
}

export default bashSyntaxUnderSh;
