import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/load-config.js';
import { starterConfig, type StarterHook } from '../../../src/config/starter-config.js';

const project = '/work/project';
const files = new Set([`${project}/.claude/hooks/guard.sh`, `${project}/hooks/check.py`, `${project}/plugin/scripts/fmt.js`]);
const options = { configDir: project, isFile: (path: string) => files.has(path) };

const hook = (command: string, extra: Partial<StarterHook> = {}): StarterHook => ({
  command,
  events: ['PreToolUse'],
  matcher: 'Bash',
  source: `${project}/.claude/settings.json`,
  root: project,
  ...extra,
});

function build(hooks: StarterHook[], configDir = project) {
  const text = starterConfig(hooks, { ...options, configDir });
  return { text, config: parseConfig(text, `${configDir}/hookcheck.config.yaml`) };
}

describe(starterConfig.name, () => {
  it('writes a config that validates, with the schema line first and one entry per hook', () => {
    const { text, config } = build([hook('"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh', { timeoutSec: 10 }), hook('scripts/missing.sh', { events: ['SessionStart'], matcher: undefined })]);
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=./node_modules/hookcheck/schema/config.schema.json');
    expect(config.hooks.map((entry) => [entry.name, entry.events, entry.matcher, entry.timeout])).toEqual([
      ['guard', ['PreToolUse'], 'Bash', 10],
      ['missing', ['SessionStart'], undefined, undefined],
    ]);
  });

  it('gives a guard exactly one control and one benign probe, each under a TODO comment', () => {
    const { text, config } = build([hook('"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh')]);
    const [control, benign] = config.hooks[0]!.probes;
    expect(config.hooks[0]!.probes.map((probe) => probe.role)).toEqual(['control', 'benign']);
    expect(control!.payload).toEqual({ tool_name: 'Bash', tool_input: { command: 'rm -rf /' } });
    expect(control!.expect.effect).toEqual(['deny', 'ask']);
    expect(benign!.payload).toEqual({ tool_name: 'Bash', tool_input: { command: 'ls -la' } });
    expect(benign!.expect.effect).toEqual(['allow', 'none']);
    expect(text).toMatch(/# TODO: a call this guard must stop[^\n]*\n\s*- name: rm -rf \//);
    expect(text).toMatch(/# canaries: \[bash-destructive\]/);
  });

  it('picks file payloads and the secret-files canaries for a guard on file tools', () => {
    const { text, config } = build([hook('"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh', { matcher: 'Read|Edit' })]);
    const [control, benign] = config.hooks[0]!.probes;
    expect(control!.payload).toEqual({ tool_name: 'Read', tool_input: { file_path: '<project>/.env' } });
    expect(benign!.payload).toEqual({ tool_name: 'Read', tool_input: { file_path: '<project>/README.md' } });
    expect(text).toMatch(/# canaries: \[secret-files\]/);
  });

  it('expects a Stop guard to block its control and let the repeated stop through', () => {
    const { config } = build([hook('"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh', { events: ['Stop'], matcher: undefined })]);
    expect(config.hooks[0]!.probes.map((probe) => [probe.role, probe.payload, probe.expect.effect])).toEqual([
      ['control', { stop_hook_active: false }, 'block'],
      ['benign', { stop_hook_active: true }, 'none'],
    ]);
  });

  it('gives a hook that cannot block one probe without a role', () => {
    const { text, config } = build([hook('"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh', { events: ['SessionStart', 'PostToolUse'], matcher: undefined })]);
    expect(config.hooks[0]!.probes).toHaveLength(1);
    expect(config.hooks[0]!.probes[0]!.role).toBeUndefined();
    expect(config.hooks[0]!.probes[0]!.expect.effect).toEqual(['context', 'none']);
    expect(text).not.toMatch(/canaries/);
  });

  it('translates each command into the config form that runs the same thing', () => {
    const { config } = build([
      hook('"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh'),
      hook('${CLAUDE_PLUGIN_ROOT}/scripts/fmt.js', { root: `${project}/plugin` }),
      hook('python3 hooks/check.py --strict'),
      hook('python3 "$CLAUDE_PROJECT_DIR/hooks/check.py"'),
      hook('jq -r .tool_name | grep -q Bash && exit 2'),
      hook('"$CLAUDE_PROJECT_DIR"/hooks/not-there.sh'),
      hook('node', { args: ['${CLAUDE_PLUGIN_ROOT}/scripts/fmt.js', '--check'], root: `${project}/plugin` }),
    ]);
    const forms = config.hooks.map(({ script, command, shell }) => ({ script, command, shell }));
    expect(forms).toEqual([
      { script: '.claude/hooks/guard.sh', command: undefined, shell: undefined },
      { script: 'plugin/scripts/fmt.js', command: undefined, shell: undefined },
      { script: undefined, command: ['python3', 'hooks/check.py', '--strict'], shell: undefined },
      { script: undefined, command: ['python3', 'hooks/check.py'], shell: undefined },
      { script: undefined, command: undefined, shell: 'jq -r .tool_name | grep -q Bash && exit 2' },
      { script: undefined, command: undefined, shell: '"$CLAUDE_PROJECT_DIR"/hooks/not-there.sh' },
      { script: undefined, command: ['node', 'plugin/scripts/fmt.js', '--check'], shell: undefined },
    ]);
  });

  it('writes paths relative to the folder the config goes to', () => {
    const { config } = build([hook('"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh')], `${project}/ci`);
    expect(config.hooks[0]!.script).toBe('../.claude/hooks/guard.sh');
  });

  it('stands in for CLAUDE_PLUGIN_ROOT in a shell-form plugin command, which hookcheck does not set', () => {
    const { config } = build([hook('node "${CLAUDE_PLUGIN_ROOT}/scripts/fmt.js" | cat', { root: `${project}/plugin` })]);
    expect(config.hooks[0]!.env).toEqual({ CLAUDE_PLUGIN_ROOT: `${project}/plugin` });
  });

  it('names hooks after their scripts, distinct when one script is wired twice', () => {
    const { config } = build([hook('"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh'), hook('"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh', { matcher: 'Edit' })]);
    expect(config.hooks.map((entry) => entry.name)).toEqual(['guard', 'guard-2']);
  });

  it('says to set the events when they are a guess', () => {
    const { text } = build([hook(`${project}/.claude/hooks/guard.sh`, { eventsAssumed: true, matcher: undefined })]);
    expect(text).toMatch(/# TODO: [^\n]*set the events[^\n]*\n\s*events: \[PreToolUse\]/);
  });

  it('writes no YAML aliases when hooks share probe payloads', () => {
    const { text } = build([hook('"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh'), hook('python3 hooks/check.py')]);
    expect(text).not.toMatch(/[&*]a\d/);
  });
});
