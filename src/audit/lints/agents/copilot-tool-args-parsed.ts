/**
 * copilot-tool-args-parsed: a tool hook that parses, as JSON text, the field its agent sends the
 * tool's arguments in as an object (the agent's facts; Copilot CLI's camelCase tool events send
 * `toolArgs` so: measured, AGENTS-MEASURED.md, "Payloads seen"; the SDK's reference types it
 * `object`): `.toolArgs | fromjson`, `json.loads(data["toolArgs"])`, `JSON.parse(input.toolArgs)`.
 * The parse fails on every call: jq exits 5 and the command it reads comes back empty, Python and
 * node throw. A guard built on it never fires, or fails on every call.
 */
import { AGENTS, isOtherAgent, OTHER_AGENT_IDS } from '../../../agents/index.js';
import type { WiredHook } from '../../types.js';
import { commandHooks, lintFinding, shownCommand } from '../command/command-hooks.js';
import type { Lint, LintFiles } from '../lint.js';

/** A parse of `field` as text, in jq, Python and JavaScript. */
function parses(field: string): RegExp[] {
  const name = field.replace(/\W/g, '');
  return [
    new RegExp(`\\.${name}\\s*\\|\\s*fromjson(?!\\s*\\?)`),
    new RegExp(`\\bjson\\.loads\\(\\s*[\\w.]*(?:\\[\\s*["']${name}["']\\s*\\]|\\.get\\(\\s*["']${name}["'][^)]*\\)|\\.${name})`),
    new RegExp(`\\bJSON\\.parse\\(\\s*[\\w.]*(?:\\.${name}\\b|\\[\\s*["']${name}["']\\s*\\])`),
  ];
}

/** The field the hook's agent sends as an object on the hook's event; undefined where it sends none there. */
function objectField(hook: WiredHook): string | undefined {
  const sent = isOtherAgent(hook.agent) ? AGENTS[hook.agent].facts.argumentsObject : undefined;
  return sent?.events.includes(hook.event) ? sent.field : undefined;
}

const described = OTHER_AGENT_IDS.flatMap((id) => {
  const { name, facts } = AGENTS[id];
  return facts.argumentsObject === undefined ? [] : [`${name}'s tool events ${facts.argumentsObject.events.join(', ')} send \`${facts.argumentsObject.field}\` as an object, measured on the pinned agent`];
});

/** A line that first asks whether it holds text is written for both shapes. */
const TYPE_TEST = /\btype\b|\bisinstance\b|\btypeof\b|\btry\b/;

const copilotToolArgsParsed: Lint = {
  id: 'copilot-tool-args-parsed',
  title: 'Tool arguments sent as an object are not parsed as JSON text',
  severity: 'error',
  description: `${described.join('; ')}. Parsing it again (\`fromjson\`, \`json.loads\`, \`JSON.parse\`) fails on every call, so what the hook reads is empty or the hook crashes: a guard built on it never fires, or fails on every call.`,
  check({ hooks, files }) {
    return commandHooks(hooks, { everyAgent: true }).flatMap(({ hook, reading }) => {
      const field = objectField(hook);
      if (field === undefined) return [];
      const texts: { shown: string; text: string }[] = [{ shown: `the command \`${shownCommand(hook)}\``, text: hook.command! }];
      for (const part of reading.parts) {
        const text = part.script === null ? null : scriptText(part.script.path, files);
        if (text !== null) texts.push({ shown: part.script!.raw, text });
      }
      for (const { shown, text } of texts) {
        const line = parsingLine(text, field);
        if (line === null) continue;
        return [finding(hook, field, `${shown} parses \`${field}\` as JSON text (line ${line.number}: \`${line.text}\`)`)];
      }
      return [];
    });
  },
};

function finding(hook: WiredHook, field: string, problem: string) {
  const name = AGENTS[hook.agent].name;
  return lintFinding(
    copilotToolArgsParsed,
    [hook],
    `${problem}, but ${name} sends \`${field}\` as an object on ${hook.event}: the parse fails on every call, so the hook reads nothing (a guard never fires) or crashes (${name} denies the call on any non-zero exit of preToolUse).`,
    `Read the object as it is: \`jq -r '.${field}.command // empty'\`, \`data["${field}"]["command"]\`, \`input.${field}.command\`; to accept both shapes in jq, \`.${field} | if type == "string" then fromjson else . end\`.`,
  );
}

/** The first line that parses `field` as text without asking for its type; null when none does. */
export function parsingLine(text: string, field: string): { number: number; text: string } | null {
  const lines = text.split('\n');
  const parsers = parses(field);
  for (const [index, line] of lines.entries()) {
    if (/^\s*(?:#|\/\/)/.test(line) || TYPE_TEST.test(line)) continue;
    if (parsers.some((parse) => parse.test(line))) return { number: index + 1, text: line.trim().slice(0, 120) };
  }
  return null;
}

function scriptText(path: string, files: LintFiles): string | null {
  if (files.stat(path).kind !== 'file') return null;
  const text = files.readText(path);
  return text === null || text.includes('\0') ? null : text;
}

export default copilotToolArgsParsed;
