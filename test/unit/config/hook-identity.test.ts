import { describe, expect, it } from 'vitest';
import { identifyCommand, identifyWired, pinScriptPath, sameHook } from '../../../src/config/hook-identity.js';

const root = '/p';
const files = new Set(['/p/.claude/hooks/guard.py', '/p/.claude/hooks/fmt.sh', '/p/hooks/stop.ts', '/p/hooks/hook.py', '/usr/bin/python3']);
const isFile = (path: string) => files.has(path);
const wired = (command: string, args?: string[]) => identifyWired(command, args, root, isFile).script;

describe('identifyWired', () => {
  it('finds the script a command runs through placeholders, interpreters, runners and relative paths', () => {
    expect(wired('python3 "$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.py')).toBe('/p/.claude/hooks/guard.py');
    expect(wired('"${CLAUDE_PLUGIN_ROOT}/.claude/hooks/guard.py"')).toBe('/p/.claude/hooks/guard.py');
    expect(wired('bash .claude/hooks/fmt.sh')).toBe('/p/.claude/hooks/fmt.sh');
    expect(wired('uv run --with requests hooks/hook.py')).toBe('/p/hooks/hook.py');
    expect(wired('uv run --script "$CLAUDE_PROJECT_DIR/hooks/hook.py"')).toBe('/p/hooks/hook.py');
    expect(wired('npx -y tsx "$CLAUDE_PROJECT_DIR"/hooks/stop.ts')).toBe('/p/hooks/stop.ts');
    expect(wired('FOO=1 /usr/bin/python3 -u hooks/hook.py --strict')).toBe('/p/hooks/hook.py');
    expect(wired('cd "$CLAUDE_PROJECT_DIR" && python3 hooks/hook.py 2>/dev/null')).toBe('/p/hooks/hook.py');
    expect(wired('python3', ['${CLAUDE_PROJECT_DIR}/hooks/hook.py'])).toBe('/p/hooks/hook.py');
  });

  it('finds no script where the command runs code, a module, or a file that is not there', () => {
    expect(wired('python3 -c "import sys"')).toBeNull();
    expect(wired('python3 -m hooks.hook hooks/hook.py')).toBeNull();
    expect(wired('python3 hooks/missing.py')).toBeNull();
    expect(wired('echo hooks/hook.py')).toBeNull();
    expect(wired('$HOME/hooks/hook.py')).toBeNull();
  });
});

describe('sameHook', () => {
  it('matches a config command: [python3, script] and a shell: entry to the wiring and to the bare script', () => {
    const bare = identifyCommand({ form: 'exec', file: '/p/.claude/hooks/guard.py', args: [] }, root, isFile);
    const exec = identifyCommand({ form: 'exec', file: 'python3', args: ['/p/.claude/hooks/guard.py'] }, root, isFile);
    const shell = identifyCommand({ form: 'shell', script: 'python3 "$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.py' }, root, isFile);
    const other = identifyCommand({ form: 'shell', script: 'bash "$CLAUDE_PROJECT_DIR"/.claude/hooks/fmt.sh' }, root, isFile);
    expect([sameHook(bare, exec), sameHook(exec, shell), sameHook(bare, shell)]).toEqual([true, true, true]);
    expect([sameHook(bare, other), sameHook(shell, other)]).toEqual([false, false]);
  });

  it('matches commands that run no file by their text only', () => {
    const a = identifyCommand({ form: 'shell', script: 'echo  ok' }, root, isFile);
    expect(sameHook(a, identifyWired('echo ok', undefined, root, isFile))).toBe(true);
    expect(sameHook(a, identifyWired('echo ko', undefined, root, isFile))).toBe(false);
    expect(sameHook(a, identifyWired('python3 hooks/hook.py', undefined, root, isFile))).toBe(false);
  });
});

describe('pinScriptPath', () => {
  it('writes out the word that names the script and leaves the rest as written', () => {
    expect(pinScriptPath('"$CLAUDE_PROJECT_DIR"/.claude/hooks/fmt.sh --check "$CLAUDE_PROJECT_DIR"/src', root, '/p/.claude/hooks/fmt.sh')).toBe(
      '/p/.claude/hooks/fmt.sh --check "$CLAUDE_PROJECT_DIR"/src',
    );
    expect(pinScriptPath('cd x && bash .claude/hooks/fmt.sh | tee log', root, '/p/.claude/hooks/fmt.sh')).toBe('cd x && bash /p/.claude/hooks/fmt.sh | tee log');
    expect(pinScriptPath('bash other.sh', root, '/p/.claude/hooks/fmt.sh')).toBeNull();
  });
});
