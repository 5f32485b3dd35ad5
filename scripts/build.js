#!/usr/bin/env node
// Compiles src, specs and mutators to dist/ one file per module, as tsc would lay them out, but
// without checking types: `npm install` builds hookcheck, and a type check there cost a user 12 s
// of a first run for nothing they use. The check runs in `npm test` (typecheck), and the library's
// declarations (.d.ts) are written by `npm run build:types`, which `npm test` and `npm pack` run.
// The Python host's program (src/**/*.py) is copied beside the modules, where it is run by path.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../', import.meta.url));
const sources = ['src', 'specs', 'mutators'].flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.d.ts'))
    .map((path) => join(root, folder, path)),
);
await build({
  entryPoints: sources,
  outdir: join(root, 'dist'),
  outbase: root,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  tsconfig: join(root, 'tsconfig.build.json'),
  logLevel: 'warning',
  // safe-yaml.ts's `typeof require === 'function' ? require('yaml') : createRequire(…)` is meant to
  // stay as written (the CLI's bundle defines require; the modules take the other branch).
  logOverride: { 'unsupported-require-call': 'silent' },
});
// Programs in other languages that hookcheck runs by path (the Python host's): beside the modules.
for (const path of readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.py'))) {
  mkdirSync(dirname(join(root, 'dist', 'src', path)), { recursive: true });
  copyFileSync(join(root, 'src', path), join(root, 'dist', 'src', path));
}
