import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../../../../specs/claude-code/versions.js';
import { discoverHooks } from '../../../../src/audit/discover/discover-hooks.js';
import { createLintFiles } from '../../../../src/audit/discover/lint-files.js';
import { findLint, LINTS, runLints } from '../../../../src/audit/lints/index.js';
import type { LintContext, Measured } from '../../../../src/audit/lints/lint.js';
import { WIRING_LINTS } from '../../../../src/audit/lints/wiring/index.js';
import { editDistance } from '../../../../src/util/edit-distance.js';
import { suggestEvent } from '../../../../src/audit/lints/wiring/support/event-names.js';
import { anchoredForm, isArgumentStyle, overMatchExample } from '../../../../src/audit/lints/wiring/support/matcher-shape.js';
import { parsePath } from '../../../../src/audit/lints/wiring/support/source-line.js';
import type { WiredHook } from '../../../../src/audit/types.js';

const FIXTURES = fileURLToPath(new URL('../../../../fixtures/audit/lints/', import.meta.url));
const files = createLintFiles({ path: '/usr/bin:/bin' });
const WIRING_IDS = WIRING_LINTS.map((lint) => lint.id);
const SLOW: Measured = { p95Ms: 1200, blocked: false };
const FAST: Measured = { p95Ms: 40, blocked: false };

/** The lint context for a fixture folder; `measure` gives every handler in it that measurement. */
function contextFor(id: string, kind: 'catch' | 'pass', options: { measure?: Measured; agentVersion?: string } = {}): LintContext {
  const { hooks } = discoverHooks({ target: `${FIXTURES}${id}/${kind}`, cwd: FIXTURES });
  const measured = new Map(options.measure === undefined ? [] : hooks.map((hook) => [hook.id, options.measure!] as const));
  return { hooks, agentVersion: options.agentVersion ?? LATEST_VERSION, files, measured };
}

/** `catch-all-slow` needs a measurement to judge; the others read the wiring only. */
const measureFor = (id: string) => (id === 'catch-all-slow' ? { measure: SLOW } : {});

function lint(id: string) {
  const found = findLint(id);
  if (found === undefined) throw new Error(`lint ${id} is not registered`);
  return found;
}

const EXPECTED_IDS = [
  'event-unknown',
  'event-wrong-case',
  'matcher-ignored',
  'matcher-invalid-regex',
  'matcher-argument-style',
  'matcher-mcp-server-only',
  'matcher-names-event',
  'matcher-unanchored',
  'if-never-fires',
  'if-on-group-ignored',
  'on-failure-ignored',
  'catch-all-slow',
  'timeout-missing',
  'timeout-odd',
];

