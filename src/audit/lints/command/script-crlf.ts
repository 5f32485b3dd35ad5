/**
 * script-crlf: a script saved with Windows line endings (a checkout with `core.autocrlf`, an
 * editor's choice). Run directly, its `#!` line names an interpreter ending in a carriage return
 * (`/bin/bash\r`), which does not exist: the shell says "not found", exits 127, and the hook never
 * runs. Run by a shell, every line ends in `\r`: commands fail (`$'\r': command not found`) or get a
 * word they never meant (`exit 2\r`). Python and node read such lines as ordinary ones.
 */
import { basename } from 'node:path';
import type { Lint } from '../lint.js';
import { commandHooks, lintFinding, shownCommand } from './command-hooks.js';
import { readShebang } from './shell-text.js';

const SHELLS = new Set(['sh', 'dash', 'bash', 'zsh', 'ksh']);

const scriptCrlf: Lint = {
  id: 'script-crlf',
  title: 'A script has Windows (CRLF) line endings',
  severity: 'error',
  description:
    'A script saved with CRLF line endings. Run directly, its `#!` line asks for an interpreter whose name ends in a carriage return, which does not exist: the shell exits 127 and the hook never runs. Run by a shell, every command gets a trailing `\\r` and fails or means something else.',
  check({ hooks, files }) {
    return commandHooks(hooks, { everyAgent: true }).flatMap(({ hook, reading }) => {
      for (const part of reading.parts) {
        if (part.script === null || files.stat(part.script.path).kind !== 'file') continue;
        const text = files.readText(part.script.path);
        if (text === null || !text.includes('\r\n')) continue;
        const firstLine = text.slice(0, text.indexOf('\n'));
        const shebang = readShebang(text);
        const fix = `Convert it to LF line endings: \`sed -i 's/\\r$//' ${part.script.path}\` (a \`*.sh text eol=lf\` line in .gitattributes keeps it so in every checkout).`;
        if (part.interpreter === null && shebang !== null && firstLine.endsWith('\r')) {
          return [
            lintFinding(
              scriptCrlf,
              [hook],
              `The command \`${shownCommand(hook)}\` runs ${part.script.raw} directly, and its lines end in CRLF: the #! line asks for \`${shebang.program}\\r\`, which does not exist, so the shell says "not found", exits 127, and the hook never runs.`,
              fix,
            ),
          ];
        }
        const shell = part.interpreter ?? (shebang === null ? 'sh' : shebang.program);
        if (SHELLS.has(basename(shell))) {
          return [
            lintFinding(
              scriptCrlf,
              [hook],
              `${part.script.raw} is run by \`${basename(shell)}\` and its lines end in CRLF: every command gets a trailing carriage return, so commands fail (\`$'\\r': command not found\`) or take a word they never meant (\`exit 2\\r\`).`,
              fix,
            ),
          ];
        }
      }
      return [];
    });
  },
};

export default scriptCrlf;
