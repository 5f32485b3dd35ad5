import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../../../../specs/claude-code/versions.js';
import { discoverHooks } from '../../../../src/audit/discover/discover-hooks.js';
import { createLintFiles } from '../../../../src/audit/discover/lint-files.js';
import { AGENT_LINTS } from '../../../../src/audit/lints/agents/index.js';
import { findLint, runLints } from '../../../../src/audit/lints/index.js';

const FIXTURES = fileURLToPath(new URL('../../../../fixtures/audit/lints/', import.meta.url));
const files = createLintFiles({ path: '/usr/bin:/bin' });

function contextFor(id: string, kind: 'catch' | 'pass') {
  const { hooks } = discoverHooks({ target: `${FIXTURES}${id}/${kind}`, cwd: FIXTURES });
  return { hooks, agentVersion: LATEST_VERSION, files, measured: new Map() };
}

const IDS = ['agent-event-unknown', 'copilot-version', 'copilot-command-missing', 'copilot-tool-args-parsed', 'cline-hook-extension', 'agent-timeout-unit', 'agent-hooks-not-run'];

describe("other agents' lints", () => {
  it('registers each once', () => {
    expect(AGENT_LINTS.map((lint) => lint.id)).toEqual(IDS);
  });

  describe.each(IDS)('%s', (id) => {
    it('catches its fixture once, with a line to point at', () => {
      const findings = findLint(id)!.check(contextFor(id, 'catch'));
      expect(findings).toHaveLength(1);
      expect(findings[0]!.location.line).toBeGreaterThan(0);
    });
    it('passes its clean fixture', () => {
      expect(findLint(id)!.check(contextFor(id, 'pass'))).toEqual([]);
    });
  });

  it("names the agent's event for Claude Code's name, and the fix for a timeout in seconds", () => {
    const [event] = findLint('agent-event-unknown')!.check(contextFor('agent-event-unknown', 'catch'));
    expect(event!.message).toContain('Did you mean "BeforeTool"');
    expect(event!.location.jsonPath).toBe('hooks.PreToolUse');
    const [timeout] = findLint('agent-timeout-unit')!.check(contextFor('agent-timeout-unit', 'catch'));
    expect(timeout!.message).toContain('30 ms');
    expect(timeout!.fix).toContain('"timeout": 30000');
  });

  it("leaves other agents' hooks to these lints: no Claude Code lint fires on them", () => {
    const findings = runLints(contextFor('agent-event-unknown', 'catch'));
    expect(findings.map((finding) => finding.lint).sort()).toEqual(['agent-event-unknown', 'agent-hooks-not-run']);
  });
});
