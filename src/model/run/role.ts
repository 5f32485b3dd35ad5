/**
 * What a hook is for, and how that was judged (engine/role/role.ts infers it): a hook that decides
 * (govern), one that adds context (inject), one that only records (observe).
 */
import type { EffectKind } from '../../oracle/effect.js';

export const HOOK_ROLES = ['observe', 'inject', 'govern'] as const;
export type HookRole = (typeof HOOK_ROLES)[number];

/** The case on which the hook decided: the evidence that it can fire. */
interface RoleEvidence {
  readonly caseId: string;
  readonly label: string;
  readonly effect: EffectKind;
}

export interface RoleJudgement {
  readonly role: HookRole;
  /** `declared`: the config's `role:`; `run`: what the hook did; `controls`: its control probes; `code`: its script text. */
  readonly from: 'declared' | 'run' | 'controls' | 'code';
  /** Why, in words the report prints. */
  readonly why: string;
  /** Null when the hook decided on no case, controls included. */
  readonly evidence: RoleEvidence | null;
}
