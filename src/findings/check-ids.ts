/**
 * Every check's id, in the order of the report (`launch` first: the others mean nothing for a hook
 * that never started). The registry (checks/index.ts) must list exactly these, the compiler holds it
 * to that; the ids are kept apart so that a finding can name its check without the findings
 * reading the checks that raise them.
 */
export const CHECK_IDS = [
  'launch',
  'controls',
  'probes',
  'approval',
  'exit-code',
  'output',
  'timeout',
  'stdin',
  'posture',
  'silent',
  'own-errors',
  'determinism',
  'idempotency',
  'concurrency',
  'faults',
  'env',
  'side-effects',
  'resources',
  'oracle',
  'portability',
  'tool-kinds',
] as const;

export type CheckId = (typeof CHECK_IDS)[number];
