/**
 * copilot-tool-args-parsed: a Copilot CLI tool hook that parses `toolArgs` as JSON text
 * (`.toolArgs | fromjson`, `json.loads(data["toolArgs"])`, `JSON.parse(input.toolArgs)`). Copilot
 * CLI sends `toolArgs` as an object (measured: AGENTS-MEASURED.md, "Payloads seen"; the SDK's
 * reference types it `object`), so the parse fails on every call: jq exits 5 and the command it
 * reads comes back empty, Python and node throw. A guard built on it never fires, or fails on
 * every call.
 */
import type { WiredHook } from '../../types.js';
import { commandHooks, lintFinding, shownCommand } from '../command/command-hooks.js';
import type { Lint, LintFiles } from '../lint.js';

/** The camelCase tool events, whose payload carries `toolArgs` (the PascalCase ones send `tool_input`). */
const TOOL_EVENTS = new Set(['preToolUse', 'postToolUse', 'postToolUseFailure', 'permissionRequest']);

/** A parse of `toolArgs` as text, in jq, Python and JavaScript. */
const PARSES = [
  /\.toolArgs\s*\|\s*fromjson(?!\s*\?)/,
  /\bjson\.loads\(\s*[\w.]*(?:\[\s*["']toolArgs["']\s*\]|\.get\(\s*["']toolArgs["'][^)]*\)|\.toolArgs)/,
  /\bJSON\.parse\(\s*[\w.]*(?:\.toolArgs\b|\[\s*["']toolArgs["']\s*\])/,
];
/** A line that first asks whether it holds text is written for both shapes. */
const TYPE_TEST = /\btype\b|\bisinstance\b|\btypeof\b|\btry\b/;

const copilotToolArgsParsed: Lint = {
  id: 'copilot-tool-args-parsed',
  title: 'Copilot CLI sends `toolArgs` as an object, not as JSON text',
  severity: 'error',
  description:
    'Copilot CLI\'s camelCase tool events send `toolArgs` as an object (`{"command": "…"}`), measured on the pinned agent. Parsing it again (`fromjson`, `json.loads`, `JSON.parse`) fails on every call, so what the hook reads is empty or the hook crashes: a guard built on it never fires, or fails on every call.',
  check({ hooks, files }) {
    return commandHooks(hooks, { everyAgent: true }).flatMap(({ hook, reading }) => {
      if (hook.agent !== 'copilot' || !TOOL_EVENTS.has(hook.event)) return [];
      const texts: { shown: string; text: string }[] = [{ shown: `the command \`${shownCommand(hook)}\``, text: hook.command! }];
      for (const part of reading.parts) {
        const text = part.script === null ? null : scriptText(part.script.path, files);
        if (text !== null) texts.push({ shown: part.script!.raw, text });
      }
      for (const { shown, text } of texts) {
        const line = parsingLine(text);
        if (line === null) continue;
        return [finding(hook, `${shown} parses \`toolArgs\` as JSON text (line ${line.number}: \`${line.text}\`)`)];
      }
      return [];
    });
  },
};

function finding(hook: WiredHook, problem: string) {
  return lintFinding(
    copilotToolArgsParsed,
    [hook],
    `${problem}, but Copilot CLI sends \`toolArgs\` as an object on ${hook.event}: the parse fails on every call, so the hook reads nothing (a guard never fires) or crashes (Copilot CLI denies the call on any non-zero exit of preToolUse).`,
    'Read the object as it is: `jq -r \'.toolArgs.command // empty\'`, `data["toolArgs"]["command"]`, `input.toolArgs.command`; to accept both shapes in jq, `.toolArgs | if type == "string" then fromjson else . end`.',
  );
}

/** The first line that parses `toolArgs` as text without asking for its type; null when none does. */
export function parsingLine(text: string): { number: number; text: string } | null {
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (/^\s*(?:#|\/\/)/.test(line) || TYPE_TEST.test(line)) continue;
    if (PARSES.some((parse) => parse.test(line))) return { number: index + 1, text: line.trim().slice(0, 120) };
  }
  return null;
}

function scriptText(path: string, files: LintFiles): string | null {
  if (files.stat(path).kind !== 'file') return null;
  const text = files.readText(path);
  return text === null || text.includes('\0') ? null : text;
}

export default copilotToolArgsParsed;
