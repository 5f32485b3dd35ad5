/**
 * `explain` against PROTOCOLS.md §1.4–1.5: the matcher table row by row (each row with values that
 * fire and values that do not, so every row can fail), then `if` rules, duplicates, order, scopes,
 * look-alike event keys, the notes, and how the CLI options become a query.
 */
import { describe, expect, it } from 'vitest';
import type { EventName } from '../../../specs/claude-code/events.js';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import { explainHooks, type ExplainQuery, type Explanation } from '../../../src/audit/explain/explain-hooks.js';
import { resolveExplainQuery } from '../../../src/cli/explain/options.js';
import type { WiredHook, WiringScope } from '../../../src/audit/types.js';
import { UsageError } from '../../../src/errors.js';
import { explainJsonReporter, explainPrettyReporter } from '../../../src/reporters/audit/explain-reporter.js';

const NO_MATCHER = Symbol('no matcher');

let counter = 0;
function wired(event: string, matcher: unknown = NO_MATCHER, overrides: Partial<WiredHook> & { handler?: Record<string, unknown> } = {}): WiredHook {
  counter++;
  const scope: WiringScope = overrides.scope ?? 'project';
  const handler = overrides.handler ?? { type: 'command', command: `./hook-${counter}.sh` };
  return {
    id: `.claude/settings.json#hooks.${event}[${counter}].hooks[0]`,
    agent: 'claude-code',
    scope,
    location: { file: '/p/.claude/settings.json', jsonPath: `hooks.${event}[${counter}].hooks[0]`, line: counter },
    event,
    ...(matcher === NO_MATCHER ? {} : { matcher }),
    type: 'command',
    ...(typeof handler['command'] === 'string' ? { command: handler['command'] } : {}),
    async: handler['async'] === true,
    projectDir: '/p',
    label: `${scope} hook-${counter}`,
    ...overrides,
    handler,
  };
}

function query(event: EventName, value: string | null, extra: Partial<ExplainQuery> = {}): ExplainQuery {
  return { event, value, command: null, agentVersion: LATEST_VERSION, ...extra };
}

/** 'fires' or 'does not fire' for a single hook, with the reason; throws when the hook is not listed. */
function outcome(explanation: Explanation): { fires: boolean; reason: string } {
  const listed = [...explanation.fires.map((h) => ({ fires: true, reason: h.reason })), ...explanation.doesNotFire.map((h) => ({ fires: false, reason: h.reason }))];
  expect(listed).toHaveLength(1);
  return listed[0]!;
}

interface Row {
  readonly row: string;
  readonly event: EventName;
  readonly matcher?: string;
  readonly version?: string;
  readonly fires: readonly string[];
  readonly doesNotFire: readonly string[];
  /** The reason given for the first value that fires (or, when none fires, the first that does not). */
  readonly reason?: RegExp;
}

