/**
 * A hook may read the project's .env (it is given the project): the reports a CI job uploads must
 * not carry its secrets. Every format of run and audit, with a count on stderr; a report without
 * secrets is left as it was.
 */
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hookcheck } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dir.js';

const SECRET = `canary-token-${process.pid}-9f3e`;

/** A project whose PreToolUse hook prints the project's .env on every call and blocks. */
function leakyProject(withSecret: boolean): string {
  const project = tempDir('hookcheck-redaction-');
  writeFileSync(join(project, '.env'), withSecret ? `API_TOKEN=${SECRET}\nPORT=8080\n` : 'PORT=8080\n');
  mkdirSync(join(project, '.claude', 'hooks'), { recursive: true });
  const hook = join(project, '.claude', 'hooks', 'leaks-env.sh');
  writeFileSync(hook, '#!/bin/sh\ncat >/dev/null\ncat "$CLAUDE_PROJECT_DIR/.env" >&2\nexit 2\n');
  chmodSync(hook, 0o755);
  const settings = { hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/leaks-env.sh' }] }] } };
  writeFileSync(join(project, '.claude', 'settings.json'), JSON.stringify(settings));
  return project;
}

describe('reports without the project’s secrets', () => {
  it('run: the pretty and JSON reports mask the .env value the hook printed, and say how many', async () => {
    const project = leakyProject(true);
    const hook = join(project, '.claude', 'hooks', 'leaks-env.sh');
    for (const reporter of ['pretty', 'json']) {
      const result = await hookcheck(['run', '--runs', '0', '--event', 'PreToolUse', '--project', project, '-r', reporter, '--verbose', hook], project);
      expect(result.stdout).toContain('<redacted:env>');
      expect(result.stdout).not.toContain(SECRET);
      expect(result.stderr).toMatch(/masked \d+ secret\(s\) in the report/);
    }
  }, 240_000);

  it('audit: JSON, SARIF and JUnit files carry no secret', async () => {
    const project = leakyProject(true);
    const out = tempDir('hookcheck-redaction-out-');
    const files = { json: join(out, 'a.json'), sarif: join(out, 'a.sarif'), junit: join(out, 'a.xml') };
    const result = await hookcheck(['audit', '.', '--runs', '0', '-r', `json=${files.json}`, '-r', `sarif=${files.sarif}`, '-r', `junit=${files.junit}`], project);
    expect(result.stderr).toMatch(/masked \d+ secret\(s\) in the report/);
    for (const file of Object.values(files)) expect(readFileSync(file, 'utf8')).not.toContain(SECRET);
    expect(readFileSync(files.json, 'utf8')).toContain('<redacted:env>');
  }, 240_000);

  it('run: a project without secrets gets its report unmasked and no notice', async () => {
    const project = leakyProject(false);
    const hook = join(project, '.claude', 'hooks', 'leaks-env.sh');
    const result = await hookcheck(['run', '--runs', '0', '--event', 'PreToolUse', '--project', project, '-r', 'json', hook], project);
    expect(result.stdout).toContain('PORT=8080');
    expect(result.stdout).not.toContain('<redacted');
    expect(result.stderr).not.toContain('masked');
  }, 240_000);
});
