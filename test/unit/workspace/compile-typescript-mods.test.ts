import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileTypeScriptMods } from '../../../src/workspace/compile-typescript-mods.js';
import { tempDir } from '../../helpers/temp-dir.js';

/** A plugin copy with its hooks folder; returns both folders. */
function plugin(files: Record<string, string>): { root: string; hooks: string } {
  const root = join(tempDir('hookcheck-ts-mod-'), 'plugin');
  const hooks = join(root, 'hooks');
  mkdirSync(hooks, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(hooks, name), text);
  return { root, hooks };
}

const REGISTER = `import type { On } from 'claude-code';
import { denied } from './rules.ts';
export function register(on: On): void {
  on('tool.call', { tool: 'Bash' }, async (_$: unknown, e: { command?: string }, next: (e: unknown) => unknown) => (denied(e.command ?? '') ? { deny: 'no' } : next(e)));
}
`;

describe(compileTypeScriptMods.name, () => {
  it('compiles a TypeScript module with its own files into JavaScript that registers the same hooks', async () => {
    const { root, hooks } = plugin({
      'register.ts': REGISTER,
      'rules.ts': 'export const denied = (command: string): boolean => command.includes("rm -rf");\n',
      'plain.js': 'export function register() {}\n',
    });
    const compiled = await compileTypeScriptMods(hooks, root, ['register.ts', 'plain.js']);
    expect(compiled).toEqual({ files: { 'register.ts': 'register.hookcheck-compiled.mjs' }, problems: [] });
    const loaded = (await import(pathToFileURL(join(hooks, compiled.files['register.ts']!)).href)) as { register: (on: unknown) => void };
    const hooksSeen: ((...args: unknown[]) => Promise<unknown>)[] = [];
    loaded.register((_event: string, _matcher: unknown, hook: (...args: unknown[]) => Promise<unknown>) => hooksSeen.push(hook));
    expect(await hooksSeen[0]!({}, { command: 'rm -rf /' }, () => 'went on')).toEqual({ deny: 'no' });
    expect(await hooksSeen[0]!({}, { command: 'ls' }, () => 'went on')).toBe('went on');
  });

  it('reads no file outside the plugin: an import leading out, by path or by a link, is refused with why', async () => {
    const { root, hooks } = plugin({
      'up.ts': "import secret from '../../outside.ts';\nexport const register = () => secret;\n",
      'linked.ts': "import secret from './link.ts';\nexport const register = () => secret;\n",
      'broken.ts': 'export function register( {\n',
    });
    writeFileSync(join(root, '..', 'outside.ts'), 'export default "host secret";\n');
    symlinkSync(join(root, '..', 'outside.ts'), join(hooks, 'link.ts'));
    symlinkSync(join(root, '..', 'outside.ts'), join(hooks, 'entry-link.ts'));
    // hooks.json names the modules: one outside the plugin is neither read nor given an output beside it.
    const compiled = await compileTypeScriptMods(hooks, root, ['up.ts', 'linked.ts', 'broken.ts', '../../outside.ts', 'entry-link.ts', 'missing.ts']);
    expect(compiled.files).toEqual({});
    expect(compiled.problems).toEqual([
      'up.ts could not be compiled from TypeScript: it imports "../../outside.ts", which leads outside the plugin',
      'linked.ts could not be compiled from TypeScript: it imports "./link.ts", which leads outside the plugin',
      expect.stringMatching(/^broken\.ts could not be compiled from TypeScript: /),
      '../../outside.ts could not be compiled from TypeScript: it is not a file of the plugin',
      'entry-link.ts could not be compiled from TypeScript: it is not a file of the plugin',
      'missing.ts could not be compiled from TypeScript: it is not a file of the plugin',
    ]);
    expect(existsSync(join(root, '..', 'outside.hookcheck-compiled.mjs'))).toBe(false);
  });
});
