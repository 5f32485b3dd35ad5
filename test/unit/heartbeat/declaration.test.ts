import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/load-config.js';
import { resolveHeartbeat } from '../../../src/heartbeat/declaration.js';
import { ConfigError } from '../../../src/errors.js';

const declare = (credential: string) => parseConfig(`heartbeats:\n  - name: w\n    run: python3 w.py\n    interval: 2h\n    credential: ${credential}\n`, 'hookcheck.config.yaml');

describe('a heartbeat declaration', () => {
  it('takes a credential as a variable, a file, or a file the variable names, and hours as a duration', () => {
    const [variable] = declare('{ env: STOP_TOKEN }').heartbeats;
    expect(resolveHeartbeat(variable!, '/p', 'heartbeats[0]')).toMatchObject({
      intervalMs: 7_200_000,
      staleMs: 14_400_000,
      credential: { env: 'STOP_TOKEN', file: null, value: 'hookcheck-test-token' },
    });
    const [file] = declare('{ file: secrets/stop.token, env: STOP_TOKEN_FILE }').heartbeats;
    expect(resolveHeartbeat(file!, '/p', 'heartbeats[0]').credential).toEqual({ env: 'STOP_TOKEN_FILE', file: 'secrets/stop.token', value: 'hookcheck-test-token' });
  });

  it('refuses a credential that says neither where it is held, naming what to give', () => {
    expect(() => declare('{ value: x }')).toThrow(ConfigError);
    expect(() => declare('{ value: x }')).toThrow(/needs env \(the variable that holds it\), file \(the file that holds it\), or both/);
  });
});