// PROTOCOLS.md §1.4, row by row.
const MATCHER_TABLE: readonly Row[] = [
  { row: '"*" matches all', event: 'PreToolUse', matcher: '*', fires: ['Bash', 'NotebookEdit', 'mcp__memory__create'], doesNotFire: [], reason: /matcher "\*" matches everything/ },
  { row: '"" matches all', event: 'PreToolUse', matcher: '', fires: ['Bash', 'Edit'], doesNotFire: [], reason: /matcher "" matches everything/ },
  { row: 'an omitted matcher matches all', event: 'PreToolUse', fires: ['Bash', 'Write'], doesNotFire: [], reason: /no matcher: matches everything/ },
  { row: 'an exact name is not a substring', event: 'PreToolUse', matcher: 'Bash', fires: ['Bash'], doesNotFire: ['BashOutput', 'Edit'], reason: /^exact name "Bash"$/ },
  { row: 'a | list of exact names', event: 'PreToolUse', matcher: 'Bash|Edit', fires: ['Bash', 'Edit'], doesNotFire: ['Write', 'NotebookEdit'], reason: /exact name "Bash" in list Bash\|Edit/ },
  {
    row: 'a , list with whitespace (>= 2.1.191)',
    event: 'PreToolUse',
    matcher: 'Bash , Edit',
    fires: ['Bash', 'Edit'],
    doesNotFire: ['Write', 'Bash ,', 'Bash , Edit'],
    reason: /exact name "Bash" in list/,
  },
  { row: 'whitespace around | (>= 2.1.191)', event: 'PreToolUse', matcher: 'Bash | Edit', fires: ['Edit'], doesNotFire: ['Write'] },
  {
    row: 'anything else is an unanchored regex',
    event: 'PreToolUse',
    matcher: 'Edit.*',
    fires: ['Edit', 'NotebookEdit'],
    doesNotFire: ['Bash'],
    reason: /regex \/Edit\.\*\/ tested unanchored matches "Edit"/,
  },
  { row: 'an anchored regex matches the whole name only', event: 'PreToolUse', matcher: '^Edit$', fires: ['Edit'], doesNotFire: ['NotebookEdit'] },
  { row: 'an unanchored regex over-matches', event: 'PreToolUse', matcher: 'mcp__.*', fires: ['mcp__memory__create', 'notmcp__x'], doesNotFire: ['Bash'] },
  {
    row: 'comma lists never fired before 2.1.191',
    event: 'PreToolUse',
    matcher: 'Bash,Edit',
    version: '2.1.190',
    fires: [],
    doesNotFire: ['Bash', 'Edit', 'Bash,Edit '],
    reason: /before 2\.1\.191 a comma list never fired/,
  },
  { row: 'comma lists fire from 2.1.191', event: 'PreToolUse', matcher: 'Bash,Edit', version: '2.1.191', fires: ['Bash', 'Edit'], doesNotFire: ['Write'] },
  { row: 'spaces around | never fired before 2.1.191', event: 'PreToolUse', matcher: 'Bash | Edit', version: '2.1.190', fires: [], doesNotFire: ['Bash', 'Edit'] },
  {
    row: 'a hyphen made a regex before 2.1.195 (substring match)',
    event: 'PreToolUse',
    matcher: 'mcp__brave-search',
    version: '2.1.194',
    fires: ['mcp__brave-search__web_search'],
    doesNotFire: ['mcp__github__search'],
    reason: /regex \/mcp__brave-search\/ tested unanchored matches/,
  },
  {
    row: 'a hyphen is an exact-name character from 2.1.195',
    event: 'PreToolUse',
    matcher: 'mcp__brave-search',
    version: '2.1.195',
    fires: [],
    doesNotFire: ['mcp__brave-search__web_search'],
    reason: /is an exact name: matches no tool/,
  },
  { row: 'agent names with hyphens before 2.1.195', event: 'SubagentStart', matcher: 'code-reviewer', version: '2.1.194', fires: ['code-reviewer', 'my-code-reviewer'], doesNotFire: ['Explore'] },
  { row: 'agent names with hyphens from 2.1.195', event: 'SubagentStart', matcher: 'code-reviewer', version: '2.1.195', fires: ['code-reviewer'], doesNotFire: ['my-code-reviewer'] },
  {
    row: 'a bare MCP server name matches no tool',
    event: 'PreToolUse',
    matcher: 'mcp__memory',
    fires: [],
    doesNotFire: ['mcp__memory__create', 'mcp__memory__read_graph'],
    reason: /matcher "mcp__memory" is an exact name: matches no tool/,
  },
  {
    row: 'a bare MCP server name in a list matches no tool either',
    event: 'PreToolUse',
    matcher: 'Bash|mcp__memory',
    fires: ['Bash'],
    doesNotFire: ['mcp__memory__create'],
    reason: /^exact name "Bash" in list/,
  },
  { row: "mcp__server__.* matches the server's tools", event: 'PreToolUse', matcher: 'mcp__memory__.*', fires: ['mcp__memory__create'], doesNotFire: ['mcp__github__create'] },
  { row: 'matching is case-sensitive (exact)', event: 'PreToolUse', matcher: 'bash', fires: ['bash'], doesNotFire: ['Bash'], reason: /exact name "bash"/ },
  { row: 'matching is case-sensitive (regex)', event: 'PreToolUse', matcher: 'edit.*', fires: ['notebookedit'], doesNotFire: ['Edit', 'NotebookEdit'] },
  { row: 'an event without matcher support ignores the matcher (Stop)', event: 'Stop', matcher: 'Bash', fires: ['Edit', 'Bash'], doesNotFire: [], reason: /event Stop ignores matchers: always fires/ },
  { row: 'an event without matcher support ignores the matcher (UserPromptSubmit)', event: 'UserPromptSubmit', matcher: '^nothing$', fires: ['anything'], doesNotFire: [] },
  {
    row: 'FileChanged: a hyphen makes a regex even on new versions',
    event: 'FileChanged',
    matcher: 'settings-local',
    fires: ['settings-local', 'my-settings-local.json'],
    doesNotFire: ['settings.json'],
    reason: /regex/,
  },
  {
    row: 'FileChanged: letters, digits, _ and | are exact names',
    event: 'FileChanged',
    matcher: 'envrc|package_json',
    fires: ['envrc', 'package_json'],
    doesNotFire: ['my_envrc', 'envrc2'],
    reason: /exact name "envrc" in list/,
  },
  { row: 'StopFailure: a comma makes a regex', event: 'StopFailure', matcher: 'rate_limit, overloaded', fires: ['rate_limit, overloaded'], doesNotFire: ['rate_limit', 'overloaded'] },
  {
    row: 'an invalid regex never fires',
    event: 'PreToolUse',
    matcher: 'Bash(',
    fires: [],
    doesNotFire: ['Bash', 'Bash('],
    reason: /^matcher "Bash\(" is an invalid regular expression \(Unterminated group\): never fires$/,
  },
];

