import { describe, expect, it } from 'vitest';
import { readStdout } from '../../../src/oracle/read-stdout.js';

describe(readStdout.name, () => {
  it.each([
    ['', 'empty'],
    ['  \n', 'empty'],
    ['{"a":1}', 'json'],
    ['\n  {"a":1}\n', 'json'],
    ['{"a":}', 'invalid-json'],
    ['{"a":', 'plain'],
    ['{"a":1} trailing', 'plain'],
    ['{}{}', 'multiple-json'],
    ['{"a":"}{"}\n{"b":2}', 'multiple-json'],
    ['hello', 'plain'],
    ['[1,2]', 'plain'],
  ])('reads %j as %s', (stdout, kind) => {
    expect(readStdout(stdout).kind).toBe(kind);
  });

  it('notices a banner line before a JSON object', () => {
    expect(readStdout('starting up\n{"continue":true}')).toMatchObject({ kind: 'plain', bannerBeforeJson: true });
    expect(readStdout('just words\nmore words')).toMatchObject({ kind: 'plain', bannerBeforeJson: false });
  });

  it('notices JSON that is not an object', () => {
    expect(readStdout('"allow"')).toMatchObject({ kind: 'plain', jsonNotObject: true });
  });
});
