/**
 * How a node host loads a hook as node itself would run it: an ES module or CommonJS by node's own
 * rule, and a CommonJS hook as the main module, its requires fresh on the next run. Only node's own
 * modules: this runs in the host, beside the hooks (host-program.ts).
 */
import fs from 'node:fs';
import Module from 'node:module';
import { dirname } from 'node:path';

/** fs as node gave it, taken before the host patches it for the runs (host-fs.ts). */
const readFileSync = fs.readFileSync.bind(fs);

/** node's own choice for a .js file: the nearest package.json's "type". */
export function isModule(file: string): boolean {
  if (file.endsWith('.mjs')) return true;
  if (file.endsWith('.cjs')) return false;
  for (let folder = dirname(file); ; folder = dirname(folder)) {
    try {
      return JSON.parse(readFileSync(`${folder}/package.json`, 'utf8')).type === 'module';
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return false;
    }
    if (dirname(folder) === folder) return false;
  }
}

/** A CommonJS hook as node's main module: `require.main === module` holds; what it requires is fresh next run. */
export function loadCommonJs(file: string): void {
  const cache = (Module as unknown as { _cache: Record<string, unknown> })._cache;
  const before = new Set(Object.keys(cache));
  const main = new Module(file) as Module & { filename: string; paths: string[]; load(file: string): void };
  main.id = '.';
  main.filename = file;
  main.paths = (Module as unknown as { _nodeModulePaths(from: string): string[] })._nodeModulePaths(dirname(file));
  process.mainModule = main;
  try {
    main.load(file);
  } finally {
    for (const key of Object.keys(cache)) if (!before.has(key)) delete cache[key];
  }
}
