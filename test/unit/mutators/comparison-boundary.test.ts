import { describe, expect, it } from 'vitest';
import comparisonBoundary from '../../../mutators/comparison-boundary.js';
import { mutantsOf, mutationsOf } from '../../helpers/mutations.js';

describe(comparisonBoundary.id, () => {
  it('moves each Python comparison across its boundary, in a chain too', async () => {
    expect(await mutantsOf(comparisonBoundary, 'if age < ttl:\n    pass\nok = 0 <= n > 5\n', 'python')).toEqual([
      'if age <= ttl:\n    pass\nok = 0 <= n > 5\n',
      'if age < ttl:\n    pass\nok = 0 < n > 5\n',
      'if age < ttl:\n    pass\nok = 0 <= n >= 5\n',
    ]);
  });

  it('says what changed', async () => {
    const [mutation] = await mutationsOf(comparisonBoundary, 'stale = age >= ttl\n', 'python');
    expect(mutation).toMatchObject({ original: '>=', replacement: '>', description: '`>=` changed to `>` in `age >= ttl`' });
  });

  it('moves JavaScript and TypeScript comparisons, not equality or generics', async () => {
    expect(await mutantsOf(comparisonBoundary, 'if (a > b && c === d) {}\n', 'javascript')).toEqual(['if (a >= b && c === d) {}\n']);
    expect(await mutantsOf(comparisonBoundary, 'const xs: Array<string> = [];\nconst old = age <= ttl;\n', 'typescript')).toEqual(['const xs: Array<string> = [];\nconst old = age < ttl;\n']);
  });

  it('moves bash -lt/-le/-gt/-ge in tests and < > in arithmetic', async () => {
    const source = '[ "$n" -gt 3 ] && test "$m" -le 2\n(( age < ttl )) && echo $(( a >= b ))\n';
    expect(await mutantsOf(comparisonBoundary, source, 'bash')).toEqual([
      '[ "$n" -ge 3 ] && test "$m" -le 2\n(( age < ttl )) && echo $(( a >= b ))\n',
      '[ "$n" -gt 3 ] && test "$m" -lt 2\n(( age < ttl )) && echo $(( a >= b ))\n',
      '[ "$n" -gt 3 ] && test "$m" -le 2\n(( age <= ttl )) && echo $(( a >= b ))\n',
      '[ "$n" -gt 3 ] && test "$m" -le 2\n(( age < ttl )) && echo $(( a > b ))\n',
    ]);
  });

  it('leaves a bash string comparison in [[ ]] and -eq alone', async () => {
    expect(await mutantsOf(comparisonBoundary, '[[ "$a" < "$b" ]] && [ "$n" -eq 3 ]\n', 'bash')).toEqual([]);
    expect(await mutantsOf(comparisonBoundary, 'ok = a == b != c\n', 'python')).toEqual([]);
  });
});
