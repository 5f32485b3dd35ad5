import { describe, expect, it } from 'vitest';
import earlyExitRemoved from '../../../mutators/early-exit-removed.js';
import { mutantsOf, mutationsOf } from '../../helpers/mutations.js';

describe(earlyExitRemoved.id, () => {
  it('replaces a Python guard-clause return by `pass`, where its block would be empty', async () => {
    const source = 'def main():\n    if not cmd:\n        return 0\n    check(cmd)\n    return 0\n';
    expect(await mutantsOf(earlyExitRemoved, source, 'python')).toEqual(['def main():\n    if not cmd:\n        pass\n    check(cmd)\n    return 0\n']);
    expect((await mutationsOf(earlyExitRemoved, source, 'python'))[0]?.description).toBe('early `return 0` removed');
  });

  it('removes the line of a Python return or continue that shares its block', async () => {
    const source = 'for item in items:\n    if skip(item):\n        log(item)\n        continue\n    handle(item)\n';
    expect(await mutantsOf(earlyExitRemoved, source, 'python')).toEqual(['for item in items:\n    if skip(item):\n        log(item)\n    handle(item)\n']);
  });

  it('leaves a Python return at the end of its function, in either branch, and a final continue alone', async () => {
    const source = 'def f(x):\n    if x:\n        return 1\n    else:\n        return 2\n\nfor i in xs:\n    if i:\n        continue\n';
    expect(await mutantsOf(earlyExitRemoved, source, 'python')).toEqual([]);
  });

  it('deletes a JavaScript return in a block, and leaves `{}` for one without braces', async () => {
    const source = 'function f(x) {\n  if (!x) return;\n  if (x.skip) {\n    log(x);\n    return;\n  }\n  run(x);\n}\n';
    expect(await mutantsOf(earlyExitRemoved, source, 'javascript')).toEqual([
      'function f(x) {\n  if (!x) {}\n  if (x.skip) {\n    log(x);\n    return;\n  }\n  run(x);\n}\n',
      'function f(x) {\n  if (!x) return;\n  if (x.skip) {\n    log(x);\n  }\n  run(x);\n}\n',
    ]);
  });

  it('deletes an early TypeScript continue, not one at the end of its loop or a return from a callback', async () => {
    const source = 'for (const x of xs) {\n  if (x.ok) continue;\n  fail(x);\n}\nwhile (more()) { step(); continue; }\nconst ys = xs.map((x: number) => { return x; });\n';
    expect(await mutantsOf(earlyExitRemoved, source, 'typescript')).toEqual([
      'for (const x of xs) {\n  if (x.ok) {}\n  fail(x);\n}\nwhile (more()) { step(); continue; }\nconst ys = xs.map((x: number) => { return x; });\n',
    ]);
  });

  it('replaces an early bash return or continue by `:`', async () => {
    const source = 'check() {\n  [[ -z "$1" ]] && return 0\n  grep -q rm <<<"$1"\n}\nfor f in *; do\n  if [[ -d "$f" ]]; then continue; fi\n  scan "$f"\ndone\n';
    expect(await mutantsOf(earlyExitRemoved, source, 'bash')).toEqual([
      'check() {\n  [[ -z "$1" ]] && :\n  grep -q rm <<<"$1"\n}\nfor f in *; do\n  if [[ -d "$f" ]]; then continue; fi\n  scan "$f"\ndone\n',
      'check() {\n  [[ -z "$1" ]] && return 0\n  grep -q rm <<<"$1"\n}\nfor f in *; do\n  if [[ -d "$f" ]]; then :; fi\n  scan "$f"\ndone\n',
    ]);
  });

  it('leaves a bash return at the end of its function, and in the last branch, alone', async () => {
    const source = 'f() {\n  if x; then\n    return 1\n  else\n    return 0\n  fi\n}\n';
    expect(await mutantsOf(earlyExitRemoved, source, 'bash')).toEqual([]);
  });
});
