import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MUTATOR_IDS, allMutators, mutators } from '../../../mutators/index.js';
import type { SyntaxMutator } from '../../../mutators/support/mutator.js';

describe('the mutator registry', () => {
  it('registers every mutator file, under the id the mutator gives itself', async () => {
    const files = readdirSync(new URL('../../../mutators/', import.meta.url)).filter((name) => name.endsWith('.ts') && name !== 'index.ts');
    expect(files.length).toBe(MUTATOR_IDS.length);
    for (const file of files) {
      const module = (await import(`../../../mutators/${file}`)) as { default: SyntaxMutator };
      expect(mutators[module.default.id as keyof typeof mutators]).toBe(module.default);
    }
  });

  it('has unique ids matching the registry keys, each with a test file', () => {
    const tests = readdirSync(new URL('./', import.meta.url));
    for (const id of MUTATOR_IDS) {
      expect(mutators[id].id).toBe(id);
      const file = id.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();
      expect(tests, `${id} has no test`).toContain(`${file}.test.ts`);
    }
    expect(new Set(allMutators.map((mutator) => mutator.id)).size).toBe(allMutators.length);
  });
});
