/**
 * duplicate-hook: one hook wired twice to the same event, so it runs twice, concurrently. Claude Code
 * merges identical handlers only across settings files; a copy reached by another path
 * (`./x.sh` and `"$CLAUDE_PROJECT_DIR"/x.sh`) or shipped again by a plugin or skill runs again
 * (PROTOCOLS.md §1.5, §11.1). Identical command strings in settings files alone are merged by
 * Claude Code, so they are not flagged: they run once. Handlers whose `if` differs run on different
 * calls, so they are not duplicates either.
 */
import type { WiredHook } from '../../types.js';
import type { Lint } from '../lint.js';
import { commandHooks, lintFinding, shownCommand, type ReadHook } from './command-hooks.js';

const SETTINGS_SCOPES = new Set(['user', 'project', 'local']);

const duplicateHook: Lint = {
  id: 'duplicate-hook',
  title: 'The same hook is wired twice to one event',
  severity: 'error',
  description:
    'Two handlers on one event with overlapping matchers run the same script (or the same command), and Claude Code does not merge them: the script is reached by different paths, or a plugin or skill ships a copy. Both run, concurrently (PROTOCOLS.md §1.5, §11.1; anthropics/claude-code#76297). The same command string in two settings files is merged and runs once, so it is not flagged.',
  check({ hooks }) {
    return groupDuplicates(commandHooks(hooks)).map((group) => {
      const runs = separateRuns(group);
      const shown = group.map((hook) => `${hook.label} (${shownCommand(hook)})`).join('; ');
      // A skill's or agent's copy only runs while that skill or agent is active: a risk, not a certainty.
      const while_ = runs.filter((hook) => hook.scope === 'skill' || hook.scope === 'agent').map((hook) => `the ${hook.scope} ${hook.owner ?? ''}`.trimEnd());
      const when = while_.length === 0 ? 'for one call' : `for one call while ${while_.join(' and ')} ${while_.length === 1 ? 'is' : 'are'} active`;
      return lintFinding(
        duplicateHook,
        group,
        `${group[0]!.event} runs the same hook ${runs.length} times ${when}, concurrently: ${shown}. Claude Code merges only identical commands from settings files.`,
        `Keep one of them: remove ${runs
          .slice(1)
          .map((hook) => hook.label)
          .join(' and ')}.`,
        { at: runs[1]!, ...(while_.length === runs.length - 1 && while_.length > 0 ? { severity: 'warning' as const } : {}) },
      );
    });
  },
};

/** Handlers on one event with the same shape and overlapping matchers, when they make two runs or more. */
function groupDuplicates(read: readonly ReadHook[]): WiredHook[][] {
  const buckets = new Map<string, WiredHook[]>();
  for (const { hook, reading } of read) {
    const key = JSON.stringify([hook.event, shapeOf({ hook, reading })]);
    buckets.set(key, [...(buckets.get(key) ?? []), hook]);
  }
  const groups: WiredHook[][] = [];
  for (const bucket of buckets.values()) {
    const left = [...bucket];
    while (left.length > 0) {
      const group = [left.shift()!];
      for (let index = 0; index < group.length; index++) {
        for (let other = left.length - 1; other >= 0; other--) {
          if (runTogether(group[index]!, left[other]!)) group.push(...left.splice(other, 1));
        }
      }
      const ordered = bucket.filter((hook) => group.includes(hook));
      if (separateRuns(ordered).length > 1) groups.push(ordered);
    }
  }
  return groups;
}

/** The handlers that each make a run: a settings copy of an identical command is merged into the first. */
function separateRuns(group: readonly WiredHook[]): WiredHook[] {
  const seen = new Set<string>();
  return group.filter((hook) => {
    if (!SETTINGS_SCOPES.has(hook.scope)) return true;
    const key = JSON.stringify([hook.command, hook.args]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What runs, whatever the path to it: each script as an absolute path, the words after it as written. */
function shapeOf({ hook, reading }: ReadHook): string {
  if (reading.form === 'powershell') return JSON.stringify(['powershell', hook.command]);
  return JSON.stringify(
    reading.parts.map(({ script, words, then }) => {
      const texts = words.map((word) => word.text);
      return script === null ? [then, ...texts] : [then, script.path, ...texts.slice(texts.indexOf(script.text) + 1)];
    }),
  );
}

/** Both run for one call: their matchers overlap, and so do their `if` conditions (the same, or one has none). */
function runTogether(a: WiredHook, b: WiredHook): boolean {
  const [ifA, ifB] = [a.handler['if'], b.handler['if']];
  const conditionsOverlap = ifA === undefined || ifB === undefined || JSON.stringify(ifA) === JSON.stringify(ifB);
  return conditionsOverlap && matchersOverlap(a.matcher, b.matcher);
}

function matchersOverlap(a: unknown, b: unknown): boolean {
  const matchesAll = (matcher: unknown) => matcher === undefined || matcher === '' || matcher === '*';
  return matchesAll(a) || matchesAll(b) || JSON.stringify(a) === JSON.stringify(b);
}

export default duplicateHook;
