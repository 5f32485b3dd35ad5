import { describe, expect, it } from 'vitest';
import { bareWords, splitShellWords } from '../../../src/shell/plain-words.js';

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

describe(bareWords.name, () => {
  it('takes a line of bare words, and nothing a shell would change', () => {
    expect(bareWords('  node /p/guard.js --fast\n')).toEqual(['node', '/p/guard.js', '--fast']);
    for (const line of ['', "node '/p/guard.js'", 'node $CLAUDE_PROJECT_DIR/guard.js', 'node a\\ b.js', 'node x.js --mode=fast', 'node x.js # note', 'node x.js\nnode y.js', 'node {a,b}.js']) {
      expect(bareWords(line), line).toBeNull();
    }
  });
});

describe('the two strictnesses', () => {
  it('splits quoted words and placeholders where bareWords refuses them', () => {
    const line = `node "\${CLAUDE_PROJECT_DIR}/a b.js" 'x'`;
    expect(splitShellWords(line, '/p')).toEqual(['node', '/p/a b.js', 'x']);
    expect(bareWords(line)).toBeNull();
  });

  it('refuses what only a shell reads, comments, subshells and brackets included', () => {
    for (const command of ['x.sh # c', '(x.sh)', '((1))', '[[ -f x ]]', 'echo {a,b}', 'echo !', 'a~b', 'echo $', 'a\\', 'a\nb']) {
      expect(splitShellWords(command, '/p'), command).toBeNull();
    }
  });
});
