import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/errors.js';
import { parseShard, selectShard } from '../../../src/mutate/shard.js';

describe(parseShard.name, () => {
  it('reads k/n', () => {
    expect(parseShard('1/2')).toEqual({ index: 1, count: 2 });
    expect(parseShard('4/4')).toEqual({ index: 4, count: 4 });
    expect(parseShard('1/1')).toEqual({ index: 1, count: 1 });
  });

  it.each([
    ['3/2', '--shard 3/2: k must be between 1 and n.'],
    ['0/2', '--shard 0/2: k must be between 1 and n.'],
    ['1/0', '--shard 1/0: n must be at least 1.'],
    ['0/0', '--shard 0/0: n must be at least 1.'],
    ['2', '--shard 2: expected k/n, two whole numbers.'],
    ['1/2/3', '--shard 1/2/3: expected k/n, two whole numbers.'],
    ['-1/2', '--shard -1/2: expected k/n, two whole numbers.'],
    ['1.5/2', '--shard 1.5/2: expected k/n, two whole numbers.'],
    ['', '--shard : expected k/n, two whole numbers.'],
    ['1/99999999999999999999', '--shard 1/99999999999999999999: the numbers are too large.'],
  ])('refuses %j with a UsageError', (text, message) => {
    expect(() => parseShard(text)).toThrow(UsageError);
    expect(() => parseShard(text)).toThrow(message);
  });
});

const mutantsArb = fc.uniqueArray(fc.string({ maxLength: 6 }), { maxLength: 60 }).map((ids) => ids.map((id) => ({ id })));

describe(selectShard.name, () => {
  it('deals the mutants round-robin in id order', () => {
    const mutants = ['e', 'b', 'a', 'd', 'c'].map((id) => ({ id }));
    expect(selectShard(mutants, { index: 1, count: 2 }).map((mutant) => mutant.id)).toEqual(['a', 'c', 'e']);
    expect(selectShard(mutants, { index: 2, count: 2 }).map((mutant) => mutant.id)).toEqual(['b', 'd']);
    expect(selectShard(mutants, { index: 1, count: 1 }).map((mutant) => mutant.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(selectShard(mutants, { index: 7, count: 7 })).toEqual([]);
  });

  it('covers every mutant exactly once across shards 1..n, for any n', () => {
    fc.assert(
      fc.property(mutantsArb, fc.integer({ min: 1, max: 12 }), (mutants, count) => {
        const shards = Array.from({ length: count }, (_, index) => selectShard(mutants, { index: index + 1, count }));
        const dealt = shards.flat().map((mutant) => mutant.id);
        expect([...dealt].sort()).toEqual(mutants.map((mutant) => mutant.id).sort());
        expect(new Set(dealt).size).toBe(dealt.length);
        const sizes = shards.map((shard) => shard.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('does not depend on the order the mutants come in', () => {
    fc.assert(
      fc.property(
        mutantsArb.chain((mutants) => fc.tuple(fc.constant(mutants), fc.shuffledSubarray(mutants, { minLength: mutants.length }))),
        fc.integer({ min: 1, max: 8 }),
        ([mutants, shuffled], count) => {
          for (let index = 1; index <= count; index += 1) expect(selectShard(shuffled, { index, count })).toEqual(selectShard(mutants, { index, count }));
        },
      ),
    );
  });

  it('refuses mutants that share an id, which would make the split depend on their order', () => {
    expect(() => selectShard([{ id: 'a' }, { id: 'b' }, { id: 'a' }], { index: 1, count: 2 })).toThrow(/share the id a/);
  });
});
