/**
 * The acceptance fixture: a settings file with exactly one instance of every lint. Every lint must
 * fire once and only once over it, so a lint that goes quiet or starts firing on its neighbours
 * fails here. Its settings are Claude Code's: the lints of other agents' hook files have their own
 * catch and pass fixtures (test/unit/audit/lints/agents.test.ts), as have the heartbeat lints, which
 * need a config that declares heartbeats (test/unit/audit/lints/heartbeat.test.ts), and the mod lints,
 * which read what driving a mod found (test/cli/audit-command.test.ts, fixtures/audit/mods/).
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverHooks } from '../../../src/audit/discover/discover-hooks.js';
import { createLintFiles } from '../../../src/audit/discover/lint-files.js';
import { AGENT_LINTS } from '../../../src/audit/lints/agents/index.js';
import { HEARTBEAT_LINTS } from '../../../src/audit/lints/heartbeat/index.js';
import { MOD_LINTS } from '../../../src/audit/lints/mods/index.js';
import { LINTS as ALL_LINTS, runLints } from '../../../src/audit/lints/index.js';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';

const FIXTURE = resolve('fixtures/audit/one-of-each');
const LINTS = ALL_LINTS.filter((lint) => !AGENT_LINTS.includes(lint) && !HEARTBEAT_LINTS.includes(lint) && !MOD_LINTS.includes(lint));

function lintFixture(slowP95Ms: number) {
  const discovery = discoverHooks({ target: FIXTURE, cwd: process.cwd() });
  const slow = discovery.hooks.find((hook) => hook.command?.endsWith('/h08.sh'));
  if (slow === undefined) throw new Error('the fixture lost its catch-all hook');
  const measured = new Map(discovery.hooks.map((hook) => [hook.id, { p95Ms: hook === slow ? slowP95Ms : 20, blocked: false }]));
  return runLints({ hooks: discovery.hooks, agentVersion: LATEST_VERSION, files: createLintFiles({ path: '/usr/bin:/bin' }), measured }, LINTS);
}

describe('one instance of each lint', () => {
  it('fires every lint exactly once, and nothing else', () => {
    const findings = lintFixture(1500);
    const counts = Object.fromEntries(LINTS.map((lint) => [lint.id, findings.filter((finding) => finding.lint === lint.id).length]));
    expect(counts).toEqual(Object.fromEntries(LINTS.map((lint) => [lint.id, 1])));
    expect(findings).toHaveLength(LINTS.length);
  });

  it('has at least the twenty lints the audit promises, each with a line to point at', () => {
    expect(LINTS.length).toBeGreaterThanOrEqual(20);
    for (const finding of lintFixture(1500)) expect(finding.location.line, finding.lint).toBeGreaterThan(0);
  });

  it('loses the measured lint when the catch-all hook is fast', () => {
    const findings = lintFixture(40);
    expect(findings.filter((finding) => finding.lint === 'catch-all-slow')).toEqual([]);
    expect(findings).toHaveLength(LINTS.length - 1);
  });
});
