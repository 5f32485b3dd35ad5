import { describe, expect, it } from 'vitest';
import { simpleCommands } from '../../../src/shell/simple-commands.js';

describe(simpleCommands.name, () => {
  it('splits a list into its commands, without redirections and their targets', () => {
    const commands = simpleCommands('cd "$CLAUDE_PROJECT_DIR" && python3 x.py 2> err.log < in.json | tee -a log;', { projectDir: '/p' });
    expect(commands.map(({ words, then }) => [words.map((word) => word.text), then])).toEqual([
      [['cd', '/p'], '&&'],
      [['python3', 'x.py'], '|'],
      [['tee', '-a', 'log'], ';'],
      [[], null],
    ]);
  });
});
