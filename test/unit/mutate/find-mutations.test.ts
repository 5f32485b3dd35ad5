import { describe, expect, it } from 'vitest';
import { applyMutation, findMutations } from '../../../src/mutate/find-mutations.js';
import type { SyntaxMutator } from '../../../mutators/support/mutator.js';
import { detectLanguage, parseSource } from '../../../src/mutate/parse/index.js';
import { mutationMaker } from '../../../mutators/support/syntax/make-mutation.js';
import type { Mutation } from '../../../src/model/mutation.js';

/** A mutator that proposes fixed replacements of the first occurrence of each text. */
function fixedMutator(id: string, changes: readonly [string, string][]): SyntaxMutator {
  return {
    id,
    description: 'test double',
    languages: ['python', 'bash', 'javascript', 'typescript'],
    find: (_tree, source) =>
      changes.map(([text, replacement]) => {
        const start = source.indexOf(text);
        return mutationMaker(id, source)({ start, end: start + text.length, replacement, description: `${text} → ${replacement}` });
      }),
  };
}

const summary = (mutations: readonly Mutation[]): string[] => mutations.map((m) => `${m.location.start.line}:${m.location.start.column} ${m.mutatorName} ${m.original} → ${m.replacement}`);

describe(findMutations.name, () => {
  const guard = 'import sys\nif age < ttl:\n    sys.exit(2)\n';

  it('runs every mutator that knows the language and lists the mutations in source order', async () => {
    const { mutations, ignored } = await findMutations(guard, 'python');
    expect(ignored).toEqual([]);
    expect(summary(mutations)).toEqual([
      '2:4 ConditionForcedTrue age < ttl → True',
      '2:4 ConditionForcedFalse age < ttl → False',
      '2:4 ConditionNegated age < ttl → not (age < ttl)',
      '2:8 ComparisonBoundary < → <=',
      '3:14 ExitCodeFlipped 2 → 0',
    ]);
  });

  it('puts an enclosing range before the ranges inside it', async () => {
    const { mutations } = await findMutations('x = 1\n', 'python', [fixedMutator('Inner', [['1', '2']]), fixedMutator('Outer', [['x = 1', 'y = 1']])]);
    expect(mutations.map((mutation) => mutation.mutatorName)).toEqual(['Outer', 'Inner']);
  });

  it('sets aside every mutation on the line after a bare disable comment', async () => {
    const source = 'import sys\nif age < ttl:\n    # hookcheck-disable-next-line\n    sys.exit(2)\n';
    const { mutations, ignored } = await findMutations(source, 'python');
    expect(summary(mutations)).not.toContain('4:14 ExitCodeFlipped 2 → 0');
    expect(ignored.map(({ mutation, reason }) => [mutation.mutatorName, reason])).toEqual([['ExitCodeFlipped', 'hookcheck-disable-next-line']]);
  });

  it('sets aside only the named mutators, with a reason after a colon allowed', async () => {
    const source = 'import sys\n# hookcheck-disable-next-line ExitCodeFlipped, ConditionNegated: the lock check is tested elsewhere\nif age < ttl: sys.exit(2)\n';
    const { mutations, ignored } = await findMutations(source, 'python');
    expect(ignored.map(({ mutation }) => mutation.mutatorName).sort()).toEqual(['ConditionNegated', 'ExitCodeFlipped']);
    expect(mutations.map((mutation) => mutation.mutatorName)).toEqual(['ConditionForcedTrue', 'ConditionForcedFalse', 'ComparisonBoundary']);
  });

  it('reads disable comments in JavaScript and bash, and only real comments', async () => {
    const js = await findMutations('// hookcheck-disable-next-line ExitCodeFlipped\nprocess.exit(2);\nprocess.exit(2);\n', 'javascript');
    expect(summary(js.mutations)).toEqual(['3:14 ExitCodeFlipped 2 → 0']);
    expect(summary(js.ignored.map(({ mutation }) => mutation))).toEqual(['2:14 ExitCodeFlipped 2 → 0']);

    const bash = await findMutations('echo "# hookcheck-disable-next-line"\nexit 2\n# hookcheck-disable-next-line\nexit 0\n', 'bash');
    expect(summary(bash.mutations)).toEqual(['2:6 ExitCodeFlipped 2 → 0']);
    expect(summary(bash.ignored.map(({ mutation }) => mutation))).toEqual(['4:6 ExitCodeFlipped 0 → 2']);
  });

  it('does not take a longer word for the disable marker', async () => {
    const { mutations, ignored } = await findMutations('# hookcheck-disable-next-lines\nexit 2\n', 'bash');
    expect(ignored).toEqual([]);
    expect(mutations).toHaveLength(1);
  });

  it('keeps the first of two mutations with the same range and replacement, and drops no-ops', async () => {
    const first = fixedMutator('First', [
      ['2', '0'],
      ['exit', 'exit'],
    ]);
    const second = fixedMutator('Second', [
      ['2', '0'],
      ['2', '1'],
    ]);
    const { mutations } = await findMutations('exit 2\n', 'bash', [first, second]);
    expect(summary(mutations)).toEqual(['1:6 First 2 → 0', '1:6 Second 2 → 1']);
  });

  it('drops a mutation whose result no longer parses', async () => {
    const breaksSyntax = fixedMutator('Broken', [['(x)', '(x']]);
    const { mutations } = await findMutations('if (x) f();\n', 'javascript', [breaksSyntax]);
    expect(mutations).toEqual([]);
  });

  it('keeps every mutation of a source that already had a syntax error, for the runner to judge', async () => {
    const { mutations } = await findMutations('if (x) f(;\n', 'javascript', [fixedMutator('Broken', [['(x)', '(x']])]);
    expect(mutations).toHaveLength(1);
  });

  it('counts columns in UTF-16 code units, like the offsets', async () => {
    const source = 'x = "é😀"; sys.exit(2)\n';
    const { mutations } = await findMutations(source, 'python');
    const [exit] = mutations;
    expect(exit?.start).toBe(source.indexOf('2)'));
    expect(exit?.location.start).toEqual({ line: 1, column: source.indexOf('2)') + 1 });
  });
});

