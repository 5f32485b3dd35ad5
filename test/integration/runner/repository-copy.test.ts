import { existsSync, lstatSync, mkdirSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFolder } from '../../../src/workspace/repository-copy.js';
import { tempDir } from '../../helpers/temp-dir.js';

describe('copyFolder: the scratch copy hookcheck try audits', () => {
  it('keeps links that stay inside, drops links that leave, and leaves .git and node_modules out', () => {
    const outside = tempDir('hookcheck-outside-');
    writeFileSync(join(outside, 'secret'), 'SECRET\n');
    const source = tempDir('hookcheck-repo-');
    mkdirSync(join(source, 'hooks'));
    mkdirSync(join(source, '.git'));
    mkdirSync(join(source, 'node_modules'));
    writeFileSync(join(source, 'hooks', 'guard.sh'), 'exit 0\n');
    symlinkSync('guard.sh', join(source, 'hooks', 'alias.sh'));
    symlinkSync(join(outside, 'secret'), join(source, 'hooks', 'absolute-out'));
    symlinkSync('../../' + outside.split('/').pop() + '/secret', join(source, 'hooks', 'relative-out'));
    const target = join(tempDir('hookcheck-copy-'), 'repository');
    const { skipped } = copyFolder(source, target);
    expect(readlinkSync(join(target, 'hooks', 'alias.sh'))).toBe('guard.sh');
    expect(existsSync(join(target, 'hooks', 'absolute-out'))).toBe(false);
    expect(() => lstatSync(join(target, 'hooks', 'relative-out'))).toThrow();
    expect([existsSync(join(target, '.git')), existsSync(join(target, 'node_modules'))]).toEqual([false, false]);
    expect(skipped).toBe(2);
  });

  it('copies the folder a link names, not the link', () => {
    const source = tempDir('hookcheck-repo-');
    writeFileSync(join(source, 'README'), 'hi\n');
    const link = join(tempDir('hookcheck-link-'), 'repo');
    symlinkSync(source, link);
    const target = join(tempDir('hookcheck-copy-'), 'repository');
    copyFolder(link, target);
    expect(lstatSync(target).isDirectory()).toBe(true);
    expect(existsSync(join(target, 'README'))).toBe(true);
  });
});
