import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { readElementsBundle } from '../../../../src/store/read-elements-bundle.js';
import { toHtmlReport, toScriptJson } from '../../../../src/reporters/mutate/html-report.js';
import { toSchemaReport } from '../../../../src/reporters/mutate/schema-report.js';
import { makeRun, pythonFile } from '../../../helpers/mutation-run.js';

const FAKE_BUNDLE = 'window.elements = "</script><p>bundle</p>"; /* </SCRIPT > */';
const HOSTILE_SOURCE = '# </script><script>alert(1)</script> <!-- & \u2028\n';

function hostileDocument() {
  return toSchemaReport(makeRun({ files: [{ ...pythonFile, source: pythonFile.source + HOSTILE_SOURCE }] }), '1.2.3');
}

/** The text of each inline <script> element, in order. */
function scripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
}

describe(toHtmlReport.name, () => {
  it('holds the web component, the bundle and the report, and nothing that ends a script tag early', () => {
    const html = toHtmlReport(hostileDocument(), FAKE_BUNDLE);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<mutation-test-report-app title-postfix="hookcheck">');
    expect(html.match(/<\/script/gi)).toHaveLength(2);
    expect(html.match(/<script/gi)).toHaveLength(2);
    expect(html).toContain('window.elements = "<\\/script><p>bundle</p>"; /* <\\/SCRIPT > */');
    expect(html).not.toContain('alert(1)</script>');
    expect(html).not.toContain('<!--');
  });

  it('sets the report on the app from its second script, exactly the document given', () => {
    const document = hostileDocument();
    const [bundle, data] = scripts(toHtmlReport(document, FAKE_BUNDLE));
    expect(bundle!.trim()).toBe('window.elements = "<\\/script><p>bundle</p>"; /* <\\/SCRIPT > */');
    const app: { report?: unknown } = {};
    runInNewContext(data!, { document: { querySelector: (selector: string) => (selector === 'mutation-test-report-app' ? app : null) } });
    expect(app.report).toEqual(document);
    expect((app.report as typeof document).files['hooks/guard.py']!.source.endsWith(HOSTILE_SOURCE)).toBe(true);
  });

  it('refers to nothing on the network', () => {
    const html = toHtmlReport(hostileDocument(), FAKE_BUNDLE);
    expect(html).not.toMatch(/https?:/);
    expect(html).not.toMatch(/<(link|img|iframe)\b|\bsrc=|\bhref=/i);
  });

  it('inlines the real mutation-testing-elements bundle, which loads nothing either', () => {
    const bundle = readElementsBundle();
    expect(bundle).toContain('mutation-test-report-app');
    const html = toHtmlReport(toSchemaReport(makeRun()), bundle);
    expect(html.length).toBeGreaterThan(bundle.length);
    expect(html.match(/<\/script/gi)).toHaveLength(2);
    // The bundle has no <script of its own, so its one "<!--" (in a Prism pattern) cannot change how the tag is parsed.
    expect(html.match(/<script/gi)).toHaveLength(2);
    expect(html).not.toMatch(/<(link|img|iframe)\b|<script [^>]*src=/i);
    expect(html.replace(bundle, '')).not.toMatch(/https?:/);
  });
});

describe(toScriptJson.name, () => {
  it('escapes <, >, & and the line separators, and stays JSON', () => {
    const value = { text: '</script><!-- a & b \u2028\u2029' };
    const json = toScriptJson(value);
    expect(json).toBe('{"text":"\\u003c/script\\u003e\\u003c!-- a \\u0026 b \\u2028\\u2029"}');
    expect(JSON.parse(json)).toEqual(value);
  });
});