describe(applyMutation.name, () => {
  it('replaces the range and refuses a source that has changed', async () => {
    const { mutations } = await findMutations('exit 2\n', 'bash');
    const [flip] = mutations;
    if (!flip) throw new Error('expected a mutation');
    expect(applyMutation('exit 2\n', flip)).toBe('exit 0\n');
    expect(() => applyMutation('exit 3\n', flip)).toThrow(/expected "2" at offset 5/);
  });
});

describe(parseSource.name, () => {
  it('parses each language with its grammar', async () => {
    const samples = [
      ['python', 'def f():\n    return 1\n', 'function_definition'],
      ['bash', 'f() { :; }\n', 'function_definition'],
      ['javascript', 'function f() {}\n', 'function_declaration'],
      ['typescript', 'function f(x: number): void {}\n', 'function_declaration'],
    ] as const;
    for (const [language, source, firstType] of samples) {
      const tree = await parseSource(source, language);
      expect(tree.rootNode.hasError).toBe(false);
      expect(tree.rootNode.firstNamedChild?.type).toBe(firstType);
      tree.delete();
    }
  });

  it('parses TypeScript-only syntax only with the TypeScript grammar', async () => {
    const asJs = await parseSource('let x: number = 1;\n', 'javascript');
    const asTs = await parseSource('let x: number = 1;\n', 'typescript');
    expect([asJs.rootNode.hasError, asTs.rootNode.hasError]).toEqual([true, false]);
    asJs.delete();
    asTs.delete();
  });
});

describe(detectLanguage.name, () => {
  it.each([
    ['hooks/guard.py', 'python'],
    ['guard.sh', 'bash'],
    ['guard.bash', 'bash'],
    ['guard.js', 'javascript'],
    ['guard.mjs', 'javascript'],
    ['guard.cjs', 'javascript'],
    ['guard.ts', 'typescript'],
    ['guard.mts', 'typescript'],
    ['guard.cts', 'typescript'],
    ['C:\\hooks\\GUARD.PY', 'python'],
  ] as const)('knows %s by its extension', (path, language) => {
    expect(detectLanguage(path, '')).toBe(language);
  });

  it.each([
    ['#!/usr/bin/env python3', 'python'],
    ['#!/usr/bin/python3.12', 'python'],
    ['#!/bin/bash', 'bash'],
    ['#!/usr/bin/env bash', 'bash'],
    ['#!/bin/sh', 'bash'],
    ['#!/usr/bin/env node', 'javascript'],
    ['#!/usr/bin/env -S deno run --allow-read', 'typescript'],
    ['#!/usr/bin/env -S npx tsx', 'typescript'],
    ['#!/usr/bin/env ts-node', 'typescript'],
  ] as const)('knows an extensionless hook by its shebang %s', (shebang, language) => {
    expect(detectLanguage('.claude/hooks/guard', shebang)).toBe(language);
  });

  it('lets a known extension win over the shebang, and knows nothing else', () => {
    expect(detectLanguage('guard.py', '#!/bin/bash')).toBe('python');
    expect(detectLanguage('guard.rb', '#!/usr/bin/env ruby')).toBeNull();
    expect(detectLanguage('guard', 'echo hi')).toBeNull();
    expect(detectLanguage('guard.constructor', '')).toBeNull();
    expect(detectLanguage('guard.tsx', '')).toBeNull();
  });
});
