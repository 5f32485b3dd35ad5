/**
 * bubblewrap can be installed and still not work (no user namespaces in a container): the CLI
 * tries it once before a run, and says loudly when hooks will run uncontained.
 */
import { ConfigError } from '../errors.js';
import { buildRunSettings, type RunSettings } from '../engine/settings.js';
import { probeSandbox } from '../sandbox/probe-sandbox.js';
import { runHook } from '../runner/run-hook.js';
import { findExecutable } from '../runner/find-executable.js';

/** A probe started before the options were read (see `probeEarly`): reused when they name the same bwrap. */
export interface EarlyProbe {
  readonly bwrapBin: string;
  readonly problem: Promise<{ readonly problem: string | null } | { readonly error: unknown }>;
}

/**
 * Tries the bwrap on PATH at once: the probe is a few child processes the main thread only waits
 * for, so it runs while the options and the engine load. Null when there is no bwrap to try.
 */
export function probeEarly(path: string | undefined): EarlyProbe | null {
  const bwrapBin = findExecutable('bwrap', path);
  if (bwrapBin === null) return null;
  // Settled, never rejected: a run that stops on its options never awaits it.
  const problem = probeSandbox(bwrapBin, path ?? '/usr/bin:/bin', runHook).then(
    (problem) => ({ problem }),
    (error: unknown) => ({ error }),
  );
  return { bwrapBin, problem };
}

async function probeOnce(bwrapBin: string, early: EarlyProbe | null): Promise<string | null> {
  if (early === null || early.bwrapBin !== bwrapBin) return probeSandbox(bwrapBin, process.env['PATH'] ?? '/usr/bin:/bin', runHook);
  const settled = await early.problem;
  if ('error' in settled) throw settled.error;
  return settled.problem;
}

/** `auto` falls back to plain scratch folders, loudly; `--sandbox bwrap` stops. */
export async function withWorkingSandbox(settings: RunSettings, required: boolean, early: EarlyProbe | null = null): Promise<RunSettings> {
  const { sandbox } = settings;
  if (sandbox === undefined || sandbox.kind === 'none') {
    if (sandbox?.reason !== '--sandbox none')
      process.stderr.write(
        `hookcheck: NOT SANDBOXED: ${sandbox?.reason ?? 'no sandbox'}; hooks run in plain scratch folders and can reach your files and the network. Install bubblewrap (apt-get install bubblewrap) to contain them.\n`,
      );
    return settings;
  }
  const problem = await probeOnce(sandbox.bwrapBin, early);
  if (problem === null) return settings;
  if (required)
    throw new ConfigError(`--sandbox bwrap: bubblewrap cannot build a sandbox here (${problem}).`, {
      hint: 'Allow unprivileged user namespaces (sysctl kernel.unprivileged_userns_clone=1), or run with --sandbox none.',
    });
  process.stderr.write(`hookcheck: NOT SANDBOXED: bubblewrap cannot build a sandbox here (${problem}); hooks run in plain scratch folders and can reach your files and the network.\n`);
  return buildRunSettings({ ...settings, sandbox: { kind: 'none', reason: `bubblewrap failed: ${problem}` } });
}
