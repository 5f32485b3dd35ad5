/**
 * if-never-fires: a handler's `if` that keeps the hook from ever running. Claude Code evaluates
 * `if` (one permission rule, `Bash(git *)`) only on tool events: on any other event a hook with
 * `if` never runs. A rule about a tool the matcher never selects (`"matcher": "Edit|Write"`, `"if":
 * "Bash(git *)"`) matches none of the calls the hook is run for. And `if` holds one rule: rules
 * joined with `|` (`Bash(git *)|Bash(npm *)`, `Bash|Write`) are read as one string, which matches
 * none of the calls it names. Measured in
 * the real agent (specs/claude-code/if-rules.ts); the legacy `Bash(git:*)` form still fires there,
 * so it is not reported.
 */
import { IF_RULES_MEASURED_ON } from '../../../../specs/claude-code/if-rules.js';
import { matcherMatches } from '../../../../specs/claude-code/matcher.js';
import { joinedRules, ruleTool } from '../../explain/if-condition.js';
import type { WiredHook } from '../../types.js';
import type { Lint } from '../lint.js';
import { isToolEvent } from './support/matcher-shape.js';
import { lineOfPath } from './support/source-line.js';
import { activeHooks, intendedEvent, makeFinding } from './support/wiring-groups.js';

const MEASURED = `measured on Claude Code ${IF_RULES_MEASURED_ON.join(' and ')}`;

const ifNeverFires: Lint = {
  id: 'if-never-fires',
  title: 'An "if" condition can fire',
  severity: 'error',
  description: `Claude Code evaluates a handler's "if" only on tool events, and reads it as one permission rule: on another event, about a tool the matcher never selects, or with rules joined by "|", the hook never runs (${MEASURED}).`,
  check(context) {
    return activeHooks(context).flatMap((hook) => {
      const problem = neverFires(hook, context.agentVersion);
      if (problem === null) return [];
      const jsonPath = `${hook.location.jsonPath}.if`;
      const line = lineOfPath(context.files, hook.location.file, jsonPath) ?? hook.location.line;
      return [makeFinding(ifNeverFires, [hook], { file: hook.location.file, jsonPath, ...(line === undefined ? {} : { line }) }, problem.message, problem.fix)];
    });
  },
};

function neverFires(hook: WiredHook, version: string): { message: string; fix: string } | null {
  const rule = hook.handler['if'];
  if (rule === undefined) return null;
  const shown = `"if": ${JSON.stringify(rule)}`;
  const event = intendedEvent(hook);
  if (event !== undefined && !isToolEvent(event)) {
    return {
      message: `${shown} is on ${event}, but Claude Code evaluates "if" only on tool events (PreToolUse, PostToolUse, PostToolUseFailure, PermissionRequest, PermissionDenied): a hook with "if" on ${event} never runs (${MEASURED}).`,
      fix: `Remove "if" so the hook runs on every ${event}, and decide inside the hook.`,
    };
  }
  const joined = typeof rule === 'string' ? joinedRules(rule) : null;
  if (joined === null) return typeof rule === 'string' ? otherTool(hook, rule, version) : null;
  return {
    message: `${shown} joins ${joined.length} rules with "|", but "if" holds one permission rule: Claude Code reads the whole string as one rule, which matches none of the calls it names, so the hook never fires (${MEASURED}).`,
    fix: `Give each rule its own handler (${joined.map((each) => `"if": ${JSON.stringify(each)}`).join(', ')}), or remove "if" and decide inside the hook.`,
  };
}

/** A single rule about a tool the hook's matcher never selects; MCP rules name a server or a tool, and are left alone. */
function otherTool(hook: WiredHook, rule: string, version: string): { message: string; fix: string } | null {
  const tool = ruleTool(rule);
  if (tool === undefined || tool.startsWith('mcp__') || typeof hook.matcher !== 'string' || matcherMatches(hook.matcher, tool, version)) return null;
  return {
    message: `"if": ${JSON.stringify(rule)} is about ${tool}, but the matcher ${JSON.stringify(hook.matcher)} never selects ${tool}: the hook runs only on calls the rule does not match, so it never fires (${MEASURED}).`,
    fix: `Wire the hook under a matcher that selects ${tool} (e.g. "matcher": "${tool}"), or write the rule for the tools the matcher selects.`,
  };
}

export default ifNeverFires;
