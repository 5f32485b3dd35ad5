/**
 * The built CLI as a user runs it, for the tests of commands: `node bin/hookcheck.js ...` from the
 * repository root (or `cwd`), with only PATH, NO_COLOR and what a test adds in its environment.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = join(ROOT, 'bin', 'hookcheck.js');
// The system python3 first: a version-manager shim costs ~300 ms a start.
const PATH = `/usr/bin:/bin:${process.env['PATH'] ?? ''}`;

export function hookcheck(args: readonly string[], cwd = ROOT, env: Readonly<Record<string, string>> = {}) {
  return execa('node', [BIN, ...args], { cwd, reject: false, env: { PATH, NO_COLOR: '1', ...env }, extendEnv: false });
}
