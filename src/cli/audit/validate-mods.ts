/**
 * Before an audit: each plugin that loads a mod is read by Claude Code's own validator, where Claude
 * Code and bubblewrap are installed here; otherwise stderr says the mods were not validated, and the
 * audit goes on.
 */
import { tmpdir } from 'node:os';
import type { Discovery } from '../../audit/types.js';
import { validatePlugin, type PluginCheck } from '../../live/validate-plugin.js';
import { findExecutable } from '../../runner/find-executable.js';
import { runHook } from '../../runner/run-hook.js';
import { CLAUDE_CODE_INSTALL, findInstalled } from '../../store/find-agent-binary.js';

export async function validateMods(discovery: Discovery, notice: (line: string) => void): Promise<ReadonlyMap<string, PluginCheck>> {
  const checks = new Map<string, PluginCheck>();
  if (discovery.mods.length === 0) return checks;
  const path = process.env['PATH'] ?? '/usr/bin:/bin';
  const claudeBin = findInstalled(CLAUDE_CODE_INSTALL.binName, process.cwd(), path);
  const bwrapBin = findExecutable('bwrap', path);
  if (claudeBin === undefined || bwrapBin === null) {
    notice(
      `mods not validated by Claude Code: ${claudeBin === undefined ? `Claude Code (${CLAUDE_CODE_INSTALL.packageName}) is not installed` : 'bubblewrap (bwrap), which contains it, is not installed'}.`,
    );
    return checks;
  }
  for (const mod of discovery.mods) {
    const check = await validatePlugin({ claudeBin, bwrapBin, path, pluginRoot: mod.pluginRoot, tmpDir: tmpdir() }, runHook);
    if (check.kind === 'unchecked') notice(`the mod ${mod.pluginName} was not validated by Claude Code: ${check.why}.`);
    checks.set(mod.pluginRoot, check);
  }
  return checks;
}
