/**
 * interpreter-missing: the program the command starts (`uv`, `bun`, `python3`…), or the interpreter
 * a directly run script's shebang names (`#!/usr/bin/env bun`), is not on the PATH hooks get. The
 * shell exits 127 (or the kernel refuses the script), and each agent reads that exit its own way,
 * as its oracle says (measured): Claude Code, Codex, Qwen Code and Cline take a non-blocking error
 * and the hook never runs; Gemini CLI and Copilot CLI hold the tool call back on any non-zero exit
 * of their pre-tool hook, so every call that hook sees is refused.
 */
import { basename, isAbsolute } from 'node:path';
import { AGENTS } from '../../../agents/index.js';
import { isBlocking, type Effect } from '../../../oracle/effect.js';
import type { HookOutcome } from '../../../model/outcome.js';
import type { WiredHook } from '../../types.js';
import { handlerWiringOf } from '../../handler-wiring-of.js';
import type { Lint, LintFiles } from '../lint.js';
import { BUILTINS, commandHooks, lintFinding, shownCommand } from './command-hooks.js';
import type { CommandPart } from './read-command.js';
import { readShebang } from './shell-text.js';

const interpreterMissing: Lint = {
  id: 'interpreter-missing',
  title: 'The program or interpreter is not on PATH',
  // What this machine lacks is not the hook's fault: not judged here (the severity rule), a warning that says so.
  severity: 'warning',
  description:
    'The command starts a program that is not on the PATH hooks get, or runs a script whose shebang names an interpreter that is not there. The shell exits 127: in Claude Code a non-blocking error, the hook never runs and the action goes ahead (PROTOCOLS.md §1.10, §11.10); Gemini CLI and Copilot CLI refuse every tool call the hook sees (measured).',
  check({ hooks, files }) {
    return commandHooks(hooks, { everyAgent: true }).flatMap(({ hook, reading }) => {
      const missing = reading.parts.map((part) => missingProgram(part, files)).find((found) => found !== null);
      if (missing === undefined) return [];
      const { name } = AGENTS[hook.agent];
      const message = `The command \`${shownCommand(hook)}\` needs ${missing.words} on this machine: where it is missing the shell exits 127, ${agentReading(hook)} The hook is not at fault; the machine lacks a program it needs.`;
      const fix = `Install \`${missing.program}\` where ${name} runs${installHint(missing.program)}, so it is on the PATH ${name} passes to hooks; or name it by its full path.`;
      return [{ ...lintFinding(interpreterMissing, [hook], message, fix), missingProgram: missing.program }];
    });
  },
};

/** The answer of a command whose program is not there: exit 127, the shell's word on stderr. */
const NOT_FOUND: HookOutcome = {
  kind: 'exited',
  exitCode: 127,
  durationMs: 0,
  stdout: '',
  stderr: 'command not found',
  stdoutBytes: 0,
  stderrBytes: 17,
  stdoutTruncated: false,
  stderrTruncated: false,
  stdin: { bytes: 0, delivered: true, epipe: false, leftOpen: false },
  leftovers: { processes: [], heldPipes: false },
};

/** What the hook's agent does with exit 127 on the hook's event, by its oracle; said plainly where that event is not modelled. */
function agentReading(hook: WiredHook): string {
  const oracle = AGENTS[hook.agent];
  let effect: Effect;
  try {
    effect = oracle.predict(hook.event, NOT_FOUND, oracle.latestVersion, handlerWiringOf(hook));
  } catch {
    return `and what ${oracle.name} does then on ${hook.event} is not modelled yet.`;
  }
  if (isBlocking(effect.kind)) {
    const moment = oracle.claudeEvent(hook.event);
    if (moment === 'Stop') return `and ${oracle.name} reads that exit as a block (${effect.kind} on ${hook.event}): each time it would stop, it goes on instead, told the shell's error.`;
    if (moment === 'UserPromptSubmit') return `and ${oracle.name} reads that exit as a block (${effect.kind} on ${hook.event}): every prompt is kept from the model.`;
    if (moment === 'PostToolUse') return `and ${oracle.name} reads that exit as a block (${effect.kind} on ${hook.event}): after every call the hook sees, the model is told the shell's error.`;
    return `and ${oracle.name} holds the call back on that exit (${effect.kind} on ${hook.event}): every call the hook sees is refused.`;
  }
  return `a non-blocking error in ${oracle.name}, and the hook never runs.`;
}

/** Where the programs hooks most often need come from. */
const INSTALL_HINTS: Readonly<Record<string, string>> = {
  uv: 'https://docs.astral.sh/uv/ — e.g. `pipx install uv` or `brew install uv`',
  uvx: 'it comes with uv: https://docs.astral.sh/uv/',
  bun: 'https://bun.sh',
  deno: 'https://deno.com',
  node: 'Node.js',
  npx: 'it comes with Node.js',
  tsx: '`npm install --save-dev tsx`, then call it as `npx tsx`',
  jq: 'e.g. `apt-get install jq` or `brew install jq`',
};

function installHint(program: string): string {
  const hint = INSTALL_HINTS[basename(program)];
  return hint === undefined ? '' : ` (${hint})`;
}

/** What is missing for one part: the program, and it in words; null when everything is there (or cannot be known). */
function missingProgram({ program, interpreter, script }: CommandPart, files: LintFiles): { program: string; words: string } | null {
  if (program === null || BUILTINS.has(program)) return null;
  if (interpreter !== null || script === null) return found(program, files) ? null : { program, words: `\`${program}\`, which is not ${program.includes('/') ? 'there' : 'on PATH'}` };
  const shebang = files.stat(script.path).kind === 'file' ? readShebang(files.readText(script.path)) : null;
  if (shebang === null || found(shebang.program, files)) return null;
  return {
    program: shebang.program,
    words: `\`${shebang.program}\` (the shebang of ${script.raw}${shebang.viaEnv ? ', looked up by /usr/bin/env' : ''}), which is not ${shebang.viaEnv ? 'on PATH' : 'there'}`,
  };
}

/** A relative program path depends on the cwd: script-missing and path-relative-to-cwd judge those. */
function found(program: string, files: LintFiles): boolean {
  if (!program.includes('/')) return files.findProgram(program) !== null;
  return !isAbsolute(program) || files.stat(program).kind === 'file';
}

export default interpreterMissing;
