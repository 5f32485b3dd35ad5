import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createScratchArea } from '../../../src/runner/scratch-area.js';
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
