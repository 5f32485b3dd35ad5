import { describe, expect, it } from 'vitest';
import { tokenizeShell } from '../../../src/shell/shell-tokens.js';

const ROOTS = { projectDir: '/p' };

describe(tokenizeShell.name, () => {
  it('gives each word where it starts, as written and as the shell reads it', () => {
    const tokens = tokenizeShell('python3  "$CLAUDE_PROJECT_DIR"/x.py 2>&1 | tee', ROOTS);
    expect(tokens.map((token) => (token.kind === 'word' ? [token.start, token.word.raw, token.word.text] : token.kind))).toEqual([
      [0, 'python3', 'python3'],
      [9, '"$CLAUDE_PROJECT_DIR"/x.py', '/p/x.py'],
      'redirect',
      'operator',
      [43, 'tee', 'tee'],
    ]);
  });

  it('marks a word that holds more than plain text special, and one only the shell knows dynamic', () => {
    const words = tokenizeShell("a{b} c!d e~f 'g[h]' $ \"i", ROOTS).flatMap((token) => (token.kind === 'word' ? [token.word] : []));
    expect(words.map(({ raw, special, dynamic }) => [raw, special, dynamic])).toEqual([
      ['a{b}', true, false],
      ['c!d', true, false],
      ['e~f', true, false],
      ["'g[h]'", false, false],
      ['$', true, false],
      ['"i', true, false],
    ]);
    expect(tokenizeShell('$HOME ~/x *.py ${CLAUDE_PLUGIN_ROOT}', ROOTS).map((token) => token.kind === 'word' && token.word.dynamic)).toEqual([true, true, true, true]);
  });
});
