/**
 * A copy-pasteable shell line that replays one case outside hookcheck:
 * `printf '%s' '<payload>' | <command>; echo "exit=$?"`, run from the project folder.
 *
 * The payload names the case's scratch folders (cwd, transcript_path, files in the project),
 * which are removed when the run ends. The line names what stands for them when it is pasted:
 * the project is the current folder ($PWD), HOME is $HOME, TMPDIR is $TMPDIR, and the transcript,
 * which was a one-line file, is /dev/null (a file that is there to read, as it was in the run).
 */
import { formatHookCommand, HOOK_SHELL, quoteShellWord, withArgs, type HookCommand } from '../../runner/hook-command.js';
import type { TestCase } from '../../model/run/hook-report.js';
import { longestRun } from './long-runs.js';

/** The layout of src/workspace/scratch-area.ts under a tmp-promise folder `hookcheck-<…>-<pid>-<random>`. */
const SCRATCH_PATH = /(?<![\w.-])(?:\/[\w.-]+)*\/hookcheck-[\w-]*?\d+-[A-Za-z0-9]{12}\/(home\/\.claude\/projects\/scratch-project\/session\.jsonl|project|home|tmp|slash-tmp)(?![\w.-])/g;

const STANDS_FOR: Readonly<Record<string, string>> = {
  'home/.claude/projects/scratch-project/session.jsonl': '/dev/null',
  project: '"$PWD"',
  home: '"$HOME"',
  tmp: '"${TMPDIR:-/tmp}"',
  'slash-tmp': '/tmp',
};

const MARKS: Readonly<Record<string, string>> = {
  'home/.claude/projects/scratch-project/session.jsonl': '<transcript>',
  project: '<project>',
  home: '<home>',
  tmp: '<tmp>',
  'slash-tmp': '/tmp',
};

/** `text` with each scratch folder written as the placeholder fuzz failures use (`<project>`, `<home>`, …), for people to read. */
export function markScratchFolders(text: string): string {
  return text.replace(SCRATCH_PATH, (_match, folder: string) => MARKS[folder]!);
}

/** The reproduction line for `testCase` run by `command`. */
export function formatReproduction(command: HookCommand, testCase: TestCase): string {
  const full = withArgs(command, testCase.args ?? []);
  const env = Object.entries(testCase.env ?? {})
    .map(([key, value]) => `${key}=${quoteWithoutScratch(value)} `)
    .join('');
  const hook = `${env}${full.form === 'shell' ? `${HOOK_SHELL} -c ${quoteShellWord(full.script)}` : formatHookCommand(full)}`;
  // The agent sets it, and a command that names its script through it finds nothing without it.
  const projectDir = formatHookCommand(full).includes('CLAUDE_PROJECT_DIR') && testCase.env?.['CLAUDE_PROJECT_DIR'] === undefined ? 'CLAUDE_PROJECT_DIR="$PWD" ' : '';
  // Bytes that are not UTF-8 cannot be pasted as text: they travel as base64.
  const feed = typeof testCase.stdin === 'string' ? textFeed(testCase.stdin) : `printf '%s' ${Buffer.from(testCase.stdin).toString('base64')} | base64 -d`;
  // Keeping the writer alive keeps the pipe open: the same situation the stdin-open probe creates.
  const input = testCase.keepStdinOpen ? `{ ${feed}; sleep 3600; }` : feed;
  return `${input} | ${projectDir}${hook}; echo "exit=$?"`;
}

/**
 * A shell command that writes `text`: printf of the text itself, or, for a payload with a long
 * repeat (the 1 MiB case), of the text around it with the repeat made by `yes` (a piece without a
 * line break repeats exactly with `tr -d`), so the line stays short enough to read and paste.
 */
function textFeed(text: string): string {
  const run = longestRun(text);
  if (run === null || run.piece.includes('\n')) return `printf '%s' ${quoteWithoutScratch(text)}`;
  const repeat = `yes ${quoteShellWord(run.piece)} | tr -d '\\n' | head -c ${Buffer.byteLength(run.piece) * run.count}`;
  return `{ printf '%s' ${quoteWithoutScratch(text.slice(0, run.start))}; ${repeat}; printf '%s' ${quoteWithoutScratch(text.slice(run.end))}; }`;
}

/** `text` as one shell word, each scratch folder in it written as what stands for it after the run. */
export function quoteWithoutScratch(text: string): string {
  const parts: string[] = [];
  let from = 0;
  for (const match of text.matchAll(SCRATCH_PATH)) {
    if (match.index > from) parts.push(quoteShellWord(text.slice(from, match.index)));
    parts.push(STANDS_FOR[match[1]!]!);
    from = match.index + match[0].length;
  }
  if (parts.length === 0) return quoteShellWord(text);
  if (from < text.length) parts.push(quoteShellWord(text.slice(from)));
  return parts.join('');
}