describe('explain: the matcher table of PROTOCOLS.md §1.4', () => {
  it.each(MATCHER_TABLE)('$row', ({ event, matcher, version = LATEST_VERSION, fires, doesNotFire, reason }) => {
    const hooks = [matcher === undefined ? wired(event) : wired(event, matcher)];
    const decide = (value: string) => outcome(explainHooks(hooks, query(event, value, { agentVersion: version })));
    for (const value of fires) expect(decide(value).fires, `${JSON.stringify(matcher)} should fire for ${JSON.stringify(value)}`).toBe(true);
    for (const value of doesNotFire) expect(decide(value).fires, `${JSON.stringify(matcher)} should not fire for ${JSON.stringify(value)}`).toBe(false);
    if (reason) expect(decide(fires[0] ?? doesNotFire[0]!).reason).toMatch(reason);
  });

  it('says which version rule matters, on either side of the change', () => {
    const hooks = [wired('PreToolUse', 'Bash,Edit')];
    const latest = explainHooks(hooks, query('PreToolUse', 'Bash')).fires[0]!;
    expect(latest.versionNotes).toEqual(['before 2.1.191 a comma list never fired: on 2.1.190 it does not fire (exact name "Bash,Edit" does not match "Bash")']);
    const old = explainHooks(hooks, query('PreToolUse', 'Bash', { agentVersion: '2.1.150' })).doesNotFire[0]!;
    expect(old.reason).toBe('before 2.1.191 a comma list never fired (this is 2.1.150): exact name "Bash,Edit" does not match "Bash"');
    expect(old.versionNotes).toEqual(['from 2.1.191 it fires: exact name "Bash" in list Bash,Edit']);
    // A value that does not fire on either side needs no version rule.
    expect(explainHooks(hooks, query('PreToolUse', 'Write')).doesNotFire[0]!.versionNotes).toEqual([]);
    const hyphen = explainHooks([wired('PreToolUse', 'mcp__brave-search')], query('PreToolUse', 'mcp__brave-search__web')).doesNotFire[0]!;
    expect(hyphen.versionNotes[0]).toMatch(/^before 2\.1\.195 a hyphen made the matcher a regex: on 2\.1\.194 it fires/);
  });

  it('lists a handler whose matcher filters on a value not given with that condition', () => {
    const explanation = explainHooks([wired('SessionStart', 'resume'), wired('SessionStart', '*'), wired('SessionStart', '[')], query('SessionStart', null));
    expect(explanation.fires.map((h) => h.conditions)).toEqual([['source matches exact name "resume"'], []]);
    expect(explanation.doesNotFire.map((h) => h.reason)).toEqual([expect.stringMatching(/invalid regular expression/)]);
    expect(explanation.notes.join('\n')).toMatch(/No source was given/);
  });

  it('says how to match the tools of a bare MCP server name written in a list', () => {
    expect(outcome(explainHooks([wired('PreToolUse', 'Bash|mcp__memory')], query('PreToolUse', 'mcp__memory__create'))).reason).toBe(
      'exact names Bash|mcp__memory: "mcp__memory__create" is none of them ("mcp__memory" is an exact name and matches no tool; write "mcp__memory__.*")',
    );
  });

  it('skips a matcher that is not a string', () => {
    expect(outcome(explainHooks([wired('PreToolUse', ['Bash'])], query('PreToolUse', 'Bash')))).toEqual({ fires: false, reason: expect.stringMatching(/not a string/) });
  });
});

