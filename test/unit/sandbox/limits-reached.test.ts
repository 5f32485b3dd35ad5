/**
 * The bounds an invocation's cgroup counted as enforced, read from the kernel's event files (in a
 * folder standing in for the cgroup tree: v2 and v1 names), and the one finding per bound made of them.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import resourcesCheck from '../../../src/checks/resources-check.js';
import type { CaseResult } from '../../../src/model/run/hook-report.js';
import { formatFinding } from '../../../src/findings/codes.js';
import type { LimitReached } from '../../../src/model/outcome.js';
import { makeInvocationCgroup } from '../../../src/sandbox/invocation-cgroup.js';
import { MEMORY_LIMIT_BYTES, PROCESS_LIMIT } from '../../../src/sandbox/resource-limits.js';
import { exited } from '../../helpers/factory.js';
import { tempDir } from '../../helpers/temp-dir.js';

function cgroupIn(version: 'v1' | 'v2') {
  const pids = tempDir('hookcheck-pids-');
  const memory = tempDir('hookcheck-memory-');
  const cgroup = makeInvocationCgroup({ pids: { dir: pids, limitFile: 'pids.max' }, memory: { dir: memory, limitFile: version === 'v2' ? 'memory.max' : 'memory.limit_in_bytes' }, pressure: null })!;
  const dirOf = (procsFile: string) => procsFile.replace(/\/cgroup\.procs$/, '');
  const [pidsDir, memoryDir] = cgroup.procsFiles.map(dirOf) as [string, string];
  return { cgroup, pidsDir, memoryDir };
}

describe('the bounds an invocation cgroup counted', () => {
  it('reads the time the tree waited for a CPU (cpu.pressure, some and full) and used one (cpu.stat), whether a process is still in it, and nothing once the cgroup is gone', () => {
    const pressure = tempDir('hookcheck-pressure-');
    const cgroup = makeInvocationCgroup({ pids: null, memory: null, pressure: { dir: pressure } })!;
    const dir = cgroup.procsFiles[0]!.replace(/\/cgroup\.procs$/, '');
    writeFileSync(join(dir, 'cpu.pressure'), 'some avg10=5.97 avg60=1.07 avg300=0.22 total=1829839\nfull avg10=5.97 avg60=1.07 avg300=0.22 total=1325876\n');
    writeFileSync(join(dir, 'cpu.stat'), 'usage_usec 1623041\nuser_usec 1615085\nsystem_usec 7956\n');
    writeFileSync(join(dir, 'cgroup.procs'), '4242\n');
    expect(cgroup.cpuAccount!()).toEqual({ someStallMs: 1829.839, fullStallMs: 1325.876, usedMs: 1623.041, running: true });
    writeFileSync(join(dir, 'cgroup.procs'), '');
    expect(cgroup.cpuAccount!().running).toBe(false);
    rmSync(dir, { recursive: true });
    expect(cgroup.cpuAccount!()).toEqual({ someStallMs: 0, fullStallMs: 0, usedMs: 0, running: false });
  });

  it('has no CPU account without a pressure place', () => {
    expect(cgroupIn('v2').cgroup.cpuAccount).toBeNull();
  });

  it('reads refused forks and memory kills, on v2', () => {
    const { cgroup, pidsDir, memoryDir } = cgroupIn('v2');
    writeFileSync(join(pidsDir, 'pids.events'), 'max 0\n');
    writeFileSync(join(memoryDir, 'memory.events'), 'low 0\nhigh 0\nmax 12\noom 0\noom_kill 0\noom_group_kill 0\n');
    // At its bound the cgroup reclaimed page cache (max 12) but killed nothing: no bound was enforced on the hook.
    expect(cgroup.limitsReached()).toEqual([]);
    writeFileSync(join(pidsDir, 'pids.events'), 'max 3\n');
    writeFileSync(join(memoryDir, 'memory.events'), 'low 0\nhigh 0\nmax 40\noom 1\noom_kill 1\noom_group_kill 0\n');
    expect(cgroup.limitsReached()).toEqual([
      { resource: 'processes', limit: PROCESS_LIMIT },
      { resource: 'memory', limit: MEMORY_LIMIT_BYTES },
    ]);
  });

  it('reuses an emptied cgroup for the next invocation, counting only what grew since it was taken', () => {
    const { cgroup, pidsDir, memoryDir } = cgroupIn('v2');
    writeFileSync(join(pidsDir, 'pids.events'), 'max 3\n');
    writeFileSync(join(memoryDir, 'memory.events'), 'oom_kill 1\n');
    expect(cgroup.limitsReached()).toHaveLength(2);
    for (const dir of [pidsDir, memoryDir]) writeFileSync(join(dir, 'cgroup.procs'), '');
    cgroup.remove();
    const places = { pids: { dir: dirname(pidsDir), limitFile: 'pids.max' }, memory: { dir: dirname(memoryDir), limitFile: 'memory.max' }, pressure: null };
    const next = makeInvocationCgroup(places)!;
    expect(next.procsFiles).toEqual(cgroup.procsFiles);
    // The first invocation's refusals and kills are not the second's.
    expect(next.limitsReached()).toEqual([]);
    writeFileSync(join(pidsDir, 'pids.events'), 'max 4\n');
    expect(next.limitsReached()).toEqual([{ resource: 'processes', limit: PROCESS_LIMIT }]);
    // One still holding a process is never handed out again.
    writeFileSync(join(pidsDir, 'cgroup.procs'), '4242\n');
    next.remove();
    expect(makeInvocationCgroup(places)!.procsFiles).not.toEqual(cgroup.procsFiles);
  });

  it('reads memory kills from memory.oom_control on v1', () => {
    const { cgroup, pidsDir, memoryDir } = cgroupIn('v1');
    writeFileSync(join(pidsDir, 'pids.events'), 'max 0\n');
    writeFileSync(join(memoryDir, 'memory.oom_control'), 'oom_kill_disable 0\nunder_oom 0\noom_kill 0\n');
    expect(cgroup.limitsReached()).toEqual([]);
    writeFileSync(join(memoryDir, 'memory.oom_control'), 'oom_kill_disable 0\nunder_oom 0\noom_kill 2\n');
    expect(cgroup.limitsReached()).toEqual([{ resource: 'memory', limit: MEMORY_LIMIT_BYTES }]);
  });
});

function result(id: string, limitsReached?: LimitReached[]): CaseResult {
  return {
    testCase: { id, kind: 'valid', event: 'PreToolUse', label: `case ${id}`, stdin: '{}' },
    outcome: { ...exited(0, '', ''), ...(limitsReached ? { limitsReached } : {}) },
    effect: { kind: 'no-effect', context: [], notes: [] },
  };
}

const context = (results: CaseResult[], audit = false) => ({
  target: { command: { form: 'exec' as const, file: '/h', args: [] }, events: ['PreToolUse' as const], timeoutMs: 1000, eventsFrom: 'test' },
  results,
  agentVersion: LATEST_VERSION,
  posture: 'open' as const,
  killGraceMs: 100,
  audit,
});

describe('resources check', () => {
  const processes = { resource: 'processes', limit: PROCESS_LIMIT } as const;
  const memory = { resource: 'memory', limit: MEMORY_LIMIT_BYTES } as const;

  it('says once per bound that the hook reached it, naming the bound and the first case', () => {
    const findings = resourcesCheck.run(context([result('a'), result('b', [processes]), result('c', [processes, memory])]));
    expect(findings).toMatchObject([
      { check: 'resources', code: 'resource-limit-reached', severity: 'warning', caseId: 'b', args: { resource: 'processes', limit: '256 processes', cases: 2 } },
      { check: 'resources', code: 'resource-limit-reached', severity: 'warning', caseId: 'c', args: { resource: 'memory', limit: '2 GiB', cases: 1 } },
    ]);
    expect(formatFinding(findings[0]!)).toContain('limit of 256 processes');
    expect(formatFinding(findings[1]!)).toContain('memory limit (2 GiB');
    expect(resourcesCheck.run(context([result('b', [processes])], true))).toMatchObject([{ severity: 'error' }]);
  });

  it('is quiet when no bound was reached', () => {
    expect(resourcesCheck.run(context([result('a'), result('b', [])]))).toEqual([]);
  });
});
