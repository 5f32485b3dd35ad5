import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { createLintFiles } from '../../../src/audit/discover/lint-files.js';
import { tempDir } from '../../helpers/temp-dir.js';

describe('createLintFiles', () => {
  it('reads regular files, and never blocks on a FIFO or a device', async () => {
    const dir = tempDir('hookcheck-lint-files-');
    writeFileSync(join(dir, 'guard.sh'), '#!/bin/sh\nexit 0\n');
    await execa('mkfifo', [join(dir, 'pipe')]);
    const files = createLintFiles({ path: '' });
    expect(files.readText(join(dir, 'guard.sh'))).toBe('#!/bin/sh\nexit 0\n');
    expect(files.readText(join(dir, 'pipe'))).toBeNull();
    expect(files.readText('/dev/zero')).toBeNull();
    expect(files.readText(join(dir, 'missing'))).toBeNull();
  });

  it('finds programs on the PATH it is given, executable ones only', () => {
    const dir = tempDir('hookcheck-lint-path-');
    writeFileSync(join(dir, 'tool'), '#!/bin/sh\n');
    chmodSync(join(dir, 'tool'), 0o755);
    writeFileSync(join(dir, 'not-a-tool'), '#!/bin/sh\n');
    const files = createLintFiles({ path: dir });
    expect(files.findProgram('tool')).toBe(join(dir, 'tool'));
    expect(files.findProgram('not-a-tool')).toBeNull();
    expect([files.stat(join(dir, 'tool')), files.stat(dir), files.stat(join(dir, 'nope'))]).toEqual([
      { kind: 'file', executable: true },
      { kind: 'directory', executable: false },
      { kind: 'missing', executable: false },
    ]);
  });
});