describe('wiring lints', () => {
  it('registers every wiring lint once, under its stable id', () => {
    expect([...WIRING_IDS].sort()).toEqual([...EXPECTED_IDS].sort());
    expect(new Set(LINTS.map((each) => each.id)).size).toBe(LINTS.length);
  });

  describe.each(EXPECTED_IDS)('%s', (id) => {
    it('catches its fixture once, with a line to point at', () => {
      const findings = lint(id).check(contextFor(id, 'catch', measureFor(id)));
      expect(findings).toHaveLength(1);
      const [finding] = findings;
      expect(finding).toMatchObject({ lint: id, severity: lint(id).severity });
      expect(finding!.location.line).toBeGreaterThan(0);
      expect(finding!.location.file).toContain(`${id}/catch/.claude/settings.json`);
      expect(finding!.message.length).toBeGreaterThan(20);
      expect(finding!.fix.length).toBeGreaterThan(10);
    });

    it('passes the near miss', () => {
      expect(lint(id).check(contextFor(id, 'pass', measureFor(id)))).toEqual([]);
    });

    it('leaves the near miss quiet under every registered lint', () => {
      const findings = runLints(contextFor(id, 'pass', measureFor(id)));
      expect(findings.filter((finding) => WIRING_IDS.includes(finding.lint))).toEqual([]);
    });
  });

  it('points event-key findings at the key, once per key, with every handler under it', () => {
    const [finding] = lint('event-wrong-case').check(contextFor('event-wrong-case', 'catch'));
    expect(finding).toMatchObject({ location: { jsonPath: 'hooks.preToolUse', line: 3 } });
    expect(finding!.hookIds).toHaveLength(2);
    expect(finding!.fix).toContain('"PreToolUse"');
  });

  it("points at the event key in a skill's frontmatter too", () => {
    const { hooks } = discoverHooks({ target: `${FIXTURES}event-wrong-case/skill`, cwd: FIXTURES });
    const [finding] = lint('event-wrong-case').check({ hooks, agentVersion: LATEST_VERSION, files, measured: new Map() });
    expect(finding).toMatchObject({ location: { jsonPath: 'hooks.preToolUse', line: 5 } });
    expect(finding!.location.file).toMatch(/SKILL\.md$/);
  });

  it('never reports one key as both unknown and wrongly cased', () => {
    for (const kind of ['event-unknown', 'event-wrong-case']) {
      const ids = runLints(contextFor(kind, 'catch'), WIRING_LINTS).map((finding) => finding.lint);
      expect(ids.filter((each) => each.startsWith('event-'))).toEqual([kind]);
    }
  });

  it('suggests the Claude Code name for another agent’s event', () => {
    const [finding] = lint('event-unknown').check(contextFor('event-unknown', 'catch'));
    expect(finding!.message).toContain('"BeforeTool" is not a Claude Code event');
    expect(finding!.message).toContain('Did you mean "PreToolUse"');
    expect(finding!.fix).toBe('Rename the key "BeforeTool" to "PreToolUse".');
  });

  it('fires once for a matcher group of three handlers, at the matcher line', () => {
    const findings = lint('matcher-argument-style').check(contextFor('matcher-argument-style', 'catch'));
    expect(findings).toHaveLength(1);
    expect(findings[0]!.hookIds).toHaveLength(3);
    expect(findings[0]!.location).toMatchObject({ jsonPath: 'hooks.PreToolUse[0].matcher', line: 5 });
    expect(findings[0]!.fix).toBe('Set "matcher": "Bash" and put the rule on the handlers: "if": "Bash(git *)".');
  });

  it('lets matcher-argument-style alone speak for a permission-rule matcher', () => {
    const matcherLints = (context: LintContext) => runLints(context, WIRING_LINTS).filter((finding) => finding.lint.startsWith('matcher-'));
    expect(matcherLints(contextFor('matcher-argument-style', 'catch')).map((finding) => finding.lint)).toEqual(['matcher-argument-style']);
    for (const matcher of ['Edit(*.ts)', 'Bash(.*)', 'Bash(npm:*)']) {
      expect(matcherLints(contextOf([hookWith({ matcher })])).map((finding) => finding.lint)).toEqual(['matcher-argument-style']);
    }
  });

  it('names the tool an unanchored matcher also catches', () => {
    const [finding] = lint('matcher-unanchored').check(contextFor('matcher-unanchored', 'catch'));
    expect(finding!.message).toContain('also matches "NotebookEdit"');
    expect(finding!.fix).toBe('Anchor it: "matcher": "^Edit.*$".');
  });

  describe('if-never-fires', () => {
    const withIf = (rule: unknown, event = 'PreToolUse') => hookWith({ event, handler: { type: 'command', command: 'guard.sh', if: rule } });

    it('names the joined rules and gives each its own handler in the fix', () => {
      const [finding] = lint('if-never-fires').check(contextFor('if-never-fires', 'catch'));
      expect(finding!.location).toMatchObject({ jsonPath: 'hooks.PreToolUse[0].hooks[0].if', line: 10 });
      expect(finding!.message).toContain('joins 2 rules with "|"');
      expect(finding!.fix).toContain('"if": "Bash(git push *)", "if": "Bash(git reset *)"');
    });

    it('catches "if" on an event about no tool, a join of tool names and a rule the matcher never selects; passes one rule it selects and no "if"', () => {
      const ids = (hook: WiredHook) =>
        lint('if-never-fires')
          .check(contextOf([hook]))
          .map((finding) => finding.message);
      expect(ids(withIf('Bash(rm *)', 'UserPromptSubmit'))[0]).toContain('is on UserPromptSubmit, but Claude Code evaluates "if" only on tool events');
      expect(ids(withIf('Bash|Write'))[0]).toContain('joins 2 rules');
      expect(ids(withIf('Bash(rm *)', 'PostToolUse'))).toEqual([]);
      expect(ids(hookWith({ matcher: 'Edit|Write', handler: { type: 'command', command: 'guard.sh', if: 'Bash(git *)' } }))[0]).toContain('never selects Bash');
      expect(ids(hookWith({ matcher: 'Edit|Write', handler: { type: 'command', command: 'guard.sh', if: 'Write(*.env)' } }))).toEqual([]);
      expect(ids(hookWith({ matcher: 'mcp__memory__.*', handler: { type: 'command', command: 'guard.sh', if: 'mcp__memory' } }))).toEqual([]);
      expect(ids(hookWith({ matcher: 'Edit', handler: { type: 'command', command: 'guard.sh', if: 'Edit(src/*.ts|src/*.js)' } }))).toEqual([]);
      expect(ids(hookWith({ event: 'UserPromptSubmit' }))).toEqual([]);
    });
  });

  it("on-failure-ignored points at the group's field, and leaves the handler's alone", () => {
    const [finding] = lint('on-failure-ignored').check(contextFor('on-failure-ignored', 'catch'));
    expect(finding!.location).toMatchObject({ jsonPath: 'hooks.PreToolUse[0].onFailure', line: 6 });
    expect(finding!.message).toContain('"onFailure": "block" is on the matcher group, where Claude Code does not read it');
    const onHandler = hookWith({ handler: { type: 'command', command: 'guard.sh', onFailure: 'block' }, group: { matcher: 'Bash', onFailure: 'block', hooks: [] } });
    expect(lint('on-failure-ignored').check(contextOf([onHandler]))).toEqual([]);
  });

  it('points timeout-odd at the timeout field and says what the value means', () => {
    const [finding] = lint('timeout-odd').check(contextFor('timeout-odd', 'catch'));
    expect(finding!.location).toMatchObject({ jsonPath: 'hooks.PreToolUse[0].hooks[0].timeout', line: 10 });
    expect(finding!.message).toContain('"timeout": 5000 means 5000 seconds (83 minutes)');
    expect(finding!.fix).toContain('"timeout": 5');
  });

  describe('catch-all-slow', () => {
    const slow = lint('catch-all-slow');

    it('gives the cost per 100 tool calls', () => {
      const [finding] = slow.check(contextFor('catch-all-slow', 'catch', { measure: SLOW }));
      expect(finding!.message).toContain('1.2 s (p95)');
      expect(finding!.message).toContain('about 120 s of waiting per 100 tool calls');
    });

    it('is quiet for a fast hook, and before anything was measured', () => {
      expect(slow.check(contextFor('catch-all-slow', 'catch', { measure: FAST }))).toEqual([]);
      expect(slow.check(contextFor('catch-all-slow', 'catch'))).toEqual([]);
    });

    it('counts "*" and ".*" as catch-alls, and leaves async hooks and other events alone', () => {
      const measuredAll = (hooks: WiredHook[]) => ({ ...contextOf(hooks), measured: new Map(hooks.map((hook) => [hook.id, SLOW] as const)) });
      expect(slow.check(measuredAll([hookWith({ matcher: '*' })]))).toHaveLength(1);
      expect(slow.check(measuredAll([hookWith({ matcher: '.*', event: 'PostToolUse' })]))).toHaveLength(1);
      expect(slow.check(measuredAll([hookWith({ async: true })]))).toEqual([]);
      expect(slow.check(measuredAll([hookWith({ event: 'Stop' })]))).toEqual([]);
    });
  });

  describe('timeouts', () => {
    const missing = lint('timeout-missing');
    const odd = lint('timeout-odd');

    it('asks for a timeout only where the default is 600 s and the hook is synchronous', () => {
      expect(missing.check(contextOf([hookWith({})]))).toHaveLength(1);
      expect(missing.check(contextOf([hookWith({ type: 'http' })]))).toHaveLength(1);
      expect(missing.check(contextOf([hookWith({ async: true })]))).toEqual([]);
      // What comes after the stall: the call goes on, or under the handler's "onFailure": "block" it is held back.
      expect(missing.check(contextOf([hookWith({})]))[0]!.message).toMatch(/carries on without its answer/);
      expect(missing.check(contextOf([hookWith({ handler: { type: 'command', command: 'guard.sh', onFailure: 'block' } })]))[0]!.message).toMatch(/holds the call back \("onFailure": "block"\)/);
      expect(missing.check(contextOf([hookWith({ event: 'UserPromptSubmit', matcher: undefined })]))).toEqual([]);
      expect(missing.check(contextOf([hookWith({ event: 'SessionEnd', matcher: undefined })]))).toEqual([]);
      expect(missing.check(contextOf([hookWith({ type: 'prompt' })]))).toEqual([]);
    });

    it.each([
      ['5s', 'is a string', '"timeout": 5.'],
      [0, 'is not a positive number', 'remove it'],
      [-1, 'is not a positive number', 'remove it'],
      [30000, 'reads seconds, not milliseconds', '"timeout": 30.'],
    ])('says what "timeout": %j means', (timeout, problem, fix) => {
      const [finding] = odd.check(contextOf([hookWith({ timeout })]));
      expect(finding!.message).toContain(problem);
      expect(finding!.fix).toContain(fix);
    });

    it('flags a timeout over the event default, and SessionEnd over its 60 s cap', () => {
      expect(odd.check(contextOf([hookWith({ timeout: 900 })]))[0]!.message).toContain('longer than the 600 s');
      expect(odd.check(contextOf([hookWith({ event: 'UserPromptSubmit', matcher: undefined, timeout: 120 })]))[0]!.message).toContain('longer than the 30 s');
      expect(odd.check(contextOf([hookWith({ event: 'SessionEnd', matcher: undefined, timeout: 90 })]))[0]!.message).toContain('60 s cap');
      expect(odd.check(contextOf([hookWith({ event: 'SessionEnd', matcher: undefined, timeout: 30 })]))).toEqual([]);
      expect(odd.check(contextOf([hookWith({ timeout: 600 })]))).toEqual([]);
    });
  });

  describe('matchers by event', () => {
    it('reports a matcher on an event without matchers, not on one with them', () => {
      const ignored = lint('matcher-ignored');
      expect(ignored.check(contextOf([hookWith({ event: 'UserPromptSubmit', matcher: 'Bash' })]))).toHaveLength(1);
      expect(ignored.check(contextOf([hookWith({ event: 'Stop', matcher: '*' })]))).toEqual([]);
      // ".*" asks for every event anyway: ignoring it changes nothing.
      expect(ignored.check(contextOf([hookWith({ event: 'Stop', matcher: '.*' })]))).toEqual([]);
      // "Stop" on Stop asks for every Stop, which is what the hook gets.
      expect(ignored.check(contextOf([hookWith({ event: 'Stop', matcher: 'Stop' })]))).toEqual([]);
      // An agent's Stop hooks run as SubagentStop, which reads matchers.
      expect(ignored.check(contextOf([hookWith({ event: 'Stop', matcher: 'reviewer', scope: 'agent' })]))).toEqual([]);
    });

    it('reports matchers that are not strings as never firing', () => {
      for (const matcher of [5, ['Bash', 'Edit'], null]) {
        const [finding] = lint('matcher-invalid-regex').check(contextOf([hookWith({ matcher })]));
        expect(finding!.message).toContain('is not a string');
      }
      expect(lint('matcher-invalid-regex').check(contextOf([hookWith({ matcher: '[' })]))[0]!.message).toContain('Unterminated character class');
    });

    it('reads matchers as the agent version does: a hyphenated MCP server was a regex before 2.1.195', () => {
      const hook = hookWith({ matcher: 'mcp__brave-search', timeout: 10 });
      const ids = (agentVersion: string) => runLints({ ...contextOf([hook]), agentVersion }, WIRING_LINTS).map((finding) => finding.lint);
      expect(ids(LATEST_VERSION)).toEqual(['matcher-mcp-server-only']);
      expect(ids('2.1.194')).toEqual(['matcher-unanchored']);
    });

    it('fixes a server-only name inside a list without breaking the rest', () => {
      const [finding] = lint('matcher-mcp-server-only').check(contextOf([hookWith({ matcher: 'Bash|mcp__memory' })]));
      expect(finding!.fix).toBe('Match the server\'s tools: "matcher": "^(Bash|mcp__memory__.*)$".');
      // Before 2.1.191 a comma list was one name, "Bash,mcp__memory", which is no server name.
      expect(lint('matcher-mcp-server-only').check({ ...contextOf([hookWith({ matcher: 'Bash,mcp__memory' })]), agentVersion: '2.1.190' })).toEqual([]);
      expect(lint('matcher-mcp-server-only').check(contextOf([hookWith({ matcher: 'Bash,mcp__memory' })]))).toHaveLength(1);
    });
  });
});

