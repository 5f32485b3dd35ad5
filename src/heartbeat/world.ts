/**
 * A scenario's world: one scratch project seeded with the heartbeat's folder, the ticks run in it
 * (kept in order as the scenario's timeline), and the files a scenario sets up or reads back,
 * named relative to the project as the declaration names them. File times are the fake clock's:
 * libfaketime does not move what the kernel stamps, so a lock's age is set with utimes, and what a
 * tick wrote is moved to the tick's fake time once it ends (world-files.ts).
 */
import { chmodSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { quoteShellWord } from '../runner/hook-command.js';
import { createScratchArea } from '../workspace/scratch-area.js';
import type { HeartbeatSpec } from './declaration.js';
import { runTick, type TickRecord, type TickRequest } from './tick.js';
import { followFakeClock, modificationTimes, readState, type FileState } from './world-files.js';
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
  /** Runs ticks at the fake instant `fakeAt`, then moves what they wrote to the fake clock (world-files.ts). */
  const onFakeClock = async <T>(fakeAt: number, run: () => Promise<T>): Promise<T> => {
    const before = modificationTimes(everyPath(scratch.projectDir));
    const realStart = Date.now();
    const result = await run();
    followFakeClock(everyPath(scratch.projectDir), before, realStart, Date.now(), fakeAt);
    return result;
  };
  // What the scenario did to the files since the last tick, as shell commands: the next tick carries them, for its reproduce line.
  const setup: string[] = [];
  const world: World = {
    spec,
    timeline,
    async tick(request) {
      const record = withSetup(await onFakeClock(request.at, () => runTick(spec, scratch, tools, request)), setup.splice(0));
      timeline.push(record);
      return record;
    },
    async ticksAtOnce(request, copies) {
      const barrierDir = join(scratch.root, `barrier-${++barriers}`);
      const records = await onFakeClock(request.at, () =>
        Promise.all(Array.from({ length: copies }, (_, index) => runTick(spec, scratch, tools, { ...request, together: { pidOffset: index * 8, barrierDir, copies } }))),
      );
      const made = setup.splice(0);
      timeline.push(...records.map((record, index) => (index === 0 ? withSetup(record, made) : record)));
      return records;
    },
    file: (path) => readState(at(path)),
    write(path, content, mtimeSeconds) {
      mkdirSync(dirname(at(path)), { recursive: true });
      rmSync(at(path), { recursive: true, force: true });
      writeFileSync(at(path), content);
      if (mtimeSeconds !== undefined) utimesSync(at(path), mtimeSeconds, mtimeSeconds);
      const text = typeof content === 'string' ? content : content.toString('utf8');
      setup.push(
        `mkdir -p ${quoteShellWord(dirname(path))} && rm -rf ${quoteShellWord(path)} && printf '%s' ${quoteShellWord(text)} > ${quoteShellWord(path)}${mtimeSeconds === undefined ? '' : ` && touch -d @${Math.round(mtimeSeconds)} ${quoteShellWord(path)}`}`,
      );
    },
    folder(path) {
      rmSync(at(path), { recursive: true, force: true });
      mkdirSync(at(path), { recursive: true });
      setup.push(`rm -rf ${quoteShellWord(path)} && mkdir -p ${quoteShellWord(path)}`);
    },
    remove(path) {
      rmSync(at(path), { recursive: true, force: true });
      setup.push(`rm -rf ${quoteShellWord(path)}`);
    },
    unreadable(path) {
      chmodSync(at(path), 0);
      setup.push(`chmod 0 ${quoteShellWord(path)}`);
    },
    listing: () => listAll(scratch.projectDir, scratch.projectDir),
    dispose: () => scratch.remove(),
  };
  // A credential kept in a file is there from the start, as on the machine the script runs on.
  if (spec.credential?.file) world.write(spec.credential.file, spec.credential.value);
  return world;
}

function withSetup(record: TickRecord, setup: readonly string[]): TickRecord {
  return setup.length === 0 ? record : { ...record, setup };
}

/** The project and everything in it, as absolute paths. */
function everyPath(root: string): string[] {
  return [root, ...listAll(root, root).map((path) => join(root, path))];
}

function listAll(root: string, dir: string): string[] {
  let names;
  try {
    names = readdirSync(dir, { withFileTypes: true });
  } catch {
    // A folder a scenario or the script made unreadable: listed, not entered.
    return [];
  }
  return names.flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? [relative(root, path) + '/', ...listAll(root, path)] : [relative(root, path)];
  });
}
