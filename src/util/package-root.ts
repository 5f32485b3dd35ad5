/**
 * hookcheck's own package folder, found from wherever this code runs: the compiled modules
 * (dist/src/…), the CLI's bundle (dist/cli/…) or the sources (src/…, under the test runner). Files
 * hookcheck runs or reads of its own (the live recorder, the node host, package.json) are named
 * from here, never by counting `../` from a module that a bundle moves.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(from: string): string {
  for (let folder = dirname(from); ; folder = dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'hookcheck') return folder;
    if (dirname(folder) === folder) throw new Error(`hookcheck's package.json was not found above ${from}`);
  }
}

export const PACKAGE_ROOT = findPackageRoot(fileURLToPath(import.meta.url));

/** A path inside hookcheck's package. */
export function packagePath(...parts: string[]): string {
  return join(PACKAGE_ROOT, ...parts);
}
