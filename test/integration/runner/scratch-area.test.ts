import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createScratchArea, scratchAreaFactory } from '../../../src/workspace/scratch-area.js';
import { tempDir } from '../../helpers/temp-dir.js';

describe('createScratchArea: the project copy', () => {
  it('copies the paths a command names inside the project', async () => {
    const project = tempDir('hookcheck-seed-');
    mkdirSync(join(project, 'tools'));
    writeFileSync(join(project, 'tools', 'guard.sh'), 'echo ok\n');
    const scratch = await createScratchArea(project, ['tools/guard.sh']);
    expect(readFileSync(join(scratch.projectDir, 'tools', 'guard.sh'), 'utf8')).toBe('echo ok\n');
    await scratch.remove();
  });

  it('never follows a symlinked folder out of the project', async () => {
    const outside = tempDir('hookcheck-secret-');
    writeFileSync(join(outside, 'id_rsa'), 'SECRET\n');
    const project = tempDir('hookcheck-seed-');
    symlinkSync(outside, join(project, 'link'));
    const scratch = await createScratchArea(project, ['link/id_rsa', 'link']);
    expect(existsSync(join(scratch.projectDir, 'link', 'id_rsa'))).toBe(false);
    expect(existsSync(join(scratch.projectDir, 'link'))).toBe(false);
    await scratch.remove();
  });
});

describe('scratchAreaFactory: areas copied from one template', () => {
  it('gives each area what a direct seeding gives: files, modes, links, read-only mount points', async () => {
    const project = tempDir('hookcheck-seed-');
    mkdirSync(join(project, 'tools'));
    writeFileSync(join(project, 'tools', 'guard.sh'), 'echo ok\n', { mode: 0o755 });
    writeFileSync(join(project, 'notes.txt'), 'hello\n', { mode: 0o600 });
    symlinkSync('tools/guard.sh', join(project, 'guard'));
    mkdirSync(join(project, 'node_modules', 'dep'), { recursive: true });
    const factory = scratchAreaFactory();
    const direct = await createScratchArea(project, [], undefined, { readOnlyStyle: 'mount' });
    const first = await factory.create(project, [], undefined, { readOnlyStyle: 'mount' });
    const second = await factory.create(project, [], undefined, { readOnlyStyle: 'mount' });
    for (const area of [first, second]) {
      expect(describeTree(area.projectDir)).toEqual(describeTree(direct.projectDir));
      expect(area.projectView).toEqual(direct.projectView);
      expect(area.readOnlyMounts).toEqual(direct.readOnlyMounts?.map((mount) => ({ ...mount, target: mount.target.replace(direct.projectDir, area.projectDir) })));
      expect(readFileSync(area.transcriptPath, 'utf8')).toBe(readFileSync(direct.transcriptPath, 'utf8'));
    }
    // Each area is its own: what a hook writes in one is not in the next.
    writeFileSync(join(first.projectDir, 'notes.txt'), 'changed\n');
    const third = await factory.create(project, [], undefined, { readOnlyStyle: 'mount' });
    expect(readFileSync(join(third.projectDir, 'notes.txt'), 'utf8')).toBe('hello\n');
    expect(readFileSync(join(second.projectDir, 'notes.txt'), 'utf8')).toBe('hello\n');
    for (const area of [direct, first, second, third]) await area.remove();
    await factory.dispose();
  });
});

/** Every entry under `root` with its kind, mode and content or link target. */
function describeTree(root: string, prefix = ''): string[] {
  return readdirSync(join(root, prefix))
    .sort()
    .flatMap((name) => {
      const path = prefix === '' ? name : `${prefix}/${name}`;
      const stat = lstatSync(join(root, path));
      if (stat.isDirectory()) return [`d ${path} ${(stat.mode & 0o7777).toString(8)}`, ...describeTree(root, path)];
      if (stat.isSymbolicLink()) return [`l ${path} -> ${readlinkSync(join(root, path))}`];
      return [`f ${path} ${(stat.mode & 0o7777).toString(8)} ${readFileSync(join(root, path), 'utf8')}`];
    });
}
