/**
 * Claude Code loads a mod written in TypeScript as it is (its validator reads `register.ts`'s hooks,
 * measured on 2.1.332 and 2.1.335); node cannot import it. Each TypeScript module of the scratch
 * copy is compiled here into a JavaScript file beside it, which the driver imports in the sandbox:
 * types erased, its own files bundled in. esbuild only reads files, running none of the mod's code,
 * and it reads none outside the plugin: the validator allows a module its own files by relative path
 * and "claude-code" (left for the import to resolve), and a path leading out of the copy (`../`, a
 * link) would put a host file into the sandbox.
 */
import { realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { isFile } from '../util/is-file.js';
import { isInside } from '../util/path-inside.js';

const TYPESCRIPT = /\.[mc]?ts$/;
/** What esbuild would try for `./helper`: the file, then with each extension, then a folder's index. */
const CANDIDATES = ['', '.ts', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json', '/index.ts', '/index.js'];

export interface CompiledMods {
  /** Each TypeScript module's compiled file, by module (both relative to the modules' folder). */
  readonly files: Readonly<Record<string, string>>;
  /** Modules that could not be compiled, and why. */
  readonly problems: readonly string[];
}

export async function compileTypeScriptMods(moduleRoot: string, pluginRoot: string, modules: readonly string[]): Promise<CompiledMods> {
  const files: Record<string, string> = {};
  const problems: string[] = [];
  const root = realpathSync(pluginRoot);
  for (const module of modules.filter((name) => TYPESCRIPT.test(name))) {
    const compiled = module.replace(TYPESCRIPT, '.hookcheck-compiled.mjs');
    // hooks.json names the module: one outside the plugin would be read, and its output written, by hookcheck itself.
    const entry = resolve(moduleRoot, module);
    if (!isInside(root, resolve(moduleRoot, compiled)) || !isFile(entry) || !isInside(root, realpathSync(entry))) {
      problems.push(`${module} could not be compiled from TypeScript: it is not a file of the plugin`);
      continue;
    }
    try {
      await build({
        entryPoints: [entry],
        outfile: join(moduleRoot, compiled),
        bundle: true,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        logLevel: 'silent',
        // No tsconfig.json is read: its `extends` could name any file of the host.
        tsconfigRaw: '{}',
        plugins: [withinPlugin(root)],
      });
      files[module] = compiled;
    } catch (error) {
      const message = (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? String(error);
      problems.push(`${module} could not be compiled from TypeScript: ${message}`);
    }
  }
  return { files, problems };
}

/** Resolves a module's relative imports inside the plugin only; any other import is left to the runtime. */
function withinPlugin(pluginRoot: string): Plugin {
  return {
    name: 'within-plugin',
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        if (!args.path.startsWith('.') && !args.path.startsWith('/')) return { external: true };
        const found = CANDIDATES.map((suffix) => resolve(args.resolveDir, args.path) + suffix).find(isFile);
        if (found === undefined) return { errors: [{ text: `it imports "${args.path}", which is not a file of the plugin` }] };
        const real = realpathSync(found);
        if (!isInside(pluginRoot, real)) return { errors: [{ text: `it imports "${args.path}", which leads outside the plugin` }] };
        return { path: real };
      });
    },
  };
}