describe('explain: the if field (PROTOCOLS.md §1.3, §1.4)', () => {
  const guard = (rule: unknown) => wired('PreToolUse', 'Bash', { handler: { type: 'command', command: './guard.sh', if: rule } });
  const onBash = (rule: unknown, command: string | null) => explainHooks([guard(rule)], query('PreToolUse', 'Bash', { command }));

  it.each([
    ['Bash(git *)', 'git push', true],
    ['Bash(git *)', 'npm test && git push', true],
    ['Bash(git *)', 'npm test; ls | wc -l', false],
    ['Bash(git *)', 'FOO=1 BAR="a b" git status', true],
    ['Bash(git *)', 'echo $(git rev-parse HEAD)', true],
    ['Bash(git *)', 'echo `git log -1`', true],
    ['Bash(git *)', 'gitk', false],
    ['Bash(git *)', 'git', true],
    ['Bash(ls*)', 'lsof -i', true],
    ['Bash(npm run test:*)', 'npm run test', true],
    ['Bash(npm run test:*)', 'npm run testing', false],
    ['Bash(rm -rf /tmp/x)', 'rm -rf /tmp/x', true],
    ['Bash(rm -rf /tmp/x)', 'rm -rf /tmp/y', false],
    ['Bash(git * main)', 'git push origin main', true],
    ['Bash', 'anything at all', true],
    ['Bash(*)', 'anything at all', true],
  ])('%s against %j: fires %s', (rule, command, fires) => {
    const explanation = onBash(rule, command);
    expect(explanation.fires.length).toBe(fires ? 1 : 0);
    expect(explanation.doesNotFire.length).toBe(fires ? 0 : 1);
    if (!fires) expect(explanation.doesNotFire[0]!.matcherRule).toBe('exact name "Bash"');
  });

  it('runs the hook anyway on $VAR, $() or backticks when the pattern names more than the command', () => {
    expect(onBash('Bash(rm -rf *)', 'echo $TARGET').fires[0]!.if?.reason).toMatch(/runs the hook anyway/);
    expect(onBash('Bash(rm -rf *)', 'echo hi').fires).toHaveLength(0);
  });

  it('fails open on a command it cannot parse', () => {
    expect(onBash('Bash(git *)', 'echo "unclosed').fires[0]!.if).toMatchObject({ outcome: 'matches', reason: expect.stringMatching(/fails open/) });
  });

  it('says "not evaluated" for what it cannot evaluate, and keeps the handler as firing on that condition', () => {
    const noCommand = onBash('Bash(git *)', null).fires[0]!;
    expect(noCommand.conditions).toEqual([expect.stringMatching(/^if "Bash\(git \*\)": not evaluated/)]);
    const edit = explainHooks([wired('PreToolUse', 'Edit', { handler: { type: 'command', command: './fmt.sh', if: 'Edit(*.ts)' } })], query('PreToolUse', 'Edit')).fires[0]!;
    expect(edit.conditions[0]).toMatch(/not evaluated/);
    expect(onBash(42, 'git push').fires[0]!.conditions[0]).toMatch(/not evaluated/);
  });

  it('never fires a rule about another tool', () => {
    expect(
      explainHooks([wired('PreToolUse', 'Bash|Edit', { handler: { type: 'command', command: './fmt.sh', if: 'Edit(*.ts)' } })], query('PreToolUse', 'Bash', { command: 'ls' })).doesNotFire[0]!.reason,
    ).toBe('if "Edit(*.ts)" is about Edit, and this call is Bash');
  });

  it('never runs a hook with if on an event that is not about a tool', () => {
    const explanation = explainHooks([wired('SessionStart', undefined, { handler: { type: 'command', command: './s.sh', if: 'Bash(git *)' } })], query('SessionStart', 'startup'));
    expect(explanation.doesNotFire[0]!.reason).toMatch(/evaluated only on tool events, and on SessionStart a hook with "if" never runs/);
  });
});

