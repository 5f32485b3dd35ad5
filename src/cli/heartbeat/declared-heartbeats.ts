/**
 * The heartbeats a command works on: those the config declares under `heartbeats:`, or the ones
 * named, resolved for the engine, with the tools every tick needs (the sandbox, libfaketime, perl).
 */
import { loadConfig } from '../../config/load-config.js';
import { ConfigError, UsageError } from '../../errors.js';
import { resolveHeartbeats, type HeartbeatSpec } from '../../heartbeat/declaration.js';
import { findHeartbeatTools, type HeartbeatTools } from '../../heartbeat/tools.js';
import { planSandbox } from '../sandbox-options.js';

export interface DeclaredHeartbeats {
  readonly specs: readonly HeartbeatSpec[];
  readonly tools: HeartbeatTools;
  /** The config's folder. */
  readonly dir: string;
}

/** `names`: the heartbeats asked for (none: all of them). */
export function declaredHeartbeats(config: string | undefined, names: readonly string[], cwd: string): DeclaredHeartbeats {
  const loaded = loadConfig(config, cwd);
  if (loaded === null)
    throw new UsageError('No hookcheck config here or above, so no heartbeats are declared.', {
      hint: 'Declare them in hookcheck.config.yaml under `heartbeats:` (see `hookcheck heartbeat --help` and the README), or name one with --config.',
    });
  const declared = loaded.config.heartbeats;
  if (declared.length === 0)
    throw new ConfigError(`${loaded.path} declares no heartbeats.`, { hint: 'Add a `heartbeats:` list: name, run, interval, and the lock, state, credential, dependency and action it has.' });
  const unknown = names.filter((name) => !declared.some((heartbeat) => heartbeat.name === name));
  if (unknown.length > 0) throw new UsageError(`No heartbeat named ${unknown.join(', ')} in ${loaded.path}.`, { hint: `Declared: ${declared.map((heartbeat) => heartbeat.name).join(', ')}.` });
  const specs = resolveHeartbeats(declared, loaded.dir).filter((spec) => names.length === 0 || names.includes(spec.name));
  const sandbox = planSandbox(
    'bwrap',
    process.env,
    loaded.dir,
    specs.map((spec) => ({ form: 'shell' as const, script: spec.run })),
  );
  return { specs, tools: findHeartbeatTools(sandbox, process.env), dir: loaded.dir };
}
