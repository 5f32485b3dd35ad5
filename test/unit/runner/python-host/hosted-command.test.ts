/** Which hook commands a Python host can stand for: python and the script, nothing around them. */
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostedPythonCommand } from '../../../../src/runner/python-host/hosted-command.js';
import { tempDir } from '../../../helpers/temp-dir.js';

const bin = tempDir('hookcheck-hosted-python-');
const python = join(bin, 'python3');
writeFileSync(python, '#!/bin/sh\n');
chmodSync(python, 0o755);
const PATH = `/nowhere:${bin}`;
const file = '/project/.claude/hooks/guard.py';

describe(hostedPythonCommand.name, () => {
  it('takes python3 and the script, in exec form, as a plain shell line, or through a python shebang', () => {
    expect(hostedPythonCommand({ form: 'exec', file: 'python3', args: [file, 'x'] }, file, '', PATH)).toEqual({ pythonBin: python, argv0: 'python3', args: ['x'] });
    expect(hostedPythonCommand({ form: 'shell', script: `python3 ${file}` }, file, '', PATH)).toEqual({ pythonBin: python, argv0: 'python3', args: [] });
    expect(hostedPythonCommand({ form: 'exec', file, args: [] }, file, '#!/usr/bin/env python3', PATH)).toEqual({ pythonBin: python, argv0: 'python3', args: [] });
    expect(hostedPythonCommand({ form: 'exec', file, args: [] }, file, `#!${python}`, '/nowhere')).toEqual({ pythonBin: python, argv0: python, args: [] });
  });

  it('refuses interpreter flags, a shell around the script, another program and a shebang with flags, and says why', () => {
    expect(hostedPythonCommand({ form: 'exec', file: 'python3', args: ['-I', file] }, file, '', PATH)).toEqual({ why: 'python is given flags or another script before the hook' });
    expect(hostedPythonCommand({ form: 'shell', script: `cd /project && python3 ${file}` }, file, '', PATH)).toEqual({ why: 'the command is a shell line, not python and the script' });
    expect(hostedPythonCommand({ form: 'exec', file: 'uv', args: ['run', file] }, file, '', PATH)).toEqual({ why: 'the command runs uv, not python' });
    expect(hostedPythonCommand({ form: 'exec', file, args: [] }, file, '#!/usr/bin/env -S python3 -u', PATH)).toEqual({
      why: 'the script does not start with a #! line that runs python without flags',
    });
    expect(hostedPythonCommand({ form: 'exec', file: 'python3', args: [file] }, file, '', '/nowhere')).toEqual({ why: "python3 is not found on the hook's PATH" });
    expect(hostedPythonCommand({ form: 'exec', file: 'python3', args: ['guard.sh'] }, 'guard.sh', '', PATH)).toEqual({ why: 'guard.sh is not a .py file' });
  });
});
