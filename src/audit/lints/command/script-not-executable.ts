/**
 * script-not-executable: a script run directly (no interpreter word) without its execute bit. The
 * shell exits 126 (exec form: the spawn fails), a non-blocking error: the hook never runs.
 */
import type { Lint } from '../lint.js';
import { commandHooks, lintFinding, agentReadingOfExit, shownCommand } from './command-hooks.js';

const scriptNotExecutable: Lint = {
  id: 'script-not-executable',
  title: 'A script run directly is not executable',
  severity: 'error',
  description:
    'The command runs a script by its path, with no interpreter before it, and the file has no execute bit. `sh` exits 126 ("Permission denied"), a non-blocking error, so the hook never runs and the action goes ahead (PROTOCOLS.md §1.10, §11.2).',
  check({ hooks, files }) {
    return commandHooks(hooks, { everyAgent: true }).flatMap(({ hook, reading }) => {
      const script = reading.parts.find((part) => part.interpreter === null && part.script !== null && lacksRunBit(files.stat(part.script.path)))?.script;
      if (script === undefined || script === null) return [];
      return [
        lintFinding(
          scriptNotExecutable,
          [hook],
          `The command \`${shownCommand(hook)}\` runs ${script.raw} directly, but the file is not executable: the shell exits 126 and the hook never runs${reading126(hook)}.`,
          `Run \`chmod +x ${script.path}\` (git keeps the bit), or name the interpreter before the path.`,
        ),
      ];
    });
  },
};

function reading126(hook: Parameters<typeof agentReadingOfExit>[0]): string {
  const other = agentReadingOfExit(hook, 126);
  // Where the agent's answer to the exit is not modelled, "never runs" has said all that is known.
  return other === null || other.includes('never runs') ? '' : `; ${other}`;
}

function lacksRunBit(facts: { kind: string; executable: boolean }): boolean {
  return facts.kind === 'file' && !facts.executable;
}

export default scriptNotExecutable;
