/**
 * The order a mutant's probes run in. A mutant stops at its first kill, so the probe most likely
 * to kill it goes first: the one whose payload shares the most words with the code the mutant
 * changed (a mutant of `includes('rm -rf')` meets the rm -rf probe first), then with the rest of
 * that line; ties keep the configuration's order. The order depends only on the source, the mutant
 * and the probes, so the probe a report names as the killer is the same on every run.
 */
import type { Probe } from '../model/run/probe-report.js';
import type { Mutation } from '../model/mutation.js';

export function orderProbes(probes: readonly Probe[], source: string, mutant: Pick<Mutation, 'start' | 'end' | 'original'>): Probe[] {
  const changed = words(mutant.original);
  const lineStart = source.lastIndexOf('\n', mutant.start - 1) + 1;
  // A change that takes its whole line ends after the newline: the line is still its own.
  const lineEnd = source.indexOf('\n', Math.max(mutant.start, mutant.end - 1));
  const line = words(source.slice(lineStart, lineEnd === -1 ? source.length : lineEnd));
  const score = (probe: Probe) => {
    const said = words(`${probe.name} ${JSON.stringify(probe.payload ?? {})} ${probe.stdin ?? ''} ${probe.args.join(' ')}`);
    return 2 * shared(changed, said) + shared(line, said);
  };
  return probes
    .map((probe, index) => ({ probe, index, score: score(probe) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ probe }) => probe);
}

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z0-9_]{2,}/g) ?? []);
}

function shared(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let count = 0;
  for (const word of a) if (b.has(word)) count++;
  return count;
}
