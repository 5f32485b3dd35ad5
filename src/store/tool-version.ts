import { readFileSync } from 'node:fs';
import { packagePath } from '../util/package-root.js';

/** hookcheck's own version, from its package.json. */
export function readToolVersion(): string {
  const manifest = JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as { version: string };
  return manifest.version;
}
