/**
 * agent-matcher-claude-tools: another agent's tool hook whose matcher names Claude Code's tools of a
 * kind (`Write|Edit`, `Bash`) and selects none of that agent's own: copied from a Claude Code
 * setting, it never fires there for that kind. Gemini CLI edits with `write_file` and `replace`,
 * so `Write|Edit` never selects them; Codex's `apply_patch` answers to `Edit` and `Write`, but not
 * to `MultiEdit`. Judged only where the agent's tools of the kind are measured (`toolKinds`).
 */
import type { Lint } from '../lint.js';
import { groupBy, groupPath, makeFinding, matcherLocation } from '../wiring/support/wiring-groups.js';
import { AGENTS, isOtherAgent } from '../../../agents/index.js';
import { CLAUDE_TOOLS } from '../../../agents/modelled-tools.js';
import { matcherMatches } from '../../../../specs/claude-code/matcher.js';
import { selectingName } from '../../../oracle/tool-matcher.js';
import { toolKindsOn, type ToolKind } from '../../../../specs/agents/agent-facts.js';
import type { WiredHook } from '../../types.js';

const agentMatcherClaudeTools: Lint = {
  id: 'agent-matcher-claude-tools',
  title: "Another agent's matchers name that agent's tools",
  severity: 'error',
  description: "A tool hook of another agent whose matcher selects Claude Code's tools of a kind (Bash, Edit, Write, MultiEdit) and none of the agent's own (measured): it never fires there for that kind.",
  check(context) {
    const missed = context.hooks.flatMap((hook) => {
      const kinds = unselectedKinds(hook, context.agentVersion);
      return kinds.length === 0 ? [] : [{ hook, kinds }];
    });
    return groupBy(
      missed.map(({ hook }) => hook),
      groupPath,
    ).map((hooks) => {
      const first = hooks[0]!;
      const { kinds } = missed.find(({ hook }) => hook === first)!;
      const oracle = AGENTS[first.agent];
      const toolKinds = 'facts' in oracle ? toolKindsOn(oracle.facts, first.event) : undefined;
      const theirs = kinds.map((kind) => `${kind === 'shell' ? 'shell calls are' : 'edits are'} ${(toolKinds?.[kind] ?? []).join(' and ')}`).join('; ');
      const names = kinds.flatMap((kind) => toolKinds?.[kind] ?? []);
      return makeFinding(
        agentMatcherClaudeTools,
        hooks,
        matcherLocation(first),
        `"matcher": "${String(first.matcher)}" names Claude Code's tools, and ${oracle.name} never sends them: there ${theirs}, which it does not select, so the hook never fires for them.`,
        `Match ${oracle.name}'s own tools: "matcher": "${names.join('|')}".`,
      );
    });
  },
};

/** The kinds the matcher selects among Claude Code's tools and misses among the agent's measured ones. */
function unselectedKinds(hook: WiredHook, agentVersion: string): ToolKind[] {
  if (!isOtherAgent(hook.agent) || typeof hook.matcher !== 'string' || hook.matcher === '' || hook.matcher === '*') return [];
  const oracle = AGENTS[hook.agent];
  const claudeEvent = oracle.claudeEvent(hook.event);
  if (claudeEvent !== 'PreToolUse' && claudeEvent !== 'PostToolUse') return [];
  const toolKinds = toolKindsOn(oracle.facts, hook.event);
  if (oracle.facts.toolMatching === 'none' || toolKinds === undefined) return [];
  const matcher = hook.matcher;
  const selects = (name: string) => selectingName(oracle.facts, matcher, name) !== undefined;
  return (Object.keys(CLAUDE_TOOLS) as ToolKind[]).filter((kind) => {
    const own = toolKinds[kind];
    return own !== undefined && own.length > 0 && CLAUDE_TOOLS[kind].some((name) => matcherMatches(matcher, name, agentVersion)) && !own.some(selects);
  });
}

export default agentMatcherClaudeTools;
