import { describe, expect, it } from 'vitest';
import logicalOperatorSwapped from '../../../mutators/logical-operator-swapped.js';
import { mutantsOf, mutationsOf } from '../../helpers/mutations.js';

describe(logicalOperatorSwapped.id, () => {
  it('swaps Python `and` and `or`, one operator at a time', async () => {
    expect(await mutantsOf(logicalOperatorSwapped, 'ok = held and fresh or forced\n', 'python')).toEqual(['ok = held or fresh or forced\n', 'ok = held and fresh and forced\n']);
  });

  it('swaps JavaScript `&&` and `||` and leaves `??` alone', async () => {
    expect(await mutantsOf(logicalOperatorSwapped, 'const ok = a && b;\nconst name = c ?? "x";\n', 'javascript')).toEqual(['const ok = a || b;\nconst name = c ?? "x";\n']);
  });

  it('swaps TypeScript `||` and describes the change', async () => {
    const source = 'if (isRisky(cmd) || force) { deny(); }\n';
    expect(await mutantsOf(logicalOperatorSwapped, source, 'typescript')).toEqual(['if (isRisky(cmd) && force) { deny(); }\n']);
    expect((await mutationsOf(logicalOperatorSwapped, source, 'typescript'))[0]?.description).toBe('`||` swapped for `&&` in `isRisky(cmd) || force`');
  });

  it('swaps bash `&&`/`||` between commands and inside `[[ ]]`, but not a pipe', async () => {
    const source = '[[ -n "$a" && -f "$b" ]] || exit 0\necho "$cmd" | grep -q rm\n';
    expect(await mutantsOf(logicalOperatorSwapped, source, 'bash')).toEqual([
      '[[ -n "$a" || -f "$b" ]] || exit 0\necho "$cmd" | grep -q rm\n',
      '[[ -n "$a" && -f "$b" ]] && exit 0\necho "$cmd" | grep -q rm\n',
    ]);
  });

  it('finds nothing where there is no logical operator', async () => {
    expect(await mutantsOf(logicalOperatorSwapped, 'x = a & b | c\n', 'python')).toEqual([]);
    expect(await mutantsOf(logicalOperatorSwapped, 'const x = a & b;\n', 'typescript')).toEqual([]);
    expect(await mutantsOf(logicalOperatorSwapped, 'a; b\n', 'bash')).toEqual([]);
  });
});
