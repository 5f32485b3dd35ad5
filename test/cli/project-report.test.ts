/** The run report says what the hook saw of the project: copied, read-only, and left out with why. */
import { chmodSync, mkdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { hookcheck } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dir.js';

describe('hookcheck run: the project the hook saw', () => {
  it('lists what was copied, shown read-only and left out (a file too big to copy), in pretty and JSON', async () => {
    const project = tempDir('hookcheck-project-report-');
    mkdirSync(join(project, 'node_modules', 'dep'), { recursive: true });
    writeFileSync(join(project, '.gitignore'), 'node_modules/\n');
    writeFileSync(join(project, 'node_modules', 'dep', 'index.js'), 'module.exports = 1;\n');
    writeFileSync(join(project, 'huge.bin'), '');
    truncateSync(join(project, 'huge.bin'), 17 * 1024 * 1024);
    const hook = join(project, 'hook.sh');
    writeFileSync(hook, '#!/bin/sh\ncat >/dev/null\nexit 0\n');
    chmodSync(hook, 0o755);
    await execa('git', ['init', '-q'], { cwd: project });
    const run = (args: string[]) => hookcheck(['run', '--runs', '0', '--event', 'PreToolUse', '--project', project, ...args, hook], project);
    const pretty = await run([]);
    expect(pretty.stdout).toMatch(/project: \d+ file\(s\) copied \([^)]*listed by git[^)]*\); read-only: node_modules; left out: 1 file-too-big \(huge\.bin\)/);
    const json = await run(['-r', 'json']);
    const [hookReport] = JSON.parse(json.stdout).hooks;
    expect([hookReport.project.readOnly, hookReport.project.leftOut]).toEqual([['node_modules'], [{ reason: 'file-too-big', count: 1, examples: ['huge.bin'] }]]);
  }, 240_000);
});
