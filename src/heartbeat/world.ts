/**
 * A scenario's world: one scratch project seeded with the heartbeat's folder, the ticks run in it
 * (kept in order as the scenario's timeline), and the files a scenario sets up or reads back,
 * named relative to the project as the declaration names them. File times are the fake clock's:
 * libfaketime does not move what the kernel stamps, so a lock's age is set with utimes.
 */
import { chmodSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { createScratchArea } from '../runner/scratch-area.js';
import type { HeartbeatSpec } from './declaration.js';
import { runTick, type TickRecord, type TickRequest } from './tick.js';
import { readState, type FileState } from './world-files.js';
import type { HeartbeatTools } from './tools.js';

export interface World {
  readonly spec: HeartbeatSpec;
  readonly timeline: readonly TickRecord[];
  tick(request: TickRequest): Promise<TickRecord>;
  /** Several ticks started at once, meeting at a barrier before the script runs. */
  ticksAtOnce(request: TickRequest, copies: number): Promise<TickRecord[]>;
  file(path: string): FileState;
  write(path: string, content: string | Buffer, mtimeSeconds?: number): void;
  folder(path: string): void;
  remove(path: string): void;
  unreadable(path: string): void;
  /** Every path in the project, for "it created nothing". */
  listing(): string[];
  dispose(): Promise<void>;
}

export async function openWorld(spec: HeartbeatSpec, tools: HeartbeatTools): Promise<World> {
  const scratch = await createScratchArea(spec.projectDir, [], undefined, { readOnlyStyle: 'mount', ...(tools.callerEnv['PATH'] ? { path: tools.callerEnv['PATH'] } : {}) });
  const timeline: TickRecord[] = [];
  const at = (path: string) => join(scratch.projectDir, path);
  let barriers = 0;
  return {
    spec,
    timeline,
    async tick(request) {
      const record = await runTick(spec, scratch, tools, request);
      timeline.push(record);
      return record;
    },
    async ticksAtOnce(request, copies) {
      const barrierDir = join(scratch.root, `barrier-${++barriers}`);
      const records = await Promise.all(Array.from({ length: copies }, (_, index) => runTick(spec, scratch, tools, { ...request, together: { pidOffset: index * 8, barrierDir, copies } })));
      timeline.push(...records);
      return records;
    },
    file: (path) => readState(at(path)),
    write(path, content, mtimeSeconds) {
      mkdirSync(dirname(at(path)), { recursive: true });
      rmSync(at(path), { recursive: true, force: true });
      writeFileSync(at(path), content);
      if (mtimeSeconds !== undefined) utimesSync(at(path), mtimeSeconds, mtimeSeconds);
    },
    folder(path) {
      rmSync(at(path), { recursive: true, force: true });
      mkdirSync(at(path), { recursive: true });
    },
    remove: (path) => rmSync(at(path), { recursive: true, force: true }),
    unreadable: (path) => chmodSync(at(path), 0),
    listing: () => listAll(scratch.projectDir, scratch.projectDir),
    dispose: () => scratch.remove(),
  };
}

function listAll(root: string, dir: string): string[] {
  const names = readdirSync(dir, { withFileTypes: true });
  return names.flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? [relative(root, path) + '/', ...listAll(root, path)] : [relative(root, path)];
  });
}
