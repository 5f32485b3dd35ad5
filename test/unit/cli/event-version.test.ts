/** An event newer than a version (Interrupt, from 2.1.335): judged as the first version with it, never as one without. */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareVersions, LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import { describeMissingEvents, readVersionFor } from '../../../src/cli/event-version.js';
import { resolveExplainQuery } from '../../../src/cli/explain/options.js';
import { parseRunArgs } from '../../../src/cli/run/args.js';
import { resolveRunOptions } from '../../../src/cli/run/options.js';
import { UsageError } from '../../../src/errors.js';
import { tempDir } from '../../helpers/temp-dir.js';

/** What a run without --agent-version judges Interrupt as: the latest known, or the first version with it if newer. */
const DEFAULT_FOR_INTERRUPT = compareVersions(LATEST_VERSION, '2.1.335') >= 0 ? LATEST_VERSION : '2.1.335';

function makeHook(settings?: unknown): { dir: string; hook: string } {
  const dir = tempDir('hookcheck-test-');
  mkdirSync(join(dir, '.claude'), { recursive: true });
  const hook = join(dir, 'log-interrupt.sh');
  writeFileSync(hook, '#!/bin/sh\ncat > /dev/null\nexit 0\n');
  chmodSync(hook, 0o755);
  if (settings !== undefined) writeFileSync(join(dir, '.claude', 'settings.json'), JSON.stringify(settings));
  return { dir, hook };
}

describe(readVersionFor.name, () => {
  it('keeps the version given, or the latest, when it has every event', () => {
    expect(readVersionFor(['Stop'], undefined)).toBe(LATEST_VERSION);
    expect(readVersionFor(['Stop'], '2.1.190')).toBe('2.1.190');
    expect(readVersionFor(['Interrupt'], '2.1.340')).toBe('2.1.340');
  });

  it('judges an event newer than the latest as the first version with it, when no version is given', () => {
    expect(readVersionFor(['PreToolUse', 'Interrupt'], undefined)).toBe(DEFAULT_FOR_INTERRUPT);
    expect(readVersionFor(['Interrupt'], 'latest')).toBe(DEFAULT_FOR_INTERRUPT);
  });

  it('refuses a version given that has not the event, saying which has', () => {
    expect(() => readVersionFor(['Interrupt'], '2.1.334')).toThrow(UsageError);
    expect(() => readVersionFor(['Interrupt'], '2.1.334')).toThrow(/Claude Code 2\.1\.334 has no Interrupt event \(it arrived in 2\.1\.335\)/);
  });

  it('says which events a version lacks, once each', () => {
    expect(describeMissingEvents(['Interrupt', 'Stop', 'Interrupt'], '2.1.332')).toEqual(['Claude Code 2.1.332 has no Interrupt event (it arrived in 2.1.335) and ignores a hook wired to it']);
    expect(describeMissingEvents(['Interrupt'], '2.1.335')).toEqual([]);
  });
});

describe('run and explain on Interrupt', () => {
  it('runs --event Interrupt as the first version with it, and says so', () => {
    const { dir, hook } = makeHook();
    const options = resolveRunOptions(parseRunArgs(['--event', 'Interrupt', hook]), dir);
    expect(options.targets[0]).toMatchObject({ events: ['Interrupt'] });
    expect(options.settings.agentVersion).toBe(DEFAULT_FOR_INTERRUPT);
    const newer = DEFAULT_FOR_INTERRUPT !== LATEST_VERSION;
    expect(options.notices).toEqual(newer ? [`Interrupt: judged as Claude Code 2.1.335, the first version with it (the default, ${LATEST_VERSION}, has no such event).`] : []);
  });

  it('refuses --event Interrupt with an --agent-version before it', () => {
    const { dir, hook } = makeHook();
    expect(() => resolveRunOptions(parseRunArgs(['--event', 'Interrupt', '--agent-version', '2.1.332', hook]), dir)).toThrow(/has no Interrupt event/);
    expect(resolveRunOptions(parseRunArgs(['--event', 'Interrupt', '--agent-version', '2.1.335', hook]), dir).notices).toEqual([]);
  });

  it('says so of an Interrupt hook a settings file wires, judged as a version without the event', () => {
    const { dir, hook } = makeHook({ hooks: { Interrupt: [{ hooks: [{ type: 'command', command: '"$CLAUDE_PROJECT_DIR"/log-interrupt.sh' }] }] } });
    const options = resolveRunOptions(parseRunArgs(['--agent-version', '2.1.332', hook]), dir);
    expect(options.targets[0]).toMatchObject({ events: ['Interrupt'] });
    expect(options.notices).toEqual(['Claude Code 2.1.332 has no Interrupt event (it arrived in 2.1.335) and ignores a hook wired to it; give --agent-version to judge it as a version that runs it.']);
  });

  it('explains Interrupt as the first version with it, matching on source', () => {
    expect(resolveExplainQuery({ event: 'Interrupt', match: 'user' })).toEqual({ event: 'Interrupt', value: 'user', command: null, agentVersion: DEFAULT_FOR_INTERRUPT });
    expect(() => resolveExplainQuery({ event: 'Interrupt', match: 'user', agentVersion: '2.1.334' })).toThrow(/has no Interrupt event/);
  });
});
