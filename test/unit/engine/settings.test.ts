import { describe, expect, it } from 'vitest';
import { buildRunSettings } from '../../../src/engine/settings.js';

const SAID = { agentVersion: '2.1.0', posture: 'open', jobs: 2, inheritEnv: false, killGraceMs: 100, projectDir: null } as const;

describe(buildRunSettings.name, () => {
  it('fills every field the caller leaves out with its default, and freezes the result', () => {
    const settings = buildRunSettings(SAID);
    expect(settings).toEqual({
      ...SAID,
      agents: [],
      homeDir: null,
      live: null,
      fuzz: null,
      regressions: [],
      sandbox: { kind: 'none', reason: 'no sandbox was asked for' },
      experiments: false,
      audit: false,
      recorded: [],
      now: null,
    });
    expect(Object.isFrozen(settings)).toBe(true);
  });

  it('keeps what the caller gives, and gives the default for a field set to undefined', () => {
    const settings = buildRunSettings({ ...SAID, experiments: true, now: 5, homeDir: undefined });
    expect(settings).toMatchObject({ experiments: true, now: 5, homeDir: null });
  });

  it('builds the same settings again from built ones', () => {
    const settings = buildRunSettings({ ...SAID, audit: true });
    expect(buildRunSettings(settings)).toEqual(settings);
  });
});
