import { describe, expect, it } from 'vitest';
import { auditGithubReporter, escapeData, escapeProperty } from '../../../../src/reporters/audit/github-reporter.js';
import { makeAuditDocument, makeFinding, makeTrickyAuditDocument } from '../../../helpers/audit-document.js';

const render = (document = makeTrickyAuditDocument()) => auditGithubReporter.render(document, { color: false });

describe(escapeData.name, () => {
  it.each([
    ['100%', '100%25'],
    ['a\rb', 'a%0Db'],
    ['a\nb', 'a%0Ab'],
    ['a\r\nb', 'a%0D%0Ab'],
    ['%0A', '%250A'],
    ['a:b,c', 'a:b,c'],
    ['✓ 日本', '✓ 日本'],
  ])('escapes %j as %j', (input, expected) => {
    expect(escapeData(input)).toBe(expected);
  });
});

describe(escapeProperty.name, () => {
  it.each([
    ['100%', '100%25'],
    ['a\rb', 'a%0Db'],
    ['a\nb', 'a%0Ab'],
    ['a:b', 'a%3Ab'],
    ['a,b', 'a%2Cb'],
    ['C:%,\n', 'C%3A%25%2C%0A'],
  ])('escapes %j as %j', (input, expected) => {
    expect(escapeProperty(input)).toBe(expected);
  });
});

describe('auditGithubReporter', () => {
  it('writes one command per finding that counts, stale entry and unreadable file', () => {
    expect(render().split('\n')).toEqual([
      '::error file=.claude/settings.json,line=7,col=13,title=hookcheck timeout-too-long::guard.py: Exit 100%25 wrong:%0D%0Asaw <deny> & "allow", \'ask\'\u0000\u0007 — ✓ 日本 🎉%0AFix: Return "deny" on exit 2: see <docs>, ok?',
      '::warning file=hooks/guard.py,title=hookcheck exit-code/EXIT_CODE_UNDOCUMENTED::guard.py: Exited 3, which Claude Code treats as a non-blocking error.',
      '::notice file=.claude/settings.json,line=7,col=13,title=hookcheck matcher-unknown-tool::guard.py: Matcher "Bsh" names no tool.%0AFix: Write "Bash".',
      '::warning file=my dir/settings%2C local.json,line=2,title=hookcheck unknown-event::settings: The event "preToolUse" is not one Claude Code sends.%0AFix: Write "PreToolUse".',
      '::error file=.claude/settings.local.json,line=3,title=hookcheck config-unreadable::.claude/settings.local.json: Not valid JSON at line 3, column 1.%0AFix: Fix the JSON; Claude Code ignores the whole file.',
      '::error file=.hookcheck/baseline.json,title=hookcheck stale-baseline::The baseline accepts timeout-too-long on old.sh, which no longer occurs: The timeout is 700 s, 100%25 & <gone>.%0AFix: run with --update-baseline to drop the entry.',
      '',
    ]);
  });

  it('leaves out findings the baseline accepts', () => {
    expect(render()).not.toContain('command-not-executable');
  });

  it('cannot be made to run a second command by a message or a property', () => {
    const hostile = makeFinding({ message: 'ok\n::error::injected\r\n::add-mask::x', hookLabel: 'h\n::warning::', location: { file: 'a,title=forged:b.json\n::error::x', line: 3 } });
    const output = render(makeAuditDocument({ findings: [hostile] }));
    const lines = output.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      '::error file=a%2Ctitle=forged%3Ab.json%0A%3A%3Aerror%3A%3Ax,line=3,title=hookcheck timeout-too-long::h%0A::warning::: ok%0A::error::injected%0D%0A::add-mask::x%0AFix: Set "timeout" to 60 or less.',
    );
  });

  it('prints nothing when nothing counts', () => {
    expect(render(makeAuditDocument())).toBe('');
    expect(render(makeAuditDocument({ findings: [makeFinding({ baseline: 'accepted' })] }))).toBe('');
  });
});
