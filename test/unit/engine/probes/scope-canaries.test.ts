import { describe, expect, it } from 'vitest';
import { scopeCanaries } from '../../../../src/engine/probes/scope-canaries.js';
import type { ProbeResult } from '../../../../src/model/run/probe-report.js';

const DELETE = 'deleting / or HOME';
const PUSH = 'force-pushing a main branch';

function probe(name: string, role: 'control' | 'benign', family: string | undefined, passed: boolean, scoped = true): ProbeResult {
  return {
    name,
    role,
    origin: 'canary:bash-destructive',
    event: 'PreToolUse',
    caseId: `probe/${name}`,
    passed,
    blocked: role === 'control' ? passed : !passed,
    failures: passed ? [] : ['missed'],
    ...(family === undefined ? {} : { family }),
    ...(scoped ? { scoped: true } : {}),
  };
}

describe(scopeCanaries.name, () => {
  it('counts every control of a kind the guard stops once: rm -rf ~ getting past a guard of rm -rf / is counted, and missed', () => {
    const scoped = scopeCanaries([
      probe('rm -rf /', 'control', DELETE, true),
      probe('rm -rf ~', 'control', DELETE, false),
      probe('push --force', 'control', PUSH, false),
      probe('ls -la', 'benign', undefined, true),
    ]);
    expect(scoped.counted.map(({ name }) => name)).toEqual(['rm -rf /', 'rm -rf ~', 'ls -la']);
    expect(scoped.notApplicable).toEqual([{ name: 'push --force', reason: `the guard holds back no control of this kind (${PUSH}): not what it guards` }]);
    expect(scoped.outOfScope.map(({ name }) => name)).toEqual(['push --force']);
  });

  it('sets aside every default canary of a guard that stops none of them, look-alikes included', () => {
    const scoped = scopeCanaries([probe('rm -rf /', 'control', DELETE, false), probe('ls -la', 'benign', undefined, true)]);
    expect(scoped.counted).toEqual([]);
    expect(scoped.notApplicable.map(({ name }) => name)).toEqual(['rm -rf /', 'ls -la']);
  });

  it('counts canaries asked for by name (not scoped) whatever the guard stops', () => {
    const scoped = scopeCanaries([probe('mkfs', 'control', 'overwriting a disk', false, false)]);
    expect(scoped.counted.map(({ name }) => name)).toEqual(['mkfs']);
    expect(scoped.notApplicable).toEqual([]);
  });
});
