/**
 * The architecture, enforced: hookcheck's folders form layers (ARCHITECTURE.md), and an import,
 * of a value or only of a type, may only reach a folder of a lower layer, so no folder loop exists
 * even in the types. No value import closes a loop between files (a type-only loop between two
 * files of one folder vanishes at build time).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, findLayerViolations, foldFolders, readImportGraph, type ImportEdge, type Layers } from '../helpers/import-graph.js';
import { AGENT_IDS } from '../../src/agents/index.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const MAX_LINES = 250;

/** Bottom to top. A folder is a path prefix ending in `/`, or a single file. */
const LAYERS: Layers = [
  ['src/errors.ts'],
  ['src/util/', 'src/safe-parse/', 'src/safe-regex/', 'src/shell/'],
  // The nouns every layer reads (a hook's outcome).
  ['src/model/'],
  ['specs/'],
  ['src/findings/', 'src/canaries/', 'src/oracle/'],
  // An agent is one folder: its oracle here, its live driver (live/) above what all live drivers share,
  // and src/agents/ itself (the registry and what reads it) above both.
  AGENT_IDS.map((id) => `src/agents/${id}/`),
  ['src/runner/'],
  ['src/workspace/'],
  ['src/sandbox/', 'src/fuzz/', 'src/record/'],
  // What every live session shares, walled in by the sandbox's session walls.
  ['src/live/'],
  AGENT_IDS.map((id) => `src/agents/${id}/live/`),
  ['src/agents/'],
  // The nouns of a run the checks read and the engine writes (target, case, result, report), above
  // every folder their fields name and below every folder that reads them.
  ['src/model/run/'],
  ['src/engine/cases/'],
  ['src/engine/probes/'],
  ['src/engine/role/'],
  ['src/checks/'],
  ['src/engine/', 'src/heartbeat/'],
  ['mutators/'],
  ['src/config/'],
  ['src/audit/', 'src/mutate/', 'src/doctor/'],
  ['src/reporters/'],
  ['src/store/'],
  ['src/library/'],
  ['src/vitest/'],
  ['src/cli/', 'src/index.ts'],
];

const describeEdge = ({ from, to }: ImportEdge): string => `${from} -> ${to}`;

describe('architecture', () => {
  const edges = readImportGraph(REPO, ['src', 'specs', 'mutators']);

  it('reads the value imports and leaves the type-only ones out', () => {
    expect(edges.length).toBeGreaterThan(300);
    expect(edges).toContainEqual({ from: 'src/engine/run.ts', to: 'src/engine/run-target.ts' });
    // run.ts imports only types from the run's nouns
    expect(edges).not.toContainEqual({ from: 'src/engine/run.ts', to: 'src/model/run/hook-report.ts' });
    expect(readImportGraph(REPO, ['src'], { types: true })).toContainEqual({ from: 'src/engine/run.ts', to: 'src/model/run/hook-report.ts' });
  });

  const typed = readImportGraph(REPO, ['src', 'specs', 'mutators'], { types: true });

  it('has no value import against the layers', () => {
    const found = findLayerViolations(edges, LAYERS).map(({ edge, why }) => `${why}: ${describeEdge(edge)}`);
    expect(found).toEqual([]);
  });

  it('has no type import against the layers either: the nouns several layers read live low, in src/model/', () => {
    expect(typed.length).toBeGreaterThan(edges.length);
    const found = findLayerViolations(typed, LAYERS).map(({ edge, why }) => `${why}: ${describeEdge(edge)}`);
    expect(found).toEqual([]);
  });

  it('has no cycle between folders, type imports included', () => {
    const found = findCycles(foldFolders(typed, LAYERS)).map((cycle) => cycle.join(' <-> '));
    expect(found).toEqual([]);
  });

  it('has no file over 250 lines: a file that long does more than one thing', () => {
    const long = ['src', 'specs', 'mutators'].flatMap((top) =>
      readdirSync(join(REPO, top), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
        .map((entry) => join(entry.parentPath, entry.name))
        .filter((file) => readFileSync(file, 'utf8').split('\n').length > MAX_LINES + 1)
        .map((file) => file.slice(REPO.length)),
    );
    expect(long).toEqual([]);
  });

  it('has no value cycle between files', () => {
    const found = findCycles(edges).map((cycle) => cycle.join(' <-> '));
    expect(found).toEqual([]);
  });
});

describe(findLayerViolations.name, () => {
  const layers: Layers = [['src/runner/'], ['src/engine/cases/'], ['src/engine/', 'src/audit/']];

  it('reports a planted upward import and passes the same graph without it', () => {
    const clean: ImportEdge[] = [
      { from: 'src/engine/run.ts', to: 'src/runner/run-hook.ts' },
      { from: 'src/engine/run.ts', to: 'src/engine/cases/valid-cases.ts' },
      { from: 'src/engine/run.ts', to: 'src/engine/types.ts' },
    ];
    const planted = { from: 'src/runner/run-hook.ts', to: 'src/engine/run.ts' };
    expect(findLayerViolations(clean, layers)).toEqual([]);
    expect(findLayerViolations([...clean, planted], layers)).toEqual([{ edge: planted, why: 'upward' }]);
  });

  it('tells a nested folder from the folder around it', () => {
    const planted = { from: 'src/engine/cases/valid-cases.ts', to: 'src/engine/run-target.ts' };
    expect(findLayerViolations([planted], layers)).toEqual([{ edge: planted, why: 'upward' }]);
  });

  it('reports imports between folders of one layer, and files no layer places', () => {
    const sideways = { from: 'src/audit/run-audit.ts', to: 'src/engine/run.ts' };
    const unplaced = { from: 'src/engine/run.ts', to: 'src/new-folder/thing.ts' };
    expect(findLayerViolations([sideways, unplaced], layers)).toEqual([
      { edge: sideways, why: 'sideways' },
      { edge: unplaced, why: 'unplaced' },
    ]);
  });
});

describe(findCycles.name, () => {
  it('reports a planted loop round three nodes and passes the chain without it', () => {
    const chain = [
      { from: 'a', to: 'b' },
      { from: 'b', to: 'c' },
    ];
    expect(findCycles(chain)).toEqual([]);
    expect(findCycles([...chain, { from: 'c', to: 'a' }])).toEqual([['a', 'b', 'c']]);
  });

  it('folds files into folders, so two files importing across two folders form a folder loop', () => {
    const layers: Layers = [['src/live/'], ['src/engine/']];
    const edges = [
      { from: 'src/engine/run-target.ts', to: 'src/live/replay-live.ts' },
      { from: 'src/live/replay-live.ts', to: 'src/engine/map-limited.ts' },
    ];
    expect(findCycles(edges)).toEqual([]);
    expect(findCycles(foldFolders(edges, layers))).toEqual([['src/engine/', 'src/live/']]);
  });
});
