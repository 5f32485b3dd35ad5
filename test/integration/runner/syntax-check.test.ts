/**
 * The mutants' syntax pre-check says of each file what the interpreter itself says (`bash -n`,
 * `py_compile`, `node --check`), and checks every file of a language in one interpreter start.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTool, type RunTool } from '../../../src/runner/run-tool.js';
import { checkSyntax } from '../../../src/runner/syntax-check.js';
import type { Language } from '../../../src/model/mutation.js';
import { tempDir } from '../../helpers/temp-dir.js';

const dir = tempDir('hookcheck-syntax-');
const env = { PATH: process.env['PATH'] ?? '/usr/bin:/bin' };

/** Files by language: name → source. Names with "bad" do not parse. */
const FILES: Record<Exclude<Language, 'typescript'>, Record<string, string>> = {
  bash: {
    'ok.sh': '#!/bin/bash\nif [ -n "$x" ]; then echo hi; fi\n',
    'comment-only.sh': '# nothing but a comment\n',
    'heredoc.sh': 'cat <<EOF\n}\nEOF\nexit 0\n',
    'bad-if.sh': '#!/bin/bash\nif [ -n "$x" ]; then echo hi;\n',
    'bad-case.sh': 'case "$1" in\n  a) echo a ;;\n',
    'unterminated-heredoc.sh': 'cat <<EOF\nhello\n',
    'ends-in-backslash.sh': 'echo a \\\n',
    // A stray brace mid-file: a checker that evaluates the file would run the line after it.
    'bad-brace.sh': `x() { echo a; }\n}\necho ran > ${JSON.stringify(join(dir, 'ran'))}\n{ :\n`,
  },
  python: {
    'ok.py': 'import json\nprint(json.dumps({}))\n',
    'bad-def.py': 'def f(:\n    pass\n',
    'bad-return.py': 'x = 1\nreturn x\n',
  },
  javascript: {
    'esm/ok.js': '#!/usr/bin/env node\nimport fs from "node:fs";\nconst x = await Promise.resolve(fs.existsSync("/"));\nconsole.log(x);\n',
    'esm/bad.js': 'import fs from "node:fs";\nconst = 1;\n',
    'cjs/ok.js': '#!/usr/bin/env node\nconst fs = require("fs");\nif (fs) return;\n',
    'cjs/bad.js': 'const x = ;\n',
    'cjs/detected-module.js': 'import fs from "node:fs";\nconsole.log(fs.existsSync("/"));\n',
    'cjs/bad-module.mjs': 'export const x = ;\n',
    'cjs/redeclares-require.js': 'const require = 1;\nconsole.log(require);\n',
  },
};

mkdirSync(join(dir, 'esm'));
mkdirSync(join(dir, 'cjs'));
writeFileSync(join(dir, 'esm', 'package.json'), '{ "type": "module" }\n');
for (const files of Object.values(FILES)) for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);

/** What the interpreter itself says: true when the file parses. */
function interpreterAccepts(language: Language, path: string): boolean {
  const [file, args] = language === 'bash' ? ['bash', ['-n', path]] : language === 'python' ? ['python3', ['-m', 'py_compile', path]] : ['node', ['--check', path]];
  try {
    execFileSync(file, args, { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

describe(checkSyntax.name, () => {
  for (const [language, files] of Object.entries(FILES) as [Exclude<Language, 'typescript'>, Record<string, string>][]) {
    it(`agrees with the ${language} interpreter on every file, in one start`, async () => {
      const paths = Object.keys(files).map((name) => join(dir, name));
      let starts = 0;
      const counting: RunTool = (options) => (starts++, runTool(options));
      const complaints = await checkSyntax(language, paths, env, counting);
      expect(starts).toBe(1);
      const rejected = paths.filter((path) => complaints.has(path));
      expect(rejected).toEqual(paths.filter((path) => !interpreterAccepts(language, path)));
      // The fixtures hold both kinds: a checker that accepts or rejects everything fails above.
      expect(rejected).toEqual(paths.filter((path) => /\/bad|bad-/.test(path)));
      for (const path of rejected) expect(complaints.get(path)).toMatch(/syntax|Syntax|Unexpected|outside/);
      expect(existsSync(join(dir, 'ran'))).toBe(false);
    });
  }

  it('says nothing of TypeScript (the parser stands in) and starts nothing', async () => {
    let starts = 0;
    expect((await checkSyntax('typescript', [join(dir, 'x.ts')], env, (options) => (starts++, runTool(options)))).size).toBe(0);
    expect(starts).toBe(0);
  });

  it('throws when the checker cannot run, rather than calling every mutant broken', async () => {
    await expect(checkSyntax('python', [join(dir, 'ok.py')], { PATH: '/nonexistent' })).rejects.toThrow(/python syntax check could not run/);
  });
});
