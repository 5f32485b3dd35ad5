import { describe, expect, it } from 'vitest';
import { examineMachine } from '../../../src/doctor/examine.js';
import { renderDoctor } from '../../../src/reporters/doctor/pretty.js';
import type { AgentId } from '../../../src/agents/agent-ids.js';

const CGROUPS = { pids: { dir: '/cg/pids', limitFile: 'pids.max' }, memory: { dir: '/cg/memory', limitFile: 'memory.max' }, pressure: { dir: '/cg/unified' } };
const TOOLS = ['bwrap', 'setpriv', 'perl', 'prlimit', 'strace', 'faketime', 'git'];

function deps(overrides: { missing?: readonly string[]; sandboxProblem?: string | null; installed?: Partial<Record<AgentId, string>>; versions?: Partial<Record<AgentId, string | Error>> } = {}) {
  const missing = new Set(overrides.missing ?? []);
  return {
    hookcheck: '0.0.0',
    node: 'v20.0.0',
    isRoot: true,
    cgroups: CGROUPS,
    find: (name: string) => (TOOLS.includes(name) && !missing.has(name) ? `/usr/bin/${name}` : null),
    probeSandbox: async () => overrides.sandboxProblem ?? null,
    agent: async (id: AgentId) => ({
      name: `Agent ${id}`,
      latestVersion: '1.0.0',
      basis: (version: string) => (version === '1.0.0' ? { kind: 'recorded' as const, rows: 7 } : version === '1.0.2' ? { kind: 'nearest' as const, version: '1.0.0', rows: 7 } : null),
      binName: id,
      packageName: `pkg-${id}`,
    }),
    findInstalled: (binName: string) => overrides.installed?.[binName as AgentId],
    readVersion: async (id: AgentId) => {
      const version = overrides.versions?.[id] ?? '1.0.0';
      if (version instanceof Error) throw version;
      return version;
    },
  };
}

describe('doctor: what this machine gives a run', () => {
  it('is ready where every tool a default run needs is there and the sandbox holds', async () => {
    const report = await examineMachine(deps());
    expect([report.ready, report.tools.filter((tool) => tool.status !== 'ok').map((tool) => tool.id)]).toEqual([true, []]);
    expect(renderDoctor(report)).toContain('ready: a default run and audit have everything they need here');
  });

  it('is not ready without strace or perl, and says what a run loses and how to get them', async () => {
    const report = await examineMachine(deps({ missing: ['strace', 'perl'] }));
    const text = renderDoctor(report);
    expect(report.ready).toBe(false);
    expect(report.tools.filter((tool) => tool.status === 'missing').map((tool) => [tool.id, tool.fix])).toEqual([
      ['init', 'apt-get install perl-base (Debian/Ubuntu)'],
      ['tracer', 'apt-get install strace (Debian/Ubuntu)'],
    ]);
    expect(text).toContain('without it: no side-effects evidence');
    expect(text).toContain('NOT READY: a default run lacks init, tracer');
  });

  it('is not ready where bubblewrap is installed but cannot contain a hook, naming why', async () => {
    const report = await examineMachine(deps({ sandboxProblem: 'a hook keeps capabilities' }));
    expect([report.ready, report.tools[0]]).toEqual([
      false,
      expect.objectContaining({ id: 'sandbox', status: 'missing', detail: '/usr/bin/bwrap cannot contain a hook here: a hook keeps capabilities' }),
    ]);
  });

  it('stays ready without faketime and git, which only heartbeats and the project listing use', async () => {
    const report = await examineMachine(deps({ missing: ['faketime', 'git'] }));
    expect([report.ready, report.tools.filter((tool) => tool.status !== 'ok').map((tool) => `${tool.id}:${tool.status}`)]).toEqual([true, ['clock:missing', 'git:limited']]);
  });

  it('tells each agent apart: not installed, a version a truth table covers, one it does not, one that would not say', async () => {
    const report = await examineMachine(deps({ installed: { 'claude-code': '/a/claude', gemini: '/a/gemini', codex: '/a/codex' }, versions: { gemini: '1.1.0', codex: new Error('exit 1: broken') } }));
    const text = renderDoctor(report);
    expect(report.agents.map(({ id, version, basis }) => [id, version, basis?.kind ?? null])).toEqual([
      ['claude-code', '1.0.0', 'recorded'],
      ['gemini', '1.1.0', null],
      ['codex', null, null],
      ['copilot', null, null],
      ['qwen', null, null],
      ['cline', null, null],
    ]);
    expect(text).toContain('✓ Agent claude-code 1.0.0 /a/claude: its recorded truth table covers it (7 measured answers)');
    expect(text).toContain('! Agent gemini  1.1.0 /a/gemini: not measured; the oracle judges Agent gemini 1.0.0 (npm run truth -- gemini, in a hookcheck checkout, measures this one)');
    expect(text).toContain('✗ Agent codex   /a/codex: its version could not be read (exit 1: broken)');
    expect(text).toContain('- Agent copilot not installed (needed only for --live and its truth table): npm install -D pkg-copilot');
  });

  it('says which measured table judges a newer version that was not measured itself', async () => {
    const report = await examineMachine(deps({ installed: { 'claude-code': '/a/claude' }, versions: { 'claude-code': '1.0.2' } }));
    expect(report.agents[0]!.basis).toEqual({ kind: 'nearest', version: '1.0.0', rows: 7 });
    expect(renderDoctor(report)).toContain(
      '! Agent claude-code 1.0.2 /a/claude: not measured; judged by the recorded truth table of 1.0.0, the nearest measured version, with no known change between them',
    );
  });
});