describe('explain: scopes, duplicates and order (PROTOCOLS.md §1.2, §1.5)', () => {
  const same = { type: 'command', command: './guard.sh' };

  it('shows a handler written in several settings files once, and keeps plugin and skill copies', () => {
    const hooks = [
      wired('PreToolUse', 'Bash', { scope: 'project', handler: { ...same } }),
      wired('PreToolUse', 'Bash|Edit', { scope: 'local', handler: { command: './guard.sh', type: 'command' } }),
      wired('PreToolUse', 'Bash', { scope: 'user', handler: { ...same } }),
      wired('PreToolUse', 'Bash', { scope: 'plugin', pluginName: 'safety', handler: { ...same } }),
      wired('PreToolUse', 'Bash', { scope: 'skill', owner: 'deploy', handler: { ...same } }),
    ];
    const { fires } = explainHooks(hooks, query('PreToolUse', 'Bash'));
    expect(fires.map((h) => h.scope)).toEqual(['user', 'plugin', 'skill']);
    expect(fires[0]!.alsoIn.map((s) => s.scope)).toEqual(['project', 'local']);
    expect(fires[0]!.notes).toContain('identical handler in 3 settings places: Claude Code runs it once');
    expect(fires[1]!.notes.join()).toMatch(/this plugin copy runs again/);
    expect(fires[2]!.notes.join()).toMatch(/this skill copy runs again/);
    expect(fires[2]!.conditions).toEqual([expect.stringMatching(/^skill "deploy" has been invoked/)]);
    expect(fires[1]!.conditions).toEqual(['plugin "safety" is installed and enabled']);
  });

  it('does not merge handlers that differ in any field', () => {
    const hooks = [wired('PreToolUse', 'Bash', { handler: { ...same } }), wired('PreToolUse', 'Bash', { scope: 'local', handler: { ...same, timeout: 5 } })];
    expect(explainHooks(hooks, query('PreToolUse', 'Bash')).fires).toHaveLength(2);
  });

  it('lists handlers in discovery order: user, project, local, plugin, skill, agent', () => {
    const scopes: WiringScope[] = ['agent', 'skill', 'plugin', 'local', 'project', 'user'];
    const hooks = scopes.map((scope) => wired('PreToolUse', 'Bash', { scope, owner: 'x' }));
    expect(explainHooks(hooks, query('PreToolUse', 'Bash')).fires.map((h) => h.scope)).toEqual([...scopes].reverse());
  });

  it('does not fire inactive handlers (agents a plugin ships)', () => {
    const hook = wired('PreToolUse', 'Bash', { scope: 'agent', owner: 'reviewer', inactive: 'Claude Code ignores the hooks of agents a plugin ships.' });
    expect(outcome(explainHooks([hook], query('PreToolUse', 'Bash')))).toEqual({ fires: false, reason: 'Claude Code ignores the hooks of agents a plugin ships.' });
  });

  it("runs an agent's Stop hook as SubagentStop, only while that agent runs", () => {
    const hook = wired('Stop', undefined, { scope: 'agent', owner: 'tester' });
    expect(outcome(explainHooks([hook], query('Stop', null))).reason).toBe('an agent\'s Stop hook runs as SubagentStop, when agent "tester" finishes');
    const onSubagentStop = explainHooks([hook], query('SubagentStop', 'tester')).fires[0]!;
    expect(onSubagentStop.conditions).toEqual([expect.stringMatching(/^agent "tester" is the one running/)]);
  });

  it('says async handlers cannot block', () => {
    const hook = wired('PreToolUse', '*', { handler: { type: 'command', command: './log.sh', async: true } });
    expect(explainHooks([hook], query('PreToolUse', 'Bash')).fires[0]!.notes).toEqual(['async: runs in the background and cannot block; its output arrives on the next turn']);
  });
});

describe('explain: event keys', () => {
  it('lists look-alike event keys as not firing, and leaves other events out', () => {
    const hooks = [wired('preToolUse', 'Bash'), wired('PreToolUses', 'Bash'), wired('PostToolUse', 'Bash'), wired('SessionStart'), wired('pretooluse_hook_thing', 'Bash')];
    const explanation = explainHooks(hooks, query('PreToolUse', 'Bash'));
    expect(explanation.fires).toEqual([]);
    expect(explanation.doesNotFire.map((h) => [h.event, h.reason])).toEqual([
      ['preToolUse', 'event key "preToolUse" is not PreToolUse: event names are case-sensitive, so Claude Code never runs it (write "PreToolUse")'],
      ['PreToolUses', 'event key "PreToolUses" is not PreToolUse: it is not an event Claude Code knows, so Claude Code never runs it (write "PreToolUse")'],
    ]);
  });
});

