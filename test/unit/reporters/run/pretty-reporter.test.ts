import { describe, expect, it } from 'vitest';
import { prettyReporter, renderClosing, renderHeader, renderHookBlock } from '../../../../src/reporters/run/pretty-reporter.js';
import type { ReportCase, ReportDocument, ReportHook } from '../../../../src/reporters/run/report-schema.js';

const stdin = JSON.stringify({
  session_id: 's',
  transcript_path: '/tmp/hookcheck--1-a3m9U169fhMl/home/.claude/projects/scratch-project/session.jsonl',
  cwd: '/tmp/hookcheck--1-a3m9U169fhMl/project',
  hook_event_name: 'PreToolUse',
  tool_name: 'Bash',
  tool_input: { command: 'mkfs /dev/sda' },
});
const shownCase: ReportCase = {
  id: 'probe/2',
  kind: 'probe',
  label: 'control "mkfs"',
  event: 'PreToolUse',
  stdin,
  outcome: { kind: 'exited', exitCode: 0, durationMs: 5, stdout: '', stderr: '', stdoutBytes: 0, stderrBytes: 0, leftoverProcesses: [] },
  effect: { kind: 'no-effect', context: [] },
  reproduce: `printf '%s' '...' | guard.sh; echo "exit=$?"`,
};
const result = (name: string, caseId: string, passed: boolean) => ({
  name,
  role: 'control' as const,
  origin: 'config',
  event: 'PreToolUse',
  caseId,
  passed,
  blocked: passed,
  failures: passed ? [] : ['effect was none, expected deny'],
});
const hook: ReportHook = {
  command: 'guard.sh',
  agent: 'claude-code',
  agentVersion: '2.1.332',
  events: ['PreToolUse'],
  eventsFrom: 'command line',
  posture: 'open',
  timeoutMs: 10000,
  verdict: 'fail',
  stats: { cases: 3, durationsMs: { p50: 5, p95: 5, max: 5 } },
  probes: {
    guard: true,
    evidence: 'some-controls-missed',
    controls: 3,
    fired: 1,
    benign: 0,
    blocked: 0,
    recall: 1 / 3,
    falsePositiveRate: null,
    results: [result('rm -rf /', 'probe/1', true), result('mkfs', 'probe/2', false), result('dd', 'probe/3', false)],
    notApplicable: [],
  },
  findings: [
    {
      check: 'controls',
      code: 'control-missed',
      severity: 'error',
      occurrences: 1,
      message: '2 control probes (PreToolUse) did not fire, each the same way ("mkfs", "dd"): effect was none, expected deny.',
      case: shownCase,
      covers: [
        { check: 'controls', code: 'control-missed', name: 'mkfs', caseId: 'probe/2', message: 'The control probe "mkfs" did not fire' },
        { check: 'controls', code: 'control-missed', name: 'dd', caseId: 'probe/3', message: 'The control probe "dd" did not fire' },
      ],
    },
  ],
};
const document: ReportDocument = { schemaVersion: 1, tool: { name: 'hookcheck', version: '0.1.0' }, hooks: [hook], summary: { hooks: 1, cases: 3, errors: 1, warnings: 0, noEvidence: 0 } };

describe('the pretty run report', () => {
  it('is its header, each hook block and its closing, each renderable on its own', () => {
    const options = { color: false };
    expect(prettyReporter.render(document, options)).toBe(`${renderHeader(document, options)}${renderHookBlock(hook, options)}${renderClosing(document, options)}`);
    expect(renderHookBlock(hook, options)).toMatch(/^✗ fail {2}guard\.sh\n[\s\S]*\n\n$/);
    expect(renderClosing(document, options)).toMatch(/1 hook\(s\), 3 cases: 1 error\(s\)/);
  });

  it('shows the payload fields that matter and the probes that failed; --verbose the whole payload, every probe and what a finding covers', () => {
    const short = renderHookBlock(hook, { color: false });
    expect(short).toContain('payload   Bash {"command":"mkfs /dev/sda"}');
    expect(short).not.toContain('session_id');
    expect(short).toContain('✗ control mkfs — effect was none, expected deny');
    expect(short).toContain('✓ 1 probe(s) held as expected (--verbose names them)');
    expect(short).not.toContain('covers');
    const verbose = renderHookBlock(hook, { color: false, verbose: true });
    expect(verbose).toContain(`stdin     ${stdin}`);
    expect(verbose).toContain('✓ control rm -rf /');
    expect(verbose).toContain('covers    controls/control-missed [probe/3]: The control probe "dd" did not fire');
    expect(verbose.split('\n').length).toBeGreaterThan(short.split('\n').length);
  });
});
