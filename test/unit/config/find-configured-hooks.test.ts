import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findConfiguredHooks } from '../../../src/config/find-configured-hooks.js';
import { ConfigError } from '../../../src/errors.js';
import { tempDir } from '../../helpers/temp-dir.js';

function write(root: string, files: Record<string, unknown>): string {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
}

const command = (text: string, extra: Record<string, unknown> = {}) => ({ type: 'command', command: text, ...extra });

describe(findConfiguredHooks.name, () => {
  it('keeps one entry per command and matcher, with every event it is wired to', () => {
    const project = write(tempDir('hookcheck-find-'), {
      '.claude/settings.json': {
        hooks: {
          PreToolUse: [{ matcher: 'Bash', hooks: [command('"$CLAUDE_PROJECT_DIR"/guard.sh', { timeout: 5 })] }],
          PermissionRequest: [{ matcher: 'Bash', hooks: [command('"$CLAUDE_PROJECT_DIR"/guard.sh', { timeout: 9 })] }],
          PostToolUse: [{ matcher: 'Edit', hooks: [command('"$CLAUDE_PROJECT_DIR"/guard.sh')] }],
        },
      },
      '.claude/settings.local.json': { hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [command('"$CLAUDE_PROJECT_DIR"/guard.sh')] }] } },
    });
    const { hooks, problems } = findConfiguredHooks([], project);
    expect(problems).toEqual([]);
    expect(hooks.map(({ events, matcher, timeoutSec, root }) => ({ events, matcher, timeoutSec, root }))).toEqual([
      { events: ['PreToolUse', 'PermissionRequest'], matcher: 'Bash', timeoutSec: 9, root: project },
      { events: ['PostToolUse'], matcher: 'Edit', timeoutSec: undefined, root: project },
    ]);
  });

  it('reports invalid JSON, unknown events and non-command hooks instead of failing', () => {
    const project = write(tempDir('hookcheck-find-'), {
      '.claude/settings.json': '{ "hooks": ',
      'hooks/hooks.json': { hooks: { preToolUse: [], Stop: [{ hooks: [{ type: 'http', url: 'http://127.0.0.1' }, command('./stop.sh')] }] } },
    });
    const { hooks, problems } = findConfiguredHooks([], project);
    expect(hooks.map((hook) => [hook.command, hook.events])).toEqual([['./stop.sh', ['Stop']]]);
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/\.claude\/settings\.json: it is not valid JSON/);
    expect(problems.join('\n')).toMatch(/"preToolUse"/);
    expect(problems.join('\n')).toMatch(/"http" hook on Stop/);
  });

  it('reads the hooks files a plugin manifest names, once, with the plugin folder as root', () => {
    const plugin = write(tempDir('hookcheck-plugin-'), {
      '.claude-plugin/plugin.json': { name: 'p', hooks: ['./hooks/hooks.json', { hooks: { SessionStart: [{ hooks: [command('${CLAUDE_PLUGIN_ROOT}/start.sh')] }] } }] },
      'hooks/hooks.json': { hooks: { PreToolUse: [{ matcher: 'Write', hooks: [command('${CLAUDE_PLUGIN_ROOT}/guard.py')] }] } },
    });
    const { hooks } = findConfiguredHooks([plugin], '/');
    expect(hooks.map((hook) => [hook.command, hook.events, hook.root])).toEqual([
      ['${CLAUDE_PLUGIN_ROOT}/guard.py', ['PreToolUse'], plugin],
      ['${CLAUDE_PLUGIN_ROOT}/start.sh', ['SessionStart'], plugin],
    ]);
  });

  it('takes a script wired in settings as wired, and guesses PreToolUse for one that is not', () => {
    const project = write(tempDir('hookcheck-find-'), {
      '.claude/settings.json': { hooks: { Stop: [{ hooks: [command('python3 hooks/wired.py')] }] } },
      'hooks/wired.py': 'print()\n',
      'hooks/loose.sh': 'exit 0\n',
    });
    const { hooks } = findConfiguredHooks(['hooks/wired.py', 'hooks/loose.sh'], project);
    expect(hooks.map(({ command: text, events, eventsAssumed }) => ({ text, events, eventsAssumed }))).toEqual([
      { text: 'python3 hooks/wired.py', events: ['Stop'], eventsAssumed: undefined },
      { text: join(project, 'hooks/loose.sh'), events: ['PreToolUse'], eventsAssumed: true },
    ]);
  });

  it('refuses a path that is not there', () => {
    expect(() => findConfiguredHooks(['nope.py'], tempDir('hookcheck-find-'))).toThrow(ConfigError);
  });
});
