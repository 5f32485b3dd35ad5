/**
 * What `hookcheck run` loads before its first case: not the fuzzer (fast-check), not the YAML
 * parser (only a config file needs it), not the live replay; and before bubblewrap is tried,
 * neither the options (zod) nor the engine, which load while it runs. Each is a tenth of a second
 * or more on a slow machine.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticClosure } from '../helpers/import-graph.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const source = (path: string) => `${REPO}${path}`;

describe('startup imports of hookcheck run', () => {
  const front = staticClosure(source('src/cli/run/command.ts'));
  const options = staticClosure(source('src/cli/run/options.ts'));
  const engine = staticClosure(source('src/cli/run/run-and-report.ts'));

  it('finds a package and a file reached through static imports (the reading works)', () => {
    expect(staticClosure(source('src/engine/phases/6-fuzz.ts')).packages).toContain('fast-check');
    expect(staticClosure(source('src/config/load-config.ts')).files).toContain(source('src/safe-parse/safe-yaml.ts'));
    expect(engine.files).toContain(source('src/engine/run-target.ts'));
    expect(options.packages).toContain('zod');
  });

  it('loads neither fast-check nor yaml before the first case', () => {
    for (const name of ['fast-check', 'yaml']) expect([...front.packages, ...options.packages, ...engine.packages]).not.toContain(name);
  });

  it('loads the fuzz phase and the live replay only when a run reaches them', () => {
    expect(engine.files).not.toContain(source('src/engine/phases/6-fuzz.ts'));
    expect(engine.files).not.toContain(source('src/agents/replay-live.ts'));
  });

  it('loads the options and the engine only once bubblewrap is being tried', () => {
    expect(front.files).not.toContain(source('src/engine/run-target.ts'));
    expect(front.files).not.toContain(source('src/cli/run/options.ts'));
    expect(front.packages).not.toContain('zod');
  });
});
