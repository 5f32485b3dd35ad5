import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveVersionShims } from '../../../src/runner/version-shims.js';
import { tempDir } from '../../helpers/temp-dir.js';

/** A pyenv root whose `pyenv version-name` answers as pyenv does: the folder's .python-version, else the global one. */
function fakePyenv(global: string): string {
  const root = tempDir('hookcheck-pyenv-');
  mkdirSync(join(root, 'libexec'));
  mkdirSync(join(root, 'shims'));
  mkdirSync(join(root, 'versions', '3.12.1', 'bin'), { recursive: true });
  mkdirSync(join(root, 'versions', '3.11.7', 'bin'), { recursive: true });
  const script = join(root, 'libexec', 'pyenv');
  writeFileSync(script, `#!/bin/sh\n[ "$1" = version-name ] || exit 1\n[ -n "$PYENV_ROOT" ] || exit 1\ncat .python-version 2>/dev/null || echo ${global}\n`);
  chmodSync(script, 0o755);
  return root;
}

describe(resolveVersionShims.name, () => {
  it("puts the version pyenv chooses for the folder ahead of its shims, with pyenv exec's variables", () => {
    const root = fakePyenv('3.12.1');
    const path = `${join(root, 'shims')}:/usr/bin:/bin`;
    const project = tempDir('hookcheck-project-');
    expect(resolveVersionShims({ PATH: path }, project)).toEqual({
      env: { PATH: `${join(root, 'versions', '3.12.1', 'bin')}:${path}`, PYENV_ROOT: root, PYENV_VERSION: '3.12.1' },
      resolved: ['pyenv 3.12.1'],
    });
    writeFileSync(join(project, '.python-version'), '3.11.7\n');
    expect(resolveVersionShims({ PATH: path }, project)?.env['PYENV_VERSION']).toBe('3.11.7');
  });

  it('leaves the shims to decide per call for the system program, several versions, or a version not installed', () => {
    for (const choice of ['system', '3.12.1:3.11.7', '3.9.0']) {
      const root = fakePyenv(choice);
      expect(resolveVersionShims({ PATH: `${join(root, 'shims')}:/usr/bin` }, tempDir('hookcheck-project-')), choice).toBeNull();
    }
  });

  it('changes nothing without a manager on PATH, or for a shims folder no manager owns', () => {
    expect(resolveVersionShims({ PATH: '/usr/bin:/bin' }, '/')).toBeNull();
    const stray = tempDir('hookcheck-stray-');
    mkdirSync(join(stray, 'shims'));
    expect(resolveVersionShims({ PATH: `${join(stray, 'shims')}:/usr/bin` }, '/')).toBeNull();
  });
});
