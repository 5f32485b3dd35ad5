/** What scenarios need of a declaration, as the reason they do not apply without it. */
import type { HeartbeatSpec } from '../declaration.js';

export function needsRunningState(spec: HeartbeatSpec): string | null {
  if (spec.state === null) return 'no `state` is declared';
  if (spec.init === null) return 'no `init` is declared to bring the state to running';
  return null;
}

export function needsLock(spec: HeartbeatSpec): string | null {
  return spec.lock === null ? 'no `lock` is declared' : null;
}

export function needsDependencyAndAction(spec: HeartbeatSpec): string | null {
  if (spec.dependency === null) return 'no `dependency` is declared';
  if (spec.action === null) return 'no `action` is declared: nothing shows its decision';
  return null;
}

export function needsCredential(spec: HeartbeatSpec): string | null {
  return spec.credential === null ? 'no `credential` is declared' : null;
}

/** Seconds, for messages. */
export const seconds = (ms: number): string => `${Math.round(ms / 100) / 10} s`;
