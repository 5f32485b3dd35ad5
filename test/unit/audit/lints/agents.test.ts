import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../../../../specs/claude-code/versions.js';
import { discoverHooks } from '../../../../src/audit/discover/discover-hooks.js';
import { createLintFiles } from '../../../../src/audit/discover/lint-files.js';
import { AGENT_LINTS } from '../../../../src/audit/lints/agents/index.js';
import { findLint, runLints } from '../../../../src/audit/lints/index.js';
import { hookTrustOf } from '../../../../src/audit/hook-trust-of.js';
import type { HookTrustReport, ListedHookTrust } from '../../../../src/live/agent-driver.js';

const FIXTURES = fileURLToPath(new URL('../../../../fixtures/audit/lints/', import.meta.url));
const files = createLintFiles({ path: '/usr/bin:/bin' });

function contextFor(id: string, kind: 'catch' | 'pass') {
  const { hooks } = discoverHooks({ target: `${FIXTURES}${id}/${kind}`, cwd: FIXTURES });
  return { hooks, agentVersion: LATEST_VERSION, files, measured: new Map() };
}

const IDS = [
  'agent-event-unknown',
  'agent-matcher-claude-tools',
  'copilot-version',
  'copilot-command-missing',
  'copilot-tool-args-parsed',
  'cline-hook-extension',
  'hook-untrusted',
  'agent-timeout-unit',
  'agent-hooks-not-run',
];
/** Read from the agent's own answer, not from the files alone: its own tests below. */
const ASKED = new Set(['hook-untrusted']);

describe("other agents' lints", () => {
  it('registers each once', () => {
    expect(AGENT_LINTS.map((lint) => lint.id)).toEqual(IDS);
  });

  describe.each(IDS.filter((id) => !ASKED.has(id)))('%s', (id) => {
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

  it("names the agent's own tools for a matcher copied from Claude Code; Codex's apply_patch misses MultiEdit", () => {
    const [gemini] = findLint('agent-matcher-claude-tools')!.check(contextFor('agent-matcher-claude-tools', 'catch'));
    expect(gemini!.message).toContain('there edits are write_file and replace');
    expect(gemini!.fix).toBe('Match Gemini CLI\'s own tools: "matcher": "write_file|replace".');
    const context = contextFor('agent-matcher-claude-tools', 'pass');
    const codex = context.hooks.filter((hook) => hook.agent === 'codex').map((hook) => ({ ...hook, matcher: 'MultiEdit' }));
    const [multi] = findLint('agent-matcher-claude-tools')!.check({ ...context, hooks: codex });
    expect(multi!.message).toContain('Codex never sends them: there edits are apply_patch');
    // Copilot's camelCase events send its own names, its PascalCase ones Claude Code's; Qwen takes Claude Code's whole.
    const catchContext = contextFor('agent-matcher-claude-tools', 'catch');
    const as = (agent: 'copilot' | 'qwen', event: string) => findLint('agent-matcher-claude-tools')!.check({ ...catchContext, hooks: catchContext.hooks.map((hook) => ({ ...hook, agent, event })) });
    const [camel] = as('copilot', 'preToolUse');
    expect(camel!.fix).toBe('Match Copilot CLI\'s own tools: "matcher": "create|edit".');
    expect(as('copilot', 'PreToolUse')).toEqual([]);
    expect(as('qwen', 'PreToolUse')).toEqual([]);
  });

  it("leaves other agents' hooks to these lints: no Claude Code lint fires on them", () => {
    const findings = runLints(contextFor('agent-event-unknown', 'catch'));
    expect(findings.map((finding) => finding.lint).sort()).toEqual(['agent-event-unknown', 'agent-hooks-not-run']);
  });
});

describe('hook-untrusted, from what the agent lists', () => {
  /** The fixture's one Codex hook as the agent would list it, with `status`. */
  function asked(kind: 'catch' | 'pass', hooks: (file: string) => ListedHookTrust[]) {
    const context = contextFor('hook-untrusted', kind);
    const file = context.hooks[0]!.location.file;
    const report: HookTrustReport = { kind: 'listed', configFile: '/home/u/.codex/config.toml', hooks: hooks(file) };
    return { ...context, trust: hookTrustOf(context.hooks, new Map([['codex', report]])) };
  }
  const lint = findLint('hook-untrusted')!;

  it('catches a hook changed since it was trusted, and one never trusted: Codex skips both without a word', () => {
    const [modified] = lint.check(asked('catch', (file) => [{ file, event: 'PreToolUse', group: 0, handler: 0, status: 'modified' }]));
    expect(modified).toMatchObject({ severity: 'warning', location: { line: 6 } });
    expect(modified!.message).toContain('changed since it was trusted');
    expect(modified!.fix).toContain('/hooks');
    const [untrusted] = lint.check(asked('catch', (file) => [{ file, event: 'PreToolUse', group: 0, handler: 0, status: 'untrusted' }]));
    expect(untrusted!.message).toContain('never been trusted');
  });

  it('notes a project the agent loads no hook of (not trusted) as info: the usual state of a repository audited before use', () => {
    const [note] = lint.check(asked('catch', () => []));
    expect(note).toMatchObject({ severity: 'info' });
    expect(note!.message).toContain('the project is not trusted');
  });

  it('says so where the agent lists other hooks of the file but not this one', () => {
    const [missing] = lint.check(asked('catch', (file) => [{ file, event: 'PostToolUse', group: 0, handler: 0, status: 'trusted' }]));
    expect(missing!.message).toContain('does not list this hook');
  });

  it('passes a hook the agent trusts, and says nothing where the agent was not asked', () => {
    expect(lint.check(asked('pass', (file) => [{ file, event: 'PreToolUse', group: 0, handler: 0, status: 'trusted' }]))).toEqual([]);
    expect(lint.check(contextFor('hook-untrusted', 'catch'))).toEqual([]);
  });
});
