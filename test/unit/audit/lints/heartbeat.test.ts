/**
 * The heartbeat lints on their fixtures: each fixture is a project whose config declares the loop
 * heartbeat (its lock and state) and whose Stop or SessionStart hook reads them. The catch hook
 * breaks the rule once; the pass hook keeps it, and no other lint fires on it either. Without a
 * declared heartbeat the lints say nothing: they know a lock or a state only from the config.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverHooks } from '../../../../src/audit/discover/discover-hooks.js';
import { createLintFiles } from '../../../../src/audit/discover/lint-files.js';
import { heartbeatFilesOf } from '../../../../src/audit/heartbeat-files.js';
import { COMMAND_LINTS } from '../../../../src/audit/lints/command/index.js';
import { HEARTBEAT_LINTS } from '../../../../src/audit/lints/heartbeat/index.js';
import { linesNaming } from '../../../../src/audit/lints/heartbeat/hooks-reading-heartbeats.js';
import type { Lint, LintContext } from '../../../../src/audit/lints/lint.js';
import { parseConfig } from '../../../../src/config/load-config.js';
import { resolveHeartbeat } from '../../../../src/heartbeat/declaration.js';

const FIXTURES = join(import.meta.dirname, '../../../../fixtures/audit/lints');
const IDS = ['heartbeat-lock-as-flag', 'heartbeat-state-written-in-place'];

const lint = (id: string): Lint => HEARTBEAT_LINTS.find((candidate) => candidate.id === id)!;

function context(folder: string, { withHeartbeats = true } = {}): LintContext {
  const { hooks, problems } = discoverHooks({ target: folder, cwd: '/' });
  expect(problems).toEqual([]);
  const configPath = join(folder, 'hookcheck.config.yaml');
  const config = parseConfig(readFileSync(configPath, 'utf8'), configPath);
  const heartbeats = heartbeatFilesOf(config.heartbeats.map((declared, index) => resolveHeartbeat(declared, folder, `heartbeats[${index}]`)));
  return { hooks, agentVersion: '2.1.332', files: createLintFiles({ path: '/usr/bin:/bin' }), measured: new Map(), ...(withHeartbeats ? { heartbeats } : {}) };
}

describe('heartbeat lints on their fixtures', () => {
  it('registers each lint once, under the ids baselines use', () => {
    expect(HEARTBEAT_LINTS.map((each) => each.id).sort()).toEqual([...IDS].sort());
  });

  describe.each(IDS)('%s', (id) => {
    it('catches its catch fixture, once, naming the heartbeat and where the config declares it', () => {
      const findings = lint(id).check(context(join(FIXTURES, id, 'catch')));
      expect(findings).toHaveLength(1);
      expect(findings[0]).toMatchObject({ lint: id, severity: 'warning' });
      expect(findings[0]!.message).toContain('heartbeat project-loop (heartbeats[0])');
      expect(findings[0]!.fix).not.toBe('');
      expect(findings[0]!.location.file).toMatch(/settings\.json$/);
    });

    it('passes its pass fixture, and so do the other heartbeat and command lints', () => {
      const pass = context(join(FIXTURES, id, 'pass'));
      expect(lint(id).check(pass)).toEqual([]);
      expect([...HEARTBEAT_LINTS, ...COMMAND_LINTS].flatMap((each) => each.check(pass))).toEqual([]);
    });

    it('says nothing where no heartbeat is declared', () => {
      expect(lint(id).check(context(join(FIXTURES, id, 'catch'), { withHeartbeats: false }))).toEqual([]);
    });
  });

  it('tells the lock lint what the catch hook does wrong: existence, and no age', () => {
    const [finding] = lint('heartbeat-lock-as-flag').check(context(join(FIXTURES, 'heartbeat-lock-as-flag', 'catch')));
    expect(finding!.message).toContain('tests `loop.lock`');
    expect(finding!.message).toContain('for existence only');
    expect(finding!.fix).toContain('120 s');
  });

  it('finds the lines that name a file directly or through the variable bound to it', () => {
    const text = ['LOCK = os.path.join(root, ".loop", "loop.lock")', 'if os.path.exists(LOCK):', 'BLOCKLOCK = 1', 'other = "myloop.lock"'].join('\n');
    expect(linesNaming(text, 'loop.lock')).toEqual(['LOCK = os.path.join(root, ".loop", "loop.lock")', 'if os.path.exists(LOCK):']);
    expect(linesNaming('lock=.loop/loop.lock\n[ -e "$lock" ] && exit 0\nunlocked=1', 'loop.lock')).toEqual(['lock=.loop/loop.lock', '[ -e "$lock" ] && exit 0']);
  });
});