describe('unanchored matcher examples', () => {
  it.each([
    ['Edit.*', 'NotebookEdit'],
    ['(Edit|Write)', 'NotebookEdit'],
    ['^Edit|Write$', 'TodoWrite'],
    ['Read.*', 'NotebookRead'],
    ['mcp__.*', 'notmcp__x__y'],
    ['mcp__github__create_issue|Bash$', 'mcp__github__create_issue_v2'],
    ['mcp__brave-search', 'mcp__brave-search__tool'],
  ])('%s also matches %s', (matcher, example) => {
    expect(overMatchExample(matcher)).toBe(example);
  });

  it.each(['.*', '^Edit$', '^(Edit|Write)$', '^Edit.*$', 'mcp__memory__.*', '^mcp__.*', 'Bash.*'])('%s over-matches no known tool', (matcher) => {
    expect(overMatchExample(matcher)).toBeUndefined();
  });

  it('is not asked about exact matchers', () => {
    const unanchored = lint('matcher-unanchored');
    for (const matcher of ['Bash', 'Edit|Write', 'Edit, Write', '.*', '^Edit$']) expect(unanchored.check(contextOf([hookWith({ matcher })]))).toEqual([]);
  });

  it('writes the anchored form simply', () => {
    expect(anchoredForm('Edit.*')).toBe('^Edit.*$');
    expect(anchoredForm('^Edit|Write$')).toBe('^(Edit|Write)$');
  });
});

