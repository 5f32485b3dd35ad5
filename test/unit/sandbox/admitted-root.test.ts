/**
 * What the sandbox admits beyond the system folders: tool homes without their credentials and
 * sockets, links from PATH folders to where a tool really lives, and never a user's home.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inHome, linkTargets, maskedFiles, revealsHome, systemArgs, systemHomes } from '../../../src/sandbox/admitted-root.js';

let root: string;
let server: Server;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'admitted-root-'));
  const tool = join(root, 'cargo');
  mkdirSync(join(tool, 'bin'), { recursive: true });
  mkdirSync(join(tool, 'registry', 'cache'), { recursive: true });
  writeFileSync(join(tool, 'credentials.toml'), '[registry]\ntoken = "x"\n');
  writeFileSync(join(tool, 'config.toml'), '[build]\n');
  writeFileSync(join(tool, 'registry', 'cache', 'auth.json'), '{}');
  mkdirSync(join(root, 'node_modules', 'pkg'), { recursive: true });
  writeFileSync(join(root, 'node_modules', 'pkg', '.npmrc'), 'registry=x\n');
  server = createServer();
  await new Promise<void>((resolve) => server.listen(join(root, 'node_modules', 'pkg', 'daemon.sock'), resolve));
  // A tool installed elsewhere and linked onto a PATH folder, and a link to its neighbour.
  mkdirSync(join(root, 'opt', 'tool', 'bin'), { recursive: true });
  writeFileSync(join(root, 'opt', 'tool', 'bin', 'tool'), '#!/bin/sh\n');
  mkdirSync(join(root, 'path-bin'));
  symlinkSync(join(root, 'opt', 'tool', 'bin', 'tool'), join(root, 'path-bin', 'tool'));
  writeFileSync(join(root, 'path-bin', 'real'), '#!/bin/sh\n');
  symlinkSync('real', join(root, 'path-bin', 'alias'));
  // A package linked into a project's node_modules from another one (npm link, a shared install).
  mkdirSync(join(root, 'shared', 'node_modules', 'tsx'), { recursive: true });
  mkdirSync(join(root, 'project', 'node_modules'), { recursive: true });
  symlinkSync(join(root, 'shared', 'node_modules', 'tsx'), join(root, 'project', 'node_modules', 'tsx'));
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the admitted root', () => {
  it('masks a tool home’s credential files and leaves its settings and caches', () => {
    expect(maskedFiles(join(root, 'cargo'))).toEqual([join(root, 'cargo', 'credentials.toml')]);
  });

  it('masks sockets inside dependency folders, where no settings are searched', () => {
    expect(maskedFiles(root)).toEqual([join(root, 'cargo', 'credentials.toml'), join(root, 'node_modules', 'pkg', 'daemon.sock')]);
    expect(maskedFiles(join(root, 'node_modules'), false)).toEqual([join(root, 'node_modules', 'pkg', 'daemon.sock')]);
  });

  it('admits the package a PATH link leads to, and nothing for a link to a neighbour', () => {
    expect(linkTargets(join(root, 'path-bin'), [join(root, 'path-bin')])).toEqual([join(root, 'opt', 'tool')]);
    expect(linkTargets(join(root, 'path-bin'), [join(root, 'path-bin'), join(root, 'opt')])).toEqual([]);
  });

  it('admits the whole node_modules a linked package resolves its dependencies from', () => {
    expect(linkTargets(join(root, 'project', 'node_modules'), [join(root, 'project')])).toEqual([join(root, 'shared', 'node_modules')]);
  });

  it('knows the system’s homes, not the folders passwd gives system users', () => {
    expect(systemHomes()).toContain('/root');
    expect(systemHomes()).not.toContain('/bin');
    expect(systemHomes()).not.toContain('/');
    expect(revealsHome('/root')).toBe(true);
    expect(revealsHome('/home')).toBe(true);
    expect(revealsHome('/')).toBe(true);
    expect(revealsHome('/usr/local/bin')).toBe(false);
    // A folder holding a home shows it; a folder inside one does not show it whole.
    expect(revealsHome(root, [join(root, 'cargo')])).toBe(true);
    expect(revealsHome(join(root, 'cargo'), [root])).toBe(false);
    expect(inHome('/root/.ssh/id_rsa')).toBe(true);
    expect(inHome('/usr/bin/env')).toBe(false);
  });

  it('binds the system folders read-only and nothing of the host beside them', () => {
    const args = systemArgs();
    const targets = args.filter((_, index) => index % 3 === 2);
    expect(targets).toContain('/usr');
    expect(targets).toContain('/etc');
    expect(targets.every((path) => ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32', '/etc', '/nix/store'].includes(path))).toBe(true);
    expect(args.filter((_, index) => index % 3 === 0).every((flag) => flag === '--ro-bind' || flag === '--symlink')).toBe(true);
  });
});
