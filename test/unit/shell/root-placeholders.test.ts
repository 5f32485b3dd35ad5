import { describe, expect, it } from 'vitest';
import { writeOutRoots } from '../../../src/shell/root-placeholders.js';

describe(writeOutRoots.name, () => {
  it('writes out the placeholders whose folders are known, braced or not, and no other variable', () => {
    expect(writeOutRoots('$CLAUDE_PROJECT_DIR/a ${CLAUDE_PROJECT_DIR}/b ${CLAUDE_PLUGIN_ROOT}/c $CLAUDE_PROJECT_DIRS', { projectDir: '/p' })).toBe(
      '/p/a /p/b ${CLAUDE_PLUGIN_ROOT}/c $CLAUDE_PROJECT_DIRS',
    );
  });
});
