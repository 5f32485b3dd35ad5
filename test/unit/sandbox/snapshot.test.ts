import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathInSandbox, takeSnapshot } from '../../../src/sandbox/snapshot.js';
import { tempDir } from '../../helpers/temp-dir.js';

describe('snapshots of a scratch area', () => {
  it("leaves out Python's byte-code cache (the interpreter's, holding the copy's time) and keeps the hook's own files beside it", () => {
    const root = tempDir('hookcheck-snapshot-');
    const project = join(root, 'project');
    mkdirSync(join(project, 'hooks', '__pycache__'), { recursive: true });
    writeFileSync(join(project, 'hooks', '__pycache__', 'helper.cpython-311.pyc'), 'compiled');
    writeFileSync(join(project, 'hooks', 'state.json'), '{"calls": 1}');
    expect(Object.keys(takeSnapshot({ project }, root))).toEqual(['project/hooks/state.json']);
  });

  it('names where a snapshot key lies inside the sandbox', () => {
    const scratch = { projectDir: '/s/project', homeDir: '/s/home', tmpDir: '/s/tmp' };
    expect(['project/a/b.json', 'home/.x', 'TMPDIR/y', '/tmp/z', 'other/w'].map((key) => pathInSandbox(key, scratch))).toEqual(['/s/project/a/b.json', '/s/home/.x', '/s/tmp/y', '/tmp/z', null]);
  });
});
