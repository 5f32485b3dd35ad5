import { describe, expect, it } from 'vitest';
import { splitShellWords } from '../../../src/shell/plain-words.js';

describe(splitShellWords.name, () => {
  it('splits quoted words and replaces only the root placeholders', () => {
    expect(splitShellWords(`python3 "\${CLAUDE_PLUGIN_ROOT}/a b.py" 'x $y' --z`, '/root')).toEqual(['python3', '/root/a b.py', 'x $y', '--z']);
  });

  it('gives up on anything only bash can run', () => {
    for (const command of ['a | b', 'a && b', 'cat $HOME/x', 'a > out', 'echo $(date)', 'ls *.py', 'echo "unterminated']) {
      expect(splitShellWords(command, '/root'), command).toBeNull();
    }
  });
});
