/**
 * How a hook is launched: exec form spawns a program directly (the kernel honours the shebang);
 * shell form hands a string to `/bin/sh -c`, as Claude Code does on Linux and macOS for `command`
 * without `args` (PROTOCOLS.md §1.3: `"shell": "bash"` is the default and still means `sh -c`).
 * Where `sh` is dash (Debian, Ubuntu) bash-only syntax fails here exactly as it fails in the agent.
 */

export type HookCommand = { readonly form: 'exec'; readonly file: string; readonly args: readonly string[] } | { readonly form: 'shell'; readonly script: string };

const SAFE_WORD = /^[\w@%+=:,./-]+$/;

/** Quotes one word for a POSIX shell so that a reproduction can be pasted as is. */
export function quoteShellWord(word: string): string {
  if (word !== '' && SAFE_WORD.test(word)) return word;
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/** The command as a user would type it in a shell. */
export function formatHookCommand(command: HookCommand): string {
  if (command.form === 'shell') return command.script;
  return [command.file, ...command.args].map(quoteShellWord).join(' ');
}

/** The shell that runs shell-form commands: the one Node and the agent spawn for `shell: true`. */
export const HOOK_SHELL = '/bin/sh';

/** The program and arguments to spawn for a command. */
export function toSpawnArgs(command: HookCommand): { file: string; args: readonly string[] } {
  if (command.form === 'exec') return { file: command.file, args: command.args };
  return { file: HOOK_SHELL, args: ['-c', command.script] };
}

/** The command with arguments added (quoted into the string of a shell-form command). */
export function withArgs(command: HookCommand, args: readonly string[]): HookCommand {
  if (args.length === 0) return command;
  if (command.form === 'exec') return { ...command, args: [...command.args, ...args] };
  return { form: 'shell', script: `${command.script} ${args.map(quoteShellWord).join(' ')}` };
}
