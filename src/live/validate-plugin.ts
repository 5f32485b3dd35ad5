/**
 * Claude Code's own validator of a plugin (`claude plugin validate --json <dir>`), asked of the
 * Claude Code installed here, walled in as a live session is (a private HOME, the host read-only,
 * only loopback): for a mod it reads
 * each module without running it, and names the imports Claude Code will not load (a module may
 * import its own files and "claude-code", nothing else) and the gating hooks with no `.catch`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sessionWallArgs } from '../sandbox/session-walls.js';
import type { RunHook } from './agent-driver.js';

export interface PluginValidation {
  readonly kind: 'validated';
  /** The validator's errors about the plugin's hooks files (a module it will not load). */
  readonly errors: readonly { readonly file: string; readonly message: string }[];
  /** Hooks that can hold a call back, and whether each has a `.catch`. */
  readonly gating: readonly { readonly module: string; readonly hook: string; readonly hasCatch: boolean }[];
}

export type PluginCheck = PluginValidation | { readonly kind: 'unchecked'; readonly why: string };

export interface ValidateInput {
  readonly claudeBin: string;
  readonly bwrapBin: string;
  readonly path: string;
  readonly pluginRoot: string;
  readonly tmpDir: string;
}

interface Entry {
  readonly file?: string;
  readonly type?: string;
  readonly errors?: readonly { readonly message?: string }[];
  readonly gatingHooks?: readonly { readonly module?: string; readonly hook?: string; readonly hasCatch?: boolean }[];
}

export async function validatePlugin(input: ValidateInput, runHook: RunHook): Promise<PluginCheck> {
  const home = mkdtempSync(join(input.tmpDir, 'hookcheck-validate-home-'));
  const privateTmp = mkdtempSync(join(input.tmpDir, 'hookcheck-validate-tmp-'));
  try {
    const walls = sessionWallArgs(privateTmp, { shown: [input.claudeBin, input.pluginRoot], writable: [home] }, input.path);
    const outcome = await runHook({
      command: { form: 'exec', file: input.bwrapBin, args: [...walls, '--', input.claudeBin, 'plugin', 'validate', '--json', input.pluginRoot] },
      stdin: '',
      cwd: '/',
      env: { PATH: input.path, HOME: home, LANG: 'C.UTF-8' },
      timeoutMs: 60_000,
      maxOutputBytes: 16 * 1024 * 1024,
    });
    if (outcome.kind !== 'exited') return { kind: 'unchecked', why: `claude plugin validate did not end (${outcome.kind})` };
    const report = parse(outcome.stdout);
    if (report === null) return { kind: 'unchecked', why: `claude plugin validate gave no JSON report (exit ${outcome.exitCode}: ${outcome.stderr.trim().slice(0, 200) || 'no message'})` };
    const hooks = (report.contents ?? []).filter((entry) => entry.type === 'hooks');
    return {
      kind: 'validated',
      errors: hooks.flatMap((entry) => (entry.errors ?? []).map((error) => ({ file: entry.file ?? '', message: error.message ?? 'an error' }))),
      gating: hooks.flatMap((entry) => (entry.gatingHooks ?? []).map((gate) => ({ module: gate.module ?? '', hook: gate.hook ?? '', hasCatch: gate.hasCatch === true }))),
    };
  } finally {
    rmSync(home, { recursive: true, force: true });
    rmSync(privateTmp, { recursive: true, force: true });
  }
}

function parse(stdout: string): { readonly contents?: readonly Entry[] } | null {
  try {
    const value = JSON.parse(stdout) as unknown;
    return value !== null && typeof value === 'object' ? (value as { contents?: readonly Entry[] }) : null;
  } catch {
    return null;
  }
}
