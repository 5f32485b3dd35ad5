import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { auditJunitReporter, escapeXmlAttribute, escapeXmlText } from '../../../../src/reporters/audit/junit-reporter.js';
import { makeAuditDocument, makeFinding, makeTrickyAuditDocument, makeWiring, TRICKY_TEXT } from '../../../helpers/audit-document.js';
import { tempDir } from '../../../helpers/temp-dir.js';
import { JUNIT_SCHEMA } from '../../../helpers/report-validators.js';

const dir = tempDir('hookcheck-junit-');
let written = 0;

const render = (document = makeTrickyAuditDocument()) => auditJunitReporter.render(document, { color: false });

/** Writes the XML to a file and runs xmllint on it (libxml2-utils; .ci/run installs it). */
async function xmllint(xml: string, ...args: string[]) {
  const file = join(dir, `report-${written++}.xml`);
  writeFileSync(file, xml);
  return execa('xmllint', [...args, file], { reject: false });
}

const validate = (xml: string) => xmllint(xml, '--noout', '--schema', JUNIT_SCHEMA);

/** Evaluates an XPath string expression, so tests read attribute values as a parser decodes them. */
async function xpath(xml: string, expression: string): Promise<string> {
  const result = await xmllint(xml, '--xpath', expression);
  expect(result.exitCode, result.stderr).toBe(0);
  return result.stdout;
}

/** Element counts per suite, read from the text: escaping guarantees every `<` in it starts a tag. */
function countSuites(xml: string) {
  return xml
    .split('<testsuite ')
    .slice(1)
    .map((chunk) => {
      const count = (tag: string) => chunk.split(`<${tag}`).length - 1;
      const declared = (name: string) => Number(new RegExp(`^[^>]* ${name}="(\\d+)"`).exec(chunk)![1]);
      return {
        declared: { tests: declared('tests'), failures: declared('failures'), errors: declared('errors'), skipped: declared('skipped') },
        counted: { tests: count('testcase '), failures: count('failure '), errors: count('error '), skipped: count('skipped ') },
      };
    });
}

