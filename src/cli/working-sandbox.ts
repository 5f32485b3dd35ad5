/**
 * bubblewrap can be installed and still not work (no user namespaces in a container): the CLI
 * tries it once before a run, and says loudly when hooks will run uncontained.
 */
import { ConfigError } from '../errors.js';
import { buildRunSettings, type RunSettings } from '../engine/settings.js';
import { probeSandbox } from '../sandbox/probe-sandbox.js';
import { runHook } from '../runner/run-hook.js';

/** `auto` falls back to plain scratch folders, loudly; `--sandbox bwrap` stops. */
export async function withWorkingSandbox(settings: RunSettings, required: boolean): Promise<RunSettings> {
  const { sandbox } = settings;
  if (sandbox === undefined || sandbox.kind === 'none') {
    if (sandbox?.reason !== '--sandbox none') process.stderr.write(`hookcheck: NOT SANDBOXED: ${sandbox?.reason ?? 'no sandbox'}; hooks run in plain scratch folders and can reach your files and the network. Install bubblewrap (apt-get install bubblewrap) to contain them.\n`);
    return settings;
  }
  const problem = await probeSandbox(sandbox.bwrapBin, process.env['PATH'] ?? '/usr/bin:/bin', runHook);
  if (problem === null) return settings;
  if (required) throw new ConfigError(`--sandbox bwrap: bubblewrap cannot build a sandbox here (${problem}).`, { hint: 'Allow unprivileged user namespaces (sysctl kernel.unprivileged_userns_clone=1), or run with --sandbox none.' });
  process.stderr.write(`hookcheck: NOT SANDBOXED: bubblewrap cannot build a sandbox here (${problem}); hooks run in plain scratch folders and can reach your files and the network.\n`);
  return buildRunSettings({ ...settings, sandbox: { kind: 'none', reason: `bubblewrap failed: ${problem}` } });
}

