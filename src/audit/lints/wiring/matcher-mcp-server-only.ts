/**
 * matcher-mcp-server-only: an exact matcher name `mcp__memory` (a server, no tool). MCP tools are
 * named `mcp__<server>__<tool>`, and an exact name matches only itself, so the hook never fires.
 */
import { readMatcher } from '../../../../specs/claude-code/matcher.js';
import type { WiredHook } from '../../types.js';
import type { Lint, LintContext } from '../lint.js';
import { isToolEvent } from './support/matcher-shape.js';
import { activeHooks, groupBy, groupPath, intendedEvent, makeFinding, matcherLocation } from './support/wiring-groups.js';

const matcherMcpServerOnly: Lint = {
  id: 'matcher-mcp-server-only',
  title: 'MCP matchers name the tools, not only the server',
  severity: 'error',
  description: 'A bare `mcp__memory` is an exact string and matches no tool; write `mcp__memory__.*` (PROTOCOLS.md §1.4, §11.9; anthropics/claude-code#44446).',
  check(context) {
    const serverOnly = activeHooks(context).filter((hook) => serverNames(hook, context).length > 0);
    return groupBy(serverOnly, groupPath).map((hooks) => {
      const first = hooks[0]!;
      const names = serverNames(first, context);
      const reading = readMatcher(first.matcher as string, context.agentVersion);
      const fixed = reading.names.map((name) => (names.includes(name) ? `${name}__.*` : name));
      const matcher = fixed.length === 1 ? fixed[0]! : `^(${fixed.join('|')})$`;
      const quoted = names.map((name) => `"${name}"`).join(', ');
      const what = names.length === 1 && names[0] === first.matcher ? 'is an exact name' : `has the exact name${names.length === 1 ? '' : 's'} ${quoted}`;
      return makeFinding(
        matcherMcpServerOnly,
        hooks,
        matcherLocation(first),
        `"matcher": "${first.matcher as string}" ${what}, but MCP tools are called mcp__<server>__<tool>, so no tool is called ${quoted}: the hook never fires for ${names.length === 1 ? 'that server' : 'those servers'}.`,
        `Match the server's tools: "matcher": "${matcher}".`,
      );
    });
  },
};

/** The exact names in the matcher that are a server without a tool (`mcp__memory`). */
function serverNames(hook: WiredHook, { agentVersion }: LintContext): string[] {
  const event = intendedEvent(hook);
  if (event === undefined || !isToolEvent(event) || typeof hook.matcher !== 'string') return [];
  const reading = readMatcher(hook.matcher, agentVersion);
  if (reading.kind !== 'exact') return [];
  return reading.names.filter((name) => name.startsWith('mcp__') && !name.slice('mcp__'.length).includes('__'));
}

export default matcherMcpServerOnly;