describe('argument-style matchers', () => {
  it.each([
    ['Bash(git *)', true],
    ['Edit(*.ts)', true],
    ['Bash(npm:*)', true],
    ['mcp__fs__write(/etc/**)', true],
    ['Notebook(Edit|Read)', false],
    ['(Edit|Write)', false],
    ['Bash', false],
  ] as const)('%s → %s', (matcher, expected) => {
    expect(isArgumentStyle(matcher)).toBe(expected);
  });
});

describe('event name suggestions', () => {
  it.each([
    ['PreToolUsed', 'PreToolUse'],
    ['pre_tool_use', 'PreToolUse'],
    ['Notifications', 'Notification'],
    ['UserPromptSubmitted', 'UserPromptSubmit'],
    ['Stopp', 'Stop'],
    ['AfterTool', 'PostToolUse'],
    ['beforeShellExecution', 'PreToolUse'],
  ])('%s → %s', (key, event) => {
    expect(suggestEvent(key)?.event).toBe(event);
  });

  // From the facts of the agents hookcheck models: Gemini CLI's names for Claude Code's events.
  it.each([
    ['BeforeTool', 'PreToolUse'],
    ['PreCompress', 'PreCompact'],
  ])("%s → %s, as Gemini CLI's name", (key, event) => {
    expect(suggestEvent(key)).toEqual({ event, because: "Gemini CLI's name" });
  });

  it.each(['BeforeModel', 'Foo', 'OnSave'])('%s gets no guess', (key) => {
    expect(suggestEvent(key)).toBeUndefined();
  });

  it('measures edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('stop', 'stop')).toBe(0);
  });

  it('parses the JSON paths discovery writes', () => {
    expect(parsePath('hooks.PreToolUse[0].hooks[1].timeout')).toEqual(['hooks', 'PreToolUse', 0, 'hooks', 1, 'timeout']);
    expect(parsePath('hooks["pre-tool"][2]')).toEqual(['hooks', 'pre-tool', 2]);
  });
});

/** A hand-made handler on PreToolUse (matcher Bash, no timeout) for the cases no fixture needs. */
let counter = 0;
function hookWith(overrides: Partial<Omit<WiredHook, 'matcher'>> & { matcher?: unknown }): WiredHook {
  counter += 1;
  const jsonPath = `hooks.${overrides.event ?? 'PreToolUse'}[${counter}].hooks[0]`;
  const { matcher = 'Bash', ...rest } = overrides;
  return {
    id: `.claude/settings.json#${jsonPath}`,
    agent: 'claude-code',
    scope: 'project',
    location: { file: '/nowhere/.claude/settings.json', jsonPath, line: 4 },
    matcherLine: 3,
    event: 'PreToolUse',
    handler: { type: overrides.type ?? 'command', command: 'guard.sh' },
    type: 'command',
    command: 'guard.sh',
    async: false,
    projectDir: '/nowhere',
    label: 'guard.sh',
    ...rest,
    ...('matcher' in overrides && overrides.matcher === undefined ? {} : { matcher }),
  };
}

function contextOf(hooks: WiredHook[]): LintContext {
  return { hooks, agentVersion: LATEST_VERSION, files, measured: new Map() };
}