describe('auditJunitReporter', () => {
  it('writes XML that validates against the JUnit schema', async () => {
    for (const document of [makeTrickyAuditDocument(), makeAuditDocument(), makeAuditDocument({ wiring: [] })]) {
      const result = await validate(render(document));
      expect(result.exitCode, result.stderr).toBe(0);
    }
  });

  it('is checked by a validation that rejects invalid and malformed XML', async () => {
    const xml = render();
    const withoutName = xml.replace(/<testcase name="[^"]*" /, '<testcase ');
    expect((await validate(withoutName)).exitCode).not.toBe(0);
    expect((await validate(xml.replace('tests="', 'tests="-'))).exitCode).not.toBe(0);
    expect((await validate(xml.replace('&amp;', '&'))).exitCode).not.toBe(0);
    expect((await validate(xml.replace('\uFFFD', '\u0000'))).exitCode).not.toBe(0);
  });

  it('has a suite per handler, then configuration and baseline, with counts that add up', () => {
    const xml = render();
    expect([...xml.matchAll(/<testsuite name="([^"]*)"/g)].map((match) => match[1])).toEqual([
      'project .claude/settings.json › PreToolUse[0] (Bash) › hooks[0]: guard.py',
      'project .claude/settings.json › PostToolUse[0] › hooks[0]: log.sh',
      'configuration',
      'baseline',
    ]);
    const suites = countSuites(xml);
    for (const suite of suites) expect(suite.declared).toEqual(suite.counted);
    expect(suites.map((suite) => suite.declared)).toEqual([
      { tests: 4, failures: 2, errors: 0, skipped: 1 },
      { tests: 1, failures: 0, errors: 0, skipped: 0 },
      { tests: 2, failures: 2, errors: 0, skipped: 0 },
      { tests: 1, failures: 1, errors: 0, skipped: 0 },
    ]);
    expect(xml).toContain('<testsuites name="hookcheck audit" tests="8" failures="5" errors="0" skipped="1">');
  });

  it('fails errors with their rule as type and warnings with type "warning"; info passes; accepted is skipped', async () => {
    const xml = render();
    expect(await xpath(xml, 'string(//testcase[@classname="timeout-too-long"]/failure/@type)')).toBe('timeout-too-long');
    expect(await xpath(xml, 'string(//testcase[@classname="exit-code/EXIT_CODE_UNDOCUMENTED"]/failure/@type)')).toBe('warning');
    expect(await xpath(xml, 'count(//testcase[@classname="matcher-unknown-tool"]/*[self::failure or self::error or self::skipped])')).toBe('0');
    expect(await xpath(xml, 'string(//testcase[@classname="matcher-unknown-tool"]/system-out)')).toContain('Matcher "Bsh" names no tool.');
    expect(await xpath(xml, 'string(//testcase[@classname="command-not-executable"]/skipped/@message)')).toBe('accepted by baseline');
  });

  it('keeps tricky text exact through a parser, with forbidden characters replaced', async () => {
    const xml = render();
    const expected = TRICKY_TEXT.replace('\u0000\u0007', '\uFFFD\uFFFD');
    expect(await xpath(xml, 'string(//testcase[@classname="timeout-too-long"]/failure/@message)')).toBe(expected);
    expect(await xpath(xml, 'string(//testcase[@classname="timeout-too-long"]/failure)')).toContain(`${expected}\nFix: Return "deny" on exit 2: see <docs>, ok?`);
    expect(await xpath(xml, 'string(//testcase[@classname="timeout-too-long"]/@name)')).toBe('guard.py: Exit 100% wrong:');
  });

  it('puts file and line on testcases where known, and a passing "no findings" case on a clean handler', async () => {
    const xml = render();
    expect(xml).toContain('<testcase name="guard.py: Exit 100% wrong:" classname="timeout-too-long" file=".claude/settings.json" line="7">');
    expect(xml).toMatch(/<testcase name="guard.py: Exited 3[^>]*" classname="exit-code\/EXIT_CODE_UNDOCUMENTED" file="hooks\/guard.py">/);
    expect(xml).toContain('<testcase name="no findings" classname="hookcheck" file=".claude/settings.json" line="14"/>');
    expect(await xpath(xml, 'string(//testsuite[@name="baseline"]/testcase/@file)')).toBe('.hookcheck/baseline.json');
    expect(await xpath(xml, 'string(//testsuite[@name="baseline"]/testcase/failure/@type)')).toBe('stale-baseline');
  });

  it("counts a finding about two handlers once, in the first handler's suite", () => {
    const second = makeWiring({ id: 'b', label: 'second' });
    const xml = render(makeAuditDocument({ wiring: [makeWiring(), second], findings: [makeFinding({ hooks: [makeWiring().id, 'b'] })] }));
    expect(countSuites(xml).map((suite) => suite.declared.failures)).toEqual([1, 0]);
  });

  it('shortens long names to their first line', () => {
    const xml = render(makeAuditDocument({ findings: [makeFinding({ message: `${'x'.repeat(300)}\nsecond line` })] }));
    expect(xml).toContain(`name="guard.py: ${'x'.repeat(119)}…"`);
  });
});

describe(escapeXmlAttribute.name, () => {
  it.each([
    ['a & b', 'a &amp; b'],
    ['<x>', '&lt;x&gt;'],
    ['"q" \'s\'', '&quot;q&quot; &apos;s&apos;'],
    ['a\r\n\tb', 'a&#13;&#10;&#9;b'],
    ['\u0000\u0008\u000B\u001F\uFFFF', '\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD'],
    ['lone \uD800 surrogate, pair 🎉 kept', 'lone \uFFFD surrogate, pair 🎉 kept'],
  ])('escapes %j', (input, expected) => {
    expect(escapeXmlAttribute(input)).toBe(expected);
  });

  it('leaves quotes and line breaks alone in text content', () => {
    expect(escapeXmlText('"a"\n<b>\r')).toBe('"a"\n&lt;b&gt;&#13;');
  });
});