describe('explain: notes', () => {
  it('says handlers run in parallel, and on PreToolUse how decisions merge', () => {
    const pre = explainHooks([], query('PreToolUse', 'Bash')).notes.join('\n');
    expect(pre).toMatch(/all start at once and run in parallel/);
    expect(pre).toMatch(/deny > defer > ask > allow/);
    expect(explainHooks([], query('SessionStart', 'startup')).notes.join('\n')).not.toMatch(/deny > defer/);
    expect(explainHooks([], query('FileChanged', '.env')).notes.join('\n')).toMatch(/basename/);
  });
});

describe('explain: the query from options and payload', () => {
  it('takes event, tool and command from a payload', () => {
    const payload = { hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'git push' } };
    expect(resolveExplainQuery({}, payload)).toEqual({ event: 'PreToolUse', value: 'Bash', command: 'git push', agentVersion: LATEST_VERSION });
    expect(resolveExplainQuery({ tool: 'Edit' }, payload)).toMatchObject({ value: 'Edit', command: null });
  });

  it("reads the event's matcher field, and a FileChanged path's basename", () => {
    expect(resolveExplainQuery({}, { hook_event_name: 'PreCompact', trigger: 'auto' })).toMatchObject({ event: 'PreCompact', value: 'auto' });
    expect(resolveExplainQuery({ event: 'FileChanged' }, { file_path: '/home/me/p/.envrc' })).toMatchObject({ value: '.envrc' });
    expect(resolveExplainQuery({ event: 'Stop', match: 'x', agentVersion: '2.1.190' })).toEqual({ event: 'Stop', value: null, command: null, agentVersion: '2.1.190' });
  });

  it.each([
    [{ event: 'preToolUse', tool: 'Bash' }, /Unknown event "preToolUse"/, /case-sensitive: did you mean PreToolUse\?/],
    [{ event: 'PreToolUsed', tool: 'Bash' }, /Unknown event/, /Did you mean PreToolUse\?/],
    [{ event: 'Nonsense' }, /Unknown event/, /Known events: PreToolUse/],
    [{ event: 'PreToolUse' }, /PreToolUse needs --tool/, /--tool Bash/],
    [{ event: 'SessionStart', tool: 'Bash' }, /--tool is for tool events/, /--match/],
    [{ event: 'PreToolUse', match: 'Bash' }, /--match is for events other than tool events/, /--tool Bash/],
    [{ event: 'PreToolUse', tool: 'Edit', command: 'ls' }, /needs --tool Bash/, /--tool Bash/],
    [{ event: 'PreToolUse', tool: 'Bash', agentVersion: 'v2' }, /not a version/, /latest/],
    [{}, /needs an event/, /--event/],
  ])('rejects %j', (options, message, hint) => {
    let error: unknown;
    try {
      resolveExplainQuery(options);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).message).toMatch(message);
    expect((error as UsageError).hint).toMatch(hint);
  });

  it('rejects an --event that disagrees with the payload', () => {
    expect(() => resolveExplainQuery({ event: 'Stop' }, { hook_event_name: 'PreToolUse', tool_name: 'Bash' })).toThrow(/disagrees/);
  });
});

describe('explain reporters', () => {
  const explanation = explainHooks(
    [wired('PreToolUse', 'Bash|Edit'), wired('PreToolUse', '^Edit$'), wired('PreToolUse', 'Bash', { scope: 'local', handler: { type: 'command', command: './hook-1.sh' } })],
    query('PreToolUse', 'Bash'),
  );

  it('renders fires, does-not-fire and notes as text', () => {
    const text = explainPrettyReporter.render(explanation, { color: false });
    expect(text).toMatch(/^hookcheck explain: PreToolUse, tool_name "Bash" \(Claude Code /);
    expect(text).toMatch(/Fires \(1\), all started at once, in parallel:\n {2}✓ project hook-\d+ {2}\(line \d+\)\n {6}why: exact name "Bash" in list Bash\|Edit/);
    expect(text).toMatch(/also in: local hook-\d+/);
    expect(text).toMatch(/Does not fire \(1\):\n {2}✗ project hook-\d+ {2}\(line \d+\)\n {6}why: regex \/\^Edit\$\/ tested unanchored does not match "Bash"/);
    expect(text).toMatch(/Notes:\n {2}• Matching handlers/);
    expect(explainPrettyReporter.render(explainHooks([], query('Stop', null)), { color: false })).toMatch(/Nothing fires\./);
  });

  it('renders the same data as JSON', () => {
    expect(JSON.parse(explainJsonReporter.render(explanation, { color: false }))).toEqual(JSON.parse(JSON.stringify(explanation)));
  });
});
