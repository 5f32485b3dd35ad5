/** H8: the dependency refuses, hangs, is slow, fails or has no name: never idle; the tick ends within its budget. */
import type { DependencyMode } from '../tick-command.js';
import { fail, noEvidence, pass, type Scenario } from './scenario.js';
import { needsDependencyAndAction, seconds } from './needs.js';

const FAULTS: readonly { mode: DependencyMode; words: string }[] = [
  { mode: 'refused', words: 'refused the connection' },
  { mode: 'hangs', words: 'accepted and never answered' },
  { mode: 'slow', words: 'answered busy, slowly' },
  { mode: 'server-error', words: 'answered HTTP 500' },
  { mode: 'no-such-name', words: 'had a name that does not resolve' },
];

const h8: Scenario = {
  id: 'H8',
  rule: 'unreachable-is-busy',
  title: 'dependency refused / never answers / slow / 5xx / name not found; one tick each',
  start: 'running-when-stateful',
  notApplicable: needsDependencyAndAction,
  async run({ spec, world, t0, actionSeen }) {
    if (!actionSeen) return noEvidence('with the dependency idle and no lock, it never called its action: nothing here can show its decision');
    const problems: string[] = [];
    for (const [index, { mode, words }] of FAULTS.entries()) {
      const tick = await world.tick({ at: t0 + (index * spec.intervalMs) / 1000, mode });
      if (tick.actionCalls > 0) problems.push(`when the dependency ${words}, it called its action: unreachable was read as idle`);
      else if (tick.ended === 'timed-out') problems.push(`when the dependency ${words}, it was still waiting at its timeout (${seconds(spec.tickTimeoutMs)}): give the call a budget of its own`);
    }
    return problems.length === 0 ? pass : fail(problems.join('; '));
  },
};

export default h8;
