/**
 * The lints about the files a command names hold for every agent's hook files: a Copilot CLI hook
 * whose script is missing or not executable fails there too (and Copilot holds back every call on
 * it), which `audit --no-run` must say before anything runs.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../../../../specs/claude-code/versions.js';
import { discoverHooks } from '../../../../src/audit/discover/discover-hooks.js';
import { createLintFiles } from '../../../../src/audit/discover/lint-files.js';
import { findLint } from '../../../../src/audit/lints/index.js';
import { runAudit } from '../../../../src/audit/run-audit.js';
import { tempDir } from '../../../helpers/temp-dir.js';

function copilotProject(scripts: Record<string, number | null>): string {
  const project = tempDir('hookcheck-copilot-scripts-');
  mkdirSync(join(project, '.github', 'hooks'), { recursive: true });
  for (const [name, mode] of Object.entries(scripts)) {
    if (mode === null) continue;
    writeFileSync(join(project, '.github', 'hooks', name), '#!/usr/bin/env bash\ncat >/dev/null\nexit 0\n');
    chmodSync(join(project, '.github', 'hooks', name), mode);
  }
  const preToolUse = Object.keys(scripts).map((name) => ({ type: 'command', bash: `.github/hooks/${name}`, cwd: '.', timeoutSec: 5 }));
  writeFileSync(join(project, '.github', 'hooks', 'hooks.json'), JSON.stringify({ version: 1, hooks: { preToolUse } }, null, 2));
  return project;
}

function lint(id: string, project: string) {
  const { hooks } = discoverHooks({ target: project, cwd: project });
  return findLint(id)!.check({ hooks, agentVersion: LATEST_VERSION, files: createLintFiles({ path: '/usr/bin:/bin' }), measured: new Map() });
}

describe("script lints on other agents' hook files", () => {
  it('catches a Copilot script without its execute bit and a missing one, saying Copilot holds back every call', () => {
    const project = copilotProject({ 'guard.sh': 0o644, 'gone.sh': null, 'fine.sh': 0o755 });
    const notExecutable = lint('script-not-executable', project);
    expect(notExecutable.map((finding) => finding.message)).toEqual([expect.stringMatching(/guard\.sh directly, but the file is not executable.*Copilot CLI holds back every call/)]);
    const missing = lint('script-missing', project);
    expect(missing.map((finding) => finding.message)).toEqual([expect.stringMatching(/gone\.sh, which does not exist.*Copilot CLI holds back every call/)]);
  });

  it('does not run a script that cannot start: the lint says it once, where a run would say it again', async () => {
    const project = copilotProject({ 'guard.sh': 0o644, 'gone.sh': null, 'fine.sh': 0o755 });
    const discovery = discoverHooks({ target: project, cwd: project });
    const result = await runAudit({ discovery, agentVersion: LATEST_VERSION, files: createLintFiles({ path: '/usr/bin:/bin' }), run: null });
    const why = (script: string) => result.skipped.get(discovery.hooks.find((hook) => hook.command?.includes(script))!.id);
    expect([why('guard.sh'), why('gone.sh'), why('fine.sh')]).toEqual(['it cannot start (script-not-executable)', 'it cannot start (script-missing)', '--no-run']);
  });

  it('passes Copilot scripts that are there and executable', () => {
    const project = copilotProject({ 'guard.sh': 0o755 });
    expect([...lint('script-not-executable', project), ...lint('script-missing', project)]).toEqual([]);
  });
});
