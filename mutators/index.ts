/**
 * The mutator registry: one mutator per file, listed here by stable id. The order is the order in
 * which mutations at the same place are listed; conditions come first, as they are what a guard decides on.
 */
import booleanReturnForced from './boolean-return-forced.js';
import comparisonBoundary from './comparison-boundary.js';
import conditionForcedFalse from './condition-forced-false.js';
import conditionForcedTrue from './condition-forced-true.js';
import conditionNegated from './condition-negated.js';
import decisionLiteralFlipped from './decision-literal-flipped.js';
import earlyExitRemoved from './early-exit-removed.js';
import exitCodeFlipped from './exit-code-flipped.js';
import failOpenRemoved from './fail-open-removed.js';
import logicalOperatorSwapped from './logical-operator-swapped.js';

export const mutators = {
  ConditionForcedTrue: conditionForcedTrue,
  ConditionForcedFalse: conditionForcedFalse,
  ConditionNegated: conditionNegated,
  LogicalOperatorSwapped: logicalOperatorSwapped,
  ComparisonBoundary: comparisonBoundary,
  ExitCodeFlipped: exitCodeFlipped,
  DecisionLiteralFlipped: decisionLiteralFlipped,
  BooleanReturnForced: booleanReturnForced,
  FailOpenRemoved: failOpenRemoved,
  EarlyExitRemoved: earlyExitRemoved,
} as const;

type MutatorId = keyof typeof mutators;

/** Every mutator id, in registry order. */
export const MUTATOR_IDS = Object.keys(mutators) as MutatorId[];

/** Every mutator, in registry order. */
export const allMutators = MUTATOR_IDS.map((mutatorId) => mutators[mutatorId]);

export type { SyntaxMutator } from './support/mutator.js';
