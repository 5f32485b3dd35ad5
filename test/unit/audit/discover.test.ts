import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/temp-dir.js';
import { discoverHooks } from '../../../src/audit/discover/discover-hooks.js';
import { firedEvent } from '../../../src/audit/fired-event.js';

const cwd = process.cwd();
const project = resolve('fixtures/audit/discover/project');
const home = 'fixtures/audit/discover/home';

describe('discoverHooks', () => {
  it('finds every scope, in order, each handler with its file, JSON path and line', () => {
    const found = discoverHooks({ target: 'fixtures/audit/discover/project', cwd, homeDir: home });
    expect(found.hooks.map((hook) => [hook.scope, hook.id, hook.location.line])).toEqual([
      ['user', '~/.claude/settings.json#hooks.SessionStart[0].hooks[0]', 3],
      ['project', '.claude/settings.json#hooks.PreToolUse[0].hooks[0]', 7],
      ['project', '.claude/settings.json#hooks.PreToolUse[0].hooks[1]', 8],
      ['local', '.claude/settings.local.json#hooks.Stop[0].hooks[0]', 3],
      ['skill', '.claude/skills/lint/SKILL.md#hooks.PostToolUse[0].hooks[0]', 8],
      ['agent', '.claude/agents/tester.md#hooks.Stop[0].hooks[0]', 7],
      ['plugin', 'plugins/formatter/.claude-plugin/plugin.json#hooks.PostToolUse[0].hooks[0]', 4],
    ]);
    expect(found.problems).toEqual([]);
    expect(found.projectDir).toBe(project);
  });

  it('keeps each handler as written: type, exec-form args, plugin root and name, owner, matcher line', () => {
    const found = discoverHooks({ target: 'fixtures/audit/discover/project', cwd });
    const byScope = Object.fromEntries(found.hooks.map((hook) => [`${hook.scope}:${hook.type}`, hook]));
    expect(byScope['project:http']?.handler).toEqual({ type: 'http', url: 'http://127.0.0.1:9/hook' });
    const plugin = byScope['plugin:command']!;
    expect([plugin.pluginName, plugin.pluginRoot, plugin.args, plugin.command, plugin.matcherLine]).toEqual([
      'formatter',
      resolve(project, 'plugins/formatter'),
      ['--check'],
      '${CLAUDE_PLUGIN_ROOT}/hooks/format.sh',
      4,
    ]);
    expect(byScope['skill:command']?.owner).toBe('lint');
    expect(byScope['project:command']?.label).toBe('project .claude/settings.json › PreToolUse[0] (Bash) › hooks[0]: ok');
  });

  it('runs an agent Stop hook as SubagentStop, and marks the agents a plugin ships as inactive', () => {
    const found = discoverHooks({ target: 'fixtures/audit/discover/project', cwd });
    const agent = found.hooks.find((hook) => hook.scope === 'agent')!;
    expect([agent.event, firedEvent(agent), agent.inactive]).toEqual(['Stop', 'SubagentStop', undefined]);
    const pack = discoverHooks({ target: 'fixtures/audit/plugin-pack', cwd });
    expect(pack.hooks.filter((hook) => hook.inactive !== undefined).map((hook) => hook.id)).toEqual(['agents/reviewer.md#hooks.Stop[0].hooks[0]']);
  });

  it('audits a settings file or plugin.json given directly, relative to its project', () => {
    const settings = discoverHooks({ target: 'fixtures/audit/discover/project/.claude/settings.local.json', cwd });
    expect(settings.hooks.map((hook) => [hook.scope, hook.id])).toEqual([['local', '.claude/settings.local.json#hooks.Stop[0].hooks[0]']]);
    const manifest = discoverHooks({ target: 'fixtures/audit/plugin-pack/.claude-plugin/plugin.json', cwd });
    expect(manifest.hooks.filter((hook) => hook.scope === 'plugin')).toHaveLength(5);
    expect(manifest.root).toBe(resolve('fixtures/audit/plugin-pack'));
  });

  it('takes the project of a settings file from where it is: the folder holding .claude/, else its own folder, else --project; and says why', () => {
    const project = tempDir('hookcheck-roots-');
    const settings = JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: 'command', command: '"$CLAUDE_PROJECT_DIR"/x.sh' }] }] } });
    for (const folder of ['.claude', 'hooks', 'config']) {
      mkdirSync(join(project, folder));
      writeFileSync(join(project, folder, 'settings.json'), settings);
    }
    const of = (target: string, projectDir?: string) => {
      const found = discoverHooks({ target, cwd: project, ...(projectDir === undefined ? {} : { projectDir }) });
      return [found.projectDir, found.hooks[0]!.projectDir, found.projectFrom];
    };
    expect(of('.claude/settings.json')).toEqual([project, project, 'the folder holding .claude/']);
    // A settings file in a folder named hooks/ is not a plugin's hooks.json: its folder is the project.
    expect(of('hooks/settings.json')).toEqual([
      join(project, 'hooks'),
      join(project, 'hooks'),
      expect.stringMatching(/^the folder holding settings\.json, which is not in a \.claude\/ folder \(give --project/),
    ]);
    expect(of('config/settings.json', '.')).toEqual([project, project, '--project']);
    expect(discoverHooks({ target: 'config/settings.json', cwd: project, projectDir: '.' }).hooks[0]!.id).toBe('settings.json#hooks.Stop[0].hooks[0]');
  });

  it('names what it cannot read: invalid JSON with its line, hooks written as a list', () => {
    const found = discoverHooks({ target: 'fixtures/audit/broken', cwd });
    expect(found.hooks).toEqual([]);
    expect(found.problems.map((problem) => [problem.file.slice(cwd.length + 1), problem.line, problem.message])).toEqual([
      ['fixtures/audit/broken/.claude/settings.json', 3, '.claude/settings.json is not valid JSON (line 3, column 57: value expected); Claude Code reads none of its hooks.'],
      [
        'fixtures/audit/broken/.claude/settings.local.json',
        undefined,
        '.claude/settings.local.json: "hooks" is a list, but Claude Code expects an object keyed by event name ({"PreToolUse": [...]}); it ignores every hook in it without a word.',
      ],
    ]);
  });

  it('reads frontmatter as Claude Code does: hook-less agents are no problem, quoted values are repaired, unreadable hooks are', () => {
    const pass = discoverHooks({ target: 'fixtures/audit/frontmatter/pass', cwd });
    // dialogue.md and multiline.md wire no hooks: whatever their YAML, no hook is lost.
    expect(pass.problems).toEqual([]);
    // The skill's description holds ": " and "<file>": strict YAML refuses it, Claude Code quotes it and reads the hooks.
    expect(pass.hooks.map((hook) => [hook.id, hook.location.line, hook.owner, hook.command])).toEqual([['.claude/skills/notes/SKILL.md#hooks.PostToolUse[0].hooks[0]', 8, 'notes', 'echo noted']]);
    const caught = discoverHooks({ target: 'fixtures/audit/frontmatter/catch', cwd });
    expect(caught.hooks).toEqual([]);
    expect(caught.problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^\.claude\/agents\/broken\.md: the frontmatter is not valid YAML \(.*\); Claude Code reads none of its hooks\.$/),
    ]);
  });

  it('refuses a path that does not exist, with what to give instead', () => {
    expect(() => discoverHooks({ target: 'fixtures/audit/no-such-folder', cwd })).toThrow(/no such file or folder/);
  });

  it('refuses, as problems, what a hostile repository could use to hang or escape: links out, devices, FIFOs, huge files, alias bombs', async () => {
    const outside = tempDir('hookcheck-outside-');
    writeFileSync(join(outside, 'settings.json'), JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: 'command', command: 'echo host' }] }] } }));
    const repo = tempDir('hookcheck-hostile-');
    mkdirSync(join(repo, '.claude', 'skills', 'zero'), { recursive: true });
    mkdirSync(join(repo, '.claude', 'agents'), { recursive: true });
    mkdirSync(join(repo, 'hooks'));
    symlinkSync(join(outside, 'settings.json'), join(repo, '.claude', 'settings.json'));
    await execa('mkfifo', [join(repo, '.claude', 'settings.local.json')]);
    symlinkSync('/dev/zero', join(repo, '.claude', 'skills', 'zero', 'SKILL.md'));
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]', ...'bcdefgh'.split('').map((name, index) => `${name}: &${name} [${Array(10).fill(`*${'abcdefg'[index]}`).join(', ')}]`), 'hooks: *h'].join(
      '\n',
    );
    writeFileSync(join(repo, '.claude', 'agents', 'bomb.md'), `---\n${bomb}\n---\nhi\n`);
    writeFileSync(join(repo, 'hooks', 'hooks.json'), `{"hooks": {}, "pad": "${'x'.repeat(2 * 1024 * 1024)}"}`);
    const found = discoverHooks({ target: repo, cwd: repo });
    expect(found.hooks).toEqual([]);
    expect(found.problems.map((problem) => problem.message.replace(/\(to [^)]*\)/, '(to …)'))).toEqual([
      '.claude/settings.json leads outside the audited folder (to …); hookcheck did not read it.',
      '.claude/settings.local.json is not a regular file; hookcheck did not read it.',
      '.claude/skills/zero/SKILL.md leads outside the audited folder (to …); hookcheck did not read it.',
      // The parser refuses the alias bomb; the quoting Claude Code retries with turns `hooks: *h` into a string.
      '.claude/agents/bomb.md: "hooks" is a string, not an object of events.',
      expect.stringMatching(/^hooks\/hooks\.json is \d+ bytes, more than a configuration file needs/),
    ]);
  }, 20_000);
});
