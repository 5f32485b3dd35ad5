/**
 * The check registry: one check per file, listed here by its stable id, exactly the ids of
 * findings/check-ids.ts (whose order is the report's).
 */
import type { CheckId } from '../findings/check-ids.js';
import type { Check } from './check.js';
import approvalCheck from './approval-check.js';
import determinismCheck from './determinism-check.js';
import concurrencyCheck from './concurrency-check.js';
import controlsCheck from './controls-check.js';
import probesCheck from './probes-check.js';
import envCheck from './env-check.js';
import exitCodeCheck from './exit-code-check.js';
import faultsCheck from './faults-check.js';
import idempotencyCheck from './idempotency-check.js';
import launchCheck from './launch-check.js';
import oracleCheck from './oracle-check.js';
import outputCheck from './output-check.js';
import ownErrorsCheck from './own-errors-check.js';
import portabilityCheck from './portability-check.js';
import toolKindsCheck from './tool-kinds-check.js';
import postureCheck from './posture-check.js';
import resourcesCheck from './resources-check.js';
import sideEffectsCheck from './side-effects-check.js';
import silentCheck from './silent-check.js';
import stdinCheck from './stdin-check.js';
import timeoutCheck from './timeout-check.js';

export const checks = {
  launch: launchCheck,
  controls: controlsCheck,
  probes: probesCheck,
  approval: approvalCheck,
  'exit-code': exitCodeCheck,
  output: outputCheck,
  timeout: timeoutCheck,
  stdin: stdinCheck,
  posture: postureCheck,
  silent: silentCheck,
  'own-errors': ownErrorsCheck,
  determinism: determinismCheck,
  idempotency: idempotencyCheck,
  concurrency: concurrencyCheck,
  faults: faultsCheck,
  env: envCheck,
  'side-effects': sideEffectsCheck,
  resources: resourcesCheck,
  oracle: oracleCheck,
  portability: portabilityCheck,
  'tool-kinds': toolKindsCheck,
} as const satisfies Record<CheckId, Check>;

export type { Check, CheckContext } from './check.js';
