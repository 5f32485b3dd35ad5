import { describe, expect, it } from 'vitest';
import type { Probe } from '../../../src/model/run/probe-report.js';
import { orderProbes } from '../../../src/mutate/probe-order.js';

const probe = (name: string, command: string, role: Probe['role'] = 'control'): Probe =>
  ({ name, role, payload: { tool_name: 'Bash', tool_input: { command } }, args: [], origin: 'config' }) as unknown as Probe;

const PROBES = [probe('ls goes through', 'ls -la', 'benign'), probe('rm -rf is denied', 'rm -rf build/'), probe('a force-push is denied', 'git push --force origin main')];
const SOURCE = [
  "const reason = command.includes('rm -rf') ? 'rm -rf deletes' : null;",
  "const push = command.includes('push --force') ? 'a force-push rewrites history' : null;",
  'if (reason || push) deny(reason ?? push);',
  'process.exit(0);',
].join('\n');
const at = (original: string) => ({ start: SOURCE.indexOf(original), end: SOURCE.indexOf(original) + original.length, original });
const names = (probes: readonly Probe[]) => probes.map((item) => item.name);

describe(orderProbes.name, () => {
  it('runs first the probe whose payload shares words with the changed code', () => {
    expect(names(orderProbes(PROBES, SOURCE, at("command.includes('rm -rf')")))[0]).toBe('rm -rf is denied');
    expect(names(orderProbes(PROBES, SOURCE, at("command.includes('push --force')")))[0]).toBe('a force-push is denied');
  });

  it('keeps the configuration order where nothing is shared, and never drops or repeats a probe', () => {
    expect(names(orderProbes(PROBES, SOURCE, at('exit(0)')))).toEqual(names(PROBES));
    expect(names(orderProbes(PROBES, SOURCE, at('reason || push')))[0]).toBe('a force-push is denied');
    for (const original of ["command.includes('rm -rf')", 'deny(reason ?? push)']) expect([...names(orderProbes(PROBES, SOURCE, at(original)))].sort()).toEqual([...names(PROBES)].sort());
  });
});
