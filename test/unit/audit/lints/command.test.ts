import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverHooks } from '../../../../src/audit/discover/discover-hooks.js';
import { createLintFiles } from '../../../../src/audit/discover/lint-files.js';
import { findBashisms } from '../../../../src/audit/lints/command/bashisms.js';
import { COMMAND_LINTS } from '../../../../src/audit/lints/command/index.js';
import { readShebang } from '../../../../src/audit/lints/command/shell-text.js';
import type { FileFacts, Lint, LintContext, LintFiles, Measured } from '../../../../src/audit/lints/lint.js';
import type { WiredHook } from '../../../../src/audit/types.js';

const FIXTURES = join(import.meta.dirname, '../../../../fixtures/audit/lints');
const IDS = [
  'duplicate-hook',
  'script-missing',
  'script-not-executable',
  'script-crlf',
  'interpreter-missing',
  'exit-code-hidden',
  'stdin-reread-fallback',
  'path-relative-to-cwd',
  'project-dir-unquoted',
  'bash-syntax-under-sh',
  'async-cannot-block',
];

const lint = (id: string): Lint => COMMAND_LINTS.find((candidate) => candidate.id === id)!;

function lintFixture(id: string, kind: 'catch' | 'pass', lints: readonly Lint[]) {
  const { hooks, problems } = discoverHooks({ target: join(FIXTURES, id, kind), cwd: '/' });
  expect(problems).toEqual([]);
  const context: LintContext = { hooks, agentVersion: '2.1.332', files: createLintFiles({ path: '/usr/bin:/bin' }), measured: new Map() };
  return lints.flatMap((each) => each.check(context));
}

describe('command lints on their fixtures', () => {
  it('registers each lint once, under the ids baselines use', () => {
    expect(COMMAND_LINTS.map((each) => each.id).sort()).toEqual([...IDS].sort());
  });

  describe.each(IDS)('%s', (id) => {
    it('catches its catch fixture, once', () => {
      const findings = lintFixture(id, 'catch', [lint(id)]);
      expect(findings).toHaveLength(1);
      expect(findings[0]).toMatchObject({ lint: id, severity: lint(id).severity });
      expect(findings[0]!.message).not.toBe('');
      expect(findings[0]!.fix).not.toBe('');
      expect(findings[0]!.location.file).toMatch(/\.json$/);
    });

    it('passes its pass fixture, and so do all the other command lints', () => {
      expect(lintFixture(id, 'pass', [lint(id)])).toEqual([]);
      expect(lintFixture(id, 'pass', COMMAND_LINTS)).toEqual([]);
    });
  });

  it('groups three copies of one hook in one finding that points at the second run', () => {
    const [finding] = lintFixture('duplicate-hook', 'catch', [lint('duplicate-hook')]);
    expect(finding!.hookIds).toEqual([
      '.claude/settings.json#hooks.PreToolUse[0].hooks[0]',
      '.claude/settings.local.json#hooks.PreToolUse[0].hooks[0]',
      'hooks/hooks.json#hooks.PreToolUse[0].hooks[0]',
    ]);
    expect(finding!.location.file).toMatch(/settings\.local\.json$/);
    expect(finding!.message).toMatch(/3 times/);
  });
});

// Handlers built by hand, with a file system in a map: the variants a fixture pair does not show.
const PROJECT = '/p';
const GUARD = `${PROJECT}/.claude/hooks/guard.sh`;

function hook(command: string, extra: Partial<WiredHook> = {}, index = 0): WiredHook {
  const jsonPath = `hooks.PreToolUse[0].hooks[${index}]`;
  return {
    id: `.claude/settings.json#${jsonPath}`,
    agent: 'claude-code',
    scope: 'project',
    location: { file: `${PROJECT}/.claude/settings.json`, jsonPath, line: 5 + index },
    event: 'PreToolUse',
    matcher: 'Bash',
    handler: { type: 'command', command },
    type: 'command',
    command,
    async: false,
    projectDir: PROJECT,
    label: `hook ${index}`,
    ...extra,
  };
}

