/**
 * The heartbeats a config declares, for `hookcheck audit` to run after the hooks and gate with
 * them: resolved as `hookcheck heartbeat` resolves them, in a sandbox planned for their commands.
 * A machine that cannot run them (no bubblewrap, faketime or perl) leaves them "not run here",
 * said in the report, never a pass.
 */
import { relative } from 'node:path';
import type { AuditHeartbeats } from '../../audit/run-audit.js';
import type { LoadedConfig } from '../../config/load-config.js';
import { HookcheckError } from '../../errors.js';
import { resolveHeartbeats } from '../../heartbeat/declaration.js';
import { findHeartbeatTools } from '../../heartbeat/tools.js';
import { planSandbox } from '../sandbox-options.js';

/** `onStart`: the hooks' progress is done (its lines would count hooks while heartbeats run). */
export function auditHeartbeats(loaded: LoadedConfig | null, onStart: () => void): AuditHeartbeats | undefined {
  const declared = loaded?.config.heartbeats ?? [];
  if (loaded === null || declared.length === 0) return undefined;
  const specs = resolveHeartbeats(declared, loaded.dir);
  const sandbox = planSandbox(
    'bwrap',
    process.env,
    loaded.dir,
    specs.map((spec) => ({ form: 'shell' as const, script: spec.run })),
  );
  const shown = relative(process.cwd(), loaded.path) || loaded.path;
  process.stderr.write(`hookcheck: ${specs.length} heartbeat(s) declared in ${shown}: their scenarios run after the hooks\n`);
  const start = () => {
    onStart();
    process.stderr.write(`hookcheck: running ${specs.length} heartbeat(s), each scenario in the sandbox\n`);
  };
  return {
    configFile: loaded.path,
    specs,
    tools: toolsOrWhyNot(sandbox),
    onStart: start,
    onHeartbeatDone: (report) => process.stderr.write(`hookcheck: heartbeat ${report.name}: ${report.verdict}\n`),
  };
}

function toolsOrWhyNot(sandbox: ReturnType<typeof planSandbox>): AuditHeartbeats['tools'] {
  try {
    return findHeartbeatTools(sandbox, process.env);
  } catch (error) {
    if (!(error instanceof HookcheckError)) throw error;
    return { unavailable: `${error.message}${error.hint === undefined ? '' : ` ${error.hint}`}` };
  }
}
