import { describe, expect, it } from 'vitest';
import { absolutePathsIn, blankSeparatedWords, looseWords } from '../../../src/shell/loose-words.js';

describe(looseWords.name, () => {
  it('reads the words of inline code too, with the placeholders it knows written out', () => {
    expect(looseWords(`bash -c "python3 $CLAUDE_PROJECT_DIR/x.py" && cat $(ls \${CLAUDE_PLUGIN_ROOT}/y.sh)`, { projectDir: '/p' })).toEqual([
      'bash',
      'python3',
      '/p/x.py',
      'cat',
      '$',
      'ls',
      '${CLAUDE_PLUGIN_ROOT}/y.sh',
    ]);
  });
});

describe(absolutePathsIn.name, () => {
  it('finds absolute paths after a blank, a quote or =, in quoted code too', () => {
    expect(absolutePathsIn(`/bin/x --config=/etc/x.json 'cat /opt/a b' 2>/tmp/log`)).toEqual(['/bin/x', '/etc/x.json', '/opt/a']);
  });
});

describe(blankSeparatedWords.name, () => {
  it('cuts at blanks only, and unquotes or skips assignments when asked', () => {
    expect(blankSeparatedWords(' FOO=1 "/x/a.sh" --y ')).toEqual(['FOO=1', '"/x/a.sh"', '--y']);
    expect(blankSeparatedWords(' FOO=1 "/x/a.sh" --y ', { unquote: true, skipAssignments: true })).toEqual(['/x/a.sh', '--y']);
  });
});