function fakeFiles(files: Record<string, { text: string; executable?: boolean }>, programs: readonly string[] = ['sh', 'bash', 'python3', 'tee']): LintFiles {
  return {
    stat: (path): FileFacts => (path in files ? { kind: 'file', executable: files[path]!.executable ?? true } : { kind: 'missing', executable: false }),
    readText: (path) => files[path]?.text ?? null,
    findProgram: (program) => (programs.includes(program) ? `/usr/bin/${program}` : null),
  };
}

function run(id: string, hooks: readonly WiredHook[], files: LintFiles = fakeFiles({ [GUARD]: { text: '#!/bin/sh\nexit 0\n' } }), measured = new Map<string, Measured>()) {
  return lint(id).check({ hooks, agentVersion: '2.1.332', files, measured });
}

describe('command lints on variants', () => {
  it('duplicate-hook: the same script by another path or interpreter spelling, only where matchers overlap', () => {
    const files = fakeFiles({ [`${PROJECT}/x.py`]: { text: '' } });
    expect(run('duplicate-hook', [hook('python3 x.py'), hook('python3 ./x.py', { scope: 'local' }, 1)], files)).toHaveLength(1);
    expect(run('duplicate-hook', [hook('python3 x.py', { matcher: 'Edit' }), hook('python3 ./x.py', { matcher: '*' }, 1)], files)).toHaveLength(1);
    expect(run('duplicate-hook', [hook('python3 x.py', { matcher: 'Edit' }), hook('python3 ./x.py', {}, 1)], files)).toEqual([]);
    expect(run('duplicate-hook', [hook('python3 x.py'), hook('python3 x.py', { event: 'PostToolUse' }, 1)], files)).toEqual([]);
    expect(run('duplicate-hook', [hook('python3 x.py'), hook('python3 x.py', { scope: 'local' }, 1)], files)).toEqual([]);
    expect(run('duplicate-hook', [hook('python3 x.py'), hook('python3 x.py', { scope: 'skill' }, 1)], files)).toHaveLength(1);
  });

  it('duplicate-hook: handlers whose `if` differs run on different calls; the same `if` twice, or one without, is a duplicate', () => {
    const files = fakeFiles({ [`${PROJECT}/x.py`]: { text: '' } });
    const gated = (condition: string, index: number) => hook('python3 x.py', { scope: 'plugin', handler: { type: 'command', command: 'python3 x.py', if: condition } }, index);
    expect(run('duplicate-hook', [gated('Bash(git commit:*)', 0), gated('Bash(git push:*)', 1)], files)).toEqual([]);
    expect(run('duplicate-hook', [gated('Bash(git push:*)', 0), gated('Bash(git push:*)', 1)], files)).toHaveLength(1);
    // Without an `if` it runs on every Bash call, the git push ones too: twice there.
    expect(run('duplicate-hook', [gated('Bash(git push:*)', 0), hook('python3 x.py', { scope: 'plugin' }, 1)], files)).toHaveLength(1);
  });

  it("duplicate-hook: a skill's copy is a warning that says it runs twice only while the skill is active", () => {
    const pack = discoverHooks({ target: 'fixtures/audit/plugin-pack', cwd: process.cwd() });
    const [finding] = lint('duplicate-hook').check({ hooks: pack.hooks, agentVersion: '2.1.332', files: createLintFiles({ path: '/usr/bin:/bin' }), measured: new Map() });
    expect(finding!.severity).toBe('warning');
    expect(finding!.message).toMatch(/^PreToolUse runs the same hook 2 times for one call while the skill release is active, concurrently/);
    const settingsTwice = [hook('"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh'), hook('./.claude/hooks/guard.sh', { scope: 'local' }, 1)];
    expect(run('duplicate-hook', settingsTwice, fakeFiles({ [GUARD]: { text: '' } }))[0]!.severity).toBe('error');
  });

  it('script-missing: says python3 turns a missing script into a deny, sh into a silent 127', () => {
    expect(run('script-missing', [hook('python3 "$CLAUDE_PROJECT_DIR"/nope.py')])[0]!.message).toMatch(/exits 2 .*deny/);
    expect(run('script-missing', [hook('"$CLAUDE_PROJECT_DIR"/nope.sh')])[0]!.message).toMatch(/127/);
    expect(run('script-missing', [hook('"$HOME"/nope.sh')])).toEqual([]);
  });

  it('script-missing: under "onFailure": "block" on the handler, the 127 holds back every call instead', () => {
    const blocking = (command: string) => hook(command, { handler: { type: 'command', command, onFailure: 'block' } });
    expect(run('script-missing', [blocking('"$CLAUDE_PROJECT_DIR"/nope.sh')])[0]!.message).toMatch(/Claude Code holds back every call this hook sees on that exit \("onFailure": "block"/);
    // On Stop the field is not read: the turn still ends.
    expect(run('script-missing', [{ ...blocking('"$CLAUDE_PROJECT_DIR"/nope.sh'), event: 'Stop' }])[0]!.message).toMatch(/goes on as if the hook were not there/);
  });

  it('script-not-executable: only for scripts run without an interpreter', () => {
    const files = fakeFiles({ [GUARD]: { text: '#!/bin/sh\n', executable: false } });
    expect(run('script-not-executable', [hook(`"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh`)], files)).toHaveLength(1);
    expect(run('script-not-executable', [hook(`sh "$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh`)], files)).toEqual([]);
  });

  it('interpreter-missing: reads the shebang of a script run directly, and skips builtins', () => {
    const bun = fakeFiles({ [GUARD]: { text: '#!/usr/bin/env bun\n' } });
    expect(run('interpreter-missing', [hook(`"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh`)], bun)[0]!.message).toMatch(/`bun` \(the shebang/);
    expect(run('interpreter-missing', [hook(`uv run "$CLAUDE_PROJECT_DIR"/x.py`)])[0]!.message).toMatch(/`uv`/);
    // Not the hook's fault: not judged here, so never an error of the gate.
    expect(run('interpreter-missing', [hook(`uv run "$CLAUDE_PROJECT_DIR"/x.py`)])[0]!.severity).toBe('warning');
    expect(run('interpreter-missing', [hook(`cd "$CLAUDE_PROJECT_DIR" && echo hi; exit 0`)])).toEqual([]);
    // The `|` of a `=~` regex is no pipe: `jsx` is not a program.
    expect(run('interpreter-missing', [hook('f=$(cat); [[ "$f" =~ \\.(js|jsx)$ ]] && sh ./fmt.sh "$f"')])).toEqual([]);
    expect(run('interpreter-missing', [hook('f=$(cat); [[ "$f" =~ \\.(js|jsx)$ ]] && prettier --write "$f"')])[0]!.message).toMatch(/needs `prettier`/);
    expect(run('interpreter-missing', [hook('case "$f" in *.js|jsx) sh ./fmt.sh ;; esac')])).toEqual([]);
  });

  it("interpreter-missing: says what each agent does with exit 127 on the hook's event, as its oracle reads it", () => {
    const missing = (agent: WiredHook['agent'], event: string) => run('interpreter-missing', [hook('uv run guard.py', { agent, event })]);
    expect(missing('claude-code', 'PreToolUse')[0]!.message).toMatch(/exits 127, a non-blocking error in Claude Code, and the hook never runs/);
    expect(missing('gemini', 'BeforeTool')[0]!.message).toMatch(/Gemini CLI holds the call back on that exit \(deny on BeforeTool\): every call the hook sees is refused/);
    expect(missing('copilot', 'preToolUse')[0]!.message).toMatch(/Copilot CLI holds the call back/);
    expect(missing('codex', 'PreToolUse')[0]!.message).toMatch(/non-blocking error in Codex/);
    expect(missing('gemini', 'BeforeModel')[0]!.message).toMatch(/what Gemini CLI does then on BeforeModel is not modelled yet/);
    expect(missing('gemini', 'BeforeAgent')[0]!.message).toMatch(/every prompt is kept from the model/);
    expect(missing('gemini', 'AfterAgent')[0]!.message).toMatch(/each time it would stop, it goes on instead, told the shell's error/);
    expect(missing('gemini', 'BeforeTool')[0]!.fix).toMatch(/where Gemini CLI runs/);
    // Found on PATH: quiet for every agent.
    expect(run('interpreter-missing', [hook('python3 guard.py', { agent: 'gemini', event: 'BeforeTool' })])).toEqual([]);
  });

  it.each([
    ['./g.sh || true', /`\|\| true`.*becomes 0/],
    ['./g.sh || exit 0', /`\|\| exit 0`.*becomes 0/],
    ['./g.sh || exit 1', /becomes 1/],
    ['./g.sh; exit 0', /`; exit 0`.*becomes 0/],
    ['./g.sh ; true', /`; true`/],
    ['./g.sh | tee -a log', /pipe into `\| tee -a log`.*becomes 0/],
    ['./g.sh &', /background/],
    // A hook script inside control flow is still the hook; a named tool with no script is the hook too.
    ['if [ -n "$CI" ]; then ./g.sh | tee log; fi', /pipe into `\| tee log`/],
    ['npx guard-tool | tee log', /pipe into `\| tee log`.*`tee`/],
  ])('exit-code-hidden: catches `%s`', (command, message) => {
    const findings = run('exit-code-hidden', [hook(command)]);
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toMatch(message);
  });

  it.each([
    './g.sh',
    './g.sh || exit 2',
    './g.sh || exit',
    'set -o pipefail; ./g.sh | tee log',
    'cd "$CLAUDE_PROJECT_DIR" && ./g.sh',
    './g.sh && echo ok',
    'python3 x.py || python x.py',
    // Inline scripts that decide by their own exits: the grep is a condition, not the hook (trailofbits/claude-code-config).
    `CMD=$(jq -r '.tool_input.command'); if echo "$CMD" | grep -qE 'git[[:space:]]+push.*(main|master)'; then echo 'BLOCKED' >&2; exit 2; fi`,
    'f=$(jq -r .tool_input.file_path); case "$f" in *.env) echo no >&2; exit 2 ;; esac',
  ])('exit-code-hidden: passes `%s`', (command) => {
    expect(run('exit-code-hidden', [hook(command)])).toEqual([]);
  });

  it('exit-code-hidden: a warning on events that cannot block', () => {
    expect(run('exit-code-hidden', [hook('./g.sh || true', { event: 'PostToolUse' })])[0]!.severity).toBe('warning');
  });

  it('stdin-reread-fallback: both sides must run the hook', () => {
    expect(run('stdin-reread-fallback', [hook('node a.js || bun a.js')])).toHaveLength(1);
    expect(run('stdin-reread-fallback', [hook('./a.sh || echo failed >&2')])).toEqual([]);
  });

  it('path-relative-to-cwd: suggests the plugin root for plugin hooks, and accepts a cd to an absolute folder', () => {
    const plugin = hook('./hooks/x.sh', { scope: 'plugin', projectDir: '/plug', pluginRoot: '/plug' });
    expect(run('path-relative-to-cwd', [plugin])[0]!.fix).toContain('"${CLAUDE_PLUGIN_ROOT}"/hooks/x.sh');
    expect(run('path-relative-to-cwd', [hook('cd "$CLAUDE_PROJECT_DIR" && ./hooks/x.sh')])).toEqual([]);
    expect(run('path-relative-to-cwd', [hook('python3', { args: ['hooks/x.py'] })])).toHaveLength(1);
  });

  it('project-dir-unquoted: not in exec form, and the fix quotes the placeholder', () => {
    expect(run('project-dir-unquoted', [hook('$CLAUDE_PROJECT_DIR/x.sh ${CLAUDE_PLUGIN_ROOT}/y')])[0]!.fix).toContain('"$CLAUDE_PROJECT_DIR"/x.sh');
    // The plugin root is Claude Code's install folder, written unquoted by published plugins: not flagged.
    expect(run('project-dir-unquoted', [hook('${CLAUDE_PLUGIN_ROOT}/x.sh', { pluginRoot: '/plug' })])).toEqual([]);
    expect(run('project-dir-unquoted', [hook('$CLAUDE_PROJECT_DIR_OLD/x.sh')])).toEqual([]);
    expect(run('project-dir-unquoted', [hook('$CLAUDE_PROJECT_DIR/x.sh', { args: [] })])).toEqual([]);
  });

  it('bash-syntax-under-sh: names the construct, and ignores quoted text and comments', () => {
    expect(run('bash-syntax-under-sh', [hook('[[ -f x ]] && ./g.sh &> /dev/null')])[0]!.message).toMatch(/`\[\[ … \]\]`, the `&>` redirection/);
    expect(run('bash-syntax-under-sh', [hook(`./g.sh '[[ {a,b} ]]' "{a,b}" # source x`)])).toEqual([]);
    // "shell": "bash" is taken at its word.
    expect(run('bash-syntax-under-sh', [hook('[[ -f x ]] && ./g.sh', { handler: { type: 'command', command: '[[ -f x ]] && ./g.sh', shell: 'bash' } })])).toEqual([]);
    const script = fakeFiles({ [GUARD]: { text: '#!/bin/sh\n# [[ in a comment ]]\ncat <<EOF\n{a,b}\nEOF\nsource ./lib.sh\n' } });
    expect(run('bash-syntax-under-sh', [hook(`"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh`)], script)[0]!.message).toMatch(/`source` \(line 6\)\./);
    expect(run('bash-syntax-under-sh', [hook(`bash "$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh`)], script)).toEqual([]);
  });

  it.each([
    ['[[ -f x ]]', '`[[ … ]]`'],
    ['if true; then source ./lib.sh; fi', '`source`'],
    ['diff <(a) <(b)', 'process substitution `<(…)`'],
    ['./g.sh &>/dev/null', 'the `&>` redirection'],
    ['cp f{,.bak}', 'brace expansion `{a,b}`'],
    ["echo $'a\\n'", "`$'…'` quoting"],
    ['function check { :; }', '`function name`'],
    ['[ "$a" == b ]', '`==` inside `[ ]`'],
    ['tools=(Bash Edit)', 'an array `name=(…)`'],
    ['echo "${tools[0]}"', 'an array `${name[…]}`'],
  ])('findBashisms: `%s` uses %s', (code, construct) => {
    expect(findBashisms(code).map((found) => found.construct)).toEqual([construct]);
  });

  it.each(['[ "$a" = b ] && ./g.sh 2>&1 >&2', 'echo \'[[ {a,b} ]]\' "source <(x) &> {a,b}"', '{ ./g.sh; } # [[ x ]]', 'x=$((1 + 2)); . ./lib.sh; echo ${x:-a,b}', 'cat <<EOF\n[[ {a,b} ]]\nEOF\n'])(
    'findBashisms: `%s` is POSIX sh',
    (code) => {
      expect(findBashisms(code)).toEqual([]);
    },
  );

  it('readShebang: a path, or the program /usr/bin/env looks up', () => {
    expect(readShebang('#!/bin/sh\n')).toEqual({ program: '/bin/sh', viaEnv: false });
    expect(readShebang('#!/usr/bin/env -S deno run -A\n')).toEqual({ program: 'deno', viaEnv: true });
    expect(readShebang('echo hi\n')).toBeNull();
  });

  it('async-cannot-block: a printed deny, or a measured block; asyncRewake only for a printed decision', () => {
    const deny = fakeFiles({ [GUARD]: { text: '#!/bin/sh\necho \'{"hookSpecificOutput": {"permissionDecision": "deny"}}\'\n' } });
    const exit2 = fakeFiles({ [GUARD]: { text: '#!/bin/sh\nexit 2\n' } });
    const command = '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh';
    expect(run('async-cannot-block', [hook(command, { async: true })], deny)[0]!.message).toMatch(/line 2/);
    expect(run('async-cannot-block', [hook(command, { async: true })], undefined, new Map([[hook(command).id, { p95Ms: 5, blocked: true }]]))).toHaveLength(1);
    const rewake = { async: true, handler: { type: 'command', command, asyncRewake: true } };
    expect(run('async-cannot-block', [hook(command, rewake)], exit2)).toEqual([]);
    expect(run('async-cannot-block', [hook(command, rewake)], deny)).toHaveLength(1);
    expect(run('async-cannot-block', [hook(command, { async: true, event: 'PostToolUse' })], exit2)).toEqual([]);
  });
});
