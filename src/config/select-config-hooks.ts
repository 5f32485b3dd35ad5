/**
 * The config entries a command line asks for: those that run the script (or command) named, by
 * the one matching rule of hook-identity.ts, or those named with `--hook`.
 */
import { basename } from 'node:path';
import { editDistance } from '../util/edit-distance.js';
import type { HookTarget } from '../model/run/hook-report.js';
import { UsageError } from '../errors.js';
import type { HookCommand } from '../runner/hook-command.js';
import { identifyCommand, sameHook, type IsFile } from './hook-identity.js';

/** The config's targets that run the same hook as `command`; `configDir` is where the config's paths start. */
export function configTargetsFor(command: HookCommand, commandRoot: string, targets: readonly HookTarget[], configDir: string, isFile: IsFile): HookTarget[] {
  const wanted = identifyCommand(command, commandRoot, isFile);
  return targets.filter((target) => sameHook(wanted, identifyCommand(target.command, target.projectDir ?? configDir, isFile)));
}

/** A config entry's name: the one it is given, else its script's name without the extension. */
export function hookName(target: HookTarget, configDir: string, isFile: IsFile): string {
  if (target.name !== undefined) return target.name;
  const script = identifyCommand(target.command, target.projectDir ?? configDir, isFile).script;
  return script === null ? '' : basename(script).replace(/(?<=.)\.[^.]+$/, '');
}

/** The targets of the entries named by `--hook`; an unknown name is a usage error listing the names there are. */
export function selectByName(names: readonly string[], targets: readonly HookTarget[], configDir: string, isFile: IsFile): HookTarget[] {
  const named = targets.map((target) => ({ target, name: hookName(target, configDir, isFile) }));
  const known = [...new Set(named.map(({ name }) => name).filter((name) => name !== ''))];
  for (const name of names) {
    if (known.includes(name)) continue;
    const near = known.filter((other) => editDistance(other.toLowerCase(), name.toLowerCase()) <= Math.max(2, Math.floor(name.length / 3)));
    const list = known.length === 0 ? 'the config names no hook (give each a name:)' : `the config's hooks are ${known.join(', ')}`;
    throw new UsageError(`--hook ${name}: no hook of that name in the config.`, { hint: `${near.length > 0 ? `Did you mean ${near.join(' or ')}? ` : ''}${list[0]!.toUpperCase()}${list.slice(1)}.` });
  }
  return named.filter(({ name }) => names.includes(name)).map(({ target }) => target);
}
