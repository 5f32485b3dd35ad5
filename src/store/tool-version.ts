import { readFileSync } from 'node:fs';

/** hookcheck's own version, from its package.json (dist/src/config → package root). */
export function readToolVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
  return manifest.version;
}
