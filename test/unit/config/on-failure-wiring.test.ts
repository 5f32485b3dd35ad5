/**
 * `hookcheck run` learns a handler's `"onFailure": "block"` where `audit` does: from the settings
 * file wiring the script (on the handler only), or from the config, which wins.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findWiredEvents } from '../../../src/config/find-wired-events.js';
import { parseConfig } from '../../../src/config/load-config.js';
import { resolveConfigTargets } from '../../../src/config/resolve-config-targets.js';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';

const PROJECT = resolve('fixtures/audit/on-failure-block');
const HANDLER_SCRIPT = resolve(PROJECT, '.claude/hooks/deny-exit-1.sh');
const GROUP_SCRIPT = resolve(PROJECT, '.claude/hooks/deny-exit-1-group.sh');

function targetsOf(hook: Record<string, unknown>) {
  const config = parseConfig(JSON.stringify({ hooks: [hook] }), 'test.json');
  return resolveConfigTargets({ path: resolve(PROJECT, 'hookcheck.config.json'), dir: PROJECT, config }, { agentVersion: LATEST_VERSION, recordedNames: [], notices: [] }).targets;
}

describe('onFailure for hookcheck run', () => {
  it('reads it from the handler that wires the script, not from its matcher group', () => {
    expect(findWiredEvents(HANDLER_SCRIPT).map(({ onFailure }) => onFailure)).toEqual(['block']);
    expect(findWiredEvents(GROUP_SCRIPT).map(({ onFailure }) => onFailure)).toEqual([undefined]);
  });

  it('takes the config over the settings file, both ways', () => {
    expect(targetsOf({ script: HANDLER_SCRIPT }).map(({ onFailure }) => onFailure)).toEqual(['block']);
    expect(targetsOf({ script: HANDLER_SCRIPT, onFailure: 'continue' }).map(({ onFailure }) => onFailure)).toEqual([undefined]);
    expect(targetsOf({ script: GROUP_SCRIPT, onFailure: 'block' }).map(({ onFailure }) => onFailure)).toEqual(['block']);
  });

  it('refuses it on a hook run as another agent, which does not read it', () => {
    expect(targetsOf({ script: HANDLER_SCRIPT, agent: 'gemini' })).toHaveLength(1);
    expect(() => targetsOf({ script: HANDLER_SCRIPT, agent: 'gemini', onFailure: 'block' })).toThrow(/only Claude Code reads "onFailure"/);
  });
});
