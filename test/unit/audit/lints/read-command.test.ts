import { describe, expect, it } from 'vitest';
import { readCommand, type CommandReading } from '../../../../src/audit/lints/command/read-command.js';

const PROJECT = '/work/my project';
const PLUGIN = '/plugins/guard';

const read = (command: string, extra: { args?: string[]; pluginRoot?: string; handler?: Record<string, unknown> } = {}): CommandReading => readCommand({ command, projectDir: PROJECT, ...extra });
const summary = (reading: CommandReading) => reading.parts.map(({ program, interpreter, script, then }) => ({ program, interpreter, script: script?.path ?? null, then }));

describe(readCommand.name, () => {
  it('reads a script run directly, with the placeholder replaced and the quotes removed', () => {
    const reading = read('"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh --strict');
    expect(reading).toMatchObject({ form: 'shell', compound: false, program: `${PROJECT}/.claude/hooks/guard.sh`, interpreter: null });
    expect(reading.words).toEqual([`${PROJECT}/.claude/hooks/guard.sh`, '--strict']);
    expect(reading.script).toEqual({ text: `${PROJECT}/.claude/hooks/guard.sh`, raw: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh', path: `${PROJECT}/.claude/hooks/guard.sh`, relativeToCwd: false });
  });

  it.each([
    ['python3 .claude/hooks/guard.py', 'python3', `${PROJECT}/.claude/hooks/guard.py`],
    ['python3 -u ./guard.py', 'python3', `${PROJECT}/guard.py`],
    ['uv run --script "${CLAUDE_PROJECT_DIR}/hooks/guard.py"', 'uv', `${PROJECT}/hooks/guard.py`],
    ['bun run $CLAUDE_PROJECT_DIR/hooks/guard.ts', 'bun', `${PROJECT}/hooks/guard.ts`],
    ['deno run -A hooks/guard.ts', 'deno', `${PROJECT}/hooks/guard.ts`],
    ['/usr/bin/python3 guard.py', '/usr/bin/python3', `${PROJECT}/guard.py`],
    ['FOO=1 exec env -i BAR=2 node hooks/guard.js', 'node', `${PROJECT}/hooks/guard.js`],
  ])('reads `%s` as interpreter %s with a script', (command, interpreter, script) => {
    const reading = read(command);
    expect(reading.interpreter).toBe(interpreter);
    expect(reading.program).toBe(interpreter);
    expect(reading.script?.path).toBe(script);
  });

  it.each(['python3 -c "import sys; sys.exit(0)"', 'python3 -m guard', 'jq -r .tool_name', 'guard.sh'])('finds no script in `%s`', (command) => {
    expect(read(command).script).toBeNull();
  });

  it('says whether a script path moves with the cwd', () => {
    expect(read('./hooks/x.sh').script).toMatchObject({ path: `${PROJECT}/hooks/x.sh`, relativeToCwd: true });
    expect(read('sh hooks/x.sh').script?.relativeToCwd).toBe(true);
    expect(read('cd "$CLAUDE_PROJECT_DIR" && sh hooks/x.sh').parts[1]!.script).toMatchObject({ path: `${PROJECT}/hooks/x.sh`, relativeToCwd: false });
    expect(read('cd sub && sh x.sh').parts[1]!.script).toMatchObject({ path: `${PROJECT}/sub/x.sh`, relativeToCwd: true });
  });

  it('replaces ${CLAUDE_PLUGIN_ROOT} for plugin hooks, and leaves it unknown elsewhere', () => {
    expect(read('"${CLAUDE_PLUGIN_ROOT}"/hooks/x.sh', { pluginRoot: PLUGIN }).script?.path).toBe(`${PLUGIN}/hooks/x.sh`);
    expect(read('"${CLAUDE_PLUGIN_ROOT}"/hooks/x.sh').program).toBeNull();
  });

  it('leaves words only the shell can know unread', () => {
    expect(read('"$HOME"/hooks/x.sh').program).toBeNull();
    expect(read('"$(command -v python3 || command -v python)" "$CLAUDE_PROJECT_DIR"/x.py')).toMatchObject({ compound: false, program: null, script: null });
    expect(read('python3 ~/hooks/x.py').script).toBeNull();
  });

  it('splits compound commands into parts and keeps what joins them, a trailing & too', () => {
    expect(summary(read('set -o pipefail; ./x.sh 2>&1 | tee -a /tmp/log || true &'))).toEqual([
      { program: 'set', interpreter: null, script: null, then: ';' },
      { program: './x.sh', interpreter: null, script: `${PROJECT}/x.sh`, then: '|' },
      { program: 'tee', interpreter: null, script: null, then: '||' },
      { program: 'true', interpreter: null, script: null, then: '&' },
    ]);
    expect(summary(read('python3 x.py || python x.py')).map(({ interpreter, then }) => [interpreter, then])).toEqual([
      ['python3', '||'],
      ['python', null],
    ]);
    expect(read('x.sh && y.sh; z.sh').parts.map((part) => part.then)).toEqual(['&&', ';', null]);
  });

  it('drops redirections and their targets, keywords and a trailing ;', () => {
    const reading = read('if [ -f a ]; then sh ./x.sh >/dev/null 2> err.log < in.json; fi;');
    expect(summary(reading)).toEqual([
      { program: '[', interpreter: null, script: null, then: ';' },
      { program: 'sh', interpreter: 'sh', script: `${PROJECT}/x.sh`, then: null },
    ]);
    expect(reading.parts[1]!.words.map((word) => word.text)).toEqual(['sh', './x.sh']);
  });

  it('marks placeholders outside double quotes', () => {
    const unquoted = (command: string) =>
      read(command)
        .parts.flatMap((part) => part.words)
        .filter((word) => word.unquotedPlaceholder)
        .map((word) => word.raw);
    expect(unquoted('$CLAUDE_PROJECT_DIR/x.sh ${CLAUDE_PROJECT_DIR}/y "$CLAUDE_PROJECT_DIR"/z "${CLAUDE_PROJECT_DIR}/w" \'$CLAUDE_PROJECT_DIR\'')).toEqual([
      '$CLAUDE_PROJECT_DIR/x.sh',
      '${CLAUDE_PROJECT_DIR}/y',
    ]);
  });

  it('keeps # inside a word and drops comments', () => {
    expect(read('./x.sh a#b # comment').words).toEqual(['./x.sh', 'a#b']);
  });

  it.each([
    ['f=$(jq -r .tool_input.file_path); [[ "$f" =~ \\.(js|jsx)$ ]] && npx prettier --write "$f"', ['[[', 'npx']],
    ['if [[ -f x && -n "$y" || z < w ]]; then ./a.sh; fi', ['[[', './a.sh']],
    ['case "$f" in *.js|*.jsx) prettier "$f" ;; py|pyw) black "$f";; esac', ['case', 'prettier', 'black', 'esac']],
    ['case $x in\n  (a|b) ./one.sh ;;\n  *) ./two.sh ;&\nesac; ./three.sh', ['case', './one.sh', './two.sh', 'esac', './three.sh']],
    ['cat <<EOF | jq .\n{"a": 1} | b || c\nEOF\necho done', ['cat', 'jq', 'echo']],
    ["cat <<-'END'\n\tx | y\n\tEND\n./g.sh", ['cat', './g.sh']],
    ['(( n > 3 | 1 )) && echo big', ['echo']],
    ['echo "a | b" \'c | d\' $(x | y) && ./g.sh', ['echo', './g.sh']],
    ['echo case in a|b', ['echo', 'b']],
    ['./a.sh \\\n  --strict', ['./a.sh']],
  ])('reads `%s` as the programs %j: regexes, case patterns, here-documents and quotes are no pipes', (command, programs) => {
    expect(read(command).parts.map((part) => part.program)).toEqual(programs);
  });

  it('reads exec form: every element is one word, only the placeholders are replaced', () => {
    const reading = read('python3', { args: ['${CLAUDE_PROJECT_DIR}/hooks/a b.py', '|', 'tee'] });
    expect(reading).toMatchObject({ form: 'exec', compound: false, program: 'python3', interpreter: 'python3' });
    expect(reading.words).toEqual(['python3', `${PROJECT}/hooks/a b.py`, '|', 'tee']);
    expect(reading.script?.path).toBe(`${PROJECT}/hooks/a b.py`);
  });

  it('does not read PowerShell commands', () => {
    expect(read('& "$env:CLAUDE_PROJECT_DIR/x.ps1"', { handler: { shell: 'powershell' } })).toMatchObject({ form: 'powershell', parts: [] });
  });
});
