/** Which hook commands a node host can stand for: node and the script, nothing around them. */
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { argsAfterScript, hostedCommand } from '../../../src/runner/node-host/hosted-command.js';
import { tempDir } from '../../helpers/temp-dir.js';

const bin = tempDir('hookcheck-hosted-command-');
const node = join(bin, 'node');
writeFileSync(node, '#!/bin/sh\n');
chmodSync(node, 0o755);
const PATH = `/nowhere:${bin}`;
const file = '/project/.claude/hooks/guard.js';

describe(hostedCommand.name, () => {
  it('takes node and the script, in exec form, as a plain shell line, or through a node shebang', () => {
    expect(hostedCommand({ form: 'exec', file: 'node', args: [file, 'x'] }, file, '', PATH)).toEqual({ nodeBin: node, args: ['x'] });
    expect(hostedCommand({ form: 'shell', script: `node ${file}` }, file, '', PATH)).toEqual({ nodeBin: node, args: [] });
    expect(hostedCommand({ form: 'exec', file, args: [] }, file, '#!/usr/bin/env node', PATH)).toEqual({ nodeBin: node, args: [] });
    expect(hostedCommand({ form: 'exec', file, args: [] }, file, `#!${node}`, '/nowhere')).toEqual({ nodeBin: node, args: [] });
  });

  it('refuses node flags, a shell around the script, another program and a shebang with flags, and says why', () => {
    expect(hostedCommand({ form: 'exec', file: 'node', args: ['--inspect', file] }, file, '', PATH)).toEqual({ why: 'node is given flags or another script before the hook' });
    expect(hostedCommand({ form: 'shell', script: `cd /project && node ${file}` }, file, '', PATH)).toEqual({ why: 'the command is a shell line, not node and the script' });
    expect(hostedCommand({ form: 'exec', file: 'bun', args: [file] }, file, '', PATH)).toEqual({ why: 'the command runs bun, not node' });
    expect(hostedCommand({ form: 'exec', file, args: [] }, file, '#!/usr/bin/env -S node --no-warnings', PATH)).toEqual({
      why: 'the script does not start with a #! line that runs node without flags',
    });
    expect(hostedCommand({ form: 'exec', file: 'node', args: [file] }, file, '', '/nowhere')).toEqual({ why: "node is not found on the hook's PATH" });
    expect(hostedCommand({ form: 'exec', file: 'node', args: ['guard.ts'] }, 'guard.ts', '', PATH)).toEqual({ why: 'guard.ts is not a .js, .mjs or .cjs file' });
  });
});

describe(argsAfterScript.name, () => {
  it('finds the words after the copy the run names, and nothing where the copy is not the script', () => {
    expect(argsAfterScript({ form: 'exec', file: 'node', args: ['/m1/guard.js', '--x'] }, '/m1/guard.js')).toEqual(['--x']);
    expect(argsAfterScript({ form: 'exec', file: '/m1/guard.js', args: [] }, '/m1/guard.js')).toEqual([]);
    expect(argsAfterScript({ form: 'shell', script: "node /m1/guard.js 'quoted arg'" }, '/m1/guard.js')).toBeNull();
    expect(argsAfterScript({ form: 'exec', file: 'node', args: ['/m2/guard.js'] }, '/m1/guard.js')).toBeNull();
  });
});
