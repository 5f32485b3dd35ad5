#!/usr/bin/env node
// The CLI as one bundle (dist/cli/main.js and its chunks), built from the compiled modules: node
// loads a few files instead of ~350 modules (hookcheck's own, zod's, yaml's), a fifth of a second
// of CPU on every start. Commands and late phases stay in chunks of their own, loaded when a run
// reaches them. The library (dist/src) stays as modules. web-tree-sitter finds its .wasm beside
// its own file, so it stays in node_modules; esbuild (which compiles TypeScript mods) runs its own
// binary, found from its package.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../', import.meta.url));
rmSync(`${root}dist/cli`, { recursive: true, force: true });
await build({
  entryPoints: [`${root}dist/src/cli/main.js`],
  outdir: `${root}dist/cli`,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: ['web-tree-sitter', 'esbuild'],
  // A package's ES module build first: UMD builds (jsonc-parser's) require their parts by names
  // a bundler cannot follow.
  mainFields: ['module', 'main'],
  chunkNames: 'chunks/[name]-[hash]',
  // CommonJS packages inside the bundle call require: give the bundle node's own.
  banner: { js: "import { createRequire as __hookcheckRequire } from 'node:module'; const require = __hookcheckRequire(import.meta.url);" },
  logLevel: 'warning',
});
