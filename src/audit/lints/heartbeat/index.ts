/**
 * Lints of the hooks that read what a declared heartbeat keeps (its lock, its state): the
 * heartbeat rules seen from a Stop or SessionStart hook. They need the config's `heartbeats:`.
 */
import type { Lint } from '../lint.js';
import heartbeatLockAsFlag from './heartbeat-lock-as-flag.js';
import heartbeatStateWrittenInPlace from './heartbeat-state-written-in-place.js';

export const HEARTBEAT_LINTS: readonly Lint[] = [heartbeatLockAsFlag, heartbeatStateWrittenInPlace];
