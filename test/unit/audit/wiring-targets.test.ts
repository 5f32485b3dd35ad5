import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverHooks } from '../../../src/audit/discover/discover-hooks.js';
import { toHookCommand, wiringTargets } from '../../../src/audit/wiring-targets.js';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';

const cwd = process.cwd();
const limits = { agentVersion: LATEST_VERSION, maxTimeoutMs: 10_000 };

describe('wiringTargets', () => {
  it('runs each command hook with the events and matcher it is wired with; other handlers say why they do not run', () => {
    const found = discoverHooks({ target: 'fixtures/audit/discover/project', cwd });
    const { targets, skipped } = wiringTargets(found.hooks, limits);
    expect(targets.map(({ target, wiringIds }) => [target.events, target.matcher, target.timeoutMs, wiringIds.length])).toEqual([
      [['PreToolUse'], 'Bash', 5000, 1],
      // The local Stop hook and the agent's (run as SubagentStop) are one command: one target, both events.
      [['Stop', 'SubagentStop'], undefined, 5000, 2],
      [['PostToolUse'], 'Edit', 5000, 1],
      [['PostToolUse'], 'Write', 5000, 1],
    ]);
    expect([...skipped.values()]).toEqual(['a "http" hook: only command hooks run in the sandbox']);
  });

  it('marks a target async when its handler runs in the background, and only then', () => {
    const background = wiringTargets(discoverHooks({ target: 'fixtures/audit/lints/async-cannot-block/catch', cwd }).hooks, limits).targets;
    expect(background.map(({ target }) => target.async)).toEqual([true]);
    const waited = wiringTargets(discoverHooks({ target: 'fixtures/audit/discover/project', cwd }).hooks, limits).targets;
    expect(waited.every(({ target }) => target.async === undefined)).toBe(true);
  });

  it('joins handlers that run the same command with the same matcher, and caps the timeout', () => {
    const found = discoverHooks({ target: 'fixtures/audit/plugin-pack', cwd });
    const { targets, skipped } = wiringTargets(found.hooks, { ...limits, maxTimeoutMs: 2000 });
    const rmRf = targets.find(({ target }) => target.matcher === 'Bash' && target.name?.endsWith('block-rm-rf'))!;
    expect(rmRf.wiringIds).toEqual(['hooks/hooks.json#hooks.PreToolUse[0].hooks[0]', 'skills/release/SKILL.md#hooks.PreToolUse[0].hooks[0]']);
    expect(rmRf.target.timeoutMs).toBe(2000);
    expect(rmRf.target.env).toEqual({ CLAUDE_PLUGIN_ROOT: resolve('fixtures/audit/plugin-pack') });
    expect([...skipped.keys()]).toEqual(['agents/reviewer.md#hooks.Stop[0].hooks[0]']);
  });

  it('keeps the wired timeout of each handler: the same command wired with 180 s and 1 s is two targets, each knowing what Claude Code would wait', () => {
    const found = discoverHooks({ target: 'fixtures/audit/run-causes', cwd });
    const slow = wiringTargets(found.hooks, limits).targets.filter(({ target }) => target.name?.endsWith('slow'));
    expect(slow.map(({ target, wiredTimeoutMs, wiredTimeoutFrom }) => [target.events, target.timeoutMs, wiredTimeoutMs, wiredTimeoutFrom])).toEqual([
      [['Stop'], 10_000, 180_000, 'wiring'],
      [['SessionEnd'], 1000, 1000, 'wiring'],
    ]);
  });

  it('keeps shell-form commands as written, and turns exec form into quoted words the shell expands', () => {
    const found = discoverHooks({ target: 'fixtures/audit/discover/project', cwd });
    const plugin = found.hooks.find((hook) => hook.scope === 'plugin')!;
    expect(toHookCommand(plugin)).toEqual({ form: 'shell', script: 'exec "${CLAUDE_PLUGIN_ROOT}"/hooks/format.sh --check' });
    const pack = discoverHooks({ target: 'fixtures/audit/plugin-pack', cwd });
    expect(toHookCommand(pack.hooks[0]!)).toEqual({ form: 'shell', script: '"${CLAUDE_PLUGIN_ROOT}"/hooks/scripts/block-rm-rf.sh' });
    const tricky = { ...plugin, command: "it's", args: ['$CLAUDE_PROJECT_DIR/a b', '$(rm -rf /)', '', '$CLAUDE_PROJECT_DIR_OLD'] };
    expect(toHookCommand(tricky)).toEqual({ form: 'shell', script: `exec 'it'\\''s' "\${CLAUDE_PROJECT_DIR}"'/a b' '$(rm -rf /)' '' '$CLAUDE_PROJECT_DIR_OLD'` });
  });
});
