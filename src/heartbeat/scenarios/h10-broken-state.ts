/** H10: the state empty, truncated, of an unknown version, a folder, unreadable: stop; state byte-identical. */
import { fail, noEvidence, pass, type Scenario } from './scenario.js';
import { needsRunningState } from './needs.js';
import { sameFile } from '../world-files.js';

const h10: Scenario = {
  id: 'H10',
  rule: 'missing-state-stops',
  title: 'state empty / truncated / unknown version / a folder / unreadable; one tick each',
  start: 'running',
  notApplicable: needsRunningState,
  async run({ spec, world, t0 }) {
    const path = spec.state!;
    const valid = world.file(path);
    if (valid.kind !== 'file') return noEvidence(`its init left no file at ${path}`);
    const text = valid.bytes.toString('utf8');
    const variants: { words: string; make: () => void }[] = [
      { words: 'empty', make: () => world.write(path, '') },
      { words: 'cut in half', make: () => world.write(path, valid.bytes.subarray(0, Math.floor(valid.bytes.length / 2))) },
      ...unknownVersion(text).map((bumped) => ({ words: 'of an unknown version', make: () => world.write(path, bumped) })),
      { words: 'a folder', make: () => world.folder(path) },
      { words: 'unreadable', make: () => (world.write(path, valid.bytes), world.unreadable(path)) },
    ];
    const problems: string[] = [];
    for (const [index, { words, make }] of variants.entries()) {
      make();
      const before = world.file(path);
      const tick = await world.tick({ at: t0 + (index * spec.intervalMs) / 1000, mode: 'idle' });
      if (tick.exitCode === 0) problems.push(`with ${path} ${words} it exited 0`);
      else if (!sameFile(before, world.file(path))) problems.push(`with ${path} ${words} it rewrote it`);
      else if (tick.actionCalls > 0) problems.push(`with ${path} ${words} it called its action`);
    }
    return problems.length === 0 ? pass : fail(`${problems.join('; ')}: a state it cannot read must stop it, untouched, not be replaced with defaults`);
  },
};

/** The state with its version field raised far past any real one, when it has one. */
function unknownVersion(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || !('version' in value)) return [];
    return [JSON.stringify({ ...value, version: 999 })];
  } catch {
    return [];
  }
}

export default h10;
