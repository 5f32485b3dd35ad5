/** The lock and state of each declared heartbeat, for the lints of hooks that read them. */
import { resolve } from 'node:path';
import type { HeartbeatSpec } from '../heartbeat/declaration.js';
import type { HeartbeatFiles } from './lints/lint.js';

/** `specs` in the config's order: `heartbeats[N]` is where each is declared. */
export function heartbeatFilesOf(specs: readonly HeartbeatSpec[]): HeartbeatFiles[] {
  return specs.map((spec, index) => ({
    name: spec.name,
    where: `heartbeats[${index}]`,
    lock: spec.lock === null ? null : resolve(spec.projectDir, spec.lock.path),
    state: spec.state === null ? null : resolve(spec.projectDir, spec.state),
    staleMs: spec.staleMs,
  }));
}
