/**
 * What the fuzz phase reports of its failures: each shrunk way of failing with its stable id and
 * the regression entry that replays it, and a digest of the cases that ran.
 */
import { createHash } from 'node:crypto';
import { failureId, portableCommand, stdinBytes, toPortable } from '../../fuzz/portable.js';
import { encodeStdin } from '../../fuzz/regression.js';
import type { FuzzFailure } from '../../model/run/hook-report.js';
import type { FuzzPhaseInput, Plan, ShrunkGroup } from './6-fuzz.js';

/** A shrunk failure as the report shows it, with the regression entry that replays it. */
export function describeFailure(item: ShrunkGroup, input: FuzzPhaseInput): FuzzFailure {
  const { plan } = item.group.first;
  const { check, code } = item.group.finding;
  const command = portableCommand(input.target.command, input.projectDir);
  const stdin = toPortable(item.value.stdin, input.scratch);
  const id = failureId({ command, event: plan.event, kind: plan.kind, check, code, stdin });
  const mutation = plan.kind === 'garbage' ? { mutation: item.value.mutation } : {};
  return {
    id,
    event: plan.event,
    kind: plan.kind,
    ...mutation,
    check,
    code,
    caseId: item.result.testCase.id,
    originalBytes: stdinBytes(plan.drawn.value.stdin),
    minimalBytes: stdinBytes(item.value.stdin),
    shrinkSteps: item.steps,
    shrinkTries: item.tries,
    shrinkComplete: item.complete,
    occurrences: item.group.members.length,
    regression: {
      id,
      command,
      event: plan.event,
      kind: plan.kind,
      ...mutation,
      check,
      code,
      label: item.value.label,
      ...encodeStdin(stdin),
      originalBytes: stdinBytes(plan.drawn.value.stdin),
      shrinkSteps: item.steps,
      seed: input.fuzz.seed,
      timeoutMs: input.target.timeoutMs,
      posture: input.posture,
      ...(input.target.agent === undefined ? {} : { agent: input.target.agent }),
    },
  };
}

/** A short digest of the cases that ran, in plan order (drawn with placeholders for the scratch folders). */
export function digestCases(plans: readonly Plan[]): string {
  const hash = createHash('sha256');
  for (const plan of plans) hash.update(plan.drawn.value.stdin).update('\u0000');
  return hash.digest('hex').slice(0, 16);
}
