/**
 * resources: the hook's tree ran into a bound of the sandbox's cgroup: the kernel refused it more
 * processes (a fork bomb), or killed one of them for memory (a memory hog). Said once per bound for
 * the hook, with the cases that met it. Only a cgroup counts what it enforced; where the bounds are
 * rlimits (or none), nothing is said, and the report's sandbox limits say which applied.
 */
import type { Finding } from '../findings/finding.js';
import type { LimitReached } from '../model/outcome.js';
import { makeFinding, type Check } from './check.js';

function describeLimit({ resource, limit }: LimitReached): string {
  return resource === 'processes' ? `${limit} processes` : `${limit / 1024 ** 3} GiB`;
}

const resourcesCheck: Check<'resources'> = {
  id: 'resources',
  title: "The hook stays within the sandbox's resource bounds",
  description: "No invocation makes the kernel enforce the sandbox cgroup's bounds: more processes refused (a fork bomb), a process killed for memory (errors at audit strictness).",
  run({ results, audit }) {
    const met = new Map<LimitReached['resource'], { limit: LimitReached; caseIds: string[]; label: string }>();
    for (const { testCase, outcome, repeat } of results) {
      for (const limit of [...(outcome.limitsReached ?? []), ...(repeat?.outcome.limitsReached ?? [])]) {
        const seen = met.get(limit.resource) ?? { limit, caseIds: [], label: testCase.label };
        if (!seen.caseIds.includes(testCase.id)) seen.caseIds.push(testCase.id);
        met.set(limit.resource, seen);
      }
    }
    const findings: Finding[] = [];
    for (const { limit, caseIds, label } of met.values()) {
      findings.push(
        makeFinding('resources', 'resource-limit-reached', audit ? 'error' : 'warning', { resource: limit.resource, limit: describeLimit(limit), label, cases: caseIds.length }, caseIds[0]),
      );
    }
    return findings;
  },
};

export default resourcesCheck;
